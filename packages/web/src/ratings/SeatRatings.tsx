/**
 * Before a rated match (the lobby's open matches and the join page): each seated player's rating
 * and the model's chance of their finishing first, once two are seated.
 */
import type { MatchSummary, SeatRating } from '@boardhall/protocol';
import { useLocale, useT } from '../i18n/I18n.tsx';
import { seatLabel } from '../lobby/match-info.ts';
import { SeatEmblem } from '../ui/seats.tsx';
import { percentText } from './format.ts';
import { PlayerLink } from './PlayerLink.tsx';
import { seatPlayer } from './players.ts';
import { RatingValue } from './RatingValue.tsx';
import { useRatingsT } from './text/index.ts';

/** A seat's rating, and its chance to win when the server gave one: "1523 · 41 % to win". */
export function SeatRatingLine({ rating }: { rating: SeatRating }) {
  const rt = useRatingsT();
  const locale = useLocale();
  return (
    <span className="seat-rating" data-testid={`seat-rating-${rating.seat}`}>
      <RatingValue rating={rating.rating} />
      {rating.winChance !== undefined ? (
        <>
          {' · '}
          <span title={rt('ratings.chance-hint')} data-testid="win-chance" data-chance={rating.winChance}>
            {rt('ratings.chance', { percent: percentText(rating.winChance, locale) })}
          </span>
        </>
      ) : null}
    </span>
  );
}

/** The "Rated" mark of a match. */
export function RatedTag() {
  const rt = useRatingsT();
  return (
    <span className="rated-tag" data-testid="rated-tag">
      {rt('ratings.rated')}
    </span>
  );
}

/** Every seated player of a rated match with their rating, for a row of the lobby's list. */
export function SeatRatings({ match }: { match: MatchSummary }) {
  const t = useT();
  const ratings = match.ratings ?? [];
  if (!match.rated || ratings.length === 0) return null;
  return (
    <ul className="seat-ratings" data-testid="seat-ratings">
      {ratings.map((r) => {
        const seat = match.seats.find((s) => s.seat === r.seat);
        if (!seat) return null;
        const player = seatPlayer(seat, match.rated);
        const label = seatLabel(seat, t);
        return (
          <li key={r.seat}>
            <SeatEmblem seat={r.seat} size={12} />
            {player ? <PlayerLink player={player} label={label} /> : <span>{label}</span>} <SeatRatingLine rating={r} />
          </li>
        );
      })}
    </ul>
  );
}
