import { describe } from 'vitest';
import { kitRun } from './kit-run.ts';

// Kingdom with 2–6 players and Solo with 1; Fiefdom runs in kit-fiefdom.test.ts (see kit-run.ts).
describe('the engine test kit over random games', () => {
  for (const players of [2, 3, 4, 5, 6]) kitRun('kingdom', players);
  kitRun('solo', 1);
});
