/**
 * Four Humours' refusals in every language. Their params are data like the log's: humours by
 * code, cells and party tiles by id, plots as `fh.plot` messages.
 */
import type { Templates } from '@boardhall/engine';

const en: Templates = {
  'fh.error.game-over': 'The game is over; no more actions can be taken.',
  'fh.error.decision-pending':
    'A decision is pending: {player} must first choose where their {humour:fh.humour|lower} potion goes.',
  'fh.error.wrong-phase': 'Potions can only be placed in the placement phase.',
  'fh.error.not-your-turn': 'It is {player}’s turn.',
  'fh.error.not-in-hand': 'You have no {humour:fh.humour|lower} potion in hand.',
  'fh.error.no-such-scene': 'There is no scene card {card} on display.',
  'fh.error.no-such-party': 'There is no party tile {id}.',
  'fh.error.no-such-slot': 'That card has {slots} slots; there is no such slot.',
  'fh.error.party-resolved': '“{party:fh.party}” has already been resolved and accepts no more potions.',
  'fh.error.slot-occupied': 'That slot already holds a potion of {player}.',
  'fh.error.wrong-humour': 'That slot accepts only {humours:fh.humour|lower} potions.',
  'fh.error.party-limit': 'You already have {have} potions there; the party limit is {limit} per player.',
  'fh.error.hand-not-full': 'A redraw needs exactly 4 potions in hand; you hold {n}.',
  'fh.error.not-all-same': 'A redraw needs four potions of one humour.',
  'fh.error.mulligan-used': 'You have already redrawn in round {round}; the redraw is once per round.',
  'fh.error.no-decision-pending': 'There is no potion waiting for a destination.',
  'fh.error.not-your-decision': 'Only {player} may choose where their {humour:fh.humour|lower} potion goes.',
  'fh.error.no-plots': 'Kingdom mode has no fief plots; choose a cell of the map instead.',
  'fh.error.invalid-cell': 'The potion cannot go there; the legal cells are {cells:fh.cell|quote}.',
  'fh.error.no-map': 'This mode has no kingdom map; choose a plot of your fief instead (legal plots: {plots}).',
  'fh.error.invalid-plot': 'The potion cannot go to plot ({row}, {col}); the legal plots are {plots}.',
  'fh.error.bad-action': 'This is not a Four Humours action.',
};

const uk: Templates = {
  'fh.error.game-over': 'Гру завершено; дії більше неможливі.',
  'fh.error.decision-pending':
    'Очікується рішення: {player} — спершу обирає, куди піде зілля ({humour:fh.humour|lower}).',
  'fh.error.wrong-phase': 'Класти зілля можна лише у фазі розміщення.',
  'fh.error.not-your-turn': 'Зараз хід: {player}.',
  'fh.error.not-in-hand': 'У вас у руці немає зілля: {humour:fh.humour|lower}.',
  'fh.error.no-such-scene': 'Серед викладених немає карти сцени {card}.',
  'fh.error.no-such-party': 'Немає плитки вечірки {id}.',
  'fh.error.no-such-slot': 'На цій карті комірок: {slots}; такої комірки немає.',
  'fh.error.party-resolved': 'Вечірку «{party:fh.party}» уже розіграно, зілля туди більше не кладуть.',
  'fh.error.slot-occupied': 'Ця комірка вже зайнята зіллям гравця {player}.',
  'fh.error.wrong-humour': 'Ця комірка приймає лише зілля: {humours:fh.humour|lower}.',
  'fh.error.party-limit': 'У вас там уже зілля: {have}; ліміт вечірки — {limit} на гравця.',
  'fh.error.hand-not-full': 'Для обміну жетонів потрібно рівно 4 зілля в руці; у вас {n}.',
  'fh.error.not-all-same': 'Для обміну жетонів потрібні чотири зілля одного темпераменту.',
  'fh.error.mulligan-used': 'Ви вже обмінювали жетони в раунді {round}; це можна раз на раунд.',
  'fh.error.no-decision-pending': 'Немає зілля, що чекає на місце призначення.',
  'fh.error.not-your-decision': 'Лише {player} обирає, куди піде зілля ({humour:fh.humour|lower}).',
  'fh.error.no-plots': 'У режимі «Королівство» немає ділянок феоду; оберіть клітинку карти королівства.',
  'fh.error.invalid-cell': 'Зілля не може піти туди; можливі клітинки: {cells:fh.cell|quote}.',
  'fh.error.no-map': 'У цьому режимі немає карти королівства; оберіть ділянку феоду (можливі: {plots}).',
  'fh.error.invalid-plot': 'Зілля не може піти на ділянку ({row}, {col}); можливі ділянки: {plots}.',
  'fh.error.bad-action': 'Це не дія гри «Чотири темпераменти».',
};

const ru: Templates = {
  'fh.error.game-over': 'Игра окончена; действия больше невозможны.',
  'fh.error.decision-pending':
    'Ожидается решение: {player} — сначала выбирает, куда отправится зелье ({humour:fh.humour|lower}).',
  'fh.error.wrong-phase': 'Класть зелья можно только в фазе размещения.',
  'fh.error.not-your-turn': 'Сейчас ход: {player}.',
  'fh.error.not-in-hand': 'У вас в руке нет зелья: {humour:fh.humour|lower}.',
  'fh.error.no-such-scene': 'Среди выложенных нет карты сцены {card}.',
  'fh.error.no-such-party': 'Нет плитки вечеринки {id}.',
  'fh.error.no-such-slot': 'На этой карте ячеек: {slots}; такой ячейки нет.',
  'fh.error.party-resolved': 'Вечеринка «{party:fh.party}» уже разыграна, зелья туда больше не кладут.',
  'fh.error.slot-occupied': 'Эта ячейка уже занята зельем игрока {player}.',
  'fh.error.wrong-humour': 'Эта ячейка принимает только зелья: {humours:fh.humour|lower}.',
  'fh.error.party-limit': 'У вас там уже зелий: {have}; лимит вечеринки — {limit} на игрока.',
  'fh.error.hand-not-full': 'Для смены жетонов нужно ровно 4 зелья в руке; у вас {n}.',
  'fh.error.not-all-same': 'Для смены жетонов нужны четыре зелья одного темперамента.',
  'fh.error.mulligan-used': 'Вы уже меняли жетоны в раунде {round}; это можно раз за раунд.',
  'fh.error.no-decision-pending': 'Нет зелья, ожидающего места назначения.',
  'fh.error.not-your-decision': 'Только {player} выбирает, куда отправится зелье ({humour:fh.humour|lower}).',
  'fh.error.no-plots': 'В режиме «Королевство» нет участков феода; выберите ячейку поля королевства.',
  'fh.error.invalid-cell': 'Зелье не может отправиться туда; возможные ячейки: {cells:fh.cell|quote}.',
  'fh.error.no-map': 'В этом режиме нет карты королевства; выберите участок феода (возможные: {plots}).',
  'fh.error.invalid-plot': 'Зелье не может отправиться на участок ({row}, {col}); возможные участки: {plots}.',
  'fh.error.bad-action': 'Это не действие игры «Четыре темперамента».',
};

export const errors = { en, uk, ru };
