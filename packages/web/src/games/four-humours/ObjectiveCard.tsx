/** An objective in play: name, what it asks, and the markers of those who completed it. */
import type { FourHumoursView } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { SeatEmblem } from '../../ui/seats.tsx';
import type { SeatDisplay } from '../types.ts';
import { objectiveName, objectiveText, useFhT } from './text.ts';

export function ObjectiveCard({
  objective,
  seats,
}: {
  objective: FourHumoursView['objectives'][number];
  seats: readonly SeatDisplay[];
}) {
  const t = useFhT();
  const locale = useLocale();
  return (
    <article className="fh-objective" data-objective={objective.objective}>
      <h3>{objectiveName(objective.objective, locale)}</h3>
      <p>{objectiveText(objective.objective, locale)}</p>
      <div className="fh-markers">
        {objective.claimedBy.length === 0 ? (
          <span className="hint">{t('fh.not-completed')}</span>
        ) : (
          <>
            <span className="visually-hidden">{t('fh.completed-by')}</span>
            {objective.claimedBy.map((s) => (
              <span key={s} title={seats[s]?.name} className="fh-marker">
                <SeatEmblem seat={s} size={18} patterned />
                <span className="visually-hidden">{seats[s]?.name}</span>
              </span>
            ))}
          </>
        )}
      </div>
    </article>
  );
}
