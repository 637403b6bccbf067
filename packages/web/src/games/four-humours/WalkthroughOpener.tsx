/** Reopens the round walkthrough: the latest resolution, or an earlier round's from a list. */
import { useFhT } from './text.ts';
import type { RoundWalkthrough } from './use-round-walkthrough.ts';
import { buildWalkthrough } from './walkthrough.ts';

export function WalkthroughOpener({ walkthrough, round }: { walkthrough: RoundWalkthrough; round: number }) {
  const t = useFhT();
  const { messages, resolutions } = walkthrough;
  return (
    <span className="fh-walk-open">
      <button
        type="button"
        className="btn btn-quiet btn-small"
        onClick={() => walkthrough.openAt(null)}
        data-testid="walk-open"
      >
        ▸ {t('fh.walk.open', { round: buildWalkthrough(messages)?.round ?? round })}
      </button>
      {resolutions > 1 ? (
        <select
          aria-label={t('fh.walk.earlier')}
          value=""
          onChange={(e) => {
            if (e.target.value === '') return;
            walkthrough.openAt(Number(e.target.value));
          }}
        >
          <option value="">{t('fh.walk.earlier')}</option>
          {Array.from({ length: resolutions - 1 }, (_, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one option per past resolution
            <option key={k} value={k}>
              {t('fh.round', { n: buildWalkthrough(messages, k)?.round ?? k + 1 })}
            </option>
          ))}
        </select>
      ) : null}
    </span>
  );
}
