/** What the match service is built from: its store, games, bots, limits and settings. */
import type { GameRegistry } from '@boardhall/engine';
import type { ClientLimits } from '../limits.ts';
import type { ServerMetrics } from '../metrics/metrics.ts';
import type { MatchStore } from '../storage/types.ts';
import type { MatchOwnership } from './ownership.ts';
import type { ParkingSettings } from './parking.ts';
import type { BotChooser, ServiceLogger, TurnListener } from './types.ts';

export interface MatchServiceOptions {
  registry: GameRegistry;
  store: MatchStore;
  /** Decides the bot moves of matches a person plays (the interactive lane). */
  bots: BotChooser;
  /** Bot decisions running at once for matches a person plays (their pool's threads; default 1). */
  botConcurrency?: number;
  /**
   * Decides the bot moves of matches nobody plays (the background lane), on threads of their own
   * so they never hold up the interactive lane's (default: `bots`).
   */
  backgroundBots?: BotChooser;
  /** Bot decisions running at once for matches nobody plays (default 1). */
  backgroundBotConcurrency?: number;
  /** Time a bot decision may take beyond its budget before it is cut (default 5 s). */
  botTimeMarginMs?: number;
  logger: ServiceLogger;
  /** The bot that takes over the seat of a player who leaves (default `ismcts:level=easy`). */
  substituteBot?: string;
  /** A playing human seat with no connection for this long is handed to the substitute; 0: never. */
  seatTimeoutMs?: number;
  /** How long a finished match with nobody watching stays in memory. */
  finishedLingerMs?: number;
  /** The lobby's caps (live matches, per address, expiry) and the spectators per match. */
  limits?: ClientLimits;
  /**
   * Draws each new match's seed (default: 256 bits from the operating system). Only the
   * operator chooses this (tests make deals reproducible with it); no request can.
   */
  seedSource?: () => string;
  /**
   * Cluster mode: which matches this node may serve, and the fencing token of each. Without it
   * (a single node) every stored match is this node's, and all unfinished ones are rebuilt at start.
   */
  ownership?: MatchOwnership;
  /** Where the service reports what it measures (default: nowhere). */
  metrics?: ServerMetrics;
  /** This node's id in a cluster (default `local`): with a random suffix, it names this server run. */
  nodeId?: string;
  /** When idle clocked matches are parked and loaded again (tests shorten these). */
  parking?: Partial<ParkingSettings>;
  /** Hears when a turn-based match waits for players who are away (the turn e-mails). */
  turns?: TurnListener;
}
