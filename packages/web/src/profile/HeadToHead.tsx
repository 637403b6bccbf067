/** A profile's records against the opponents played most: games, and how often ahead, behind or level. */
import type { HeadToHead as Record } from '@boardhall/protocol';
import { PlayerLink } from '../ratings/PlayerLink.tsx';
import { useRatingsT } from '../ratings/text/index.ts';

export function HeadToHead({ records }: { records: readonly Record[] }) {
  const rt = useRatingsT();
  if (records.length === 0) return null;
  return (
    <section data-testid="profile-h2h">
      <h2 className="section-title">{rt('ratings.h2h')}</h2>
      <p className="hint">{rt('ratings.h2h.lead')}</p>
      <div className="panel table-scroll">
        <table className="ratings-table">
          <thead>
            <tr>
              <th scope="col">{rt('ratings.h2h.opponent')}</th>
              <th scope="col" className="num">
                {rt('ratings.h2h.games')}
              </th>
              <th scope="col" className="num">
                {rt('ratings.h2h.ahead')}
              </th>
              <th scope="col" className="num">
                {rt('ratings.h2h.behind')}
              </th>
              <th scope="col" className="num">
                {rt('ratings.h2h.tied')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <tr
                key={r.opponent.kind === 'account' ? `a:${r.opponent.name}` : `b:${r.opponent.level}`}
                data-testid="h2h-row"
              >
                <th scope="row">
                  <PlayerLink player={r.opponent} />
                </th>
                <td className="num">{r.games}</td>
                <td className="num">{r.ahead}</td>
                <td className="num">{r.behind}</td>
                <td className="num">{r.tied}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
