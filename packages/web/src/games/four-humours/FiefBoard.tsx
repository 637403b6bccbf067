/** A fief (Fiefdom and Solo, FH §10.2): 3 × 4 plots with their citizen types and the potions on them. */
import type { Seat } from '@boardhall/engine';
import type { CitizenType, FourHumoursView } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { citizenName, useFhT } from './text.ts';
import { CitizenGlyph, PotionToken } from './tokens.tsx';

export const plotKey = (row: number, col: number): string => `${row},${col}`;

export function FiefBoard({
  view,
  seat,
  targets,
  onPick,
  compact = false,
  title,
}: {
  view: FourHumoursView;
  seat: Seat;
  /** Plots that complete a pending choice, as `row,col`. */
  targets: ReadonlySet<string>;
  onPick: (row: number, col: number) => void;
  compact?: boolean;
  title: string;
}) {
  const t = useFhT();
  const locale = useLocale();
  const board = view.fiefBoard;
  const fief = view.fiefs?.find((f) => f.seat === seat);
  if (!board || !fief) return null;
  const total = board.reduce((n, row) => n + row.length, 0);
  return (
    <section className={`fh-fief ${compact ? 'is-compact' : ''}`} aria-label={title} data-fief={seat}>
      <h3 className="fh-fief-title">
        {title} <span className="hint">{t('fh.fief-count', { n: fief.count, max: total })}</span>
      </h3>
      <div className="fh-fief-grid" style={{ gridTemplateColumns: `repeat(${board[0]?.length ?? 4}, 1fr)` }}>
        {board.map((row, r) =>
          row.map((citizen: CitizenType, c) => {
            const potion = fief.plots[r]?.[c] ?? null;
            const key = plotKey(r, c);
            const name = citizenName(citizen, locale);
            const label = t('fh.plot-label', { row: r, col: c, citizen: name });
            const body = (
              <>
                <svg width={compact ? 14 : 18} height={compact ? 14 : 18} viewBox="-10 -10 20 20" aria-hidden="true">
                  <CitizenGlyph citizen={citizen} />
                </svg>
                {compact ? null : <span className="fh-plot-name">{name}</span>}
                {potion ? (
                  <svg
                    className="fh-plot-potion"
                    width={compact ? 18 : 30}
                    height={compact ? 18 : 30}
                    viewBox="-15 -15 30 30"
                    aria-hidden="true"
                  >
                    <PotionToken owner={potion.owner} humour={potion.humour} look="public" r={12} />
                  </svg>
                ) : null}
              </>
            );
            if (targets.has(key)) {
              const target = t('fh.plot-target', { row: r, col: c, citizen: name });
              return (
                <button
                  key={key}
                  type="button"
                  className="fh-plot fh-plot-target"
                  aria-label={target}
                  title={target}
                  data-target-plot={key}
                  onClick={() => onPick(r, c)}
                >
                  {body}
                </button>
              );
            }
            return (
              <div
                key={key}
                className={`fh-plot ${potion ? 'is-taken' : ''}`}
                title={label}
                role="img"
                aria-label={label}
              >
                {body}
              </div>
            );
          }),
        )}
      </div>
    </section>
  );
}
