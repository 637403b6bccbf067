/**
 * Four Humours in Russian (GLOSSARY §5: the name first, then « — » and a present-tense verb).
 * The web client fills the names in these templates from the ids in the engine's params.
 */
import type { Templates } from '@boardhall/engine';
import { steps } from './steps.ts';

export const ru: Templates = {
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
