/** Solo: the Rival's public state — bag, ledger by humour, claims, the next claim and focus (FH §11). */
import { type FourHumoursView, HUMOURS } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { SeatEmblem } from '../../ui/seats.tsx';
import { difficultyName, focusName, humourName, useFhT } from './text.ts';
import { HumourIcon } from './tokens.tsx';

export function RivalPanel({ view }: { view: FourHumoursView }) {
  const t = useFhT();
  const locale = useLocale();
  const rival = view.rival;
  const ledger = view.ledger;
  if (!rival || !ledger) return null;
  return (
    <section className="fh-rival" aria-label={t('fh.rival')} data-testid="rival">
      <div className="fh-player-head">
        <SeatEmblem seat={rival.seat} size={22} patterned />
        <strong>
          {t('fh.rival')} · {difficultyName(rival.difficulty, locale)}
        </strong>
        <span className="fh-stars">{t('fh.objectives-count', { n: rival.objectives })}</span>
      </div>
      <div className="fh-player-stats">
        <span>{t('fh.rival.bag', { n: rival.bagCount })}</span>
        <span>{t('fh.rival.target', { n: rival.claimTarget })}</span>
        <span>{t('fh.rival.next-focus', { focus: focusName(rival.nextFocus, locale) })}</span>
      </div>
      <div className="fh-ledger">
        <span className="fh-ledger-title">{t('fh.rival.ledger')}</span>
        {HUMOURS.map((h) => (
          <span key={h} className="fh-bag-count" title={humourName(h, locale)}>
            <HumourIcon humour={h} size={18} title={humourName(h, locale)} />
            {ledger[h]}
          </span>
        ))}
      </div>
      <p className="hint">{t('fh.rival.rate', { n: rival.claimRate })}</p>
    </section>
  );
}
