export { checkAiPart } from './ai-checks.ts';
export { InvariantViolation, messageKeys, refusalMessage } from './checks.ts';
export { checkGameInvariants, type InvariantOptions, type InvariantReport } from './invariants.ts';
export { kitGames } from './kit-games.ts';
export { collectStrings, mutateAction, UNKNOWN_KEY, withUnknownKey } from './mutate.ts';
