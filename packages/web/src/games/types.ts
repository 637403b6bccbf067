/**
 * The per-game plug-in boundary. The shell (lobby, sessions, log, end screen, replay viewer) knows
 * games only through these two interfaces; `src/games/README.md` explains how
 * a game fills them in.
 *
 * - `GameManifest` is tiny and lives in the entry chunk: what the lobby shows before any game code
 *   is loaded.
 * - `GamePlugin` is the game's lazily loaded module: its engine, its table and its texts.
 */
import type { AnyGameDefinition, GameDefinition, Message, Outcome, Seat } from '@boardhall/engine';
import type { ComponentType, ReactNode } from 'react';
import type { AppKey } from '../i18n/en.ts';
import type { Locale } from '../i18n/types.ts';
import type { Lesson } from '../tutorial/lesson.ts';

/** One action's lines of the game log, as one viewer may read them (the server's `LogLine`). */
export interface LogLine {
  /** 1-based number of the action that wrote it. */
  readonly index: number;
  readonly seat: Seat;
  readonly messages: readonly Message[];
}

/**
 * What one log message names on the table, for the "what just happened" highlights: who did it and
 * CSS selectors of the table's elements it touched (a slot, a cell, the discard…). The game builds
 * the selectors from the message's ids; the shell only outlines what they select.
 */
export interface MessageMarks {
  /** The seat whose move it was, or null for something no seat did. */
  readonly actor: Seat | null;
  readonly selectors: readonly string[];
}

/** A seat as the table shows it. */
export interface SeatDisplay {
  readonly seat: Seat;
  /** The name to print: typed by a player, or made up for a bot ("Bot 2 (Hard)"). */
  readonly name: string;
  readonly kind: 'human' | 'bot';
  /** Played from this device (hotseat and local human seats, or your online seat). */
  readonly local: boolean;
  readonly connected: boolean;
  /** A human seat handed to a bot after its player left. */
  readonly substitute: boolean;
  /**
   * What the shell shows beside the seat's name (online: its clock, "out of time", "resigned");
   * a table prints it where it prints the name.
   */
  readonly aside?: ReactNode;
}

/** What the shell hands a table besides the view: ready-made shared pieces to place in its layout. */
export interface TableChrome {
  /** The action log panel (already translated, live region). */
  readonly logPanel: ReactNode;
  /** The undo button, or null when this mode has no undo. */
  readonly undo: ReactNode;
}

export interface TableProps<V, A> {
  readonly view: V;
  /** Exactly the actions the viewer may send now; empty when it is not their turn or read-only. */
  readonly legal: readonly A[];
  readonly send: (action: A) => void;
  readonly seats: readonly SeatDisplay[];
  /** Whose view this is. */
  readonly viewer: Seat | 'spectator';
  /** The seats that may act now. */
  readonly activeSeats: readonly Seat[];
  /** An action is on its way to the server: lock input until the next view. */
  readonly busy: boolean;
  /** Replay or spectator: render only. */
  readonly readOnly: boolean;
  /** The log this viewer may read, oldest first (tables build walkthroughs from it). */
  readonly log: readonly LogLine[];
  readonly chrome: TableChrome;
  /** Asks the session to hold bot moves while the player studies something (e.g. a walkthrough). */
  readonly hold: (on: boolean) => void;
  /**
   * The CSS selectors of what the others' moves since the viewer last acted touched (outlined on
   * the table): a phone's tabs flag the sections that hold one.
   */
  readonly lastMoves: readonly string[];
}

export interface SetupOptionsProps {
  readonly options: Readonly<Record<string, unknown>>;
  readonly players: number;
  readonly onChange: (options: Record<string, unknown>) => void;
}

export interface ScoreTableProps<V> {
  readonly view: V;
  readonly outcome: Outcome;
  readonly seats: readonly SeatDisplay[];
}

export interface HeaderStatusProps<V> {
  readonly view: V;
}

/** One match option in words: its label as the create form shows it, and its value. */
export interface OptionLine {
  readonly label: string;
  /** A switch shows as on/off in the shell's words; anything else is printed as given. */
  readonly value: string | number | boolean;
}

/** Everything game-specific the shell needs, loaded on demand. */
export interface GamePlugin<S, A, V, O> {
  readonly id: string;
  readonly engine: GameDefinition<S, A, V, O>;
  /** The table: renders `view`, offers `legal`. No rules logic inside. */
  readonly Table: ComponentType<TableProps<V, A>>;
  /** Round, phase, deck… for the header bar. */
  readonly HeaderStatus: ComponentType<HeaderStatusProps<V>>;
  /** The in-app rules summary (`/rules/:game`). */
  readonly RulesSummary: ComponentType;
  /** Game options in the create-match dialog (modes, variants). */
  readonly SetupOptions: ComponentType<SetupOptionsProps>;
  /**
   * The match's options in the create form's words, read from the spectator's view (which carries
   * only public options), for the join page. Absent: the page shows no options.
   */
  readonly describeOptions?: (view: V, locale: Locale) => readonly OptionLine[];
  /** The default options of a new match. */
  readonly defaultOptions: () => Record<string, unknown>;
  /** The ranking with the game's score breakdown, on the end screen. */
  readonly ScoreTable: ComponentType<ScoreTableProps<V>>;
  /** The end screen's headline when "Winner: …" would not fit (e.g. a Solo loss); null for the default. */
  readonly headline?: (view: V, outcome: Outcome, locale: Locale, seatName: (seat: Seat) => string) => string | null;
  /** Why the game ended, as a sentence, from the final view. */
  readonly endReasonText: (view: V, locale: Locale) => string;
  /** A message of this game (log, refusal…) in a language; seats are printed with `seatName`. */
  readonly renderMessage: (message: Message, locale: Locale, seatName: (seat: Seat) => string) => string;
  /**
   * Local play: an action whose log starts something the players should study (a round's
   * resolution) makes bots wait until the table releases them with `hold(false)`.
   */
  readonly studyAfter?: (messages: readonly Message[]) => boolean;
  /** Local play: bots may still act while held when this holds for the spectator's view (e.g. mid-resolution decisions). */
  readonly interlude?: (view: V) => boolean;
  /**
   * What a log message names on the table (absent or null: nothing). The shell outlines the last
   * moves of the other seats, and what a log line names while it is hovered or focused.
   */
  readonly marks?: (message: Message) => MessageMarks | null;
  /** The name a seat the lobby did not configure gets (e.g. the Solo Rival). */
  readonly extraSeatName?: (seat: Seat, locale: Locale) => string;
  /** "Learn to play": the game's lesson (data, `tutorial/lesson.ts`), loaded when it is opened. */
  readonly loadLesson?: () => Promise<Lesson>;
}

/** A plug-in with its type parameters erased, for the registry. */
export type AnyGamePlugin = GamePlugin<unknown, unknown, unknown, unknown>;

/** Erases a plug-in's type parameters (sound: the shell passes each plug-in only its own views and actions). */
export function erasePlugin<S, A, V, O>(plugin: GamePlugin<S, A, V, O>): AnyGamePlugin {
  return plugin as AnyGamePlugin;
}

/** What the lobby knows before a game's code is loaded. Keep it small: it is in the entry chunk. */
export interface GameManifest {
  readonly id: string;
  readonly titleKey: AppKey;
  readonly blurbKey: AppKey;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The game's crest on the lobby card (our own drawing). */
  readonly Crest: ComponentType<{ readonly size: number }>;
  /** The plug-in module (a dynamic import, its own chunk). */
  readonly load: () => Promise<AnyGamePlugin>;
  /** The engine alone, for the bot worker (no React). */
  readonly loadEngine: () => Promise<AnyGameDefinition>;
}
