/**
 * Four Humours matches set up over HTTP, as players do: created on one node with seat 0 claimed,
 * the other human seats joined through any node. For the cluster tests and the chaos run.
 */
import type { Seat } from '@boardhall/engine';
import type { CreateMatchResponse, JoinResponse, PublicMatchResponse } from '@boardhall/protocol';
import { postFrom } from '../loadtest/addresses.ts';

/** A seat of a new match: a person's, a random bot's (`'bot'`), or a bot of the given spec. */
export type SeatPlan = 'human' | 'bot' | { bot: string };

/** Anything with a server's base URL (http://host:port), such as a `NodeProcess`. */
export interface Reachable {
  base: string;
}

function seatRequest(plan: SeatPlan, seat: number) {
  if (plan === 'human') return { kind: 'human', name: `P${seat}` };
  return { kind: 'bot', bot: plan === 'bot' ? 'random' : plan.bot };
}

/** Creates a match on `creator` (seat 0 must be human: it is claimed); its id and seat 0's token. */
export async function createMatch(
  creator: Reachable,
  seats: readonly SeatPlan[],
  from?: string,
): Promise<{ matchId: string; token: string }> {
  if (seats[0] !== 'human') throw new Error('seat 0 of a new match is claimed by its creator: it must be human');
  const created = await postFrom<CreateMatchResponse>(
    `${creator.base}/api/matches`,
    { game: 'four-humours', seats: seats.map(seatRequest), claim: 0 },
    from,
  );
  const token = created.claimed?.token;
  if (!token) throw new Error(`${creator.base} created match ${created.matchId} without a token for seat 0`);
  return { matchId: created.matchId, token };
}

/** Joins a free human seat through `via`; its token. */
export async function joinSeat(via: Reachable, matchId: string, seat: Seat, from?: string): Promise<string> {
  const joined = await postFrom<JoinResponse>(`${via.base}/api/matches/${matchId}/join`, { seat }, from);
  return joined.token;
}

/** Whether the seat is taken, as `via` sees the match (null: no answer). */
export async function seatClaimed(via: Reachable, matchId: string, seat: Seat): Promise<boolean | null> {
  try {
    const res = await fetch(`${via.base}/api/matches/${matchId}`);
    if (!res.ok) return null;
    const match = (await res.json()) as PublicMatchResponse;
    return match.seats[seat]?.claimed ?? null;
  } catch {
    return null;
  }
}

/** A Four Humours match created on `creator`, the other human seats joined through `joinVia` in turn. */
export async function newMatch(
  creator: Reachable,
  joinVia: readonly Reachable[],
  seats: readonly SeatPlan[],
): Promise<{ matchId: string; tokens: Map<Seat, string> }> {
  const { matchId, token } = await createMatch(creator, seats);
  const tokens = new Map<Seat, string>([[0, token]]);
  let via = 0;
  for (const [seat, plan] of seats.entries()) {
    if (seat === 0 || plan !== 'human') continue;
    tokens.set(seat, await joinSeat(joinVia[via++ % joinVia.length] as Reachable, matchId, seat));
  }
  return { matchId, tokens };
}
