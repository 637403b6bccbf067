/**
 * Tribes of the Wind's refusals in every language: the player reads these; the RuleError's
 * English `message` keeps the fuller detail for the command line and the server's logs.
 */
import type { Templates } from '@boardhall/engine';

const en: Templates = {
  'totw.error.game-over': 'The game is over; no more actions can be taken.',
  'totw.error.not-your-turn': 'It is not your turn: {player} is to act.',
  'totw.error.wrong-phase-action': 'That answer does not fit now: no decision is pending, so take an action.',
  'totw.error.wrong-phase': 'That does not fit now: the game is waiting for a decision ({decision:totw.decision}).',
  'totw.error.wrong-discard-count':
    '{action:totw.error.action} discards exactly {n#totw.error.cards}; you chose {chose}.',
  'totw.error.action.temple': 'The temple action',
  'totw.error.action.discard': 'Discarding without building',
  'totw.error.cards.one': '{n} card',
  'totw.error.cards.other': '{n} cards',
  'totw.error.card-listed-twice': '{card} is listed twice; each discarded card must be a different card.',
  'totw.error.card-not-in-hand': '{card} is not in your hand.',
  'totw.error.row-two': '{card} has two rows: choose the easy or the hard one.',
  'totw.error.row-single': '{card} has a single row.',
  'totw.error.both-rows-not-allowed':
    'Both rows at once need the leader card “{ability:totw.ability}” and a water card.',
  'totw.error.requirement-not-met': 'Requirement not met: {row:totw.row-log} of {card} ({req}).',
  'totw.error.requirement-not-met-card': 'Requirement not met for {card}.',
  'totw.error.temple-slot-used': 'Temple slot T{slot} has already been used.',
  'totw.error.no-tile-at-cell': 'There is no tile of yours at {cell:totw.node}.',
  'totw.error.tile-has-temple': 'The tile at {cell:totw.node} already has a temple.',
  'totw.error.no-temples-left': 'All 4 of your temples are already built.',
  'totw.error.discard-only-stuck':
    'You cannot discard without building a temple: with this rule a stuck player skips the action.',
  'totw.error.discard-only-not-allowed':
    'You can discard without building only once all 4 temples are built (built: {built}) or when nothing else is legal.',
  'totw.error.no-village-markers': 'You have no village markers left: all 5 of your villages are built.',
  'totw.error.village-already-built': 'The tile at {cell:totw.node} is already a village.',
  'totw.error.not-a-forest-tile': 'The start tile at {cell:totw.node} cannot become a village.',
  'totw.error.not-enough-riders': 'A village on {tile} needs {need} riders on it; it has {have}.',
  'totw.error.pass-not-allowed': 'You may skip the action only when no other action is legal.',
  'totw.error.cell-not-polluted': 'Cell {cell:totw.node} has no pollution token to remove.',
  'totw.error.market-slot-empty': 'Forest market slot {slot} is empty.',
  'totw.error.stack-empty': 'The forest stack is empty.',
  'totw.error.stack-not-takeable': 'The top of the forest stack cannot be bought in this game.',
  'totw.error.cell-out-of-grid': 'Cell {cell} is outside your 3 × 4 grid.',
  'totw.error.cell-occupied': 'Cell {cell:totw.node} already holds a tile ({tile}).',
  'totw.error.cell-polluted': 'Cell {cell:totw.node} has pollution tokens ({n}); a tile needs a clean cell.',
  'totw.error.cell-polluted-ash':
    'Cell {cell:totw.node} has pollution tokens ({n}); a tile needs a clean cell or one with exactly 1 token.',
  'totw.error.cell-not-adjacent': 'Cell {cell:totw.node} does not touch any of your tiles.',
  'totw.error.insufficient-water': '{tile} costs {cost} water here; you have {water}.',
  'totw.error.no-rider-at-source': 'There is no rider of yours at {cell:totw.node}.',
  'totw.error.step-no-tile': 'A rider cannot step to {to:totw.node}: it holds none of your tiles.',
  'totw.error.step-same': 'A step must go to another place.',
  'totw.error.step-not-linked': 'A rider cannot step from {from:totw.node} to {to:totw.node}: they are not linked.',
  'totw.error.catapult-same': 'A catapult puts the rider on another of your tiles; the rider is already there.',
  'totw.error.catapult-not-tile':
    'A catapult puts the rider on another of your tiles; {to:totw.node} is not one of them.',
  'totw.error.village-slot-empty': 'Village row slot {slot} is empty.',
  'totw.error.tuck-limit-replace-required':
    'You already have 4 tucked village cards: choose one of them to discard, or use the card now.',
  'totw.error.replace-not-allowed':
    'A tucked card is discarded only when tucking with 4 cards already tucked (tucked: {n}).',
  'totw.error.replace-out-of-range': 'Choose one of your 4 tucked cards (1–4).',
  'totw.error.row-slot-empty': 'Element row slot {slot} is empty.',
  'totw.error.deck-empty': 'The element deck and the discard pile are both empty.',
  'totw.error.ability-chosen': 'You have already chosen “{ability:totw.ability}”.',
  'totw.error.ability-not-yours': '“{ability:totw.ability}” is not one of your leader cards.',
  'totw.error.bad-firebreak-cell':
    '{cell:totw.node} would not receive build pollution; choose one of {cells:totw.node}.',
};

const uk: Templates = {
  'totw.error.game-over': 'Гру завершено; дії більше неможливі.',
  'totw.error.not-your-turn': 'Зараз не ваш хід. Хід: {player}.',
  'totw.error.wrong-phase-action': 'Ця відповідь зараз не підходить: рішення не очікується, виконайте дію.',
  'totw.error.wrong-phase': 'Це зараз не підходить: гра чекає на рішення ({decision:totw.decision}).',
  'totw.error.wrong-discard-count':
    '{action:totw.error.action}: треба скинути рівно {n#totw.error.cards}; ви обрали {chose}.',
  'totw.error.action.temple': 'Будівництво храму',
  'totw.error.action.discard': 'Скидання без будівництва',
  'totw.error.cards.one': '{n} карту',
  'totw.error.cards.few': '{n} карти',
  'totw.error.cards.many': '{n} карт',
  'totw.error.cards.other': '{n} карти',
  'totw.error.card-listed-twice': 'Карту {card} вказано двічі; кожна скинута карта має бути іншою.',
  'totw.error.card-not-in-hand': 'Карти {card} немає у вас у руці.',
  'totw.error.row-two': 'У карти {card} дві вимоги: оберіть легку або складну.',
  'totw.error.row-single': 'У карти {card} єдина вимога.',
  'totw.error.both-rows-not-allowed':
    'Обидва ряди одразу потребують карти лідера «{ability:totw.ability}» і карти води.',
  'totw.error.requirement-not-met': 'Вимогу не виконано: {row:totw.row-log} карти {card} ({req}).',
  'totw.error.requirement-not-met-card': 'Вимогу карти {card} не виконано.',
  'totw.error.temple-slot-used': 'Комірку храму T{slot} уже використано.',
  'totw.error.no-tile-at-cell': 'На комірці {cell:totw.node} немає вашої плитки.',
  'totw.error.tile-has-temple': 'На плитці в комірці {cell:totw.node} уже є храм.',
  'totw.error.no-temples-left': 'Усі 4 ваші храми вже побудовано.',
  'totw.error.discard-only-stuck':
    'Скинути карти без будівництва храму не можна: за цим правилом гравець без дій пропускає дію.',
  'totw.error.discard-only-not-allowed':
    'Скидати без будівництва можна, лише коли всі 4 храми побудовано (побудовано: {built}) або інших дій немає.',
  'totw.error.no-village-markers': 'У вас не лишилося маркерів селищ: усі 5 селищ побудовано.',
  'totw.error.village-already-built': 'Плитка в комірці {cell:totw.node} уже є селищем.',
  'totw.error.not-a-forest-tile': 'Початкова плитка в комірці {cell:totw.node} не може стати селищем.',
  'totw.error.not-enough-riders': 'Для селища на плитці {tile} потрібно вершників: {need}; зараз їх там: {have}.',
  'totw.error.pass-not-allowed': 'Пропустити дію можна, лише коли жодна інша дія неможлива.',
  'totw.error.cell-not-polluted': 'На комірці {cell:totw.node} немає жетона забруднення.',
  'totw.error.market-slot-empty': 'Місце {slot} на ринку плиток лісу порожнє.',
  'totw.error.stack-empty': 'Стос плиток лісу порожній.',
  'totw.error.stack-not-takeable': 'У цій грі не можна купити верхню плитку стосу лісу.',
  'totw.error.cell-out-of-grid': 'Комірка {cell} лежить поза вашою сіткою 3 × 4.',
  'totw.error.cell-occupied': 'На комірці {cell:totw.node} уже є плитка ({tile}).',
  'totw.error.cell-polluted': 'На комірці {cell:totw.node} є жетони забруднення ({n}); плитці потрібна чиста комірка.',
  'totw.error.cell-polluted-ash':
    'На комірці {cell:totw.node} є жетони забруднення ({n}); плитці потрібна чиста комірка або комірка з рівно 1 жетоном.',
  'totw.error.cell-not-adjacent': 'Комірка {cell:totw.node} не суміжна з жодною вашою плиткою.',
  'totw.error.insufficient-water': 'Плитка {tile} коштує тут {cost} води; у вас {water}.',
  'totw.error.no-rider-at-source': 'На {cell:totw.node} немає вашого вершника.',
  'totw.error.step-no-tile': 'Вершник не може перейти на {to:totw.node}: там немає вашої плитки.',
  'totw.error.step-same': 'Крок має вести в інше місце.',
  'totw.error.step-not-linked': 'Вершник не може перейти з {from:totw.node} на {to:totw.node}: вони не сполучені.',
  'totw.error.catapult-same': 'Катапульта переносить вершника на іншу вашу плитку; вершник уже там.',
  'totw.error.catapult-not-tile':
    'Катапульта переносить вершника на іншу вашу плитку; {to:totw.node} — не ваша плитка.',
  'totw.error.village-slot-empty': 'Місце {slot} у ряді селищ порожнє.',
  'totw.error.tuck-limit-replace-required':
    'У вас уже 4 підкладені карти селищ: оберіть одну, щоб скинути, або застосуйте карту зараз.',
  'totw.error.replace-not-allowed':
    'Підкладену карту скидають, лише коли підкладають нову, маючи вже 4 (підкладено: {n}).',
  'totw.error.replace-out-of-range': 'Оберіть одну з ваших 4 підкладених карт (1–4).',
  'totw.error.row-slot-empty': 'Місце {slot} у ряді стихій порожнє.',
  'totw.error.deck-empty': 'І колода стихій, і скид порожні.',
  'totw.error.ability-chosen': 'Ви вже обрали «{ability:totw.ability}».',
  'totw.error.ability-not-yours': '«{ability:totw.ability}» — не ваша карта лідера.',
  'totw.error.bad-firebreak-cell':
    'Комірка {cell:totw.node} не отримає забруднення за побудову; оберіть одну з: {cells:totw.node}.',
};

const ru: Templates = {
  'totw.error.game-over': 'Игра окончена; действия больше невозможны.',
  'totw.error.not-your-turn': 'Сейчас не ваш ход. Ход: {player}.',
  'totw.error.wrong-phase-action': 'Этот ответ сейчас не подходит: решение не ожидается, выполните действие.',
  'totw.error.wrong-phase': 'Это сейчас не подходит: игра ждёт решения ({decision:totw.decision}).',
  'totw.error.wrong-discard-count':
    '{action:totw.error.action}: нужно сбросить ровно {n#totw.error.cards}; вы выбрали {chose}.',
  'totw.error.action.temple': 'Постройка храма',
  'totw.error.action.discard': 'Сброс без постройки',
  'totw.error.cards.one': '{n} карту',
  'totw.error.cards.few': '{n} карты',
  'totw.error.cards.many': '{n} карт',
  'totw.error.cards.other': '{n} карты',
  'totw.error.card-listed-twice': 'Карта {card} указана дважды; каждая сброшенная карта должна быть другой.',
  'totw.error.card-not-in-hand': 'Карты {card} нет у вас в руке.',
  'totw.error.row-two': 'У карты {card} два требования: выберите лёгкое или сложное.',
  'totw.error.row-single': 'У карты {card} единственное требование.',
  'totw.error.both-rows-not-allowed': 'Оба ряда сразу требуют карты лидера «{ability:totw.ability}» и карты воды.',
  'totw.error.requirement-not-met': 'Требование не выполнено: {row:totw.row-log} карты {card} ({req}).',
  'totw.error.requirement-not-met-card': 'Требование карты {card} не выполнено.',
  'totw.error.temple-slot-used': 'Ячейка храма T{slot} уже использована.',
  'totw.error.no-tile-at-cell': 'В клетке {cell:totw.node} нет вашей плитки.',
  'totw.error.tile-has-temple': 'На плитке в клетке {cell:totw.node} уже есть храм.',
  'totw.error.no-temples-left': 'Все 4 ваших храма уже построены.',
  'totw.error.discard-only-stuck':
    'Сбросить карты без постройки храма нельзя: по этому правилу игрок без действий пропускает действие.',
  'totw.error.discard-only-not-allowed':
    'Сбрасывать без постройки можно, только когда все 4 храма построены (построено: {built}) или других действий нет.',
  'totw.error.no-village-markers': 'У вас не осталось маркеров поселений: все 5 поселений построены.',
  'totw.error.village-already-built': 'Плитка в клетке {cell:totw.node} уже стала поселением.',
  'totw.error.not-a-forest-tile': 'Стартовая плитка в клетке {cell:totw.node} не может стать поселением.',
  'totw.error.not-enough-riders': 'Для поселения на плитке {tile} нужно всадников: {need}; сейчас их там: {have}.',
  'totw.error.pass-not-allowed': 'Пропустить действие можно, только когда никакое другое действие невозможно.',
  'totw.error.cell-not-polluted': 'В клетке {cell:totw.node} нет жетона загрязнения.',
  'totw.error.market-slot-empty': 'Место {slot} на рынке плиток леса пусто.',
  'totw.error.stack-empty': 'Стопка плиток леса пуста.',
  'totw.error.stack-not-takeable': 'В этой игре нельзя купить верхнюю плитку стопки леса.',
  'totw.error.cell-out-of-grid': 'Клетка {cell} лежит вне вашей сетки 3 × 4.',
  'totw.error.cell-occupied': 'В клетке {cell:totw.node} уже есть плитка ({tile}).',
  'totw.error.cell-polluted': 'В клетке {cell:totw.node} есть жетоны загрязнения ({n}); плитке нужна чистая клетка.',
  'totw.error.cell-polluted-ash':
    'В клетке {cell:totw.node} есть жетоны загрязнения ({n}); плитке нужна чистая клетка или клетка ровно с 1 жетоном.',
  'totw.error.cell-not-adjacent': 'Клетка {cell:totw.node} не соседствует ни с одной вашей плиткой.',
  'totw.error.insufficient-water': 'Плитка {tile} стоит здесь {cost} воды; у вас {water}.',
  'totw.error.no-rider-at-source': 'В {cell:totw.node} нет вашего всадника.',
  'totw.error.step-no-tile': 'Всадник не может перейти в {to:totw.node}: там нет вашей плитки.',
  'totw.error.step-same': 'Шаг должен вести в другое место.',
  'totw.error.step-not-linked': 'Всадник не может перейти из {from:totw.node} в {to:totw.node}: они не связаны.',
  'totw.error.catapult-same': 'Катапульта переносит всадника на другую вашу плитку; всадник уже там.',
  'totw.error.catapult-not-tile':
    'Катапульта переносит всадника на другую вашу плитку; {to:totw.node} — не ваша плитка.',
  'totw.error.village-slot-empty': 'Место {slot} в ряду поселений пусто.',
  'totw.error.tuck-limit-replace-required':
    'У вас уже 4 подложенные карты поселений: выберите одну, чтобы сбросить, или примените карту сейчас.',
  'totw.error.replace-not-allowed':
    'Подложенную карту сбрасывают, только когда подкладывают новую, имея уже 4 (подложено: {n}).',
  'totw.error.replace-out-of-range': 'Выберите одну из ваших 4 подложенных карт (1–4).',
  'totw.error.row-slot-empty': 'Место {slot} в ряду стихий пусто.',
  'totw.error.deck-empty': 'И колода стихий, и сброс пусты.',
  'totw.error.ability-chosen': 'Вы уже выбрали «{ability:totw.ability}».',
  'totw.error.ability-not-yours': '«{ability:totw.ability}» — не ваша карта лидера.',
  'totw.error.bad-firebreak-cell':
    'Клетка {cell:totw.node} не получит загрязнения за постройку; выберите одну из: {cells:totw.node}.',
};

export const errors = { en, uk, ru };
