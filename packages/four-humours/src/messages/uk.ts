/**
 * Four Humours in Ukrainian (GLOSSARY §5: the name first, then « — » and a present-tense verb).
 * Names of ids come from `names.ts` (`{scene:fh.scene}`), in the words of the glossary.
 */
import type { Templates } from '@boardhall/engine';
import { steps } from './steps.ts';

export const uk: Templates = {
  'fh.log.draw-own': '{player} — тягне з мішечка жетонів: {count} ({humours:fh.humour|lower}).',
  'fh.log.draw': '{player} — тягне з мішечка жетонів: {count}.',
  'fh.log.place': '{player} — кладе жетон зілля на сцену «{scene:fh.scene}», комірка {slot} ({citizen|lower}).',
  'fh.log.place-own':
    '{player} — кладе жетон зілля ({humour:fh.humour|lower}) на сцену «{scene:fh.scene}», комірка {slot} ({citizen|lower}).',
  'fh.log.place-party':
    '{player} — кладе жетон зілля на плитку вечірки «{party:fh.party}», комірка {slot} ({citizen|lower}).',
  'fh.log.place-party-own':
    '{player} — кладе жетон зілля ({humour:fh.humour|lower}) на плитку вечірки «{party:fh.party}», комірка {slot} ({citizen|lower}).',
  'fh.log.place-draw':
    '{player} — кладе жетон зілля на сцену «{scene:fh.scene}», комірка {slot} ({citizen|lower}), і тягне з мішечка жетонів: {drawn}.',
  'fh.log.place-draw-own':
    '{player} — кладе жетон зілля ({humour:fh.humour|lower}) на сцену «{scene:fh.scene}», комірка {slot} ({citizen|lower}), і тягне з мішечка жетонів: {drawn} ({humours:fh.humour|lower}).',
  'fh.log.place-party-draw':
    '{player} — кладе жетон зілля на плитку вечірки «{party:fh.party}», комірка {slot} ({citizen|lower}), і тягне з мішечка жетонів: {drawn}.',
  'fh.log.place-party-draw-own':
    '{player} — кладе жетон зілля ({humour:fh.humour|lower}) на плитку вечірки «{party:fh.party}», комірка {slot} ({citizen|lower}), і тягне з мішечка жетонів: {drawn} ({humours:fh.humour|lower}).',
  'fh.log.pass': '{player} — пасує (пасів поспіль: {passes} з {seats}).',
  'fh.log.mulligan': '{player} — обмінює жетони: {count} × {humour:fh.humour} назад у мішечок, нових жетонів: {count}.',
  'fh.log.mulligan-hidden': '{player} — обмінює жетони: чотири однакові назад у мішечок, чотири нові з мішечка.',
  'fh.log.round-end.two-full': 'Раунд {round}: розміщення завершено, бо дві сцени заповнено (останній хід: {player}).',
  'fh.log.round-end.no-potions':
    'Раунд {round}: розміщення завершено, бо ні в кого не лишилося зілля (останній хід: {player}).',
  'fh.log.round-end.all-passed':
    'Раунд {round}: розміщення завершено, бо всі спасували поспіль (останній хід: {player}).',
  'fh.log.reveal': 'Розіграш сцен раунду {round}: жетони на картах сцен перевертають горілиць.',
  'fh.log.scene':
    'Сцена {position}, «{scene:fh.scene}» (локація «{where:fh.cell}»), — розігрується за умовами «{ladder:fh.ladder}».',
  'fh.log.scene-animal':
    'Сцена {position}, «{scene:fh.scene}» (сцена з твариною, зона «{where:fh.zone}»), — розігрується за умовами «{ladder:fh.ladder}».',
  'fh.log.party':
    'Плитка вечірки {order}, «{party:fh.party}», — жетони відкрито, розігрується за умовами «{ladder:fh.ladder}».',
  'fh.log.scene-empty': 'Сцена {position}, «{scene:fh.scene}»: зілля немає, нічого не відбувається.',
  'fh.log.party-empty': 'Плитка вечірки {order}, «{party:fh.party}»: зілля немає, нічого не відбувається.',
  'fh.log.step.none': 'Крок {step} ({humour:fh.humour|lower}): не знайдено; далі.',
  'fh.log.step.no-case': 'Крок {step} ({humour:fh.humour|lower}): знайдено {count}, жодна умова не підходить; далі.',
  ...steps({
    test: { eq: 'рівно {n}', gte: '{n} або більше' },
    effect: { win: 'перемога', escape: 'вислизають', discard: 'скинуто' },
    flow: { stop: 'сцену розіграно.', continue: 'перейдіть до кроку {next}.' },
    line: (test, effect, flow) =>
      `Крок {step} ({humour:fh.humour|lower}): знайдено {count}, ${test} → ${effect}; ${flow}`,
  }),
  'fh.log.outcome.win': 'Комірка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — перемагає.',
  'fh.log.outcome.escape': 'Комірка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — вислизає.',
  'fh.log.outcome.discard-bag':
    'Комірка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — скинуто, наприкінці раунду назад у мішечок.',
  'fh.log.outcome.leftover-bag':
    'Комірка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — без результату, наприкінці раунду назад у мішечок.',
  'fh.log.outcome.discard-removed':
    'Комірка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — скинуто, вибуває з гри.',
  'fh.log.outcome.leftover-removed':
    'Комірка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — без результату, вибуває з гри.',
  'fh.log.nobody-wins': 'Сцена «{scene:fh.scene}»: ніхто не перемагає.',
  'fh.log.party-nobody-wins': 'Вечірка «{party:fh.party}»: ніхто не перемагає.',
  'fh.log.to-map': 'Переможці та ті, що вислизнули, — на карту.',
  'fh.log.to-cell': '{humour:fh.humour|cap} ({player}) іде {cell:fh.to-cell}.',
  'fh.log.escape': '{humour:fh.humour|cap} ({player}) вислизає {cell:fh.to-cell}.',
  'fh.log.no-exit-bag':
    '{humour:fh.humour|cap} ({player}): нема куди вислизнути, скинуто — наприкінці раунду назад у мішечок.',
  'fh.log.no-exit-removed': '{humour:fh.humour|cap} ({player}): нема куди вислизнути, вибуває з гри.',
  'fh.log.decision-win': '{player} — обирає, куди йде переможець ({humour:fh.humour|lower}): {cells:fh.cell|quote}.',
  'fh.log.decision-escape': '{player} — обирає, куди вислизає зілля ({humour:fh.humour|lower}): {cells:fh.cell|quote}.',
  'fh.log.objective-check': 'Перевірка цілей.',
  'fh.log.claim': '{player} — виконує ціль «{objective:fh.objective}»: {cells:fh.cell|quote}.',
  'fh.log.no-claims': 'Нових виконаних цілей немає.',
  'fh.log.parties-triggered':
    'Покладено жетонів виконання цілі: {markers}; розігруються вечірки: {parties:fh.party|quote}.',
  'fh.log.parties-none-left': 'Покладено жетонів виконання цілі: {markers}; вечірок для розіграшу не лишилося.',
  'fh.log.party-resolved': 'Вечірку «{party:fh.party}» розіграно, плитка виходить з гри.',
  'fh.log.cleanup':
    'Завершення раунду {round}: зілля з карт сцен повертається в мішечки ({count}); карти сцен ідуть у скид.',
  'fh.log.deal': 'Нові сцени: {scenes:fh.scene|quote} (у колоді лишилося: {deck}).',
  'fh.log.deck-short': 'У колоді сцен лише {deck}, а треба {need}: нові сцени не викладаються.',
  'fh.log.game-end.parties': 'Гру завершено: усі вечірки розіграно.',
  'fh.log.game-end.deck': 'Гру завершено: бракує карт сцен.',
  'fh.log.game-end.bag': 'Гру завершено: мішечок не може поповнити руку до 4.',
  'fh.log.result': '{player} — перемагає, виконано цілей: {objectives}.',
  'fh.log.result-shared': 'Спільна перемога — {players}; виконано цілей: {objectives}.',
  'fh.log.to-fief': 'Переможці та ті, що вислизнули, — на феоди власників.',
  'fh.log.to-fief-solo': 'Переможці та ті, що вислизнули, — на феоди власників; зілля Суперника — до його скарбнички.',
  'fh.log.to-plot':
    '{humour:fh.humour|cap} ({player}) іде на ділянку ({row}, {col}) свого феоду (мешканець: {citizen:fh.citizen|lower}).',
  'fh.log.escape-plot':
    '{humour:fh.humour|cap} ({player}) вислизає на ділянку ({row}, {col}) свого феоду (мешканець: {citizen:fh.citizen|lower}).',
  'fh.log.no-plot-bag':
    '{humour:fh.humour|cap} ({player}): вільної ділянки немає, скинуто — наприкінці раунду назад у мішечок.',
  'fh.log.no-plot-removed': '{humour:fh.humour|cap} ({player}): вільної ділянки немає, вибуває з гри.',
  'fh.log.decision-win-plot': '{player} — обирає ділянку для переможця ({humour:fh.humour|lower}): {plots}.',
  'fh.log.decision-escape-plot':
    '{player} — обирає ділянку для зілля, що вислизає ({humour:fh.humour|lower}): {plots}.',
  'fh.log.claim-fief': '{player} — виконує ціль «{objective:fh.objective}», ділянки: {plots}.',
  'fh.log.to-ledger': '{humour:fh.humour|cap} ({player}) іде до скарбнички Суперника (там зілля: {ledger}).',
  'fh.log.escape-ledger': '{humour:fh.humour|cap} ({player}) вислизає до скарбнички Суперника (там зілля: {ledger}).',
  'fh.log.rival-place':
    '{player} (фокус: {focus:fh.focus}) — тягне жетон зілля й кладе його долілиць на сцену «{scene:fh.scene}», комірка {slot} ({citizen|lower}).',
  'fh.log.rival-place-party':
    '{player} (фокус: {focus:fh.focus}) — тягне жетон зілля й кладе його долілиць на плитку вечірки «{party:fh.party}», комірка {slot} ({citizen|lower}).',
  'fh.log.rival-pass-empty': '{player} — мішечок порожній, пасує (пасів поспіль: {passes} з {seats}).',
  'fh.log.rival-pass-no-slot':
    '{player} — тягне жетон, не знаходить для нього комірки й повертає в мішечок: пас (пасів поспіль: {passes} з {seats}).',
  'fh.log.rival-claim':
    '{player} — виконує ціль «{objective:fh.objective}»: одна ціль за кожні {rate} зілля у скарбничці, а там їх {ledger}.',
  'fh.log.result-solo.win':
    '{player} — перемагає Суперника: цілі {objectives} проти {rivalObjectives}; зілля на феоді {fief}, у скарбничці {ledger}. Соло-рахунок: {score}.',
  'fh.log.result-solo.draw':
    'Нічия — {player} і Суперник: цілей по {objectives}; зілля на феоді {fief}, у скарбничці {ledger}. Соло-рахунок: {score}.',
  'fh.log.result-solo.loss':
    'Суперник перемагає — {player}: цілі {rivalObjectives} проти {objectives}; зілля у скарбничці {ledger}, на феоді {fief}. Соло-рахунок: {score}.',
  'fh.log.round-start': 'Раунд {round} починається; перший хід: {player}.',

  'fh.describe.place':
    '{player} — кладе жетон зілля ({humour:fh.humour|lower}) на сцену «{scene:fh.scene}», комірка {slot} ({citizen|lower}).',
  'fh.describe.place-party':
    '{player} — кладе жетон зілля ({humour:fh.humour|lower}) на плитку вечірки «{party:fh.party}», комірка {slot} ({citizen|lower}).',
  'fh.describe.place-nowhere':
    '{player} — кладе жетон зілля ({humour:fh.humour|lower}) на комірку, якої немає в цій грі.',
  'fh.describe.pass': '{player} — пасує.',
  'fh.describe.mulligan': '{player} — обмінює жетони: чотири однакові назад у мішечок, чотири нові з мішечка.',
  'fh.describe.choose': '{player} — відправляє зілля {cell:fh.to-cell}.',
  'fh.describe.choose-plot':
    '{player} — відправляє зілля на ділянку ({row}, {col}) свого феоду (мешканець: {citizen:fh.citizen|lower}).',
  'fh.describe.choose-plot-outside': '{player} — відправляє зілля на ділянку ({row}, {col}), якої немає на феоді.',

  'fh.plot': '({row}, {col})',
};
