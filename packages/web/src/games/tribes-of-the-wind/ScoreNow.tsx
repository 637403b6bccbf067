/** The running score of one board (the side column and the phone's Score tab) and its notes. */
import type { ScoreBreakdown } from '@boardhall/tribes-of-the-wind';
import { useEffect, useState } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { abilityName, useTotwT } from './text.ts';

const SCORE_ROWS: readonly [keyof ScoreBreakdown, Parameters<ReturnType<typeof useTotwT>>[0]][] = [
  ['endToken', 'totw.score.end-token'],
  ['villages', 'totw.score.villages'],
  ['temples', 'totw.score.temples'],
  ['pollutedCells', 'totw.score.polluted-cells'],
  ['tiles', 'totw.score.tiles'],
  ['villageCards', 'totw.score.village-cards'],
  ['leaderPowers', 'totw.score.leader-powers'],
];

/** A detail note per category ("2 × 3", "1 built", "4 polluted"…). */
export function scoreNote(
  b: ScoreBreakdown,
  key: keyof ScoreBreakdown,
  t: ReturnType<typeof useTotwT>,
  locale: string,
): string {
  const d = b.detail;
  switch (key) {
    case 'endToken':
      return b.endToken > 0 ? t('totw.score.detail.token') : t('totw.score.detail.no-token');
    case 'villages':
      return t('totw.score.detail.villages', { n: d.villageCount });
    case 'temples':
      return t('totw.score.detail.temples', { n: d.templeCount });
    case 'pollutedCells':
      return t('totw.score.detail.polluted', { n: d.pollutedCellCount });
    case 'tiles':
      return t('totw.count.tiles', { count: d.tileCount });
    case 'villageCards': {
      const list = d.tucked.filter((x) => x.id !== null).map((x) => `${x.id} ${x.met ? '✓' : '✕'}`);
      return list.length > 0 ? list.join(' · ') : t('totw.score.detail.none');
    }
    case 'leaderPowers':
      return d.powers.length > 0
        ? d.powers.map((p) => `${abilityName(p.id, locale as 'en')} ${p.vp}`).join(' · ')
        : t('totw.score.detail.none');
    default:
      return '';
  }
}

/**
 * The score if the game ended now, by category. Folded to its total on a wide screen, where it
 * shares the side column with the game log (issue #39 item 3: the log had room for two lines);
 * open on the phone's Score tab, where it stands alone. The player may open or fold it.
 */
export function ScoreNow({ breakdown, title, folded }: { breakdown: ScoreBreakdown; title: string; folded: boolean }) {
  const t = useTotwT();
  const locale = useLocale();
  const [open, setOpen] = useState(!folded);
  useEffect(() => setOpen(!folded), [folded]);
  return (
    <details
      className="tw-score-now"
      data-testid="score-now"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="tw-subtitle">
        <span>{title}</span>
        <span className="tw-score-now-total">{t('totw.vp', { n: breakdown.total })}</span>
      </summary>
      <table className="tw-score">
        <tbody>
          {SCORE_ROWS.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{t(label)}</th>
              <td className="tw-score-note">{scoreNote(breakdown, key, t, locale)}</td>
              <td className="num">{breakdown[key] as number}</td>
            </tr>
          ))}
          <tr className="tw-score-total">
            <th scope="row">{t('totw.score.total')}</th>
            <td />
            <td className="num">{breakdown.total}</td>
          </tr>
        </tbody>
      </table>
      {!breakdown.complete ? <p className="hint">{t('totw.score.hidden-cards')}</p> : null}
    </details>
  );
}
