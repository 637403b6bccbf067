/**
 * The "Learn to play" lesson's words (packages/web/src/games/four-humours/lesson.ts names them by
 * key): part of the game's catalogue, so a lesson's text is translated like its log. Scenes,
 * cells, parties and objectives are named through their ids (`{scene:fh.scene}`), after a declined
 * generic noun in Ukrainian and Russian (GLOSSARY §1.7).
 */
export const tutorial = {
  en: {
    'fh.tutorial.opponent': 'Apothecary Brand',
    'fh.tutorial.part.round-one': 'Round 1: potions and scenes',
    'fh.tutorial.part.objectives-parties': 'Objectives, parties and the winner',
    'fh.tutorial.welcome':
      'Welcome, doctor! You and Apothecary Brand treat the kingdom’s citizens with potions of four humours. Whoever completes the most objectives wins.',
    'fh.tutorial.hand':
      'These are your potions: choleric (yellow), sanguine (red), melancholic (black) and phlegmatic (white). You hold 4 in your hand, hidden from Brand.',
    'fh.tutorial.bag':
      'The rest wait in your bag: you have 20 potions, 5 of each humour. Each time you place one, you draw a new one from the bag at random.',
    'fh.tutorial.scenes':
      'These are the scenes on display. On your turn you place one potion on a scene, or pass. The round ends when two scenes are full.',
    'fh.tutorial.slot':
      'Each slot is a citizen who accepts one of two humours: the Knight on “{scene:fh.scene}” takes a choleric or a phlegmatic.',
    'fh.tutorial.place-choleric':
      'Your turn. Select the choleric in your hand, then the Knight on “{scene:fh.scene}” (slot 2).',
    'fh.tutorial.place-choleric.refusal':
      'In this lesson, place your choleric on the Knight of “{scene:fh.scene}” (slot 2).',
    'fh.tutorial.face-down':
      'Potions lie face down. Brand put one on the Witch of “{scene:fh.scene}”: you only know it is a choleric or a melancholic.',
    'fh.tutorial.ladder':
      'Under each scene are its resolution rules. When the round ends they are checked from top to bottom, and the first row that fits decides.',
    'fh.tutorial.symbols':
      'Read a row like this: “=1 ★■” means exactly one wins and the scene is settled; “≥2 ↩” means two or more are discarded and the check goes on. The Key explains every mark.',
    'fh.tutorial.principles':
      '“{scene:fh.scene}” follows the Principles of Personality: a lone choleric wins; else two or more sanguines; else exactly two melancholics (a lone one escapes); else the phlegmatics.',
    'fh.tutorial.place-phlegmatic':
      'Place your phlegmatic on the Nun of “{scene:fh.scene}” (slot 2). If Brand’s potion there is a melancholic, it escapes and your phlegmatic wins.',
    'fh.tutorial.place-phlegmatic.refusal':
      'In this lesson, place your phlegmatic on the Nun of “{scene:fh.scene}” (slot 2).',
    'fh.tutorial.one-full':
      '“{full:fh.scene}” is full: one more full scene ends the round. Brand’s potion on “{scene:fh.scene}” cannot beat your lone choleric; only a second choleric could.',
    'fh.tutorial.parties':
      'These are the party tiles. You may place on them in any round, at most 2 potions on each. Each objective completed resolves the next party, ★1 first.',
    'fh.tutorial.place-party':
      'Place your choleric on a Noble of “{party:fh.party}” (slot 2). It stays there, face down, until the party is resolved.',
    'fh.tutorial.place-party.refusal': 'In this lesson, place your choleric on “{party:fh.party}”, slot 2 (Noble).',
    'fh.tutorial.objectives':
      'These are the four objectives in play. Completing one puts your marker on it. Each player can complete each objective once.',
    'fh.tutorial.balanced':
      '“{objective:fh.objective}” asks for potions of all four humours on the map. Potions get onto the map by winning scenes.',
    'fh.tutorial.map':
      'A potion that wins goes to its scene’s location on the kingdom map and stays there. Here is “{scene:fh.scene}”, where scene marker 1 stands: your choleric goes here if it wins.',
    'fh.tutorial.place-melancholic':
      'Place your melancholic on the Bard of “{scene:fh.scene}” (slot 1). A lone melancholic does not win there: it escapes to a neighbouring location.',
    'fh.tutorial.place-melancholic.refusal':
      'In this lesson, place your melancholic on the Bard of “{scene:fh.scene}” (slot 1).',
    'fh.tutorial.brand-passed':
      'Brand passed. Passing does not take you out of the round: you both still get turns. If every player passes in a row, the round ends.',
    'fh.tutorial.end-round':
      'End the round while your potions are ahead: fill a second scene. Place your melancholic on the Witch of “{scene:fh.scene}” (slot 3); your lone choleric still wins there.',
    'fh.tutorial.end-round.refusal':
      'In this lesson, end the round: place your melancholic on “{scene:fh.scene}”, slot 3 (Witch).',
    'fh.tutorial.walkthrough':
      'Two scenes are full, so the round ends: the potions on the scenes are turned face up and each scene is resolved by its rules. This panel shows it page by page.',
    'fh.tutorial.escape':
      'Your lone melancholic on “{scene:fh.scene}” escapes: you choose a neighbouring cell on the map. Choose “{cell:fh.cell}”.',
    'fh.tutorial.escape.refusal': 'In this lesson, send your escaping melancholic to “{cell:fh.cell}”.',
    'fh.tutorial.escape.waiting':
      'Brand chooses where its own escaping melancholic goes, then starts round 2. Meanwhile, turn the resolution’s pages with its Next.',
    'fh.tutorial.results':
      'Your choleric won “{won:fh.scene}” and your phlegmatic won “{cave:fh.scene}”: both are on the map now. Brand’s melancholic escaped from the cave.',
    'fh.tutorial.back-to-bag':
      'Potions that did not win, like Brand’s sanguine on “{scene:fh.scene}”, went back to their bags. Potions at a party stay there until it is resolved.',
    'fh.tutorial.round-two':
      'Round 2: four new scenes, and both of you drew back up to 4 potions. Brand began, since you took the last turn, and put a potion on “{scene:fh.scene}”.',
    'fh.tutorial.one-more':
      'You have a choleric, a phlegmatic and a melancholic on the map. One sanguine more, and you complete “{objective:fh.objective}”.',
    'fh.tutorial.tavern':
      '“{scene:fh.scene}” follows Merrymaking: sanguines come first there, and even one wins. Place your sanguine on its Bard (slot 1).',
    'fh.tutorial.tavern.refusal': 'In this lesson, place your sanguine on “{scene:fh.scene}”, slot 1 (Bard).',
    'fh.tutorial.pass':
      'Brand passed again. Pass too: when every player passes in a row, the round ends, and your sanguine wins.',
    'fh.tutorial.pass.refusal': 'In this lesson, press Pass to end the round.',
    'fh.tutorial.pass.waiting': 'The round is being resolved: its resolution shows how.',
    'fh.tutorial.claimed':
      'Your sanguine won “{scene:fh.scene}”: all four humours are on the map, so you completed “{objective:fh.objective}” and your marker is on it.',
    'fh.tutorial.party':
      'Your marker resolved the first party, “{party:fh.party}”. Your lone choleric won it and went to its party location, “{cell:fh.cell}”.',
    'fh.tutorial.removed':
      'Brand’s sanguine lost at the party. Potions that lose at a party are removed from the game, not put back in the bag.',
    'fh.tutorial.game-end':
      'The game ends when all six parties are resolved, when the scene deck cannot refill the display, or when a bag cannot refill its player’s hand to 4.',
    'fh.tutorial.winner':
      'Then whoever completed the most objectives wins. A tie goes to the one with more potions on the map, then more cells occupied.',
    'fh.tutorial.farewell':
      'That is the whole game: potions and bags, scenes and their rules, escapes, objectives, parties and the winner. Now try a real game.',
  },
  uk: {
    'fh.tutorial.opponent': 'Аптекар Бранд',
    'fh.tutorial.part.round-one': 'Раунд 1: зілля та сцени',
    'fh.tutorial.part.objectives-parties': 'Цілі, вечірки й переможець',
    'fh.tutorial.welcome':
      'Вітаємо, лікарю! Ви й аптекар Бранд лікуєте мешканців королівства зіллям чотирьох темпераментів. Перемагає той, хто виконає найбільше цілей.',
    'fh.tutorial.hand':
      'Це ваше зілля: холерик (жовтий), сангвінік (червоний), меланхолік (чорний) і флегматик (білий). У руці ви тримаєте 4 жетони, Бранд їх не бачить.',
    'fh.tutorial.bag':
      'Решта чекає в мішечку: усього у вас 20 жетонів зілля, по 5 кожного темпераменту. Поклавши жетон, ви навмання витягуєте з мішечка новий.',
    'fh.tutorial.scenes':
      'Це відкриті сцени. У свій хід ви кладете один жетон зілля на сцену або пасуєте. Раунд завершується, коли заповнено дві сцени.',
    'fh.tutorial.slot':
      'Кожна комірка — це мешканець, який приймає один із двох темпераментів: Лицар на сцені «{scene:fh.scene}» приймає холерика або флегматика.',
    'fh.tutorial.place-choleric':
      'Ваш хід. Виберіть у руці холерика, а тоді Лицаря на сцені «{scene:fh.scene}» (комірка 2).',
    'fh.tutorial.place-choleric.refusal':
      'У цьому уроці покладіть холерика на Лицаря сцени «{scene:fh.scene}» (комірка 2).',
    'fh.tutorial.face-down':
      'Зілля лежить долілиць. Бранд поклав жетон на Відьму сцени «{scene:fh.scene}»: ви знаєте лише, що це холерик або меланхолік.',
    'fh.tutorial.ladder':
      'Під кожною сценою — її умови перемоги. Коли раунд завершується, їх перевіряють згори донизу, і вирішує перший рядок, що підходить.',
    'fh.tutorial.symbols':
      'Рядок читається так: «=1 ★■» — рівно один перемагає, сцену розіграно; «≥2 ↩» — двох або більше скинуто, перевірка йде далі. «Позначки» пояснюють кожен знак.',
    'fh.tutorial.principles':
      'Сцена «{scene:fh.scene}» діє за умовами «Закони характеру»: перемагає самотній холерик; інакше два чи більше сангвініки; інакше рівно два меланхоліки (самотній вислизає); інакше флегматики.',
    'fh.tutorial.place-phlegmatic':
      'Покладіть флегматика на Черницю сцени «{scene:fh.scene}» (комірка 2). Якщо жетон Бранда там — меланхолік, він вислизне, а ваш флегматик переможе.',
    'fh.tutorial.place-phlegmatic.refusal':
      'У цьому уроці покладіть флегматика на Черницю сцени «{scene:fh.scene}» (комірка 2).',
    'fh.tutorial.one-full':
      'Сцену «{full:fh.scene}» заповнено: ще одна повна сцена — і раунд завершиться. Жетон Бранда на сцені «{scene:fh.scene}» не переможе вашого самотнього холерика, це зміг би лише другий холерик.',
    'fh.tutorial.parties':
      'Це плитки вечірок. На них можна класти зілля в будь-якому раунді, не більше 2 жетонів на кожну. Кожна виконана ціль розігрує наступну вечірку, починаючи з ★1.',
    'fh.tutorial.place-party':
      'Покладіть холерика на Вельможу вечірки «{party:fh.party}» (комірка 2). Він лежатиме там долілиць, доки вечірку не розіграють.',
    'fh.tutorial.place-party.refusal':
      'У цьому уроці покладіть холерика на вечірку «{party:fh.party}», комірка 2 (Вельможа).',
    'fh.tutorial.objectives':
      'Це чотири цілі партії. Виконавши ціль, ви кладете на неї свій жетон. Кожен гравець може виконати кожну ціль один раз.',
    'fh.tutorial.balanced':
      'Ціль «{objective:fh.objective}» вимагає мати на карті зілля всіх чотирьох темпераментів. На карту зілля потрапляє, перемагаючи на сценах.',
    'fh.tutorial.map':
      'Зілля, що перемогло, іде на локацію своєї сцени на карті королівства й лишається там. Ось «{scene:fh.scene}», де стоїть жетон лікаря 1: сюди піде ваш холерик, якщо переможе.',
    'fh.tutorial.place-melancholic':
      'Покладіть меланхоліка на Барда сцени «{scene:fh.scene}» (комірка 1). Самотній меланхолік тут не перемагає: він вислизає на сусідню локацію.',
    'fh.tutorial.place-melancholic.refusal':
      'У цьому уроці покладіть меланхоліка на Барда сцени «{scene:fh.scene}» (комірка 1).',
    'fh.tutorial.brand-passed':
      'Бранд спасував. Пас не виводить із раунду: ви обидва й далі ходите. Якщо всі гравці спасують поспіль, раунд завершується.',
    'fh.tutorial.end-round':
      'Завершіть раунд, поки ваше зілля попереду: заповніть другу сцену. Покладіть меланхоліка на Відьму сцени «{scene:fh.scene}» (комірка 3) — ваш самотній холерик там однаково переможе.',
    'fh.tutorial.end-round.refusal':
      'У цьому уроці завершіть раунд: покладіть меланхоліка на сцену «{scene:fh.scene}», комірка 3 (Відьма).',
    'fh.tutorial.walkthrough':
      'Дві сцени заповнено — раунд завершується: зілля на сценах перевертають горілиць, і кожну сцену розігрують за її умовами. Ця панель показує все сторінку за сторінкою.',
    'fh.tutorial.escape':
      'Ваш самотній меланхолік на сцені «{scene:fh.scene}» вислизає: ви обираєте сусідню клітинку на карті. Оберіть «{cell:fh.cell}».',
    'fh.tutorial.escape.refusal': 'У цьому уроці оберіть для меланхоліка клітинку «{cell:fh.cell}».',
    'fh.tutorial.escape.waiting':
      'Бранд обирає, куди вислизне його меланхолік, і починає раунд 2. Тим часом гортайте розіграш раунду кнопкою «Далі».',
    'fh.tutorial.results':
      'Ваш холерик переміг на сцені «{won:fh.scene}», а флегматик — на сцені «{cave:fh.scene}»: обидва тепер на карті. Меланхолік Бранда вислизнув із печери.',
    'fh.tutorial.back-to-bag':
      'Зілля, яке не перемогло, як-от сангвінік Бранда на сцені «{scene:fh.scene}», повернулося в мішечки. Зілля на вечірці лежить там, доки її не розіграють.',
    'fh.tutorial.round-two':
      'Раунд 2: чотири нові сцени, і ви обидва добрали зілля до 4. Почав Бранд, бо останній хід був ваш, і поклав жетон на сцену «{scene:fh.scene}».',
    'fh.tutorial.one-more':
      'У вас на карті холерик, флегматик і меланхолік. Ще один сангвінік — і ви виконаєте ціль «{objective:fh.objective}».',
    'fh.tutorial.tavern':
      'Сцена «{scene:fh.scene}» діє за умовами «Веселощі»: тут першими йдуть сангвініки, і перемагає навіть один. Покладіть сангвініка на Барда (комірка 1).',
    'fh.tutorial.tavern.refusal': 'У цьому уроці покладіть сангвініка на сцену «{scene:fh.scene}», комірка 1 (Бард).',
    'fh.tutorial.pass':
      'Бранд знову спасував. Спасуйте й ви: коли всі гравці пасують поспіль, раунд завершується — і ваш сангвінік перемагає.',
    'fh.tutorial.pass.refusal': 'У цьому уроці натисніть «Пас», щоб завершити раунд.',
    'fh.tutorial.pass.waiting': 'Раунд розігрується: розіграш раунду показує, як саме.',
    'fh.tutorial.claimed':
      'Ваш сангвінік переміг на сцені «{scene:fh.scene}»: на карті всі чотири темпераменти, тож ви виконали ціль «{objective:fh.objective}», і на ній ваш жетон.',
    'fh.tutorial.party':
      'Ваш жетон розіграв першу вечірку — «{party:fh.party}». Ваш самотній холерик переміг і пішов на місце вечірки «{cell:fh.cell}».',
    'fh.tutorial.removed':
      'Сангвінік Бранда програв на вечірці. Зілля, що програло на вечірці, вибуває з гри, а не повертається в мішечок.',
    'fh.tutorial.game-end':
      'Гра закінчується, коли розіграно всі шість вечірок, коли колода сцен не може поповнити відкриті сцени або коли мішечок не може поповнити руку гравця до 4.',
    'fh.tutorial.winner':
      'Тоді перемагає той, хто виконав найбільше цілей. За нічиєї перемагає той, у кого більше зілля на карті, а далі — більше зайнятих клітинок.',
    'fh.tutorial.farewell':
      'Ось і вся гра: зілля й мішечок, сцени та їхні умови, вислизання, цілі, вечірки й переможець. Тепер спробуйте справжню партію.',
  },
  ru: {
    'fh.tutorial.opponent': 'Аптекарь Бранд',
    'fh.tutorial.part.round-one': 'Раунд 1: зелья и сцены',
    'fh.tutorial.part.objectives-parties': 'Цели, вечеринки и победитель',
    'fh.tutorial.welcome':
      'Добро пожаловать, доктор! Вы и аптекарь Бранд лечите жителей королевства зельями четырёх темпераментов. Побеждает тот, кто выполнит больше всего целей.',
    'fh.tutorial.hand':
      'Это ваши зелья: холерик (жёлтый), сангвиник (красный), меланхолик (чёрный) и флегматик (белый). В руке у вас 4 жетона, Бранд их не видит.',
    'fh.tutorial.bag':
      'Остальные ждут в мешочке: всего у вас 20 жетонов зелья, по 5 каждого темперамента. Положив жетон, вы наугад вытягиваете из мешочка новый.',
    'fh.tutorial.scenes':
      'Это открытые сцены. В свой ход вы кладёте один жетон зелья на сцену или пасуете. Раунд заканчивается, когда заполнены две сцены.',
    'fh.tutorial.slot':
      'Каждая ячейка — это житель, который принимает один из двух темпераментов: Рыцарь на сцене «{scene:fh.scene}» принимает холерика или флегматика.',
    'fh.tutorial.place-choleric':
      'Ваш ход. Выберите в руке холерика, затем Рыцаря на сцене «{scene:fh.scene}» (ячейка 2).',
    'fh.tutorial.place-choleric.refusal':
      'В этом уроке положите холерика на Рыцаря сцены «{scene:fh.scene}» (ячейка 2).',
    'fh.tutorial.face-down':
      'Зелья лежат лицом вниз. Бранд положил жетон на Ведьму сцены «{scene:fh.scene}»: вы знаете лишь, что это холерик или меланхолик.',
    'fh.tutorial.ladder':
      'Под каждой сценой — её условия победы. Когда раунд заканчивается, их проверяют сверху вниз, и решает первая подходящая строка.',
    'fh.tutorial.symbols':
      'Строка читается так: «=1 ★■» — ровно один побеждает, сцена решена; «≥2 ↩» — два или больше сброшены, проверка идёт дальше. «Обозначения» объясняют каждый знак.',
    'fh.tutorial.principles':
      'Сцена «{scene:fh.scene}» решается по условиям «Законы характера»: побеждает одинокий холерик; иначе два или больше сангвиника; иначе ровно два меланхолика (одинокий ускользает); иначе флегматики.',
    'fh.tutorial.place-phlegmatic':
      'Положите флегматика на Монахиню сцены «{scene:fh.scene}» (ячейка 2). Если жетон Бранда там — меланхолик, он ускользнёт, а ваш флегматик победит.',
    'fh.tutorial.place-phlegmatic.refusal':
      'В этом уроке положите флегматика на Монахиню сцены «{scene:fh.scene}» (ячейка 2).',
    'fh.tutorial.one-full':
      'Сцена «{full:fh.scene}» заполнена: ещё одна полная сцена — и раунд закончится. Жетон Бранда на сцене «{scene:fh.scene}» не победит вашего одинокого холерика, это смог бы только второй холерик.',
    'fh.tutorial.parties':
      'Это плитки вечеринок. На них можно класть зелья в любом раунде, не больше 2 жетонов на каждую. Каждая выполненная цель решает следующую вечеринку, начиная с ★1.',
    'fh.tutorial.place-party':
      'Положите холерика на Вельможу вечеринки «{party:fh.party}» (ячейка 2). Он пролежит там лицом вниз, пока вечеринку не решат.',
    'fh.tutorial.place-party.refusal':
      'В этом уроке положите холерика на вечеринку «{party:fh.party}», ячейка 2 (Вельможа).',
    'fh.tutorial.objectives':
      'Это четыре цели партии. Выполнив цель, вы кладёте на неё свой жетон. Каждый игрок может выполнить каждую цель один раз.',
    'fh.tutorial.balanced':
      'Цель «{objective:fh.objective}» требует иметь на карте зелья всех четырёх темпераментов. На карту зелья попадают, побеждая на сценах.',
    'fh.tutorial.map':
      'Победившее зелье идёт на локацию своей сцены на карте королевства и остаётся там. Вот «{scene:fh.scene}», где стоит жетон врача 1: сюда пойдёт ваш холерик, если победит.',
    'fh.tutorial.place-melancholic':
      'Положите меланхолика на Барда сцены «{scene:fh.scene}» (ячейка 1). Одинокий меланхолик здесь не побеждает: он ускользает на соседнюю локацию.',
    'fh.tutorial.place-melancholic.refusal':
      'В этом уроке положите меланхолика на Барда сцены «{scene:fh.scene}» (ячейка 1).',
    'fh.tutorial.brand-passed':
      'Бранд спасовал. Пас не выводит из раунда: вы оба ходите и дальше. Если все игроки спасуют подряд, раунд заканчивается.',
    'fh.tutorial.end-round':
      'Закончите раунд, пока ваши зелья впереди: заполните вторую сцену. Положите меланхолика на Ведьму сцены «{scene:fh.scene}» (ячейка 3) — ваш одинокий холерик там всё равно победит.',
    'fh.tutorial.end-round.refusal':
      'В этом уроке закончите раунд: положите меланхолика на сцену «{scene:fh.scene}», ячейка 3 (Ведьма).',
    'fh.tutorial.walkthrough':
      'Две сцены заполнены — раунд заканчивается: зелья на сценах переворачивают лицом вверх, и каждую сцену решают по её условиям. Эта панель показывает всё страница за страницей.',
    'fh.tutorial.escape':
      'Ваш одинокий меланхолик на сцене «{scene:fh.scene}» ускользает: вы выбираете соседнюю ячейку на карте. Выберите «{cell:fh.cell}».',
    'fh.tutorial.escape.refusal': 'В этом уроке выберите для меланхолика ячейку «{cell:fh.cell}».',
    'fh.tutorial.escape.waiting':
      'Бранд выбирает, куда ускользнёт его меланхолик, и начинает раунд 2. А вы пока листайте решение раунда кнопкой «Далее».',
    'fh.tutorial.results':
      'Ваш холерик победил на сцене «{won:fh.scene}», а флегматик — на сцене «{cave:fh.scene}»: оба теперь на карте. Меланхолик Бранда ускользнул из пещеры.',
    'fh.tutorial.back-to-bag':
      'Зелья, которые не победили, как сангвиник Бранда на сцене «{scene:fh.scene}», вернулись в мешочки. Зелья на вечеринке лежат там, пока её не решат.',
    'fh.tutorial.round-two':
      'Раунд 2: четыре новые сцены, и вы оба добрали зелья до 4. Начал Бранд, потому что последний ход был ваш, и положил жетон на сцену «{scene:fh.scene}».',
    'fh.tutorial.one-more':
      'У вас на карте холерик, флегматик и меланхолик. Ещё один сангвиник — и вы выполните цель «{objective:fh.objective}».',
    'fh.tutorial.tavern':
      'Сцена «{scene:fh.scene}» решается по условиям «Веселье»: здесь первыми идут сангвиники, и побеждает даже один. Положите сангвиника на Барда (ячейка 1).',
    'fh.tutorial.tavern.refusal': 'В этом уроке положите сангвиника на сцену «{scene:fh.scene}», ячейка 1 (Бард).',
    'fh.tutorial.pass':
      'Бранд снова спасовал. Спасуйте и вы: когда все игроки пасуют подряд, раунд заканчивается — и ваш сангвиник побеждает.',
    'fh.tutorial.pass.refusal': 'В этом уроке нажмите «Пас», чтобы закончить раунд.',
    'fh.tutorial.pass.waiting': 'Раунд решается: решение раунда показывает, как именно.',
    'fh.tutorial.claimed':
      'Ваш сангвиник победил на сцене «{scene:fh.scene}»: на карте все четыре темперамента, так что вы выполнили цель «{objective:fh.objective}», и на ней ваш жетон.',
    'fh.tutorial.party':
      'Ваш жетон решил первую вечеринку — «{party:fh.party}». Ваш одинокий холерик победил и ушёл на место вечеринки «{cell:fh.cell}».',
    'fh.tutorial.removed':
      'Сангвиник Бранда проиграл на вечеринке. Зелья, проигравшие на вечеринке, выбывают из игры, а не возвращаются в мешочек.',
    'fh.tutorial.game-end':
      'Игра заканчивается, когда решены все шесть вечеринок, когда колода сцен не может пополнить открытые сцены или когда мешочек не может пополнить руку игрока до 4.',
    'fh.tutorial.winner':
      'Тогда побеждает тот, кто выполнил больше всего целей. При ничьей побеждает тот, у кого больше зелий на карте, а затем — больше занятых ячеек.',
    'fh.tutorial.farewell':
      'Вот и вся игра: зелья и мешочек, сцены и их условия, ускользание, цели, вечеринки и победитель. Теперь попробуйте настоящую партию.',
  },
} as const;
