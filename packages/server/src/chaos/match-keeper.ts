/**
 * One table of a chaos run: plays a Four Humours match to its end, then sets up the next, until
 * the run's time is up. Seat 0 and some others are people (scripted seats that connect to a node
 * of their own, each from a loopback address of its own, and reconnect elsewhere when it fails),
 * the rest bots (`random`, some `ismcts:level=easy`). Setting a match up through faults is
 * retried on other nodes, and what a fault may leave behind (a seat joined whose answer never
 * came) is recorded rather than hidden.
 */
import { Rng, type Seat } from '@boardhall/engine';
import { localAddressFor } from '../loadtest/addresses.ts';
import { createMatch, joinSeat, type SeatPlan, seatClaimed } from './matches.ts';
import { ClusterClient } from './players.ts';

/** A person's pause before each action (ms): a match of four lasts about half a minute. */
export const THINK_MS: readonly [number, number] = [100, 600];
/** The pause before trying a failed setup step again, on another node. */
const RETRY_MS = 500;
/** Loopback addresses per match: its creator and each seat's own. */
const ADDRESSES_PER_MATCH = 5;

/** One match of the run, as the run saw it. */
export interface TrackedMatch {
  matchId: string;
  /** The table's count of matches, and the match's number there. */
  label: string;
  seats: SeatPlan[];
  /** The scripted seats (the human seats), once every seat was joined. */
  clients: ClusterClient[];
  /**
   * Why the run could not play it: a seat whose join the server committed but whose answer (the
   * seat's token) a fault swallowed. Such a seat is held by nobody until its seat timeout.
   */
  setupLost: string | null;
}

export interface KeeperContext {
  seed: string;
  /** Nodes' HTTP bases, running nodes first. */
  httpBases: () => string[];
  /** Nodes' WebSocket bases, in node order (the scripted seats' rotation). */
  wsBases: () => string[];
  nodes: number;
  /** The run's time is up: set up no new match. */
  timeUp: () => boolean;
  /** The grace period is over too: stop retrying, stop waiting. */
  over: () => boolean;
  /** A fresh number for each match of the run (its addresses and label). */
  nextMatchNumber: () => number;
  log: (line: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seats of a new match: two to four, seat 0 a person, each other seat a person or a bot. */
export function drawSeats(rng: Rng): SeatPlan[] {
  const players = rng.pick([2, 3, 3, 4, 4]);
  const seats: SeatPlan[] = ['human'];
  for (let seat = 1; seat < players; seat++) {
    if (rng.int(2) === 0) seats.push('human');
    else seats.push(rng.int(3) === 0 ? { bot: 'ismcts:level=easy' } : 'bot');
  }
  return seats;
}

export class MatchKeeper {
  readonly matches: TrackedMatch[] = [];
  private readonly rng: Rng;

  constructor(
    private readonly table: number,
    private readonly ctx: KeeperContext,
  ) {
    this.rng = new Rng(`${ctx.seed}:table:${table}`);
  }

  /** Plays match after match until the time is up; resolves when the last one ended or the grace ran out. */
  async run(): Promise<void> {
    while (!this.ctx.timeUp()) {
      const match = await this.setUp(drawSeats(this.rng), this.ctx.nextMatchNumber());
      if (!match) return;
      this.matches.push(match);
      if (match.setupLost !== null) continue;
      for (const c of match.clients) c.start();
      await this.untilFinished(match);
    }
  }

  /** Stops every scripted seat (the grace period is over). */
  stop(): void {
    for (const m of this.matches) for (const c of m.clients) c.stop();
  }

  private async untilFinished(match: TrackedMatch): Promise<void> {
    while (!this.ctx.over() && !match.clients.every((c) => c.finished)) await sleep(200);
  }

  private base(k: number): string {
    const bases = this.ctx.httpBases();
    return bases[k % Math.max(1, bases.length)] as string;
  }

  /** Creates the match and joins its human seats, each step retried on other nodes through faults. */
  private async setUp(seats: SeatPlan[], number: number): Promise<TrackedMatch | null> {
    const from = (i: number) => localAddressFor('127.0.0.1', number * ADDRESSES_PER_MATCH + i);
    const label = `t${this.table}m${number}`;
    let node = this.rng.int(this.ctx.nodes);
    let created: { matchId: string; token: string } | null = null;
    while (!created) {
      if (this.ctx.timeUp()) return null;
      try {
        created = await createMatch({ base: this.base(node) }, seats, from(0));
      } catch (error) {
        this.ctx.log(
          `${label}: creating on ${this.base(node)} failed (${(error as Error).message}); trying another node`,
        );
        node++;
        await sleep(RETRY_MS);
      }
    }
    const match: TrackedMatch = { matchId: created.matchId, label, seats, clients: [], setupLost: null };
    const tokens = new Map<Seat, string>([[0, created.token]]);
    for (const [seat, plan] of seats.entries()) {
      if (seat === 0 || plan !== 'human') continue;
      const token = await this.join(match, seat, from(seat));
      if (token === null) return match;
      tokens.set(seat, token);
    }
    for (const [seat, token] of tokens) {
      match.clients.push(
        new ClusterClient(
          `${label}s${seat}`,
          this.ctx.wsBases,
          match.matchId,
          token,
          seat,
          this.rng.int(this.ctx.nodes),
          THINK_MS,
          from(seat),
        ),
      );
    }
    return match;
  }

  /**
   * Joins one seat, through a random node, again through others on failure. A failed join may
   * still have been committed (the node died, or Redis, before its answer): the seat is then
   * taken and its token gone, which the match's public view shows; that match is given up.
   */
  private async join(match: TrackedMatch, seat: Seat, from: string | undefined): Promise<string | null> {
    let node = this.rng.int(this.ctx.nodes);
    for (;;) {
      if (this.ctx.over()) {
        match.setupLost = `seat ${seat} was still not joined when the run ended`;
        return null;
      }
      try {
        return await joinSeat({ base: this.base(node) }, match.matchId, seat, from);
      } catch (error) {
        this.ctx.log(`${match.label}: joining seat ${seat} failed (${(error as Error).message})`);
      }
      node++;
      let claimed: boolean | null = null;
      while (claimed === null && !this.ctx.over()) {
        await sleep(RETRY_MS);
        claimed = await seatClaimed({ base: this.base(node) }, match.matchId, seat);
        if (claimed === null) node++;
      }
      if (claimed) {
        match.setupLost = `seat ${seat} was joined, but the answer with its token was lost in a fault`;
        this.ctx.log(`${match.label} (${match.matchId}): ${match.setupLost}; the match is left to its seat timeout`);
        return null;
      }
    }
  }
}
