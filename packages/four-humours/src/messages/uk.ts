/**
 * Four Humours in Ukrainian (GLOSSARY §5: the name first, then « — » and a present-tense verb).
 * The web client fills the names in these templates from the ids in the engine's params.
 */
import type { Templates } from '@boardhall/engine';
import { steps } from './steps.ts';

export const uk: Templates = {
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
