import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the test output with one plain line, `tests: N passed, N failed, N skipped`, which CI
 * reads as the run's verdict whatever runner produced it.
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
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
