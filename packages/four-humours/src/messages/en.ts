/**
 * English templates of every message key the game emits. Parameters are data (seats, numbers,
 * ids, codes, nested messages); `{scene:fh.scene}` names an id through `names.ts`.
 */

const STEP_TESTS = { eq: 'exactly {n}', gte: '{n} or more' } as const;
const STEP_EFFECTS = {
  win: 'they win',
  escape: 'they escape',
  discard: 'they are discarded',
} as const;
const STEP_FLOWS = { stop: 'resolution stops.', continue: 'go on to step {next}.' } as const;

function stepTemplates(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [op, test] of Object.entries(STEP_TESTS)) {
    for (const [effect, what] of Object.entries(STEP_EFFECTS)) {
      for (const [flow, then] of Object.entries(STEP_FLOWS)) {
        out[`fh.log.step.${op}.${effect}.${flow}`] =
          `Step {step} ({humour:fh.humour|lower}): {count} found, ${test} → ${what}; ${then}`;
      }
    }
  }
  return out;
}

export const en: Readonly<Record<string, string>> = {
  'fh.log.draw-own': '{player} draws {count} from the bag: {humours:fh.humour|lower}.',
  'fh.log.draw': '{player} draws {count} from the bag.',
  'fh.log.place': '{player} places a potion on “{scene:fh.scene}”, slot {slot} ({citizen|lower}).',
  'fh.log.place-own':
    '{player} places a {humour:fh.humour|lower} potion on “{scene:fh.scene}”, slot {slot} ({citizen|lower}).',
  'fh.log.place-party': '{player} places a potion on the party tile “{party:fh.party}”, slot {slot} ({citizen|lower}).',
  'fh.log.place-party-own':
    '{player} places a {humour:fh.humour|lower} potion on the party tile “{party:fh.party}”, slot {slot} ({citizen|lower}).',
  'fh.log.place-draw':
    '{player} places a potion on “{scene:fh.scene}”, slot {slot} ({citizen|lower}), and draws {drawn} from the bag.',
  'fh.log.place-draw-own':
    '{player} places a {humour:fh.humour|lower} potion on “{scene:fh.scene}”, slot {slot} ({citizen|lower}), and draws {drawn} from the bag: {humours:fh.humour|lower}.',
  'fh.log.place-party-draw':
    '{player} places a potion on the party tile “{party:fh.party}”, slot {slot} ({citizen|lower}), and draws {drawn} from the bag.',
  'fh.log.place-party-draw-own':
    '{player} places a {humour:fh.humour|lower} potion on the party tile “{party:fh.party}”, slot {slot} ({citizen|lower}), and draws {drawn} from the bag: {humours:fh.humour|lower}.',
  'fh.log.pass': '{player} passes ({passes} of {seats} passes in a row).',
  'fh.log.mulligan':
    '{player} redraws: {count} × {humour:fh.humour} go back to the bag and {count#fh.count.new-potions} are drawn.',
  'fh.log.mulligan-hidden': '{player} redraws: four identical potions go back to the bag and four new ones are drawn.',
  'fh.log.round-end.two-full':
    'Round {round}: the placement phase ends because two scenes are full (last turn: {player}).',
  'fh.log.round-end.no-potions':
    'Round {round}: the placement phase ends because nobody has potions left in hand (last turn: {player}).',
  'fh.log.round-end.all-passed':
    'Round {round}: the placement phase ends because everyone passed in a row (last turn: {player}).',
  'fh.log.reveal': 'Round {round} resolution: the potions on the scene cards are turned face up.',
  'fh.log.scene': 'Scene {position}, “{scene:fh.scene}” at “{where:fh.cell}”, is resolved by “{ladder:fh.ladder}”.',
  'fh.log.scene-animal':
    'Scene {position}, “{scene:fh.scene}”, an animal scene of {where:fh.zone}, is resolved by “{ladder:fh.ladder}”.',
  'fh.log.party': 'Party tile {order}, “{party:fh.party}”, is revealed and resolved by “{ladder:fh.ladder}”.',
  'fh.log.scene-empty': 'Scene {position}, “{scene:fh.scene}”, holds no potions: nothing happens.',
  'fh.log.party-empty': 'Party tile {order}, “{party:fh.party}”, holds no potions: nothing happens.',
  'fh.log.step.none': 'Step {step} ({humour:fh.humour|lower}): none found; go on.',
  'fh.log.step.no-case': 'Step {step} ({humour:fh.humour|lower}): {count} found, no case matches; go on.',
  ...stepTemplates(),
  'fh.log.outcome.win': 'Slot {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) wins.',
  'fh.log.outcome.escape': 'Slot {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) escapes.',
  'fh.log.outcome.discard-bag':
    'Slot {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) is discarded: back to the bag at the end of the round.',
  'fh.log.outcome.leftover-bag':
    'Slot {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) gets no result: back to the bag at the end of the round.',
  'fh.log.outcome.discard-removed':
    'Slot {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) is discarded: removed from the game.',
  'fh.log.outcome.leftover-removed':
    'Slot {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) gets no result: removed from the game.',
  'fh.log.nobody-wins': 'Nobody wins “{scene:fh.scene}”.',
  'fh.log.party-nobody-wins': 'Nobody wins at “{party:fh.party}”.',
  'fh.log.to-map': 'Winners and escapers move to the map.',
  'fh.log.to-cell': '{humour:fh.humour|cap} ({player}) goes to {cell:fh.to-cell}.',
  'fh.log.escape': '{humour:fh.humour|cap} ({player}) escapes to {cell:fh.to-cell}.',
  'fh.log.no-exit-bag':
    '{humour:fh.humour|cap} ({player}) has nowhere to escape: discarded, back to the bag at the end of the round.',
  'fh.log.no-exit-removed': '{humour:fh.humour|cap} ({player}) has nowhere to escape: removed from the game.',
  'fh.log.decision-win': '{player} chooses where their winning {humour:fh.humour|lower} goes: {cells:fh.cell|quote}.',
  'fh.log.decision-escape':
    '{player} chooses where their escaping {humour:fh.humour|lower} goes: {cells:fh.cell|quote}.',
  'fh.log.objective-check': 'Objective check.',
  'fh.log.claim': '{player} completes “{objective:fh.objective}” with {cells:fh.cell|quote}.',
  'fh.log.no-claims': 'No new objective is completed.',
  'fh.log.parties-triggered': 'Objective markers placed: {markers}; parties to resolve: {parties:fh.party|quote}.',
  'fh.log.parties-none-left': 'Objective markers placed: {markers}; no party tile is left to resolve.',
  'fh.log.party-resolved': '“{party:fh.party}” is resolved and leaves play.',
  'fh.log.cleanup':
    'End of round {round}: the potions left on the scene cards go back to their bags ({count} in all); the scene cards go to the discard pile.',
  'fh.log.deal': 'New scenes on display: {scenes:fh.scene|quote}. Cards left in the deck: {deck}.',
  'fh.log.deck-short':
    'The scene deck holds {deck#fh.count.deck-cards}, fewer than the {need} needed: no new scenes are dealt.',
  'fh.log.game-end.parties': 'The game ends: all party tiles are resolved.',
  'fh.log.game-end.deck': 'The game ends: there are not enough scene cards to refill the display.',
  'fh.log.game-end.bag': 'The game ends: a bag cannot refill its owner’s hand to 4.',
  'fh.log.result': '{player} wins. Objectives completed: {objectives}.',
  'fh.log.result-shared': '{players} share the victory. Objectives completed by each: {objectives}.',
  // Counted nouns, chosen by the number's plural category (`{n#fh.count.…}`); Ukrainian and
  // Russian phrase those lines as "label: number" and need none.
  'fh.count.objectives.one': '{objectives} objective',
  'fh.count.objectives.other': '{objectives} objectives',
  'fh.count.rival-objectives.one': '{rivalObjectives} objective',
  'fh.count.rival-objectives.other': '{rivalObjectives} objectives',
  'fh.count.fief-potions.one': '{fief} potion',
  'fh.count.fief-potions.other': '{fief} potions',
  'fh.count.ledger-potions.one': '{ledger} potion',
  'fh.count.ledger-potions.other': '{ledger} potions',
  'fh.count.rate-potions.one': '{rate} potion',
  'fh.count.rate-potions.other': '{rate} potions',
  'fh.count.deck-cards.one': '{deck} card',
  'fh.count.deck-cards.other': '{deck} cards',
  'fh.count.new-potions.one': 'one new potion',
  'fh.count.new-potions.other': '{count} new potions',
  'fh.log.round-start': 'Round {round} begins; {player} takes the first turn.',

  'fh.log.to-fief': 'Winners and escapers move to their owners’ fiefs.',
  'fh.log.to-fief-solo': 'Winners and escapers move to their owners’ fiefs; the Rival’s go to its ledger.',
  'fh.log.to-plot':
    '{humour:fh.humour|cap} ({player}) goes to the {citizen:fh.citizen|lower} plot ({row}, {col}) of their fief.',
  'fh.log.escape-plot':
    '{humour:fh.humour|cap} ({player}) escapes to the {citizen:fh.citizen|lower} plot ({row}, {col}) of their fief.',
  'fh.log.no-plot-bag':
    '{humour:fh.humour|cap} ({player}) has no free plot to go to: discarded, back to the bag at the end of the round.',
  'fh.log.no-plot-removed': '{humour:fh.humour|cap} ({player}) has no free plot to go to: removed from the game.',
  'fh.log.decision-win-plot': '{player} chooses the plot for their winning {humour:fh.humour|lower}: {plots}.',
  'fh.log.decision-escape-plot': '{player} chooses the plot for their escaping {humour:fh.humour|lower}: {plots}.',
  'fh.log.claim-fief': '{player} completes “{objective:fh.objective}” with the plots {plots}.',
  'fh.log.to-ledger': '{humour:fh.humour|cap} ({player}) goes to the Rival’s ledger (potions there: {ledger}).',
  'fh.log.escape-ledger': '{humour:fh.humour|cap} ({player}) escapes to the Rival’s ledger (potions there: {ledger}).',
  'fh.log.rival-place':
    '{player} (the Rival, focus {focus:fh.focus}) draws a potion and places it face down on “{scene:fh.scene}”, slot {slot} ({citizen|lower}).',
  'fh.log.rival-place-party':
    '{player} (the Rival, focus {focus:fh.focus}) draws a potion and places it face down on the party tile “{party:fh.party}”, slot {slot} ({citizen|lower}).',
  'fh.log.rival-pass-empty': '{player} (the Rival) has an empty bag and passes ({passes} of {seats} passes in a row).',
  'fh.log.rival-pass-no-slot':
    '{player} (the Rival) draws a potion, finds no slot for it and puts it back in its bag: it passes ({passes} of {seats} passes in a row).',
  'fh.log.rival-claim':
    '{player} (the Rival) completes “{objective:fh.objective}”: it claims one objective for every {rate#fh.count.rate-potions} in its ledger, which holds {ledger}.',
  'fh.log.result-solo.win':
    '{player} beats the Rival: {objectives#fh.count.objectives} to {rivalObjectives}, {fief#fh.count.fief-potions} on the fief against {ledger} in the ledger. Solo score: {score}.',
  'fh.log.result-solo.draw':
    '{player} and the Rival draw: {objectives#fh.count.objectives} each, {fief#fh.count.fief-potions} on the fief and {ledger} in the ledger. Solo score: {score}.',
  'fh.log.result-solo.loss':
    'The Rival beats {player}: {rivalObjectives#fh.count.rival-objectives} to {objectives}, {ledger#fh.count.ledger-potions} in the ledger against {fief} on the fief. Solo score: {score}.',

  'fh.describe.place':
    '{player} places a {humour:fh.humour|lower} potion on “{scene:fh.scene}”, slot {slot} ({citizen|lower}).',
  'fh.describe.place-party':
    '{player} places a {humour:fh.humour|lower} potion on the party tile “{party:fh.party}”, slot {slot} ({citizen|lower}).',
  'fh.describe.place-nowhere': '{player} places a {humour:fh.humour|lower} potion on a slot that is not in this game.',
  'fh.describe.pass': '{player} passes.',
  'fh.describe.mulligan': '{player} redraws: four identical potions go back to the bag and four new ones are drawn.',
  'fh.describe.choose': '{player} sends the potion to {cell:fh.to-cell}.',
  'fh.describe.choose-plot':
    '{player} sends the potion to the {citizen:fh.citizen|lower} plot ({row}, {col}) of their fief.',
  'fh.describe.choose-plot-outside': '{player} sends the potion to plot ({row}, {col}), which is not on the fief.',

  'fh.plot': '({row}, {col})',
};
