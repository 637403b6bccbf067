import { type RuleError, ruleError } from '@boardhall/engine';
import type { TotwAction, TotwActionType } from '../actions.ts';
import type { QuestionKind, TotwState } from '../state.ts';
import { currentQuestion } from './run.ts';

/** The question each decision answer belongs to; top-level actions map to null (the action phase). */
export const ANSWERS: Readonly<Record<TotwActionType, QuestionKind | null>> = {
  play: null,
  temple: null,
  discard: null,
  village: null,
  pass: null,
  cleanse: 'cleanse',
  plant: 'plant',
  plantSkip: 'plant',
  step: 'move',
  stopMoving: 'move',
  catapult: 'catapult',
  catapultSkip: 'catapult',
  freeTemple: 'freeTemple',
  freeTempleSkip: 'freeTemple',
  villageCard: 'villageCard',
  firebreak: 'firebreak',
  rootedRiders: 'rooted',
  draw: 'draw',
  ability: 'ability',
};

const WAITING: Readonly<Record<QuestionKind, string>> = {
  cleanse: 'a cell to cleanse (cleanse)',
  move: 'a rider step (step or stopMoving)',
  plant: 'a plant decision (plant or plantSkip)',
  catapult: 'a catapult decision (catapult or catapultSkip)',
  freeTemple: 'a free temple decision (freeTemple or freeTempleSkip)',
  rooted: 'the Rooted Riders decision (rootedRiders)',
  firebreak: 'the Firebreak cell (firebreak)',
  villageCard: 'a village card choice (villageCard)',
  draw: 'a card to draw (draw)',
  ability: 'an ability card choice (ability)',
};

/** `wrong-phase` when the action type does not fit the phase or the pending decision. */
export function wrongPhase(s: TotwState, a: TotwAction): RuleError | null {
  const want = ANSWERS[a.type];
  if (s.phase === 'action') {
    if (want === null) return null;
    return ruleError(
      'wrong-phase',
      `A ${a.type} answer does not fit now: no decision is pending, so take an action (play, temple, discard or village).`,
      'totw.error.wrong-phase-action',
    );
  }
  const q = currentQuestion(s);
  if (q !== null && q.t === want) return null;
  const waiting = q ? WAITING[q.t] : 'nothing';
  return ruleError(
    'wrong-phase',
    `${want === null ? `The ${a.type} action` : `A ${a.type} answer`} does not fit now: the game is waiting for ${waiting}.`,
    q ? 'totw.error.wrong-phase' : 'totw.error.wrong-phase-action',
    q ? { decision: q.t } : undefined,
  );
}
