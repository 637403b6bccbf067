import {
  BoardhallError,
  defaultSeatName,
  escapeDisplayControls,
  findGame,
  type GameRegistry,
  LOCALES,
  type Locale,
  type Message,
  parseReplay,
  type ReplayFile,
  renderMessage,
  replayMatch,
  visibleMessage,
} from '@boardhall/engine';
import type { CliIo } from '../io.ts';
import { readCappedText } from '../read-file.ts';

export interface ReplayOptions {
  file: string;
  verify: boolean;
  /** The language of the game's log lines. */
  lang: Locale;
}

/** `--lang`: one of the languages every game's messages come in, or a 'bad-lang' error. */
export function parseLang(text: string): Locale {
  const lang = LOCALES.find((l) => l === text.trim().toLowerCase());
  if (lang === undefined) {
    throw new BoardhallError('bad-lang', `--lang must be one of ${LOCALES.join(', ')}; got '${text}'.`);
  }
  return lang;
}

/**
 * The most a replay file may hold. A Tribes of the Wind match of five random bots, played to its
 * 40-round limit (781 actions), saves to 112 KB as the server writes it (72 KB as `simulate --save`
 * does), about 144 bytes an action; 64 MiB is some 450,000 such actions, far beyond any match, and
 * little enough to read at once.
 */
export const MAX_REPLAY_BYTES = 64 * 1024 * 1024;

/** Prints a saved match as a readable account: every action with the game's own log of it. */
export function replay(registry: GameRegistry, opts: ReplayOptions, io: CliIo): void {
  const file = parseReplay(
    readCappedText(opts.file, { what: 'replay file', maxBytes: MAX_REPLAY_BYTES, code: 'bad-file' }),
  );
  const game = findGame(registry, file.game);
  // Names as the file gives them (the server's and local games' files do), else "Seat n". What
  // comes from the file is printed with its controls escaped: a name saved before the server
  // refused them could otherwise clear the terminal or run backwards.
  const seatName = (seat: number) => escapeDisplayControls(file.seats?.[seat]?.name ?? defaultSeatName(seat));
  const lines: string[] = [];
  let index = 0;
  const { match, verifiedCommitment } = replayMatch(registry, file, opts.verify, (before, seat, action, log) => {
    index++;
    const t = (m: Message) => renderMessage(game.messages, opts.lang, m, { seatName });
    // The game's own log tells the story; the action's short description numbers it, and
    // stands alone when the action logged nothing.
    const told = log.map((entry) => visibleMessage(entry, 'all')).filter((m): m is Message => m !== null);
    const [first, ...rest] = told.length > 0 ? told : [game.describe(before, seat, action)];
    lines.push(`${String(index).padStart(4)}. ${escapeDisplayControls(t(first as Message))}`);
    for (const m of rest) lines.push(`        ${escapeDisplayControls(t(m))}`);
  });
  io.out(`${game.name}, ${file.players} players, seed ${escapeDisplayControls(file.seed)}\n`);
  io.out(lines.length > 0 ? `${lines.join('\n')}\n` : '');
  const outcome = match.outcome();
  if (outcome) {
    const places = outcome.ranking
      .map((group, i) => `${i + 1}. ${group.map((seat) => `${seatName(seat)} (${outcome.scores[seat]})`).join(' = ')}`)
      .join('; ');
    io.out(`Result: ${places}\n`);
  } else {
    io.out('The game was not finished.\n');
  }
  if (verifiedCommitment !== null) {
    io.out(
      `Seed commitment verified: SHA-256 of the revealed seed matches the commitment published at the start (${verifiedCommitment}).\n`,
    );
  }
  if (opts.verify) {
    io.out(`Verified: ${match.actions.length} actions, every state hash matches the replay.\n`);
    if (verifiedCommitment === null) io.out(`${shuffleNotVerified(file.version)}\n`);
  }
}

/**
 * Said last when a verified file has no seed commitment (a version-1 file, or one whose commitment
 * was taken out): its moves replay from its seed, but nothing shows the seed was fixed before the
 * first move, so whoever held it could have chosen the deal. Not an error: the file is what it is.
 */
function shuffleNotVerified(version: ReplayFile['version']): string {
  const why = version === 1 ? ' (version-1 files were saved before there were any)' : '';
  return `Shuffle NOT verified: this file carries no seed commitment${why}, so nothing shows the seed was fixed before the first move.`;
}
