/**
 * Log templates for every message key the Four Humours engine emits, in three languages.
 * Placeholders are filled by `params.ts` with localised values: `{player}` a name, `{humour}` /
 * `{Humour}` lower / capitalised, `{citizen}`, `{scene}`, `{party}`, `{cell}`, `{toCell}` (with
 * its preposition), `{cells}`, `{where}`, `{ladder}`, `{objective}`, `{text}`, counts as numbers.
 * Ukrainian and Russian follow GLOSSARY §5: the name first, then « — » and a present-tense verb.
 */

type Op = 'eq' | 'gte';
type Effect = 'win' | 'escape' | 'discard';
type Flow = 'stop' | 'continue';

interface StepWords {
  readonly test: Readonly<Record<Op, string>>;
  readonly effect: Readonly<Record<Effect, string>>;
  readonly flow: Readonly<Record<Flow, string>>;
  readonly line: (test: string, effect: string, flow: string) => string;
}

type StepKey = `fh.log.step.${Op}.${Effect}.${Flow}`;

function steps(w: StepWords): Record<StepKey, string> {
  const out = {} as Record<StepKey, string>;
  for (const op of ['eq', 'gte'] as const)
    for (const effect of ['win', 'escape', 'discard'] as const)
      for (const flow of ['stop', 'continue'] as const)
        out[`fh.log.step.${op}.${effect}.${flow}`] = w.line(w.test[op], w.effect[effect], w.flow[flow]);
  return out;
}

export const logEn = {
  'fh.log.draw-own': '{player} draws {count} from the bag: {humours}.',
  'fh.log.draw': '{player} draws {count} from the bag.',
  'fh.log.place': '{player} places a potion on “{scene}”, slot {slot} ({Citizen}).',
  'fh.log.place-own': '{player} places a {humour} potion on “{scene}”, slot {slot} ({Citizen}).',
  'fh.log.place-party': '{player} places a potion on the party tile “{party}”, slot {slot} ({Citizen}).',
  'fh.log.place-party-own': '{player} places a {humour} potion on the party tile “{party}”, slot {slot} ({Citizen}).',
  'fh.log.place-draw':
    '{player} places a potion on “{scene}”, slot {slot} ({Citizen}), and draws {drawn} from the bag.',
  'fh.log.place-draw-own':
    '{player} places a {humour} potion on “{scene}”, slot {slot} ({Citizen}), and draws {drawn} from the bag: {humours}.',
  'fh.log.place-party-draw':
    '{player} places a potion on the party tile “{party}”, slot {slot} ({Citizen}), and draws {drawn} from the bag.',
  'fh.log.place-party-draw-own':
    '{player} places a {humour} potion on the party tile “{party}”, slot {slot} ({Citizen}), and draws {drawn} from the bag: {humours}.',
  'fh.log.pass': '{player} passes ({passes} of {seats} passes in a row).',
  'fh.log.mulligan': '{player} redraws: {count} × {Humour} go back to the bag and {count} new potions are drawn.',
  'fh.log.mulligan-hidden': '{player} redraws: four identical potions go back to the bag and four new ones are drawn.',
  'fh.log.round-end.two-full': 'Round {round}: placement ends because two scenes are full (last turn: {player}).',
  'fh.log.round-end.no-potions': 'Round {round}: placement ends because nobody has potions left (last turn: {player}).',
  'fh.log.round-end.all-passed':
    'Round {round}: placement ends because everyone passed in a row (last turn: {player}).',
  'fh.log.reveal': 'Round {round} resolution: the potions on the scene cards are turned face up.',
  'fh.log.scene': 'Scene {position}, “{scene}” at “{where}”, is resolved by “{ladder}”.',
  'fh.log.scene-animal': 'Scene {position}, “{scene}”, an animal scene of {where}, is resolved by “{ladder}”.',
  'fh.log.party': 'Party tile {order}, “{party}”, is revealed and resolved by “{ladder}”.',
  'fh.log.scene-empty': 'Scene {position}, “{scene}”, holds no potions: nothing happens.',
  'fh.log.party-empty': 'Party tile {order}, “{party}”, holds no potions: nothing happens.',
  'fh.log.step.none': 'Step {step} ({Humour}): none found; go on.',
  'fh.log.step.no-case': 'Step {step} ({Humour}): {count} found, no case matches; go on.',
  ...steps({
    test: { eq: 'exactly {n}', gte: '{n} or more' },
    effect: { win: 'they win', escape: 'they escape', discard: 'they are discarded' },
    flow: { stop: 'the scene is settled.', continue: 'go on to step {next}.' },
    line: (test, effect, flow) => `Step {step} ({Humour}): {count} found, ${test} → ${effect}; ${flow}`,
  }),
  'fh.log.outcome.win': 'Slot {slot} ({Citizen}): {Humour} ({player}) wins.',
  'fh.log.outcome.escape': 'Slot {slot} ({Citizen}): {Humour} ({player}) escapes.',
  'fh.log.outcome.discard-bag':
    'Slot {slot} ({Citizen}): {Humour} ({player}) is discarded: back to the bag at the end of the round.',
  'fh.log.outcome.leftover-bag':
    'Slot {slot} ({Citizen}): {Humour} ({player}) gets no result: back to the bag at the end of the round.',
  'fh.log.outcome.discard-removed': 'Slot {slot} ({Citizen}): {Humour} ({player}) is discarded: removed from the game.',
  'fh.log.outcome.leftover-removed':
    'Slot {slot} ({Citizen}): {Humour} ({player}) gets no result: removed from the game.',
  'fh.log.nobody-wins': 'Nobody wins “{scene}”.',
  'fh.log.party-nobody-wins': 'Nobody wins at “{party}”.',
  'fh.log.to-map': 'Winners and escapers move to the map.',
  'fh.log.to-cell': '{Humour} ({player}) goes to {toCell}.',
  'fh.log.escape': '{Humour} ({player}) escapes to {toCell}.',
  'fh.log.no-exit-bag':
    '{Humour} ({player}) has nowhere to escape: discarded, back to the bag at the end of the round.',
  'fh.log.no-exit-removed': '{Humour} ({player}) has nowhere to escape: removed from the game.',
  'fh.log.decision-win': '{player} chooses where their winning {humour} goes: {cells}.',
  'fh.log.decision-escape': '{player} chooses where their escaping {humour} goes: {cells}.',
  'fh.log.objective-check': 'Objective check.',
  'fh.log.claim': '{player} completes “{objective}” with {cells}.',
  'fh.log.no-claims': 'No new objective is completed.',
  'fh.log.parties-triggered': 'Objective markers placed: {markers}; parties to resolve: {parties}.',
  'fh.log.parties-none-left': 'Objective markers placed: {markers}; no party tile is left to resolve.',
  'fh.log.party-resolved': '“{party}” is resolved and leaves play.',
  'fh.log.cleanup':
    'End of round {round}: potions left on the scene cards go back to their bags ({count}); the scene cards go to the discard pile.',
  'fh.log.deal': 'New scenes: {scenes} (cards left in the deck: {deck}).',
  'fh.log.deck-short': 'The scene deck holds {deck} cards, fewer than the {need} needed: no new scenes are dealt.',
  'fh.log.game-end.parties': 'The game ends: all party tiles are resolved.',
  'fh.log.game-end.deck': 'The game ends: there are not enough scene cards to refill the display.',
  'fh.log.game-end.bag': 'The game ends: a bag cannot refill its owner’s hand to 4.',
  'fh.log.result': '{player} wins with {objectives} objectives.',
  'fh.log.result-shared': '{players} share the victory with {objectives} objectives each.',
  'fh.log.to-fief': 'Winners and escapers move to their owners’ fiefs.',
  'fh.log.to-fief-solo': 'Winners and escapers move to their owners’ fiefs; the Rival’s go to its ledger.',
  'fh.log.to-plot': '{Humour} ({player}) goes to the {citizen} plot ({row}, {col}) of their fief.',
  'fh.log.escape-plot': '{Humour} ({player}) escapes to the {citizen} plot ({row}, {col}) of their fief.',
  'fh.log.no-plot-bag':
    '{Humour} ({player}) has no free plot to go to: discarded, back to the bag at the end of the round.',
  'fh.log.no-plot-removed': '{Humour} ({player}) has no free plot to go to: removed from the game.',
  'fh.log.decision-win-plot': '{player} chooses the plot for their winning {humour}: {plots}.',
  'fh.log.decision-escape-plot': '{player} chooses the plot for their escaping {humour}: {plots}.',
  'fh.log.claim-fief': '{player} completes “{objective}” with the plots {plots}.',
  'fh.log.to-ledger': '{Humour} ({player}) goes to the Rival’s ledger (potions there: {ledger}).',
  'fh.log.escape-ledger': '{Humour} ({player}) escapes to the Rival’s ledger (potions there: {ledger}).',
  'fh.log.rival-place':
    '{player} (focus: {focus}) draws a potion and places it face down on “{scene}”, slot {slot} ({Citizen}).',
  'fh.log.rival-place-party':
    '{player} (focus: {focus}) draws a potion and places it face down on the party tile “{party}”, slot {slot} ({Citizen}).',
  'fh.log.rival-pass-empty': '{player} has an empty bag and passes ({passes} of {seats} passes in a row).',
  'fh.log.rival-pass-no-slot':
    '{player} draws a potion, finds no slot for it and puts it back in the bag: it passes ({passes} of {seats} passes in a row).',
  'fh.log.rival-claim':
    '{player} completes “{objective}”: one objective for every {rate} potions in the ledger, which holds {ledger}.',
  'fh.log.result-solo.win':
    '{player} beats the Rival: objectives {objectives} to {rivalObjectives}; potions on the fief {fief}, in the ledger {ledger}. Solo score: {score}.',
  'fh.log.result-solo.draw':
    '{player} and the Rival draw: objectives {objectives} each; potions on the fief {fief}, in the ledger {ledger}. Solo score: {score}.',
  'fh.log.result-solo.loss':
    'The Rival beats {player}: objectives {rivalObjectives} to {objectives}; potions in the ledger {ledger}, on the fief {fief}. Solo score: {score}.',
  'fh.log.round-start': 'Round {round} begins; {player} takes the first turn.',

  'fh.describe.place': '{player} places a {humour} potion on “{scene}”, slot {slot} ({Citizen}).',
  'fh.describe.place-party': '{player} places a {humour} potion on the party tile “{party}”, slot {slot} ({Citizen}).',
  'fh.describe.pass': '{player} passes.',
  'fh.describe.mulligan': '{player} redraws: four identical potions go back to the bag and four new ones are drawn.',
  'fh.describe.choose': '{player} sends the potion to {toCell}.',
  'fh.describe.choose-plot': '{player} sends the potion to the {citizen} plot ({row}, {col}) of their fief.',
  'fh.describe.choose-plot-outside': '{player} sends the potion to plot ({row}, {col}), which is not on the fief.',

  'fh.object.cell': '“{cell}”, a {citizen} location in {zone}; linked to {neighbours}; potions here: {count}.',
  'fh.object.cell-party':
    '“{cell}”, the party location of {zone} (party tile “{party}”); linked to {neighbours}; potions here: {count}.',
  'fh.object.scene':
    '“{scene}”, a location scene at “{where}” in {zone}; {occupied} of {slots} slots taken; resolution rules “{ladder}”.',
  'fh.object.scene-animal':
    '“{scene}”, an animal scene of {zone}; {occupied} of {slots} slots taken; resolution rules “{ladder}”.',
  'fh.object.party':
    'Party tile {order}, “{party}” in {zone}; {occupied} of {slots} slots taken; resolution rules “{ladder}”; limit {limit} per player.',
  'fh.object.party-resolved': 'Party tile {order}, “{party}” in {zone}, has been resolved.',
  'fh.object.objective': '“{objective}”: {text} Completed by: {players}.',
  'fh.object.objective-open': '“{objective}”: {text} Nobody has completed it yet.',
  'fh.object.plot-empty':
    'Plot ({row}, {col}) of the fief ({player}), a {citizen} plot, is empty; next to it: {neighbours}.',
  'fh.object.plot':
    'Plot ({row}, {col}) of the fief ({player}), a {citizen} plot, holds a {humour} potion; next to it: {neighbours}.',
  'fh.object.fief':
    'Fief ({player}): {count} of {plots} plots occupied; citizen types: {citizens}; humours: {humours}.',
  'fh.object.rival':
    '{player}, the Rival ({difficulty}): objectives {objectives}, potions in the ledger {ledger}, in the bag {bag}; one objective for every {rate} potions in the ledger. Next focus: {focus}.',
  'fh.object.ledger': 'The Rival’s ledger: {count} potions ({counts}).',
  'fh.object.unknown': 'There is no such thing in this game ({id}).',
};

export type LogKey = keyof typeof logEn;

export const logUk: Readonly<Record<LogKey, string>> = {
  'fh.log.draw-own': '{player} — тягне з мішечка жетонів: {count} ({humours}).',
  'fh.log.draw': '{player} — тягне з мішечка жетонів: {count}.',
  'fh.log.place': '{player} — кладе жетон зілля на сцену «{scene}», комірка {slot} ({citizen}).',
  'fh.log.place-own': '{player} — кладе жетон зілля ({humour}) на сцену «{scene}», комірка {slot} ({citizen}).',
  'fh.log.place-party': '{player} — кладе жетон зілля на плитку вечірки «{party}», комірка {slot} ({citizen}).',
  'fh.log.place-party-own':
    '{player} — кладе жетон зілля ({humour}) на плитку вечірки «{party}», комірка {slot} ({citizen}).',
  'fh.log.place-draw':
    '{player} — кладе жетон зілля на сцену «{scene}», комірка {slot} ({citizen}), і тягне з мішечка жетонів: {drawn}.',
  'fh.log.place-draw-own':
    '{player} — кладе жетон зілля ({humour}) на сцену «{scene}», комірка {slot} ({citizen}), і тягне з мішечка жетонів: {drawn} ({humours}).',
  'fh.log.place-party-draw':
    '{player} — кладе жетон зілля на плитку вечірки «{party}», комірка {slot} ({citizen}), і тягне з мішечка жетонів: {drawn}.',
  'fh.log.place-party-draw-own':
    '{player} — кладе жетон зілля ({humour}) на плитку вечірки «{party}», комірка {slot} ({citizen}), і тягне з мішечка жетонів: {drawn} ({humours}).',
  'fh.log.pass': '{player} — пасує (пасів поспіль: {passes} з {seats}).',
  'fh.log.mulligan': '{player} — обмінює жетони: {count} × {humour} назад у мішечок, нових жетонів: {count}.',
  'fh.log.mulligan-hidden': '{player} — обмінює жетони: чотири однакові назад у мішечок, чотири нові з мішечка.',
  'fh.log.round-end.two-full': 'Раунд {round}: розміщення завершено, бо дві сцени заповнено (останній хід: {player}).',
  'fh.log.round-end.no-potions':
    'Раунд {round}: розміщення завершено, бо ні в кого не лишилося зілля (останній хід: {player}).',
  'fh.log.round-end.all-passed':
    'Раунд {round}: розміщення завершено, бо всі спасували поспіль (останній хід: {player}).',
  'fh.log.reveal': 'Розіграш сцен раунду {round}: жетони на картах сцен перевертають горілиць.',
  'fh.log.scene': 'Сцена {position}, «{scene}» (локація «{where}»), — розігрується за умовами «{ladder}».',
  'fh.log.scene-animal':
    'Сцена {position}, «{scene}» (сцена з твариною, зона «{where}»), — розігрується за умовами «{ladder}».',
  'fh.log.party': 'Плитка вечірки {order}, «{party}», — жетони відкрито, розігрується за умовами «{ladder}».',
  'fh.log.scene-empty': 'Сцена {position}, «{scene}»: зілля немає, нічого не відбувається.',
  'fh.log.party-empty': 'Плитка вечірки {order}, «{party}»: зілля немає, нічого не відбувається.',
  'fh.log.step.none': 'Крок {step} ({humour}): не знайдено; далі.',
  'fh.log.step.no-case': 'Крок {step} ({humour}): знайдено {count}, жодна умова не підходить; далі.',
  ...steps({
    test: { eq: 'рівно {n}', gte: '{n} або більше' },
    effect: { win: 'перемога', escape: 'вислизають', discard: 'скинуто' },
    flow: { stop: 'сцену розіграно.', continue: 'перейдіть до кроку {next}.' },
    line: (test, effect, flow) => `Крок {step} ({humour}): знайдено {count}, ${test} → ${effect}; ${flow}`,
  }),
  'fh.log.outcome.win': 'Комірка {slot} ({citizen}): {humour} ({player}) — перемагає.',
  'fh.log.outcome.escape': 'Комірка {slot} ({citizen}): {humour} ({player}) — вислизає.',
  'fh.log.outcome.discard-bag':
    'Комірка {slot} ({citizen}): {humour} ({player}) — скинуто, наприкінці раунду назад у мішечок.',
  'fh.log.outcome.leftover-bag':
    'Комірка {slot} ({citizen}): {humour} ({player}) — без результату, наприкінці раунду назад у мішечок.',
  'fh.log.outcome.discard-removed': 'Комірка {slot} ({citizen}): {humour} ({player}) — скинуто, вибуває з гри.',
  'fh.log.outcome.leftover-removed': 'Комірка {slot} ({citizen}): {humour} ({player}) — без результату, вибуває з гри.',
  'fh.log.nobody-wins': 'Сцена «{scene}»: ніхто не перемагає.',
  'fh.log.party-nobody-wins': 'Вечірка «{party}»: ніхто не перемагає.',
  'fh.log.to-map': 'Переможці та ті, що вислизнули, — на карту.',
  'fh.log.to-cell': '{Humour} ({player}) іде {toCell}.',
  'fh.log.escape': '{Humour} ({player}) вислизає {toCell}.',
  'fh.log.no-exit-bag': '{Humour} ({player}): нема куди вислизнути, скинуто — наприкінці раунду назад у мішечок.',
  'fh.log.no-exit-removed': '{Humour} ({player}): нема куди вислизнути, вибуває з гри.',
  'fh.log.decision-win': '{player} — обирає, куди йде переможець ({humour}): {cells}.',
  'fh.log.decision-escape': '{player} — обирає, куди вислизає зілля ({humour}): {cells}.',
  'fh.log.objective-check': 'Перевірка цілей.',
  'fh.log.claim': '{player} — виконує ціль «{objective}»: {cells}.',
  'fh.log.no-claims': 'Нових виконаних цілей немає.',
  'fh.log.parties-triggered': 'Покладено жетонів виконання цілі: {markers}; розігруються вечірки: {parties}.',
  'fh.log.parties-none-left': 'Покладено жетонів виконання цілі: {markers}; вечірок для розіграшу не лишилося.',
  'fh.log.party-resolved': 'Вечірку «{party}» розіграно, плитка виходить з гри.',
  'fh.log.cleanup':
    'Завершення раунду {round}: зілля з карт сцен повертається в мішечки ({count}); карти сцен ідуть у скид.',
  'fh.log.deal': 'Нові сцени: {scenes} (у колоді лишилося: {deck}).',
  'fh.log.deck-short': 'У колоді сцен лише {deck}, а треба {need}: нові сцени не викладаються.',
  'fh.log.game-end.parties': 'Гру завершено: усі вечірки розіграно.',
  'fh.log.game-end.deck': 'Гру завершено: бракує карт сцен.',
  'fh.log.game-end.bag': 'Гру завершено: мішечок не може поповнити руку до 4.',
  'fh.log.result': '{player} — перемагає, виконано цілей: {objectives}.',
  'fh.log.result-shared': 'Спільна перемога — {players}; виконано цілей: {objectives}.',
  'fh.log.to-fief': 'Переможці та ті, що вислизнули, — на феоди власників.',
  'fh.log.to-fief-solo': 'Переможці та ті, що вислизнули, — на феоди власників; зілля Суперника — до його скарбнички.',
  'fh.log.to-plot': '{Humour} ({player}) іде на ділянку ({row}, {col}) свого феоду (мешканець: {citizen}).',
  'fh.log.escape-plot': '{Humour} ({player}) вислизає на ділянку ({row}, {col}) свого феоду (мешканець: {citizen}).',
  'fh.log.no-plot-bag': '{Humour} ({player}): вільної ділянки немає, скинуто — наприкінці раунду назад у мішечок.',
  'fh.log.no-plot-removed': '{Humour} ({player}): вільної ділянки немає, вибуває з гри.',
  'fh.log.decision-win-plot': '{player} — обирає ділянку для переможця ({humour}): {plots}.',
  'fh.log.decision-escape-plot': '{player} — обирає ділянку для зілля, що вислизає ({humour}): {plots}.',
  'fh.log.claim-fief': '{player} — виконує ціль «{objective}», ділянки: {plots}.',
  'fh.log.to-ledger': '{Humour} ({player}) іде до скарбнички Суперника (там зілля: {ledger}).',
  'fh.log.escape-ledger': '{Humour} ({player}) вислизає до скарбнички Суперника (там зілля: {ledger}).',
  'fh.log.rival-place':
    '{player} (фокус: {focus}) — тягне жетон зілля й кладе його долілиць на сцену «{scene}», комірка {slot} ({citizen}).',
  'fh.log.rival-place-party':
    '{player} (фокус: {focus}) — тягне жетон зілля й кладе його долілиць на плитку вечірки «{party}», комірка {slot} ({citizen}).',
  'fh.log.rival-pass-empty': '{player} — мішечок порожній, пасує (пасів поспіль: {passes} з {seats}).',
  'fh.log.rival-pass-no-slot':
    '{player} — тягне жетон, не знаходить для нього комірки й повертає в мішечок: пас (пасів поспіль: {passes} з {seats}).',
  'fh.log.rival-claim':
    '{player} — виконує ціль «{objective}»: одна ціль за кожні {rate} зілля у скарбничці, а там їх {ledger}.',
  'fh.log.result-solo.win':
    '{player} — перемагає Суперника: цілі {objectives} проти {rivalObjectives}; зілля на феоді {fief}, у скарбничці {ledger}. Соло-рахунок: {score}.',
  'fh.log.result-solo.draw':
    'Нічия — {player} і Суперник: цілей по {objectives}; зілля на феоді {fief}, у скарбничці {ledger}. Соло-рахунок: {score}.',
  'fh.log.result-solo.loss':
    'Суперник перемагає — {player}: цілі {rivalObjectives} проти {objectives}; зілля у скарбничці {ledger}, на феоді {fief}. Соло-рахунок: {score}.',
  'fh.log.round-start': 'Раунд {round} починається; перший хід: {player}.',

  'fh.describe.place': '{player} — кладе жетон зілля ({humour}) на сцену «{scene}», комірка {slot} ({citizen}).',
  'fh.describe.place-party':
    '{player} — кладе жетон зілля ({humour}) на плитку вечірки «{party}», комірка {slot} ({citizen}).',
  'fh.describe.pass': '{player} — пасує.',
  'fh.describe.mulligan': '{player} — обмінює жетони: чотири однакові назад у мішечок, чотири нові з мішечка.',
  'fh.describe.choose': '{player} — відправляє зілля {toCell}.',
  'fh.describe.choose-plot':
    '{player} — відправляє зілля на ділянку ({row}, {col}) свого феоду (мешканець: {citizen}).',
  'fh.describe.choose-plot-outside': '{player} — відправляє зілля на ділянку ({row}, {col}), якої немає на феоді.',

  'fh.object.cell':
    '«{cell}», локація (мешканець: {citizen}), зона «{zone}»; сусідні: {neighbours}; зілля тут: {count}.',
  'fh.object.cell-party':
    '«{cell}», місце вечірки зони «{zone}» (плитка вечірки «{party}»); сусідні: {neighbours}; зілля тут: {count}.',
  'fh.object.scene':
    '«{scene}», сцена локації «{where}», зона «{zone}»; зайнято комірок: {occupied} з {slots}; умови перемоги «{ladder}».',
  'fh.object.scene-animal':
    '«{scene}», сцена з твариною, зона «{zone}»; зайнято комірок: {occupied} з {slots}; умови перемоги «{ladder}».',
  'fh.object.party':
    'Плитка вечірки {order}, «{party}», зона «{zone}»; зайнято комірок: {occupied} з {slots}; умови перемоги «{ladder}»; ліміт на гравця: {limit}.',
  'fh.object.party-resolved': 'Плитка вечірки {order}, «{party}», зона «{zone}»: розіграно.',
  'fh.object.objective': '«{objective}»: {text} Виконали: {players}.',
  'fh.object.objective-open': '«{objective}»: {text} Поки ніхто не виконав.',
  'fh.object.plot-empty':
    'Ділянка ({row}, {col}) феоду ({player}), мешканець: {citizen}; порожня; поруч: {neighbours}.',
  'fh.object.plot':
    'Ділянка ({row}, {col}) феоду ({player}), мешканець: {citizen}; зілля: {humour}; поруч: {neighbours}.',
  'fh.object.fief':
    'Феод ({player}): зайнято ділянок {count} з {plots}; типи мешканців: {citizens}; темпераменти: {humours}.',
  'fh.object.rival':
    '{player}, Суперник ({difficulty}): цілі {objectives}, зілля у скарбничці {ledger}, у мішечку {bag}; одна ціль за кожні {rate} зілля у скарбничці. Наступний фокус: {focus}.',
  'fh.object.ledger': 'Скарбничка Суперника: зілля {count} ({counts}).',
  'fh.object.unknown': 'У цій грі такого немає ({id}).',
};

export const logRu: Readonly<Record<LogKey, string>> = {
  'fh.log.draw-own': '{player} — тянет из мешочка жетонов: {count} ({humours}).',
  'fh.log.draw': '{player} — тянет из мешочка жетонов: {count}.',
  'fh.log.place': '{player} — кладёт жетон зелья на сцену «{scene}», ячейка {slot} ({citizen}).',
  'fh.log.place-own': '{player} — кладёт жетон зелья ({humour}) на сцену «{scene}», ячейка {slot} ({citizen}).',
  'fh.log.place-party': '{player} — кладёт жетон зелья на плитку вечеринки «{party}», ячейка {slot} ({citizen}).',
  'fh.log.place-party-own':
    '{player} — кладёт жетон зелья ({humour}) на плитку вечеринки «{party}», ячейка {slot} ({citizen}).',
  'fh.log.place-draw':
    '{player} — кладёт жетон зелья на сцену «{scene}», ячейка {slot} ({citizen}), и тянет из мешочка жетонов: {drawn}.',
  'fh.log.place-draw-own':
    '{player} — кладёт жетон зелья ({humour}) на сцену «{scene}», ячейка {slot} ({citizen}), и тянет из мешочка жетонов: {drawn} ({humours}).',
  'fh.log.place-party-draw':
    '{player} — кладёт жетон зелья на плитку вечеринки «{party}», ячейка {slot} ({citizen}), и тянет из мешочка жетонов: {drawn}.',
  'fh.log.place-party-draw-own':
    '{player} — кладёт жетон зелья ({humour}) на плитку вечеринки «{party}», ячейка {slot} ({citizen}), и тянет из мешочка жетонов: {drawn} ({humours}).',
  'fh.log.pass': '{player} — пасует (пасов подряд: {passes} из {seats}).',
  'fh.log.mulligan': '{player} — меняет жетоны: {count} × {humour} обратно в мешочек, новых жетонов: {count}.',
  'fh.log.mulligan-hidden': '{player} — меняет жетоны: четыре одинаковых обратно в мешочек, четыре новых из мешочка.',
  'fh.log.round-end.two-full': 'Раунд {round}: размещение окончено, две сцены заполнены (последний ход: {player}).',
  'fh.log.round-end.no-potions':
    'Раунд {round}: размещение окончено, ни у кого не осталось жетонов (последний ход: {player}).',
  'fh.log.round-end.all-passed': 'Раунд {round}: размещение окончено, все спасовали подряд (последний ход: {player}).',
  'fh.log.reveal': 'Решение сцен раунда {round}: жетоны на картах сцен переворачивают лицом вверх.',
  'fh.log.scene': 'Сцена {position}, «{scene}» (локация «{where}»), — решается по условиям «{ladder}».',
  'fh.log.scene-animal':
    'Сцена {position}, «{scene}» (сцена с животным, зона «{where}»), — решается по условиям «{ladder}».',
  'fh.log.party': 'Плитка вечеринки {order}, «{party}», — жетоны открыты, решается по условиям «{ladder}».',
  'fh.log.scene-empty': 'Сцена {position}, «{scene}»: зелий нет, ничего не происходит.',
  'fh.log.party-empty': 'Плитка вечеринки {order}, «{party}»: зелий нет, ничего не происходит.',
  'fh.log.step.none': 'Шаг {step} ({humour}): не найдено; дальше.',
  'fh.log.step.no-case': 'Шаг {step} ({humour}): найдено {count}, ни одно условие не подходит; дальше.',
  ...steps({
    test: { eq: 'ровно {n}', gte: '{n} или больше' },
    effect: { win: 'победа', escape: 'ускользают', discard: 'сброшено' },
    flow: { stop: 'сцена решена.', continue: 'перейдите к шагу {next}.' },
    line: (test, effect, flow) => `Шаг {step} ({humour}): найдено {count}, ${test} → ${effect}; ${flow}`,
  }),
  'fh.log.outcome.win': 'Ячейка {slot} ({citizen}): {humour} ({player}) — побеждает.',
  'fh.log.outcome.escape': 'Ячейка {slot} ({citizen}): {humour} ({player}) — ускользает.',
  'fh.log.outcome.discard-bag':
    'Ячейка {slot} ({citizen}): {humour} ({player}) — сброшено, в конце раунда обратно в мешочек.',
  'fh.log.outcome.leftover-bag':
    'Ячейка {slot} ({citizen}): {humour} ({player}) — без результата, в конце раунда обратно в мешочек.',
  'fh.log.outcome.discard-removed': 'Ячейка {slot} ({citizen}): {humour} ({player}) — сброшено, выбывает из игры.',
  'fh.log.outcome.leftover-removed':
    'Ячейка {slot} ({citizen}): {humour} ({player}) — без результата, выбывает из игры.',
  'fh.log.nobody-wins': 'Сцена «{scene}»: никто не побеждает.',
  'fh.log.party-nobody-wins': 'Вечеринка «{party}»: никто не побеждает.',
  'fh.log.to-map': 'Победители и ускользнувшие — на карту.',
  'fh.log.to-cell': '{Humour} ({player}) идёт {toCell}.',
  'fh.log.escape': '{Humour} ({player}) ускользает {toCell}.',
  'fh.log.no-exit-bag': '{Humour} ({player}): некуда ускользнуть, сброшено — в конце раунда обратно в мешочек.',
  'fh.log.no-exit-removed': '{Humour} ({player}): некуда ускользнуть, выбывает из игры.',
  'fh.log.decision-win': '{player} — выбирает, куда идёт победитель ({humour}): {cells}.',
  'fh.log.decision-escape': '{player} — выбирает, куда ускользает зелье ({humour}): {cells}.',
  'fh.log.objective-check': 'Проверка целей.',
  'fh.log.claim': '{player} — выполняет цель «{objective}»: {cells}.',
  'fh.log.no-claims': 'Новых выполненных целей нет.',
  'fh.log.parties-triggered': 'Положено жетонов выполнения цели: {markers}; решаются вечеринки: {parties}.',
  'fh.log.parties-none-left': 'Положено жетонов выполнения цели: {markers}; вечеринок для решения не осталось.',
  'fh.log.party-resolved': 'Вечеринка «{party}» решена, плитка выходит из игры.',
  'fh.log.cleanup':
    'Завершение раунда {round}: зелья с карт сцен возвращаются в мешочки ({count}); карты сцен уходят в сброс.',
  'fh.log.deal': 'Новые сцены: {scenes} (в колоде осталось: {deck}).',
  'fh.log.deck-short': 'В колоде сцен только {deck}, а нужно {need}: новые сцены не выкладываются.',
  'fh.log.game-end.parties': 'Игра окончена: решены все вечеринки.',
  'fh.log.game-end.deck': 'Игра окончена: не хватает карт сцен.',
  'fh.log.game-end.bag': 'Игра окончена: мешочек не может пополнить руку до 4.',
  'fh.log.result': '{player} — побеждает, выполнено целей: {objectives}.',
  'fh.log.result-shared': 'Общая победа — {players}; выполнено целей: {objectives}.',
  'fh.log.to-fief': 'Победители и ускользнувшие — на феоды владельцев.',
  'fh.log.to-fief-solo': 'Победители и ускользнувшие — на феоды владельцев; зелья Соперника — в его копилку.',
  'fh.log.to-plot': '{Humour} ({player}) идёт на участок ({row}, {col}) своего феода (житель: {citizen}).',
  'fh.log.escape-plot': '{Humour} ({player}) ускользает на участок ({row}, {col}) своего феода (житель: {citizen}).',
  'fh.log.no-plot-bag': '{Humour} ({player}): свободного участка нет, сброшено — в конце раунда обратно в мешочек.',
  'fh.log.no-plot-removed': '{Humour} ({player}): свободного участка нет, выбывает из игры.',
  'fh.log.decision-win-plot': '{player} — выбирает участок для победителя ({humour}): {plots}.',
  'fh.log.decision-escape-plot': '{player} — выбирает участок для ускользающего зелья ({humour}): {plots}.',
  'fh.log.claim-fief': '{player} — выполняет цель «{objective}», участки: {plots}.',
  'fh.log.to-ledger': '{Humour} ({player}) идёт в копилку Соперника (там зелий: {ledger}).',
  'fh.log.escape-ledger': '{Humour} ({player}) ускользает в копилку Соперника (там зелий: {ledger}).',
  'fh.log.rival-place':
    '{player} (фокус: {focus}) — тянет жетон зелья и кладёт его лицом вниз на сцену «{scene}», ячейка {slot} ({citizen}).',
  'fh.log.rival-place-party':
    '{player} (фокус: {focus}) — тянет жетон зелья и кладёт его лицом вниз на плитку вечеринки «{party}», ячейка {slot} ({citizen}).',
  'fh.log.rival-pass-empty': '{player} — мешочек пуст, пасует (пасов подряд: {passes} из {seats}).',
  'fh.log.rival-pass-no-slot':
    '{player} — тянет жетон, не находит для него ячейки и возвращает в мешочек: пас (пасов подряд: {passes} из {seats}).',
  'fh.log.rival-claim':
    '{player} — выполняет цель «{objective}»: одна цель за каждые {rate} зелий в копилке, а там их {ledger}.',
  'fh.log.result-solo.win':
    '{player} — побеждает Соперника: цели {objectives} против {rivalObjectives}; зелий на феоде {fief}, в копилке {ledger}. Соло-счёт: {score}.',
  'fh.log.result-solo.draw':
    'Ничья — {player} и Соперник: целей по {objectives}; зелий на феоде {fief}, в копилке {ledger}. Соло-счёт: {score}.',
  'fh.log.result-solo.loss':
    'Соперник побеждает — {player}: цели {rivalObjectives} против {objectives}; зелий в копилке {ledger}, на феоде {fief}. Соло-счёт: {score}.',
  'fh.log.round-start': 'Раунд {round} начинается; первый ход: {player}.',

  'fh.describe.place': '{player} — кладёт жетон зелья ({humour}) на сцену «{scene}», ячейка {slot} ({citizen}).',
  'fh.describe.place-party':
    '{player} — кладёт жетон зелья ({humour}) на плитку вечеринки «{party}», ячейка {slot} ({citizen}).',
  'fh.describe.pass': '{player} — пасует.',
  'fh.describe.mulligan': '{player} — меняет жетоны: четыре одинаковых обратно в мешочек, четыре новых из мешочка.',
  'fh.describe.choose': '{player} — отправляет зелье {toCell}.',
  'fh.describe.choose-plot': '{player} — отправляет зелье на участок ({row}, {col}) своего феода (житель: {citizen}).',
  'fh.describe.choose-plot-outside': '{player} — отправляет зелье на участок ({row}, {col}), которого нет на феоде.',

  'fh.object.cell':
    '«{cell}», локация (житель: {citizen}), зона «{zone}»; соседние: {neighbours}; зелий здесь: {count}.',
  'fh.object.cell-party':
    '«{cell}», место вечеринки зоны «{zone}» (плитка вечеринки «{party}»); соседние: {neighbours}; зелий здесь: {count}.',
  'fh.object.scene':
    '«{scene}», сцена локации «{where}», зона «{zone}»; занято ячеек: {occupied} из {slots}; условия победы «{ladder}».',
  'fh.object.scene-animal':
    '«{scene}», сцена с животным, зона «{zone}»; занято ячеек: {occupied} из {slots}; условия победы «{ladder}».',
  'fh.object.party':
    'Плитка вечеринки {order}, «{party}», зона «{zone}»; занято ячеек: {occupied} из {slots}; условия победы «{ladder}»; лимит на игрока: {limit}.',
  'fh.object.party-resolved': 'Плитка вечеринки {order}, «{party}», зона «{zone}»: решена.',
  'fh.object.objective': '«{objective}»: {text} Выполнили: {players}.',
  'fh.object.objective-open': '«{objective}»: {text} Пока никто не выполнил.',
  'fh.object.plot-empty': 'Участок ({row}, {col}) феода ({player}), житель: {citizen}; пуст; рядом: {neighbours}.',
  'fh.object.plot': 'Участок ({row}, {col}) феода ({player}), житель: {citizen}; зелье: {humour}; рядом: {neighbours}.',
  'fh.object.fief':
    'Феод ({player}): занято участков {count} из {plots}; типы жителей: {citizens}; темпераменты: {humours}.',
  'fh.object.rival':
    '{player}, Соперник ({difficulty}): цели {objectives}, зелий в копилке {ledger}, в мешочке {bag}; одна цель за каждые {rate} зелий в копилке. Следующий фокус: {focus}.',
  'fh.object.ledger': 'Копилка Соперника: зелий {count} ({counts}).',
  'fh.object.unknown': 'В этой игре такого нет ({id}).',
};
