import { BoardhallError, escapeDisplayControls, type GameRegistry } from '@boardhall/engine';
import { Command, CommanderError } from 'commander';
import {
  collect,
  parseChoice,
  parseClusterOptions,
  parseGameOptions,
  parseMailArgs,
  parseParking,
  parsePublicUrl,
  parseSeconds,
  parseSeedText,
  parseTrustProxy,
  parseWholeNumber,
} from './args.ts';
import { analyse, DEFAULT_ANALYSIS_SEED } from './commands/analyse.ts';
import { bench } from './commands/bench.ts';
import { drain } from './commands/drain.ts';
import { migrate } from './commands/migrate.ts';
import { ratingsRebuild } from './commands/ratings.ts';
import { parseLang, replay } from './commands/replay.ts';
import { LOG_LEVELS, serve } from './commands/serve.ts';
import { simulate } from './commands/simulate.ts';
import { tournament } from './commands/tournament.ts';
import type { CliIo } from './io.ts';
import { drawSeed } from './seed.ts';

/** Exit codes: 0 done, 1 the work itself failed (e.g. games with errors), 2 bad input. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;

/** Game options from --option flags, with --mode as a shorthand for --option mode=…. */
function gameOptions(o: { option: string[]; mode?: string }): Record<string, unknown> {
  return parseGameOptions(o.mode === undefined ? o.option : [...o.option, `mode=${o.mode}`]);
}

function buildProgram(registry: GameRegistry, io: CliIo, setExit: (code: number) => void): Command {
  const gameList = [...registry.keys()].join(', ') || 'none yet';
  const program = new Command('boardhall')
    .description('Boardhall: play, simulate and study Four Humours and Tribes of the Wind.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError(false);

  program
    .command('serve')
    .description('run the Boardhall server and web client (SQLite under --data, or --database)')
    .option('--port <n>', 'TCP port (0 picks a free one)', '8080')
    .option('--host <name>', 'interface to listen on', 'localhost')
    .option('--data <dir>', 'folder for the SQLite database', './data')
    .option(
      '--database <url>',
      'postgres://… (optionally ?schema=name) or sqlite:<dir>; default $BOARDHALL_DATABASE_URL, else SQLite under --data',
    )
    .option('--web <dir>', 'folder of the built web client (default: packages/web/dist when built)')
    .option('--bot-threads <n>', 'worker threads for bots (default: one per core but one, at least 1)')
    .option(
      '--background-bot-threads <n>',
      'worker threads, of the lowest priority, for matches of bots only (default 1); the others never wait for them',
    )
    .option(
      '--trust-proxy <hops|addresses>',
      "behind a reverse proxy: how many hops, or which proxy addresses (comma-separated, CIDR or 'loopback'), to believe X-Forwarded-For from; the per-client limits count the client's address",
    )
    .option(
      '--redis <url>',
      'run as one node of a cluster: redis://… for match ownership and messages between nodes (needs --database postgres://…); default $BOARDHALL_REDIS_URL',
    )
    .option(
      '--node-id <name>',
      "this node's name in the cluster (letters, digits, '-', '_'; default: the host name and port)",
    )
    .option(
      '--cluster <name>',
      "cluster: its name in Redis, the same on every node of it and different for every cluster sharing a Redis (default: $BOARDHALL_CLUSTER, else the database schema's name)",
    )
    .option('--lease-ms <n>', 'cluster: how long a dead node keeps its matches before another takes them over', '5000')
    .option(
      '--admin-port <n>',
      "the operator's port: Prometheus metrics at GET /metrics, POST /drain (hand every match over, then stop); off unless given",
    )
    .option('--admin-host <name>', 'interface of the admin port; keep it private (default 127.0.0.1)', '127.0.0.1')
    .option(
      '--public-url <url>',
      'where players reach the site, e.g. https://play.example.org: only its pages may use a session, and passkeys are made for its host name (default: $BOARDHALL_PUBLIC_URL, else the address each request came to)',
    )
    .option(
      '--smtp <url>',
      'send turn e-mails through this SMTP server: smtp://user:password@host:587 or smtps://…:465 (needs --public-url; default $BOARDHALL_SMTP_URL, else no e-mail)',
    )
    .option(
      '--mail-from <address>',
      'the From of the e-mails, e.g. "Boardhall <noreply@example.org>" (default $BOARDHALL_MAIL_FROM, else noreply@ the public host)',
    )
    .option('--log-level <level>', `what to log: ${LOG_LEVELS.join(', ')}`, 'info')
    .option(
      '--log-format <format>',
      'pretty (readable lines) or json (a JSON object a line); default pretty in a terminal, json otherwise',
    )
    .option('--advertise-url <url>', 'cluster: where clients reach this node, shown by /api/health')
    .option(
      '--max-live-matches <n>',
      'matches waiting or playing in memory at once (parked ones do not count); more are refused with server-busy (default 10000)',
    )
    .option(
      '--parking <spec>',
      'when idle clocked matches are unloaded: idle=,horizon=,lookahead=,scan= in ms, comma-separated (default idle=300000,horizon=600000,lookahead=120000,scan=30000)',
    )
    .option(
      '--leaderboard-min-games <n>',
      'leaderboards list players with at least this many rated results (default $BOARDHALL_LEADERBOARD_MIN_GAMES, else 5)',
    )
    .action(async (o) => {
      const database = o.database ?? (process.env.BOARDHALL_DATABASE_URL || undefined);
      const minGames: string | undefined =
        o.leaderboardMinGames ?? (process.env.BOARDHALL_LEADERBOARD_MIN_GAMES || undefined);
      const redis: string | undefined = o.redis ?? (process.env.BOARDHALL_REDIS_URL || undefined);
      const port = parseWholeNumber('--port', o.port, 0, 65535);
      const publicUrl: string | undefined = o.publicUrl ?? (process.env.BOARDHALL_PUBLIC_URL || undefined);
      const smtp: string | undefined = o.smtp ?? (process.env.BOARDHALL_SMTP_URL || undefined);
      const mailFrom: string | undefined = o.mailFrom ?? (process.env.BOARDHALL_MAIL_FROM || undefined);
      await serve(
        registry,
        {
          port,
          host: o.host,
          dataDir: o.data,
          ...(database !== undefined ? { database } : {}),
          ...(o.web ? { webRoot: o.web } : {}),
          ...(o.botThreads !== undefined
            ? { botThreads: parseWholeNumber('--bot-threads', o.botThreads, 1, 256) }
            : {}),
          ...(o.backgroundBotThreads !== undefined
            ? { backgroundBotThreads: parseWholeNumber('--background-bot-threads', o.backgroundBotThreads, 1, 256) }
            : {}),
          ...(o.trustProxy !== undefined ? { trustProxy: parseTrustProxy(o.trustProxy) } : {}),
          ...(o.adminPort !== undefined
            ? { admin: { port: parseWholeNumber('--admin-port', o.adminPort, 0, 65535), host: o.adminHost } }
            : {}),
          ...(publicUrl !== undefined ? { publicUrl: parsePublicUrl(publicUrl) } : {}),
          ...(smtp !== undefined ? { mail: parseMailArgs(smtp, mailFrom, publicUrl) } : {}),
          ...(o.maxLiveMatches !== undefined
            ? { maxLiveMatches: parseWholeNumber('--max-live-matches', o.maxLiveMatches, 1, 10_000_000) }
            : {}),
          ...(o.parking !== undefined ? { parking: parseParking(o.parking) } : {}),
          ...(minGames !== undefined
            ? { leaderboardMinGames: parseWholeNumber('--leaderboard-min-games', minGames, 1, 1_000_000) }
            : {}),
          logLevel: parseChoice('--log-level', o.logLevel, LOG_LEVELS),
          logFormat: parseChoice('--log-format', o.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json'), [
            'pretty',
            'json',
          ] as const),
          ...(redis !== undefined
            ? {
                cluster: parseClusterOptions({
                  redis,
                  database,
                  nodeId: o.nodeId,
                  cluster: o.cluster ?? (process.env.BOARDHALL_CLUSTER || undefined),
                  leaseMs: o.leaseMs,
                  advertiseUrl: o.advertiseUrl,
                  port,
                }),
              }
            : {}),
        },
        io,
      );
    });

  program
    .command('drain')
    .description("hand a running node's matches over and stop it, through its admin port (serve --admin-port)")
    .requiredOption('--admin <url>', "the node's admin address, e.g. http://127.0.0.1:9464")
    .option('--timeout <s>', 'seconds to wait for the node to finish', '120')
    .option('--json', 'print exactly one JSON object')
    .action(async (o) => {
      await drain(
        { admin: o.admin, json: Boolean(o.json), timeoutMs: parseSeconds('--timeout', o.timeout) * 1000 },
        io,
      );
    });

  program
    .command('migrate')
    .description('copy an SQLite database into PostgreSQL (again: only what is new), then verify every match')
    .requiredOption('--from <sqlite:dir>', 'the data folder of an SQLite server, e.g. sqlite:./data')
    .requiredOption('--to <url>', 'postgres://… (optionally ?schema=name)')
    .option('--json', 'print exactly one JSON object')
    .action(async (o) => {
      const summary = await migrate(registry, { from: o.from, to: o.to, json: Boolean(o.json) }, io);
      setExit(summary.problems.length > 0 ? EXIT_FAILED : EXIT_OK);
    });

  const ratings = program.command('ratings').description('ratings: recompute them from the stored results');
  ratings
    .command('rebuild')
    .description(
      'recompute every rating from the stored rated results, in order, and compare exactly with the stored ones',
    )
    .option('--data <dir>', 'folder of the SQLite database', './data')
    .option(
      '--database <url>',
      'postgres://… (optionally ?schema=name) or sqlite:<dir>; default $BOARDHALL_DATABASE_URL, else SQLite under --data',
    )
    .option('--write', 'replace whatever differs with the recomputed values (new results wait meanwhile)')
    .option('--json', 'print exactly one JSON object')
    .action(async (o) => {
      const database: string | undefined = o.database ?? (process.env.BOARDHALL_DATABASE_URL || undefined);
      const summary = await ratingsRebuild(
        {
          ...(database !== undefined ? { database } : {}),
          dataDir: o.data,
          write: Boolean(o.write),
          json: Boolean(o.json),
        },
        io,
      );
      setExit(summary.differences > 0 && !summary.written ? EXIT_FAILED : EXIT_OK);
    });

  program
    .command('simulate')
    .description('play many games between bots and summarise the results')
    .requiredOption('--game <id>', `the game (${gameList})`)
    .requiredOption('--players <n>', 'players per game')
    .option('--games <n>', 'how many games', '100')
    .option('--bots <list>', 'bot for every seat, or one per seat, comma-separated', 'random')
    .option('--seed <text>', 'base seed; game i is seeded <seed>-<i> (default: 128 random bits, printed)')
    .option('--option <key=value>', 'a game option (repeatable)', collect, [])
    .option('--mode <mode>', 'game mode, where the game has modes (same as --option mode=<mode>)')
    .option('--max-actions <n>', 'stop and count an error after this many actions in one game', '20000')
    .option('--save <dir>', 'write every game as a replay file into this folder')
    .option('--threads <n>', 'worker threads playing games in parallel (the summary is the same for any count)', '1')
    .option('--json', 'print exactly one JSON object')
    .action(async (o) => {
      const summary = await simulate(
        registry,
        {
          game: o.game,
          players: parseWholeNumber('--players', o.players, 1, 16),
          games: parseWholeNumber('--games', o.games, 1, 10_000_000),
          bots: o.bots,
          seed: o.seed ?? drawSeed(),
          options: gameOptions(o),
          maxActions: parseWholeNumber('--max-actions', o.maxActions, 1),
          save: o.save,
          json: Boolean(o.json),
          threads: parseWholeNumber('--threads', o.threads, 1, 64),
        },
        io,
      );
      setExit(summary.errors > 0 ? EXIT_FAILED : EXIT_OK);
    });

  program
    .command('tournament')
    .description('seat-rotated bot tournament: every bot plays every seat equally often')
    .requiredOption('--game <id>', `the game (${gameList})`)
    .requiredOption('--players <n>', 'players per game')
    .requiredOption(
      '--bots <list>',
      'two or more bot specs, comma-separated; parameters join with ; (ismcts:iterations=500;c=0.5)',
    )
    .option('--games <n>', 'how many games', '100')
    .option('--seed <text>', 'base seed; game i is seeded <seed>-<i> (default: 128 random bits, printed)')
    .option('--option <key=value>', 'a game option (repeatable)', collect, [])
    .option('--mode <mode>', 'game mode, where the game has modes (same as --option mode=<mode>)')
    .option('--threads <n>', 'worker threads playing games in parallel', '1')
    .option('--max-actions <n>', 'stop and count an error after this many actions in one game', '20000')
    .option('--json', 'print exactly one JSON object')
    .option('--games-log <file>', 'write one JSON line per finished game (seed, seats, ranking) as it finishes')
    .option(
      '--resume',
      'carry on the run in --games-log (a file of at most 256 MiB): its games are tallied, not played again',
    )
    .action(async (o) => {
      const result = await tournament(
        registry,
        {
          game: o.game,
          players: parseWholeNumber('--players', o.players, 1, 16),
          games: parseWholeNumber('--games', o.games, 1, 1_000_000),
          bots: o.bots,
          seed: o.seed ?? drawSeed(),
          options: gameOptions(o),
          threads: parseWholeNumber('--threads', o.threads, 1, 64),
          maxActions: parseWholeNumber('--max-actions', o.maxActions, 1),
          json: Boolean(o.json),
          gamesLog: o.gamesLog,
          resume: Boolean(o.resume),
        },
        io,
      );
      setExit(result.errors > 0 ? EXIT_FAILED : EXIT_OK);
    });

  program
    .command('bench')
    .description('measure engine throughput: random legal games, legal-action generation + apply')
    .option('--game <id>', `only this game (${gameList})`)
    .option('--players <n>', 'players per game (default 4)')
    .option('--option <key=value>', 'a game option (repeatable)', collect, [])
    .option('--mode <mode>', 'game mode, where the game has modes (same as --option mode=<mode>)')
    .option('--seconds <s>', 'measuring time per game', '3')
    .option('--warmup <s>', 'warm-up time per game', '1')
    .option('--json', 'print {"results":[…]} as JSON')
    .action((o) => {
      bench(
        registry,
        {
          game: o.game,
          players: o.players === undefined ? undefined : parseWholeNumber('--players', o.players, 1, 16),
          options: gameOptions(o),
          seconds: parseSeconds('--seconds', o.seconds),
          warmupSeconds: parseSeconds('--warmup', o.warmup),
          json: Boolean(o.json),
        },
        io,
      );
    });

  program
    .command('replay')
    .description('replay a saved game, printing its log; --verify checks every state hash')
    .argument('<file>', 'a replay file written by simulate --save or the server (read up to 64 MiB; more is refused)')
    .option(
      '--verify',
      'check the state hash after every action, and the seed against its commitment (a file without one: the shuffle is NOT verified, and it says so)',
    )
    .option('--lang <lang>', 'the language of the log lines: en, uk or ru', 'en')
    .action((file: string, o) => {
      replay(registry, { file, verify: Boolean(o.verify), lang: parseLang(String(o.lang)) }, io);
    });

  program
    .command('analyse')
    .description("judge every decision of a saved game from its seat's view: win chances, labels, accuracy")
    .argument('<file>', 'a replay file written by simulate --save or the server (read up to 64 MiB; more is refused)')
    .option('--budget <n>', "ISMCTS iterations per decision (default: the game's analysis budget, docs/analysis.md)")
    .option(
      '--threads <n>',
      'worker threads judging decisions in parallel (the analysis is the same for any count)',
      '1',
    )
    .option(
      '--seed <text>',
      'the analysis seed: the same replay, budget and seed give the same analysis',
      DEFAULT_ANALYSIS_SEED,
    )
    .option('--lang <lang>', 'the language of the moves: en, uk or ru', 'en')
    .option('--json', 'print exactly one JSON object')
    .action(async (file: string, o) => {
      await analyse(
        registry,
        {
          file,
          budget: o.budget === undefined ? undefined : parseWholeNumber('--budget', o.budget, 1, 10_000_000),
          threads: parseWholeNumber('--threads', o.threads, 1, 64),
          seed: parseSeedText(String(o.seed)),
          lang: parseLang(String(o.lang)),
          json: Boolean(o.json),
        },
        io,
      );
    });

  program
    .command('demo')
    .description('a short look at Boardhall: 100 bot games of every game, summarised')
    .action(async () => {
      if (registry.size === 0) {
        io.out('No games are registered yet.\n');
        return;
      }
      for (const def of registry.values()) {
        const players = Math.min(def.maxPlayers, Math.max(def.minPlayers, 4));
        const summary = await simulate(
          registry,
          {
            game: def.id,
            players,
            games: 100,
            bots: 'random',
            seed: 'demo',
            options: {},
            maxActions: 20_000,
            json: false,
            threads: 1,
          },
          io,
        );
        io.out('\n');
        if (summary.errors > 0) setExit(EXIT_FAILED);
      }
      io.out('More: npx boardhall --help\n');
    });

  return program;
}

/** Runs the command line and returns the exit code. Never throws for bad input. */
export async function runCli(argv: readonly string[], registry: GameRegistry, io: CliIo): Promise<number> {
  let exit = EXIT_OK;
  const program = buildProgram(registry, io, (code) => {
    exit = code;
  });
  try {
    if (argv.length === 0) {
      program.outputHelp();
      return EXIT_OK;
    }
    await program.parseAsync([...argv], { from: 'user' });
    return exit;
  } catch (e) {
    if (e instanceof CommanderError) {
      // Commander has already printed its one-line message.
      return e.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT;
    }
    if (e instanceof BoardhallError) {
      // A message may quote a file (a replay's game, a games log's seed): its controls are shown, not run.
      io.err(`error: ${escapeDisplayControls(e.message)}\n`);
      return EXIT_BAD_INPUT;
    }
    throw e;
  }
}
