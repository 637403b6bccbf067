import { describe } from 'vitest';
import { kitRun } from './kit-run.ts';

// Fiefdom with 2–6 players (Kingdom and Solo run in kit.test.ts; see kit-run.ts).
describe('the engine test kit over random Fiefdom games', () => {
  for (const players of [2, 3, 4, 5, 6]) kitRun('fiefdom', players);
});
