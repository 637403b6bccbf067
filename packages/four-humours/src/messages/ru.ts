/**
 * Four Humours in Russian (GLOSSARY §5: the name first, then « — » and a present-tense verb).
 * Names of ids come from `names.ts` (`{scene:fh.scene}`), in the words of the glossary.
 */
import type { Templates } from '@boardhall/engine';
import { steps } from './steps.ts';

export const ru: Templates = {
  'fh.log.draw-own': '{player} — тянет из мешочка жетонов: {count} ({humours:fh.humour|lower}).',
  'fh.log.draw': '{player} — тянет из мешочка жетонов: {count}.',
  'fh.log.place': '{player} — кладёт жетон зелья на сцену «{scene:fh.scene}», ячейка {slot} ({citizen|lower}).',
  'fh.log.place-own':
    '{player} — кладёт жетон зелья ({humour:fh.humour|lower}) на сцену «{scene:fh.scene}», ячейка {slot} ({citizen|lower}).',
  'fh.log.place-party':
    '{player} — кладёт жетон зелья на плитку вечеринки «{party:fh.party}», ячейка {slot} ({citizen|lower}).',
  'fh.log.place-party-own':
    '{player} — кладёт жетон зелья ({humour:fh.humour|lower}) на плитку вечеринки «{party:fh.party}», ячейка {slot} ({citizen|lower}).',
  'fh.log.place-draw':
    '{player} — кладёт жетон зелья на сцену «{scene:fh.scene}», ячейка {slot} ({citizen|lower}), и тянет из мешочка жетонов: {drawn}.',
  'fh.log.place-draw-own':
    '{player} — кладёт жетон зелья ({humour:fh.humour|lower}) на сцену «{scene:fh.scene}», ячейка {slot} ({citizen|lower}), и тянет из мешочка жетонов: {drawn} ({humours:fh.humour|lower}).',
  'fh.log.place-party-draw':
    '{player} — кладёт жетон зелья на плитку вечеринки «{party:fh.party}», ячейка {slot} ({citizen|lower}), и тянет из мешочка жетонов: {drawn}.',
  'fh.log.place-party-draw-own':
    '{player} — кладёт жетон зелья ({humour:fh.humour|lower}) на плитку вечеринки «{party:fh.party}», ячейка {slot} ({citizen|lower}), и тянет из мешочка жетонов: {drawn} ({humours:fh.humour|lower}).',
  'fh.log.pass': '{player} — пасует (пасов подряд: {passes} из {seats}).',
  'fh.log.mulligan':
    '{player} — меняет жетоны: {count} × {humour:fh.humour} обратно в мешочек, новых жетонов: {count}.',
  'fh.log.mulligan-hidden': '{player} — меняет жетоны: четыре одинаковых обратно в мешочек, четыре новых из мешочка.',
  'fh.log.round-end.two-full': 'Раунд {round}: размещение окончено, две сцены заполнены (последний ход: {player}).',
  'fh.log.round-end.no-potions':
    'Раунд {round}: размещение окончено, ни у кого не осталось жетонов (последний ход: {player}).',
  'fh.log.round-end.all-passed': 'Раунд {round}: размещение окончено, все спасовали подряд (последний ход: {player}).',
  'fh.log.reveal': 'Решение сцен раунда {round}: жетоны на картах сцен переворачивают лицом вверх.',
  'fh.log.scene':
    'Сцена {position}, «{scene:fh.scene}» (локация «{where:fh.cell}»), — решается по условиям «{ladder:fh.ladder}».',
  'fh.log.scene-animal':
    'Сцена {position}, «{scene:fh.scene}» (сцена с животным, зона «{where:fh.zone}»), — решается по условиям «{ladder:fh.ladder}».',
  'fh.log.party':
    'Плитка вечеринки {order}, «{party:fh.party}», — жетоны открыты, решается по условиям «{ladder:fh.ladder}».',
  'fh.log.scene-empty': 'Сцена {position}, «{scene:fh.scene}»: зелий нет, ничего не происходит.',
  'fh.log.party-empty': 'Плитка вечеринки {order}, «{party:fh.party}»: зелий нет, ничего не происходит.',
  'fh.log.step.none': 'Шаг {step} ({humour:fh.humour|lower}): не найдено; дальше.',
  'fh.log.step.no-case': 'Шаг {step} ({humour:fh.humour|lower}): найдено {count}, ни одно условие не подходит; дальше.',
  ...steps({
    test: { eq: 'ровно {n}', gte: '{n} или больше' },
    effect: { win: 'победа', escape: 'ускользают', discard: 'сброшено' },
    flow: { stop: 'сцена решена.', continue: 'перейдите к шагу {next}.' },
    line: (test, effect, flow) =>
      `Шаг {step} ({humour:fh.humour|lower}): найдено {count}, ${test} → ${effect}; ${flow}`,
  }),
  'fh.log.outcome.win': 'Ячейка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — побеждает.',
  'fh.log.outcome.escape': 'Ячейка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — ускользает.',
  'fh.log.outcome.discard-bag':
    'Ячейка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — сброшено, в конце раунда обратно в мешочек.',
  'fh.log.outcome.leftover-bag':
    'Ячейка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — без результата, в конце раунда обратно в мешочек.',
  'fh.log.outcome.discard-removed':
    'Ячейка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — сброшено, выбывает из игры.',
  'fh.log.outcome.leftover-removed':
    'Ячейка {slot} ({citizen|lower}): {humour:fh.humour|lower} ({player}) — без результата, выбывает из игры.',
  'fh.log.nobody-wins': 'Сцена «{scene:fh.scene}»: никто не побеждает.',
  'fh.log.party-nobody-wins': 'Вечеринка «{party:fh.party}»: никто не побеждает.',
  'fh.log.to-map': 'Победители и ускользнувшие — на карту.',
  'fh.log.to-cell': '{humour:fh.humour|cap} ({player}) идёт {cell:fh.to-cell}.',
  'fh.log.escape': '{humour:fh.humour|cap} ({player}) ускользает {cell:fh.to-cell}.',
  'fh.log.no-exit-bag':
    '{humour:fh.humour|cap} ({player}): некуда ускользнуть, сброшено — в конце раунда обратно в мешочек.',
  'fh.log.no-exit-removed': '{humour:fh.humour|cap} ({player}): некуда ускользнуть, выбывает из игры.',
  'fh.log.decision-win': '{player} — выбирает, куда идёт победитель ({humour:fh.humour|lower}): {cells:fh.cell|quote}.',
  'fh.log.decision-escape':
    '{player} — выбирает, куда ускользает зелье ({humour:fh.humour|lower}): {cells:fh.cell|quote}.',
  'fh.log.objective-check': 'Проверка целей.',
  'fh.log.claim': '{player} — выполняет цель «{objective:fh.objective}»: {cells:fh.cell|quote}.',
  'fh.log.no-claims': 'Новых выполненных целей нет.',
  'fh.log.parties-triggered':
    'Положено жетонов выполнения цели: {markers}; решаются вечеринки: {parties:fh.party|quote}.',
  'fh.log.parties-none-left': 'Положено жетонов выполнения цели: {markers}; вечеринок для решения не осталось.',
  'fh.log.party-resolved': 'Вечеринка «{party:fh.party}» решена, плитка выходит из игры.',
  'fh.log.cleanup':
    'Завершение раунда {round}: зелья с карт сцен возвращаются в мешочки ({count}); карты сцен уходят в сброс.',
  'fh.log.deal': 'Новые сцены: {scenes:fh.scene|quote} (в колоде осталось: {deck}).',
  'fh.log.deck-short': 'В колоде сцен только {deck}, а нужно {need}: новые сцены не выкладываются.',
  'fh.log.game-end.parties': 'Игра окончена: решены все вечеринки.',
  'fh.log.game-end.deck': 'Игра окончена: не хватает карт сцен.',
  'fh.log.game-end.bag': 'Игра окончена: мешочек не может пополнить руку до 4.',
  'fh.log.result': '{player} — побеждает, выполнено целей: {objectives}.',
  'fh.log.result-shared': 'Общая победа — {players}; выполнено целей: {objectives}.',
  'fh.log.to-fief': 'Победители и ускользнувшие — на феоды владельцев.',
  'fh.log.to-fief-solo': 'Победители и ускользнувшие — на феоды владельцев; зелья Соперника — в его копилку.',
  'fh.log.to-plot':
    '{humour:fh.humour|cap} ({player}) идёт на участок ({row}, {col}) своего феода (житель: {citizen:fh.citizen|lower}).',
  'fh.log.escape-plot':
    '{humour:fh.humour|cap} ({player}) ускользает на участок ({row}, {col}) своего феода (житель: {citizen:fh.citizen|lower}).',
  'fh.log.no-plot-bag':
    '{humour:fh.humour|cap} ({player}): свободного участка нет, сброшено — в конце раунда обратно в мешочек.',
  'fh.log.no-plot-removed': '{humour:fh.humour|cap} ({player}): свободного участка нет, выбывает из игры.',
  'fh.log.decision-win-plot': '{player} — выбирает участок для победителя ({humour:fh.humour|lower}): {plots}.',
  'fh.log.decision-escape-plot':
    '{player} — выбирает участок для ускользающего зелья ({humour:fh.humour|lower}): {plots}.',
  'fh.log.claim-fief': '{player} — выполняет цель «{objective:fh.objective}», участки: {plots}.',
  'fh.log.to-ledger': '{humour:fh.humour|cap} ({player}) идёт в копилку Соперника (там зелий: {ledger}).',
  'fh.log.escape-ledger': '{humour:fh.humour|cap} ({player}) ускользает в копилку Соперника (там зелий: {ledger}).',
  'fh.log.rival-place':
    '{player} (фокус: {focus:fh.focus}) — тянет жетон зелья и кладёт его лицом вниз на сцену «{scene:fh.scene}», ячейка {slot} ({citizen|lower}).',
  'fh.log.rival-place-party':
    '{player} (фокус: {focus:fh.focus}) — тянет жетон зелья и кладёт его лицом вниз на плитку вечеринки «{party:fh.party}», ячейка {slot} ({citizen|lower}).',
  'fh.log.rival-pass-empty': '{player} — мешочек пуст, пасует (пасов подряд: {passes} из {seats}).',
  'fh.log.rival-pass-no-slot':
    '{player} — тянет жетон, не находит для него ячейки и возвращает в мешочек: пас (пасов подряд: {passes} из {seats}).',
  'fh.log.rival-claim':
    '{player} — выполняет цель «{objective:fh.objective}»: одна цель за каждые {rate} зелий в копилке, а там их {ledger}.',
  'fh.log.result-solo.win':
    '{player} — побеждает Соперника: цели {objectives} против {rivalObjectives}; зелий на феоде {fief}, в копилке {ledger}. Соло-счёт: {score}.',
  'fh.log.result-solo.draw':
    'Ничья — {player} и Соперник: целей по {objectives}; зелий на феоде {fief}, в копилке {ledger}. Соло-счёт: {score}.',
  'fh.log.result-solo.loss':
    'Соперник побеждает — {player}: цели {rivalObjectives} против {objectives}; зелий в копилке {ledger}, на феоде {fief}. Соло-счёт: {score}.',
  'fh.log.round-start': 'Раунд {round} начинается; первый ход: {player}.',

  'fh.describe.place':
    '{player} — кладёт жетон зелья ({humour:fh.humour|lower}) на сцену «{scene:fh.scene}», ячейка {slot} ({citizen|lower}).',
  'fh.describe.place-party':
    '{player} — кладёт жетон зелья ({humour:fh.humour|lower}) на плитку вечеринки «{party:fh.party}», ячейка {slot} ({citizen|lower}).',
  'fh.describe.place-nowhere':
    '{player} — кладёт жетон зелья ({humour:fh.humour|lower}) на ячейку, которой нет в этой игре.',
  'fh.describe.pass': '{player} — пасует.',
  'fh.describe.mulligan': '{player} — меняет жетоны: четыре одинаковых обратно в мешочек, четыре новых из мешочка.',
  'fh.describe.choose': '{player} — отправляет зелье {cell:fh.to-cell}.',
  'fh.describe.choose-plot':
    '{player} — отправляет зелье на участок ({row}, {col}) своего феода (житель: {citizen:fh.citizen|lower}).',
  'fh.describe.choose-plot-outside': '{player} — отправляет зелье на участок ({row}, {col}), которого нет на феоде.',

  'fh.plot': '({row}, {col})',
};
