import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names. */
const SLOWEST = 8;

/**
 * Ends the test output with the slowest files (the suite has a 15-minute budget: this says where
 * it goes) and one plain line, `tests: N passed, N failed, N skipped`, which CI reads as the run's
 * verdict whatever runner produced it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // A file that failed outside its tests (on import, or in a beforeAll such as a missing
      // database, which leaves its tests unrun) counts as a failure, never as skips alone.
      if (module.state() === 'failed' && failedHere === 0) failedHere = 1;
      failed += failedHere;
    }
    process.stdout.write(slowestFiles(testModules));
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

/** The slowest files, their tests' and hooks' time with setup and collection, slowest first. */
function slowestFiles(testModules: ReadonlyArray<TestModule>): string {
  const timed = testModules.map((module) => {
    const d = module.diagnostic();
    const seconds = (d.duration + d.setupDuration + d.collectDuration + d.prepareDuration) / 1000;
    return { name: `${module.project.name} ${relative(process.cwd(), module.moduleId)}`, seconds };
  });
  timed.sort((a, b) => b.seconds - a.seconds);
  const lines = timed.slice(0, SLOWEST).map((t) => `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
  return lines.length ? `\nslowest files:\n${lines.join('\n')}\n` : '';
}
