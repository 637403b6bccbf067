/**
 * A rated match's table before it starts (the creator waiting for players): "Rated", and each
 * seated player's rating and chance, asked for again whenever somebody takes a seat (the chances
 * change with who sits down).
 */
import type { MatchSummary } from '@boardhall/protocol';
import { useEffect, useState } from 'react';
import { api } from '../session/api.ts';
import { RatedTag, SeatRatings } from './SeatRatings.tsx';

export function WaitingRatings({ matchId, seated }: { matchId: string; seated: string }) {
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `seated` (who sits where) is the reason to ask again
  useEffect(() => {
    let live = true;
    api.publicMatch(matchId).then(
      (m) => live && setSummary(m),
      // Without an answer the banner keeps its link; the ratings are a bonus.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [matchId, seated]);
  if (!summary?.rated) return null;
  return (
    <span className="waiting-ratings" data-testid="waiting-ratings">
      <RatedTag />
      <SeatRatings match={summary} />
    </span>
  );
}
