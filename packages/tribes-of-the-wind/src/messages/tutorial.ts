/**
 * The "Learn to play" lesson's words (packages/web/src/games/tribes-of-the-wind/lesson.ts names
 * them by key): part of the game's catalogue, so a lesson's text is translated like its log. The
 * game terms are the glossary's (shared/GLOSSARY.md §2). Each step is one idea in 1–3 sentences:
 * the coach must stay small on a phone.
 */
export const tutorial = {
  en: {
    'totw.tutorial.opponent.1': 'Aino',
    'totw.tutorial.farewell':
      'That is the whole game: cards and neighbours, forests and water, riders and villages, temples, tasks and clean cells. Now play one yourself.',
    'totw.tutorial.part.first': 'Cards and forests',
    'totw.tutorial.part.temple': 'Temples',
    'totw.tutorial.part.riders': 'Riders and villages',
    'totw.tutorial.part.pollution': 'Pollution',
    'totw.tutorial.part.tasks': 'Water and leader tasks',
    'totw.tutorial.part.end': 'The end of the game',
    'totw.tutorial.refuse.cell': 'In this lesson, choose cell {cell}.',
    'totw.tutorial.refuse.step-capital': 'In this lesson, move a rider from the capital to {to}.',
    'totw.tutorial.refuse.step': 'In this lesson, move a rider from {from} to {to}.',
    'totw.tutorial.refuse.draw-row': 'In this lesson, take the card in slot {n} of the element row.',
    'totw.tutorial.refuse.draw-deck': 'In this lesson, take the top card of the element deck.',

    'totw.tutorial.first.welcome':
      'Welcome to Tribes of the Wind! This is your board: 12 cells, your start tile in A1. Plant forests, turn them into villages, and score the most victory points.',
    'totw.tutorial.first.pollution':
      'The grey tokens are pollution. A forest grows only on a clean cell next to one of your tiles: here, only B1.',
    'totw.tutorial.first.hand':
      'These are your element cards. The colour is the element: water, fire, earth or wind. Each row of a card has a requirement, then what it gives.',
    'totw.tutorial.first.neighbours':
      'Requirements count cards by their backs, in your hand and your neighbours’. With two players your neighbours are Aino (left) and the element row (right).',
    'totw.tutorial.first.play-g18':
      'G18’s hard row wants 3 earth cards in your hand, the card itself included: you have 3. It plants a forest 3 water cheaper. Pick G18, then play its hard row.',
    'totw.tutorial.first.play-g18.refusal': 'In this lesson, play the hard row of G18.',
    'totw.tutorial.first.plant-d01':
      'Forest tiles are bought with water; the drop shows the price. D01 costs 3, minus 3: nothing. Pick D01 in the forest market, then cell B1.',
    'totw.tutorial.first.plant-d01.refusal': 'In this lesson, plant D01 on B1.',
    'totw.tutorial.first.draw-water':
      'A turn ends by refilling your hand to 5, from the element row or the deck. Only their backs show. Take the water card in slot 1 of the row.',

    'totw.tutorial.temple.why':
      'Next turn, no card helps: every cell by your tiles is polluted. Build a temple instead: discard 3 cards, and a temple slot gives its bonus once. T3 cleanses 2.',
    'totw.tutorial.temple.temple':
      'Press “Build a temple”, pick B01, G03 and R20, then slot T3 and your start tile A1, and confirm.',
    'totw.tutorial.temple.temple.refusal': 'In this lesson, build a temple: discard B01, G03 and R20, slot T3, on A1.',
    'totw.tutorial.temple.cleanse-a2': 'Each cleanse removes one pollution token from a cell of your choice. Clean A2.',
    'totw.tutorial.temple.cleanse-c1': 'Now C1. Both cells are clean: forests can grow there.',
    'totw.tutorial.temple.draw-1':
      'After a temple you take 3 cards face down: you see only their backs until the third. Take the wind card in slot 1.',
    'totw.tutorial.temple.draw-2': 'Then the wind card in slot 4.',
    'totw.tutorial.temple.draw-3': 'And the top card of the deck: its back says water.',

    'totw.tutorial.riders.riders':
      'Your 7 wind riders wait in the capital. To build a village, a forest tile needs a rider on each of its rider slots: D01 on B1 has 2.',
    'totw.tutorial.riders.play-y20':
      'Y20 needs all four elements in your hand, and you have them: 4 moves and +1 water. Pick Y20 and play it.',
    'totw.tutorial.riders.play-y20.refusal': 'In this lesson, play Y20.',
    'totw.tutorial.riders.step-1':
      'Riders leave the capital through your start tile, then step from tile to neighbouring tile. Move one to A1.',
    'totw.tutorial.riders.step-2': 'Now from A1 on to B1: pick the rider on A1, then B1.',
    'totw.tutorial.riders.step-3': 'Another rider: from the capital to A1.',
    'totw.tutorial.riders.step-4': 'And on to B1. D01 has its 2 riders.',
    'totw.tutorial.riders.draw': 'Refill your hand: take the top card of the deck.',
    'totw.tutorial.riders.village':
      'Next turn: build a village on D01. Its 2 riders go back to the capital and the tile turns over. Press “Build a village” and confirm.',
    'totw.tutorial.riders.village.refusal': 'In this lesson, build a village on B1.',
    'totw.tutorial.riders.build-pollution':
      'A village pollutes: each empty cell next to it gets a token, here B2 and C1. Only a wind turbine on the tile prevents that.',
    'totw.tutorial.riders.bonus-1': 'D01’s build bonus gives 2 moves. Send a rider from the capital to A1.',
    'totw.tutorial.riders.bonus-2': 'And a second one.',
    'totw.tutorial.riders.village-card':
      'Each village brings a village card: use its effect now, or tuck it under your board as a task for the end. Tuck V12: 3 points for 3 riders on one tile.',
    'totw.tutorial.riders.village-card.refusal': 'In this lesson, tuck V12 as a task.',

    'totw.tutorial.pollution.scoring':
      'At the end, clean cells pay: 0 polluted cells score 12, 1 scores 7, 2 score 3, more score nothing. Cells count, not tokens.',
    'totw.tutorial.pollution.play-r15':
      'Fire cards cleanse. R15’s easy row needs wind in both neighbours’ hands: Aino and the row both have some. Play it.',
    'totw.tutorial.pollution.play-r15.refusal': 'In this lesson, play the easy row of R15.',
    'totw.tutorial.pollution.cleanse-c1': 'C1 had one token: clean it.',
    'totw.tutorial.pollution.cleanse-b2': 'B2 has 3. Take one: it stays polluted until its last token goes.',
    'totw.tutorial.pollution.draw': 'Refill your hand from the deck.',

    'totw.tutorial.tasks.tasks':
      'Your leader Ysolde has 2 tasks: a colour path of tiles, and holding 8 water. Each task done lets you choose a leader card, a power for the rest of the game.',
    'totw.tutorial.tasks.play-r01':
      'You have 6 water. R01’s easy row: fewer water cards than a neighbour (you 2, Aino 3). Play it: +2 water, cleanse 1.',
    'totw.tutorial.tasks.play-r01.refusal': 'In this lesson, play the easy row of R01.',
    'totw.tutorial.tasks.cleanse': 'Take a token off C2.',
    'totw.tutorial.tasks.draw': 'Refill your hand from the deck. Tasks are checked at the end of your turn.',
    'totw.tutorial.tasks.ability':
      '8 water: the task is done. Choose Confluence: when both rows of a water card are met, you may use both.',
    'totw.tutorial.tasks.ability.refusal': 'In this lesson, choose Confluence.',

    'totw.tutorial.end.final':
      'Many rounds later, Aino built her 5th village and took the end-of-game token (5 points). Everyone plays one more round: this is the final one.',
    'totw.tutorial.end.scoring':
      'You score villages (3 each), temples (3 or 4 of them), clean cells, tiles on your board and tucked village cards whose tasks are met.',
    'totw.tutorial.end.play-y19':
      'Your tucked V12 pays 3 points for 3 riders on one tile. Y19’s hard row gives 4 moves: play it.',
    'totw.tutorial.end.play-y19.refusal': 'In this lesson, play the hard row of Y19.',
    'totw.tutorial.end.step-1': 'Move a rider from the capital to A1.',
    'totw.tutorial.end.step-2': 'A second one to A1.',
    'totw.tutorial.end.step-3': 'And a third: V12’s task is met.',
    'totw.tutorial.end.stop': 'The fourth move is not needed: stop moving.',
    'totw.tutorial.end.stop.refusal': 'In this lesson, stop moving now.',
    'totw.tutorial.end.draw': 'Take your last card from the deck. Then Aino plays the last turn.',
    'totw.tutorial.end.result':
      'The game is over: you win, 52 to 47! The button at the top opens the full score table.',
  },
  uk: {
    'totw.tutorial.opponent.1': 'Аїно',
    'totw.tutorial.farewell':
      'Це вся гра: карти й сусіди, ліси й вода, вершники й селища, храми, завдання та чисті комірки. Тепер зіграйте самі.',
    'totw.tutorial.part.first': 'Карти й ліси',
    'totw.tutorial.part.temple': 'Храми',
    'totw.tutorial.part.riders': 'Вершники й селища',
    'totw.tutorial.part.pollution': 'Забруднення',
    'totw.tutorial.part.tasks': 'Вода й завдання лідера',
    'totw.tutorial.part.end': 'Кінець гри',
    'totw.tutorial.refuse.cell': 'У цьому уроці оберіть комірку {cell}.',
    'totw.tutorial.refuse.step-capital': 'У цьому уроці перемістіть вершника зі столиці на {to}.',
    'totw.tutorial.refuse.step': 'У цьому уроці перемістіть вершника з {from} на {to}.',
    'totw.tutorial.refuse.draw-row': 'У цьому уроці візьміть карту з {n}-ї позиції ряду стихій.',
    'totw.tutorial.refuse.draw-deck': 'У цьому уроці візьміть верхню карту колоди стихій.',

    'totw.tutorial.first.welcome':
      'Вітаємо в «Племенах вітру»! Це ваш планшет: 12 комірок, у A1 — початкова плитка. Садіть ліси, перетворюйте їх на селища й набирайте найбільше переможних очок.',
    'totw.tutorial.first.pollution':
      'Сірі жетони — це забруднення. Ліс можна посадити лише на чисту комірку поруч із вашою плиткою: тут це тільки B1.',
    'totw.tutorial.first.hand':
      'Це ваші карти стихій. Колір — це стихія: вода, вогонь, земля чи вітер. Кожен ряд карти має вимогу, а далі — що він дає.',
    'totw.tutorial.first.neighbours':
      'Вимоги рахують карти за зворотами: на вашій руці й у сусідів. У грі вдвох ваші сусіди — Аїно (ліворуч) і ряд стихій (праворуч).',
    'totw.tutorial.first.play-g18':
      'Складна вимога G18 — 3 карти землі на руці, разом із нею самою: у вас їх 3. Вона садить ліс на 3 води дешевше. Виберіть G18, тоді зіграйте складну вимогу.',
    'totw.tutorial.first.play-g18.refusal': 'У цьому уроці зіграйте складну вимогу G18.',
    'totw.tutorial.first.plant-d01':
      'Плитки лісу купують за воду; крапля показує ціну. D01 коштує 3, мінус 3: нічого. Виберіть D01 на ринку плиток лісу, тоді комірку B1.',
    'totw.tutorial.first.plant-d01.refusal': 'У цьому уроці посадіть D01 на B1.',
    'totw.tutorial.first.draw-water':
      'Хід закінчується: доберіть руку до 5 карт із ряду стихій або з колоди. Видно лише звороти. Візьміть карту води з 1-ї позиції ряду.',

    'totw.tutorial.temple.why':
      'Наступного ходу жодна карта не допоможе: усі комірки біля ваших плиток забруднені. Побудуйте храм: скиньте 3 карти, і комірка храму дасть свій бонус один раз. T3 — очищення 2.',
    'totw.tutorial.temple.temple':
      'Натисніть «Побудувати храм», виберіть B01, G03 і R20, тоді комірку T3 і початкову плитку A1 та підтвердьте.',
    'totw.tutorial.temple.temple.refusal': 'У цьому уроці побудуйте храм: скиньте B01, G03 і R20, комірка T3, на A1.',
    'totw.tutorial.temple.cleanse-a2':
      'Кожне очищення знімає один жетон забруднення з комірки на ваш вибір. Очистьте A2.',
    'totw.tutorial.temple.cleanse-c1': 'Тепер C1. Обидві комірки чисті: там може рости ліс.',
    'totw.tutorial.temple.draw-1':
      'Після храму ви берете 3 карти долілиць: до третьої видно лише звороти. Візьміть карту вітру з 1-ї позиції.',
    'totw.tutorial.temple.draw-2': 'Потім карту вітру з 4-ї позиції.',
    'totw.tutorial.temple.draw-3': 'І верхню карту колоди: її зворот — вода.',

    'totw.tutorial.riders.riders':
      'Ваші 7 вершників вітру чекають у столиці. Щоб побудувати селище, на кожній комірці вершника плитки лісу має стояти вершник: у D01 на B1 їх 2.',
    'totw.tutorial.riders.play-y20':
      'Y20 вимагає всі 4 стихії на руці, і вони у вас є: переміщення 4 і +1 води. Виберіть Y20 і зіграйте.',
    'totw.tutorial.riders.play-y20.refusal': 'У цьому уроці зіграйте Y20.',
    'totw.tutorial.riders.step-1':
      'Вершники виходять зі столиці через початкову плитку, далі — з плитки на сусідню. Перемістіть одного на A1.',
    'totw.tutorial.riders.step-2': 'Тепер з A1 далі на B1: виберіть вершника на A1, тоді B1.',
    'totw.tutorial.riders.step-3': 'Ще один вершник: зі столиці на A1.',
    'totw.tutorial.riders.step-4': 'І далі на B1. На D01 обидва вершники.',
    'totw.tutorial.riders.draw': 'Доберіть руку: візьміть верхню карту колоди.',
    'totw.tutorial.riders.village':
      'Наступний хід: побудуйте селище на D01. Його 2 вершники повертаються до столиці, а плитку перевертають. Натисніть «Побудувати селище» й підтвердьте.',
    'totw.tutorial.riders.village.refusal': 'У цьому уроці побудуйте селище на B1.',
    'totw.tutorial.riders.build-pollution':
      'Селище забруднює: кожна порожня комірка поруч отримує жетон, тут B2 і C1. Запобігає цьому лише вітряна турбіна на плитці.',
    'totw.tutorial.riders.bonus-1': 'Бонус за побудову D01 — переміщення 2. Пошліть вершника зі столиці на A1.',
    'totw.tutorial.riders.bonus-2': 'І ще одного.',
    'totw.tutorial.riders.village-card':
      'Кожне селище приносить карту селища: застосуйте її ефект зараз або підкладіть під планшет як завдання на кінець гри. Підкладіть V12: 3 очки за 3 вершники на одній плитці.',
    'totw.tutorial.riders.village-card.refusal': 'У цьому уроці підкладіть V12 як завдання.',

    'totw.tutorial.pollution.scoring':
      'Наприкінці чисті комірки дають очки: 0 забруднених комірок — 12, 1 — 7, 2 — 3, більше — нічого. Рахують комірки, а не жетони.',
    'totw.tutorial.pollution.play-r15':
      'Карти вогню очищують. Легка вимога R15 — вітер в обох сусідів: він є і в Аїно, і в ряду. Зіграйте її.',
    'totw.tutorial.pollution.play-r15.refusal': 'У цьому уроці зіграйте легку вимогу R15.',
    'totw.tutorial.pollution.cleanse-c1': 'На C1 був один жетон: очистьте її.',
    'totw.tutorial.pollution.cleanse-b2':
      'На B2 їх 3. Зніміть один: комірка забруднена, доки не зникне останній жетон.',
    'totw.tutorial.pollution.draw': 'Доберіть руку з колоди.',

    'totw.tutorial.tasks.tasks':
      'Ваш лідер Ізольда має 2 завдання: кольорову стежку з плиток і 8 води в запасі. За кожне виконане завдання ви обираєте карту лідера — силу до кінця гри.',
    'totw.tutorial.tasks.play-r01':
      'У вас 6 води. Легка вимога R01: карт води менше, ніж в одного із сусідів (у вас 2, в Аїно 3). Зіграйте її: +2 води, очищення 1.',
    'totw.tutorial.tasks.play-r01.refusal': 'У цьому уроці зіграйте легку вимогу R01.',
    'totw.tutorial.tasks.cleanse': 'Зніміть жетон із C2.',
    'totw.tutorial.tasks.draw': 'Доберіть руку з колоди. Завдання перевіряють наприкінці вашого ходу.',
    'totw.tutorial.tasks.ability':
      '8 води: завдання виконано. Оберіть «Злиття»: коли обидві вимоги карти води виконано, можна зіграти обидві.',
    'totw.tutorial.tasks.ability.refusal': 'У цьому уроці оберіть «Злиття».',

    'totw.tutorial.end.final':
      'Багато раундів потому Аїно побудувала 5-те селище й узяла жетон кінця гри (5 очок). Усі грають ще один раунд: він останній.',
    'totw.tutorial.end.scoring':
      'Очки дають селища (по 3), храми (якщо їх 3 чи 4), чисті комірки, плитки на планшеті й підкладені карти селищ із виконаними завданнями.',
    'totw.tutorial.end.play-y19':
      'Підкладена V12 дає 3 очки за 3 вершники на одній плитці. Складна вимога Y19 — переміщення 4: зіграйте її.',
    'totw.tutorial.end.play-y19.refusal': 'У цьому уроці зіграйте складну вимогу Y19.',
    'totw.tutorial.end.step-1': 'Перемістіть вершника зі столиці на A1.',
    'totw.tutorial.end.step-2': 'Другого — теж на A1.',
    'totw.tutorial.end.step-3': 'І третього: завдання V12 виконано.',
    'totw.tutorial.end.stop': 'Четверте переміщення не потрібне: завершіть переміщення.',
    'totw.tutorial.end.stop.refusal': 'У цьому уроці зараз завершіть переміщення.',
    'totw.tutorial.end.draw': 'Візьміть останню карту з колоди. Далі Аїно зробить останній хід.',
    'totw.tutorial.end.result': 'Гру завершено: ви перемогли, 52 проти 47! Кнопка вгорі відкриває повну таблицю очок.',
  },
  ru: {
    'totw.tutorial.opponent.1': 'Айно',
    'totw.tutorial.farewell':
      'Это вся игра: карты и соседи, леса и вода, всадники и поселения, храмы, задания и чистые клетки. Теперь сыграйте сами.',
    'totw.tutorial.part.first': 'Карты и леса',
    'totw.tutorial.part.temple': 'Храмы',
    'totw.tutorial.part.riders': 'Всадники и поселения',
    'totw.tutorial.part.pollution': 'Загрязнение',
    'totw.tutorial.part.tasks': 'Вода и задания лидера',
    'totw.tutorial.part.end': 'Конец игры',
    'totw.tutorial.refuse.cell': 'В этом уроке выберите клетку {cell}.',
    'totw.tutorial.refuse.step-capital': 'В этом уроке переместите всадника из столицы на {to}.',
    'totw.tutorial.refuse.step': 'В этом уроке переместите всадника с {from} на {to}.',
    'totw.tutorial.refuse.draw-row': 'В этом уроке возьмите карту с {n}-й позиции ряда стихий.',
    'totw.tutorial.refuse.draw-deck': 'В этом уроке возьмите верхнюю карту колоды стихий.',

    'totw.tutorial.first.welcome':
      'Добро пожаловать в «Племена ветра»! Это ваш планшет: 12 клеток, в A1 — стартовая плитка. Сажайте леса, превращайте их в поселения и набирайте больше всех победных очков.',
    'totw.tutorial.first.pollution':
      'Серые жетоны — это загрязнение. Лес можно посадить только на чистую клетку рядом с вашей плиткой: здесь это только B1.',
    'totw.tutorial.first.hand':
      'Это ваши карты стихий. Цвет — это стихия: вода, огонь, земля или ветер. У каждого ряда карты есть требование, а дальше — что он даёт.',
    'totw.tutorial.first.neighbours':
      'Требования считают карты по рубашкам: на вашей руке и у соседей. В игре вдвоём ваши соседи — Айно (слева) и ряд стихий (справа).',
    'totw.tutorial.first.play-g18':
      'Сложное требование G18 — 3 карты земли на руке, считая её саму: у вас их 3. Она сажает лес на 3 воды дешевле. Выберите G18, затем сыграйте сложное требование.',
    'totw.tutorial.first.play-g18.refusal': 'В этом уроке сыграйте сложное требование G18.',
    'totw.tutorial.first.plant-d01':
      'Плитки леса покупают за воду; капля показывает цену. D01 стоит 3, минус 3: ничего. Выберите D01 на рынке плиток леса, затем клетку B1.',
    'totw.tutorial.first.plant-d01.refusal': 'В этом уроке посадите D01 на B1.',
    'totw.tutorial.first.draw-water':
      'Ход заканчивается: доберите руку до 5 карт из ряда стихий или из колоды. Видны только рубашки. Возьмите карту воды с 1-й позиции ряда.',

    'totw.tutorial.temple.why':
      'На следующем ходу ни одна карта не поможет: все клетки у ваших плиток загрязнены. Постройте храм: сбросьте 3 карты, и ячейка храма даст свой бонус один раз. T3 — очистка 2.',
    'totw.tutorial.temple.temple':
      'Нажмите «Построить храм», выберите B01, G03 и R20, затем ячейку T3 и стартовую плитку A1 и подтвердите.',
    'totw.tutorial.temple.temple.refusal': 'В этом уроке постройте храм: сбросьте B01, G03 и R20, ячейка T3, на A1.',
    'totw.tutorial.temple.cleanse-a2':
      'Каждая очистка снимает один жетон загрязнения с клетки на ваш выбор. Очистите A2.',
    'totw.tutorial.temple.cleanse-c1': 'Теперь C1. Обе клетки чистые: там может расти лес.',
    'totw.tutorial.temple.draw-1':
      'После храма вы берёте 3 карты вслепую: до третьей видны только рубашки. Возьмите карту ветра с 1-й позиции.',
    'totw.tutorial.temple.draw-2': 'Затем карту ветра с 4-й позиции.',
    'totw.tutorial.temple.draw-3': 'И верхнюю карту колоды: её рубашка — вода.',

    'totw.tutorial.riders.riders':
      'Ваши 7 всадников ветра ждут в столице. Чтобы построить поселение, на каждой ячейке всадника плитки леса должен стоять всадник: у D01 на B1 их 2.',
    'totw.tutorial.riders.play-y20':
      'Y20 требует все 4 стихии на руке, и они у вас есть: перемещение 4 и +1 воды. Выберите Y20 и сыграйте.',
    'totw.tutorial.riders.play-y20.refusal': 'В этом уроке сыграйте Y20.',
    'totw.tutorial.riders.step-1':
      'Всадники выходят из столицы через стартовую плитку, дальше — с плитки на соседнюю. Переместите одного на A1.',
    'totw.tutorial.riders.step-2': 'Теперь с A1 дальше на B1: выберите всадника на A1, затем B1.',
    'totw.tutorial.riders.step-3': 'Ещё один всадник: из столицы на A1.',
    'totw.tutorial.riders.step-4': 'И дальше на B1. На D01 оба всадника.',
    'totw.tutorial.riders.draw': 'Доберите руку: возьмите верхнюю карту колоды.',
    'totw.tutorial.riders.village':
      'Следующий ход: постройте поселение на D01. Его 2 всадника возвращаются в столицу, а плитку переворачивают. Нажмите «Построить поселение» и подтвердите.',
    'totw.tutorial.riders.village.refusal': 'В этом уроке постройте поселение на B1.',
    'totw.tutorial.riders.build-pollution':
      'Поселение загрязняет: каждая пустая клетка рядом получает жетон, здесь B2 и C1. Предотвращает это только ветряная турбина на плитке.',
    'totw.tutorial.riders.bonus-1': 'Бонус за постройку D01 — перемещение 2. Отправьте всадника из столицы на A1.',
    'totw.tutorial.riders.bonus-2': 'И ещё одного.',
    'totw.tutorial.riders.village-card':
      'Каждое поселение приносит карту поселения: примените её эффект сейчас или подложите под планшет как задание на конец игры. Подложите V12: 3 очка за 3 всадников на одной плитке.',
    'totw.tutorial.riders.village-card.refusal': 'В этом уроке подложите V12 как задание.',

    'totw.tutorial.pollution.scoring':
      'В конце чистые клетки дают очки: 0 загрязнённых клеток — 12, 1 — 7, 2 — 3, больше — ничего. Считают клетки, а не жетоны.',
    'totw.tutorial.pollution.play-r15':
      'Карты огня очищают. Лёгкое требование R15 — ветер у обоих соседей: он есть и у Айно, и в ряду. Сыграйте его.',
    'totw.tutorial.pollution.play-r15.refusal': 'В этом уроке сыграйте лёгкое требование R15.',
    'totw.tutorial.pollution.cleanse-c1': 'На C1 был один жетон: очистите её.',
    'totw.tutorial.pollution.cleanse-b2': 'На B2 их 3. Снимите один: клетка загрязнена, пока не уйдёт последний жетон.',
    'totw.tutorial.pollution.draw': 'Доберите руку из колоды.',

    'totw.tutorial.tasks.tasks':
      'У вашего лидера Изольды 2 задания: цветная тропа из плиток и 8 воды в запасе. За каждое выполненное задание вы выбираете карту лидера — силу до конца игры.',
    'totw.tutorial.tasks.play-r01':
      'У вас 6 воды. Лёгкое требование R01: карт воды меньше, чем у одного из соседей (у вас 2, у Айно 3). Сыграйте его: +2 воды, очистка 1.',
    'totw.tutorial.tasks.play-r01.refusal': 'В этом уроке сыграйте лёгкое требование R01.',
    'totw.tutorial.tasks.cleanse': 'Снимите жетон с C2.',
    'totw.tutorial.tasks.draw': 'Доберите руку из колоды. Задания проверяют в конце вашего хода.',
    'totw.tutorial.tasks.ability':
      '8 воды: задание выполнено. Выберите «Слияние»: когда оба требования карты воды выполнены, можно сыграть оба.',
    'totw.tutorial.tasks.ability.refusal': 'В этом уроке выберите «Слияние».',

    'totw.tutorial.end.final':
      'Много раундов спустя Айно построила 5-е поселение и взяла жетон конца игры (5 очков). Все играют ещё один раунд: он последний.',
    'totw.tutorial.end.scoring':
      'Очки дают поселения (по 3), храмы (если их 3 или 4), чистые клетки, плитки на планшете и подложенные карты поселений с выполненными заданиями.',
    'totw.tutorial.end.play-y19':
      'Подложенная V12 даёт 3 очка за 3 всадников на одной плитке. Сложное требование Y19 — перемещение 4: сыграйте его.',
    'totw.tutorial.end.play-y19.refusal': 'В этом уроке сыграйте сложное требование Y19.',
    'totw.tutorial.end.step-1': 'Переместите всадника из столицы на A1.',
    'totw.tutorial.end.step-2': 'Второго — тоже на A1.',
    'totw.tutorial.end.step-3': 'И третьего: задание V12 выполнено.',
    'totw.tutorial.end.stop': 'Четвёртое перемещение не нужно: закончите перемещение.',
    'totw.tutorial.end.stop.refusal': 'В этом уроке сейчас закончите перемещение.',
    'totw.tutorial.end.draw': 'Возьмите последнюю карту из колоды. Затем Айно сделает последний ход.',
    'totw.tutorial.end.result':
      'Игра окончена: вы победили, 52 против 47! Кнопка вверху открывает полную таблицу очков.',
  },
} as const;
