/**
 * The browser's figure for issue #36's speed line: a full game analysed at the default budget in
 * the replay viewer's Web Worker, in Debian's Chromium, timed from the click on Analyse to the
 * chart. Each game opens in a fresh browser context (an empty analysis cache). While it runs, the
 * progress bar is read every 250 ms: the longest wait between two advances says whether the player
 * sees progress throughout.
 *
 *   npx boardhall simulate --game <game> --players 2 --games 10 --bots ismcts:level=normal \
 *     --seed analysis-bench --save <dir> --threads 2
 *   npx tsx packages/web/scripts/analysis-browser-speed.ts <dir> [games]
 *
 * Prints one JSON object: the seconds of each game, their median and maximum, the longest wait
 * for progress, and the load average around the runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseReplay } from '@boardhall/engine';
import { startHarness } from '../test/e2e/harness.ts';
import { storeSaved } from '../test/e2e/saved-match.ts';

const [dir, gamesText] = process.argv.slice(2);
if (!dir) {
  console.error('usage: analysis-browser-speed <replay dir> [games]');
  process.exit(2);
}
const count = Number(gamesText ?? 10);
if (!Number.isInteger(count) || count < 1) {
  console.error(`error: games must be a whole number ≥ 1; got '${gamesText}'`);
  process.exit(2);
}
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort((a, b) => (Number(a.match(/-(\d+)\.json$/)?.[1]) || 0) - (Number(b.match(/-(\d+)\.json$/)?.[1]) || 0))
  .slice(0, count)
  .map((f) => join(dir, f));

const h = await startHarness();
const runs: { file: string; decisions: number; seconds: number; longestWaitSeconds: number }[] = [];
const loads: number[] = [];
let game = '';
try {
  for (const [i, file] of files.entries()) {
    const replay = parseReplay(readFileSync(file, 'utf8'));
    game = replay.game;
    const { page, errors } = await h.page({ width: 1280, height: 800 });
    await page.goto(h.base);
    await page.waitForSelector('main');
    const id = `speed-${i}`;
    await storeSaved(page, [
      [
        id,
        {
          game: replay.game,
          players: replay.players,
          options: replay.options as object,
          seed: replay.seed,
          actions: replay.actions.map(({ seat, action }) => ({ seat, action })),
          finished: true,
          bots: Array.from({ length: replay.players - 1 }, () => 'ismcts:level=normal'),
        },
      ],
    ]);
    await page.goto(`${h.base}#/replay?local=${id}`);
    await page.waitForSelector('[data-testid=analyse]');
    const started = performance.now();
    await page.click('[data-testid=analyse]');
    let lastValue = -1;
    let lastAdvance = started;
    let longestWait = 0;
    let total = 0;
    for (;;) {
      if ((await page.locator('[data-testid=win-chart] svg').count()) > 0) break;
      const progress = page.locator('[data-testid=analysis-progress]');
      if ((await progress.count()) > 0) {
        const value = Number((await progress.getAttribute('value')) ?? -1);
        total = Number((await progress.getAttribute('max')) ?? 0);
        const now = performance.now();
        if (value > lastValue) {
          longestWait = Math.max(longestWait, now - lastAdvance);
          lastValue = value;
          lastAdvance = now;
        }
      }
      await page.waitForTimeout(250);
    }
    const seconds = (performance.now() - started) / 1000;
    longestWait = Math.max(longestWait, performance.now() - lastAdvance);
    loads.push(loadavg()[0] as number);
    if (errors.length > 0) throw new Error(`the page reported errors: ${errors.join('; ')}`);
    runs.push({
      file,
      decisions: total,
      seconds: Number(seconds.toFixed(1)),
      longestWaitSeconds: Number((longestWait / 1000).toFixed(2)),
    });
    console.error(`${game} ${i + 1}/${files.length}: ${seconds.toFixed(1)} s, ${total} decisions`);
    await page.context().close();
  }
} finally {
  await h.close();
}
const seconds = runs.map((r) => r.seconds).sort((a, b) => a - b);
const median =
  seconds.length % 2 === 1
    ? (seconds[(seconds.length - 1) / 2] as number)
    : ((seconds[seconds.length / 2 - 1] as number) + (seconds[seconds.length / 2] as number)) / 2;
console.log(
  JSON.stringify(
    {
      game,
      games: runs.length,
      medianSeconds: Number(median.toFixed(1)),
      maxSeconds: Math.max(...seconds),
      longestWaitForProgressSeconds: Math.max(...runs.map((r) => r.longestWaitSeconds)),
      runs,
      loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
      date: new Date().toISOString(),
    },
    null,
    1,
  ),
);
