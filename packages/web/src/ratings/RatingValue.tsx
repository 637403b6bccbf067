/**
 * A rating as every screen shows it: "1500", or "1500?" while provisional. The "?" explains itself
 * on hover (its title) and to screen readers (a hidden word), and the pages that list ratings say
 * what it means in a note (`ProvisionalNote`).
 */
import { ratingText, type ShownRating } from './format.ts';
import { useRatingsT } from './text/index.ts';
import './ratings.css';

export function RatingValue({ rating }: { rating: ShownRating }) {
  const t = useRatingsT();
  if (!rating.provisional) {
    return (
      <span className="rating" data-testid="rating" data-rating={rating.rating}>
        {rating.rating}
      </span>
    );
  }
  return (
    <span
      className="rating provisional"
      title={t('ratings.provisional-hint')}
      data-testid="rating"
      data-rating={rating.rating}
      data-provisional="true"
    >
      <span aria-hidden="true">{ratingText(rating)}</span>
      <span className="visually-hidden">
        {rating.rating} ({t('ratings.provisional')})
      </span>
    </span>
  );
}

/** What "?" after a rating means, under a list of ratings. */
export function ProvisionalNote() {
  const t = useRatingsT();
  return <p className="hint ratings-note">{t('ratings.provisional-note')}</p>;
}
