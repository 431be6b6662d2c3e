### Divided Loyalties — українська. Терміни: GLOSSARY.md (камінь, міст, регіон, крапка, ряд,
### раунд, запас, хід; кольори синій, жовтий, червоний, зелений, помаранчевий,
### фіолетовий; гравці Сині й Жовті). Звертання на «ви», як у правилах.

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] Сині
   *[yellow] Жовті
  }
color-name = { $color ->
    [blue] Синій
    [yellow] Жовтий
    [red] Червоний
    [green] Зелений
    [orange] Помаранчевий
   *[purple] Фіолетовий
  }
cell-position = стовпець { $column }, рядок { $row }

## Status line

status-place-stone = { player-name }: поставте камінь.
status-bridge-or-end-turn = { player-name }: двічі торкніться двох каменів, щоб побудувати міст, або завершіть хід.
status-bridge-or-end-turn-keyboard = { player-name }: натисніть Enter на двох каменях, щоб побудувати міст, або завершіть хід.
status-ring-other-end = Двічі торкніться каменя на іншому кінці мосту.
status-ring-other-end-keyboard = Натисніть Enter на камені на іншому кінці мосту.
status-double-tap-to-ring = Двічі торкніться каменя, щоб позначити його як кінець мосту.
status-double-tap-to-ring-keyboard = Натисніть Enter на камені, щоб позначити його як кінець мосту.
status-no-stone-to-ring = Позначати можна лише камені.
status-select-color-first = Спершу виберіть колір.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] Побудовано синій міст.
        [yellow] Побудовано жовтий міст.
       *[red] Побудовано червоний міст.
    }
    [one] Побудовано червоний міст; він розрізає { $cut } міст.
    [few] Побудовано червоний міст; він розрізає { $cut } мости.
    [many] Побудовано червоний міст; він розрізає { $cut } мостів.
   *[other] Побудовано червоний міст; він розрізає { $cut } мосту.
  }
status-confirm-dot-stone-return = Камінь на крапці ({ cell-position }) не входить у жоден міст і повернеться до запасу. Усе одно завершити хід?
status-passed = { $reason ->
    [no_stones_left] { player-name } не мають каменів і пропускають хід.
   *[no_legal_placement] { player-name } не можуть поставити жодного каменя й пропускають хід.
  }
status-undone = Скасовано.
status-computer-thinking = { player-name } (комп’ютер) думає…
status-game-over-result = { $winner ->
    [blue] Гру завершено: перемагають Сині.
    [yellow] Гру завершено: перемагають Жовті.
   *[draw] Гру завершено: нічия.
  }

## Refusals (R4–R8, R11)

refusal-game-over = Гру завершено.
refusal-outside-grid = Клітинка ({ cell-position }) поза дошкою.
refusal-already-placed = Цього ходу ви вже поставили камінь.
refusal-cell-occupied = На клітинці ({ cell-position }) уже є камінь.
refusal-not-playable = На порожню клітинку ({ cell-position }) не можна ставити камінь.
refusal-color-not-in-supply = { $color ->
    [blue] У вас не лишилося синіх каменів.
    [yellow] У вас не лишилося жовтих каменів.
    [red] У вас не лишилося червоних каменів.
    [green] У вас не лишилося зелених каменів.
    [orange] У вас не лишилося помаранчевих каменів.
   *[purple] У вас не лишилося фіолетових каменів.
  }
refusal-dot-without-bridge = З цим кольором жоден міст не пройшов би через крапку ({ cell-position }).
refusal-no-stone-placed = Спершу поставте камінь.
refusal-not-in-line = Два кінці не лежать на одній прямій.
refusal-wrong-length = Міст з'єднує рівно 3 або 4 камені в ряд.
refusal-empty-cell-in-row = У ряді бракує каменя на клітинці ({ cell-position }).
refusal-equal-neighbours = Два сусідні камені мають однаковий колір.
refusal-not-loyal = Кольори не належать ні всі до вашої колірної групи, ні всі до Червоного +.
refusal-missing-turn-stone = Міст має містити камінь, поставлений цього ходу.
refusal-shares-two-stones = Мости не можна подовжувати й будувати двічі на тих самих каменях.
refusal-crosses-bridge = Цей міст перетнув би наявний міст.
refusal-red-crosses-red-or-cut = Червоний міст не може перетинати червоний чи розрізаний міст.
refusal-nothing-to-undo = Нема чого скасовувати.
refusal-agreement-after-placing = Завершити гру за згодою можна лише до того, як цього ходу поставлено камінь.
refusal-computer-to-move = Зараз хід комп’ютера: зачекайте на нього.
refusal-agreement-with-computer = Гру з комп’ютером не можна завершити за згодою: дограйте її або почніть нову.
refusal-stale-computer-turn = Гра змінилася, поки комп’ютер думав.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] Синій камінь
    [yellow] Жовтий камінь
    [red] Червоний камінь
    [green] Зелений камінь
    [orange] Помаранчевий камінь
   *[purple] Фіолетовий камінь
  } на клітинці ({ cell-position }).
event-bridge-formed = { $kind ->
    [blue] Побудовано синій міст.
    [yellow] Побудовано жовтий міст.
   *[red] Побудовано червоний міст.
  }
event-bridges-cut = { $count ->
    [one] Розрізано { $count } міст.
    [few] Розрізано { $count } мости.
    [many] Розрізано { $count } мостів.
   *[other] Розрізано { $count } мосту.
  }
event-stone-returned = Камінь на крапці ({ cell-position }) повертається до запасу.
event-set-received = { player-name } починають раунд { $set } з новими каменями.
event-turn-started = Хід: { player-name }.
event-undone = { $action ->
    [place] Скасовано: камінь на клітинці ({ cell-position }).
    [bridge] Скасовано: міст.
    [end_turn] Скасовано: завершення ходу.
   *[agree_end] Скасовано: завершення гри за згодою.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = каменів більше немає
pass-reason-no-legal-placement = жодна клітинка не приймає каменя
end-reason-all-stones-placed = Усі камені поставлено.
end-reason-no-one-can-place = Жоден гравець не може поставити камінь.
end-reason-agreed = Гравці завершили гру за згодою.
result-winner = Перемагають { player-name }
result-draw = Нічия
result-scores = Сині { $blue } – Жовті { $yellow }
result-line = { $winner ->
    [blue] Гру завершено, Сині перемогли { $blue }:{ $yellow }
    [yellow] Гру завершено, Жовті перемогли { $yellow }:{ $blue }
   *[draw] Гру завершено, нічия { $blue }:{ $yellow }
  }

## Errors of files, links and openings

error-at-line = Рядок { $line }: { $problem }
error-at-line-column = Рядок { $line }, стовпець { $file_column }: { $problem }
error-unknown = Щось пішло не так ({ $code }).
error-json-too-large = Файл завеликий (понад { $limit } байтів).
error-json-truncated = Файл закінчується зарано; можливо, його обрізано.
error-json-syntax = Файл не є коректним JSON.
error-json-shape = Файл не містить того, що містить файл гри.
error-position-bad-name = Назва позиції порожня, задовга або містить керівний символ.
error-position-bad-token = Назва регіону «{ $found }» неприпустима: лише літери, цифри, _ і -.
error-position-cell-out-of-range = Клітинка ({ $x }, { $y }) лежить поза найбільшою дошкою (25 × 25).
error-position-no-region = У позиції немає жодної клітинки регіону.
error-csv-too-large = Файл завеликий для файлу позицій.
error-csv-unreadable = Файл не вдається прочитати як текст CSV.
error-csv-empty = Файл порожній.
error-csv-unknown-header = Невідомий стовпець «{ $found }»: файл позицій починається з position_id,position_name,row,c0,c1,…
error-csv-missing-fields = Рядок має містити щонайменше position_id, position_name і row.
error-csv-empty-id = Поле position_id порожнє.
error-csv-bad-name = Назва позиції порожня або задовга.
error-csv-inconsistent-name = Позиція { $found } має іншу назву в попередньому рядку.
error-csv-non-numeric-row = Номер рядка «{ $found }» не є числом.
error-csv-duplicate-row = Рядок { $number } трапляється в цій позиції двічі.
error-csv-cell-out-of-range = Клітинка лежить поза найбільшою дошкою (25 × 25).
error-csv-bad-token = Назва регіону «{ $found }» неприпустима: лише літери, цифри, _ і -.
error-csv-no-region = У позиції { $found } немає жодної клітинки регіону.
error-csv-too-many-positions = Файл містить понад 64 позиції.
error-csv-no-position = Файл не містить жодної позиції.
error-start-bad-sets = { player-name } почали раундів: { $number }; це не відповідає цій грі.
error-start-stone-off-board = Камінь лежить на клітинці ({ cell-position }), яка не є ні клітинкою регіону, ні крапкою.
error-start-supply-mismatch = { $color ->
    [blue] Сині камені
    [yellow] Жовті камені
    [red] Червоні камені
    [green] Зелені камені
    [orange] Помаранчеві камені
   *[purple] Фіолетові камені
  } на дошці й у запасах не відповідають розпочатим раундам.
error-start-missing-refill = Запас гравця «{ player-name }» порожній, хоча раунди ще лишилися.
error-start-illegal-bridge = Міст { $index } недопустимий: { $reason }
error-start-bridge-kind = Міст { $index } позначено як { $given_kind ->
    [blue] синій
    [yellow] жовтий
   *[red] червоний
  }, але його кольори утворюють { $actual_kind ->
    [blue] синій
    [yellow] жовтий
   *[red] червоний
  } міст.
error-start-cut-mismatch = Міст { $index } позначено як розрізаний, хоча жоден червоний міст його не розрізає, або навпаки.
error-start-lonely-dot-stone = Камінь на крапці ({ cell-position }) не входить у жоден міст.
error-start-no-move = Гравець, чий хід, не може поставити жодного каменя.
error-record-not-a-saved-game = Цей файл не є збереженою грою { -game-name }.
error-record-unsupported-version = Застосунок не знає цього формату збереження (версія «{ $found }»).
error-record-newer-version = Цю гру збережено новішою версією застосунку (формат { $version }): оновіть застосунок, щоб відкрити її.
error-record-bad-session = Вибрані кольори чи позначки в цьому файлі не відповідають грі.
error-record-bad-rounds = Кількість раундів { $number } неможлива: гра має 3 або 4 раунди.
error-record-bad-stones = Камені стартової позиції не відповідають дошці.
error-record-bad-bridge = Стартовий міст { $index } («{ $found }») не є мостом із 3 або 4 клітинок.
error-record-bad-action = Дія { $index } («{ $found }») не є дією.
error-record-illegal-action = Дія { $index } («{ $found }») недопустима: { $reason }
error-link-too-long = Посилання задовге.
error-link-bad-prefix = Це не посилання { -game-name }.
error-link-unknown-page = «{ $found }» не є сторінкою вебверсії { -game-name }.
error-link-no-fragment = Це посилання відкриває головну сторінку вебверсії, а не позицію чи гру.
error-link-unknown-position = «{ $found }» не є ні номером, ні назвою вбудованої позиції.
error-link-bad-base64 = Посилання на гру пошкоджене.
error-link-truncated = Посилання на гру обрізане.
error-link-bad-checksum = Посилання на гру пошкоджене: його змінили або обрізали.
error-link-unsupported-version = Це посилання на гру (версія { $version }) створено новішим застосунком: оновіть застосунок, щоб відкрити його.
error-link-trailing-bytes = У посиланні на гру після гри є зайві символи.
error-link-bad-value = Посилання на гру містить { $field ->
    [position_name] недійсну назву позиції
    [region_token] недійсну назву регіону
    [cell] недійсну клітинку
    [colour] недійсний колір
    [stone] недійсний камінь
    [bridge] недійсний міст
    [level] недійсний рівень комп’ютера
   *[bridge_kind] недійсний вид мосту
  }.
error-link-unknown-builtin = Посилання на гру називає вбудовану позицію { $number }, якої не існує.
error-link-illegal-action = Дія { $index } посилання на гру недопустима: { $reason }
error-link-not-canonical = Посилання на гру не має тієї форми, яку записує цей застосунок.
error-web-unsupported-version = Це збереження вебверсії (версія «{ $found }») не підтримується.
error-web-duplicate-cell = Клітинку ({ $x }, { $y }) наведено двічі.
error-web-grid-size = Сітка має клітинок: { $number }, а позиції потрібно { $limit }.
error-web-unknown-color = «{ $found }» не є кольором.
error-web-bad-count = Кількість каменів { $number } не лежить між 0 і 255.
error-web-mid-turn = Гру збережено посеред ходу: збережіть її на початку ходу.
error-web-bad-bridge-row = Міст { $index } не є прямим рядом із 3 або 4 клітинок.
error-unknown-position = Немає вбудованої позиції з назвою «{ $found }».
error-bad-rounds = Гра має 3 або 4 раунди, а не { $number }.
error-no-such-position-in-file = Файл не містить позиції номер { $index }.
error-editor-outside-grid = Клітинка ({ cell-position }) поза сіткою.
error-editor-size-out-of-range = Дошка { $width } × { $height } клітинок неможлива: кожна сторона має від 9 до 25 клітинок.
error-editor-resize-cuts-painted-cells = { $count ->
    [one] Новий розмір відрізав би { $count } зафарбовану клітинку: спершу зітріть її.
    [few] Новий розмір відрізав би { $count } зафарбовані клітинки: спершу зітріть їх.
    [many] Новий розмір відрізав би { $count } зафарбованих клітинок: спершу зітріть їх.
   *[other] Новий розмір відрізав би { $count } зафарбованої клітинки: спершу зітріть їх.
  }
error-editor-nothing-to-undo = Нема чого скасовувати.
error-editor-nothing-to-redo = Нема чого повторювати.
error-store-not-a-directory = Тека даних гри не є текою.
error-store-no-directory = Не вказано теки для даних гри.
error-store-locked = Дані гри використовує інше вікно застосунку.
error-store-io = Не вдалося записати чи прочитати дані гри.
error-store-too-many-entries = Список даних гри містить забагато файлів, щоб його прочитати.
error-store-too-much-data = Список даних гри завеликий, щоб його прочитати.
error-store-full = Цей список повний: спершу видаліть кілька записів.
error-store-no-such-entry = Цієї гри чи позиції вже немає.
error-store-unreadable = Файл даних гри не вдалося прочитати; його збережено під іншою назвою.
error-store-not-the-current-game = Це не поточна гра: почніть її як нову гру.
error-store-bad-name = Ця назва недопустима.
error-store-name-taken = Одна з ваших позицій уже має цю назву.
error-store-not-a-file = На місці файлу є щось інше.
error-store-not-a-folder = На місці теки є щось інше.
error-store-file-too-large = Файл більший за будь-який файл, що його записує застосунок.
error-store-read-failed = Файл не вдалося прочитати.
error-store-not-a-game = Файл не є збереженою грою жодної з трьох ігор.
error-store-not-one-position = Файл містить кілька позицій замість однієї.
error-store-nothing-to-export = Виберіть принаймні одну позицію для експорту.
error-receive-too-large = Отримане завелике, щоб його відкрити.
error-receive-unrecognised = Отримане не є ні посиланням, ні файлом позицій, ні файлом гри.
error-share-game-not-over = Гру ще не завершено: немає результату, яким можна поділитися.
error-share-write-failed = Не вдалося записати файл, яким треба поділитися.
error-share-no-free-name = Для файлу, яким треба поділитися, не знайшлося вільної назви.
error-picture-bad-size = Зображення на { $number } пікселів створити не можна: виберіть розмір від 64 до 4096.
error-not-a-terminal = Грі потрібен термінал: запустіть її в терміналі або скористайтеся «dl-cli script» для автоматизації.
error-unknown-language = Мови «{ $found }» немає: виберіть de, en, fr, it, es, pt, ja, zh-Hans, uk або ko.
error-picture-font = Не вдалося прочитати шрифт зображення.
error-picture-encoding = Не вдалося записати зображення як PNG.
error-file-not-found = Файлу не існує.
error-file-not-a-file = Це не звичайний файл (тека, канал або пристрій): його не прочитано.
error-file-too-large = Файл завеликий.
error-io-error = Файл не вдалося прочитати чи записати.
error-io-disk-full = Диск заповнений: нічого не вдалося записати. Звільніть місце та спробуйте ще раз.
error-io-permission-denied = Доступ заборонено: файл або теку не можна записати чи прочитати.
error-io-read-only = Диск доступний лише для читання: на нього нічого не можна записати.
error-position-not-found = Немає вбудованої позиції «{ $found }»: укажіть 1–12, назву на кшталт octopus або файл .csv.
error-file-exists = Файл уже існує: виберіть іншу назву.
error-no-data-dir = Немає теки даних: задайте DL_DATA_DIR, XDG_DATA_HOME або HOME чи вкажіть --out.

## Problems of a position in the editor

problem-editor-name-empty = Позиція не має назви.
problem-editor-name-too-long = Назва має символів: { $count }; дозволено щонайбільше { $limit }.
problem-editor-name-control-character = Назва містить керівний символ (розрив рядка, табуляцію…).
problem-editor-name-of-builtin = Вбудована позиція { $number } уже має цю назву.
problem-editor-no-region = У позиції немає жодної клітинки регіону.
problem-editor-bad-token = Назву регіону «{ $found }» не можна записати у файл позицій.
problem-editor-split-region = { $count ->
    [one] Регіон { $found } складається з { $count } частини.
   *[other] Регіон { $found } складається з { $count } окремих частин.
  }
problem-editor-dots-inside-region = { $count ->
    [one] { $count } крапка лежить усередині регіону { $found }.
    [few] { $count } крапки лежать усередині регіону { $found }.
    [many] { $count } крапок лежать усередині регіону { $found }.
   *[other] { $count } крапки лежать усередині регіону { $found }.
  }
problem-severity-blocking = Виправте перед збереженням
problem-severity-warning = Попередження

## Buttons and menus

button-undo = Скасувати хід
button-redo = Повторити
button-end-turn = Завершити хід
button-menu = Меню
button-back = Назад
button-share = Поділитися…
button-share-position = Поділитися позицією
button-share-position-csv = Поділитися позицією як CSV
button-share-picture = Поділитися зображенням
button-share-game = Поділитися грою
button-share-game-link = Поділитися посиланням на гру
button-share-result = Поділитися результатом
button-end-by-agreement = Завершити за згодою
button-new-game = Нова гра
button-saved-games = Збережені ігри
button-rules = Правила
button-hint = Підказка
button-settings = Налаштування
button-open-link = Відкрити посилання
button-open-position-file = Відкрити файл позицій…
button-rematch = Реванш
button-cancel = Скасувати
button-ok = OK
button-close = Закрити
button-open = Відкрити
button-delete = Видалити
button-rename = Перейменувати
button-duplicate = Дублювати
button-save = Зберегти
button-test-play = Спробувати
button-new-position = Нова позиція
button-edit-copy = Редагувати копію
button-full-rules = Повні правила
button-end-turn-anyway = Завершити хід
button-end-game = Завершити гру
button-quit = Вийти

## Screen titles

title-new-game = Нова гра
title-saved-games = Збережені ігри
title-history = Завершені ігри
title-rules = Правила
title-settings = Налаштування
title-editor = Редактор позицій
title-my-positions = Мої позиції
title-share = Поділитися

## Dialogs

dialog-dot-stone-title = Завершити хід?
dialog-agree-title = Завершити гру зараз?
dialog-agree-body = Обидва гравці згодні завершити гру зараз? Вирішує поточний рахунок.
dialog-agree-player = { player-name }, ви згодні завершити гру зараз?
dialog-delete-game-title = Видалити цю збережену гру?
dialog-delete-position-title = Видалити позицію «{ $name }»?
dialog-delete-body = Цю дію не можна скасувати.
dialog-open-game-title = Відкрити цю гру?
dialog-open-position-title = Відкрити цю позицію?
dialog-open-body = Ваша незавершена гра лишиться в збережених іграх.

## The game screen's panel

panel-turn = Хід { $turn }
panel-to-move = { $player ->
    [blue] Хід синіх
   *[yellow] Хід жовтих
  }
panel-game-over = Гру завершено
panel-set = Раунд { $set }/{ $sets }
panel-bridge-points = Мости
panel-region-points = Регіони
panel-total = Разом
panel-supply = { $count ->
    [one] лишився { $count } камінь
    [few] лишилося { $count } камені
    [many] лишилося { $count } каменів
   *[other] лишилося { $count } каменя
  }

## New-game screen

new-game-four-rounds = 4 раунди
new-game-three-rounds = 3 раунди
new-game-default-rounds = Раунди за замовчуванням
new-game-my-positions = Мої позиції
new-game-rounds = { $count ->
    [one] { $count } раунд
    [few] { $count } раунди
    [many] { $count } раундів
   *[other] { $count } раунду
  }
new-game-size = { $width } × { $height }
new-game-two-players = Двоє гравців
new-game-against-computer = Проти комп'ютера
new-game-you-play = Ви граєте за
new-game-level = Рівень
level-easy = Легкий
level-medium = Середній
level-hard = Складний

## The terminal: game menu and screens of the other two games
games-title = Виберіть гру
games-hint = ↑↓ вибрати · Enter або клік: відкрити · Esc: назад · q: вийти
games-rules-hint = ↑↓ PgUp PgDn: гортати · Esc або r: назад до гри · q: вийти
games-too-small = Термінал замалий для цього екрана: потрібно { $width } × { $height } символів.

## Saved games

saved-turn = Хід { $turn }
saved-none = Збережених ігор ще немає.
saved-history-none = Завершених ігор ще немає.

## Settings

settings-language = Мова
settings-language-system = Мова системи
settings-theme = Тема
settings-theme-system = Як у системі
settings-theme-light = Світла
settings-theme-dark = Темна
settings-symbols = Символи для людей з дальтонізмом
settings-haptics = Вібрація

## Position editor

editor-brush-dark = Темний регіон
editor-brush-medium = Середній регіон
editor-brush-light = Світлий регіон
editor-brush-dot = Крапка
editor-brush-eraser = Гумка
editor-brush-fill = Заливка
editor-name = Назва
editor-width = Ширина
editor-height = Висота
editor-problems = Проблеми
editor-no-problems = Проблем немає.
editor-paint = Малювати
editor-saved = «{ $name }» збережено в «Мої позиції».
editor-leave-title = Вийти з редактора?
editor-leave-body = Зміни після останнього збереження буде втрачено.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, регіон { $region }
    [dot] { cell-position }, крапка
   *[empty] { cell-position }, поза дошкою
  }
a11y-stone = { $color ->
    [blue] синій камінь
    [yellow] жовтий камінь
    [red] червоний камінь
    [green] зелений камінь
    [orange] помаранчевий камінь
   *[purple] фіолетовий камінь
  }
a11y-ringed = позначений
a11y-last-placed = поставлений останнім
a11y-highlighted = приймає вибраний колір
a11y-place = Поставити вибраний колір
a11y-ring = Позначити для мосту
a11y-chip = { color-name }: { $count }
a11y-bridge-cut = розрізаний

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] Зіграймо в { -game-name } на позиції { $position }!
   *[no] Зіграймо в { -game-name } на позиції { $position }! Посилання відкриває її в застосунку.
  }
share-game = { $winner ->
    [blue] { -game-name } на позиції { $position }: перемагають Сині, { $blue }:{ $yellow }
    [yellow] { -game-name } на позиції { $position }: перемагають Жовті, { $yellow }:{ $blue }
    [draw] { -game-name } на позиції { $position }: нічия, { $blue }:{ $yellow }
   *[none] { -game-name } на позиції { $position }, хід { $turn }: { panel-to-move } (Сині { $blue }, Жовті { $yellow })
  }
share-result = { $winner ->
    [blue] Сині перемагають { $blue }:{ $yellow } на позиції { $position }
    [yellow] Жовті перемагають { $yellow }:{ $blue } на позиції { $position }
   *[draw] Нічия { $blue }:{ $yellow } на позиції { $position }
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = Відкрити в { -game-name }
os-document-game = Гра { -game-name }
os-document-position = Позиція { -game-name }
os-local-network = Гра онлайн з’єднується безпосередньо з пристроєм вашого друга, коли ви в одній мережі.

## The rules for players

rules-turn-title = Хід
rules-turn-1 = Сині й Жовті ходять по черзі; починають Сині. За свій хід ви ставите рівно один камінь зі свого запасу на вільну клітинку дошки.
rules-turn-2 = Потім можете будувати з цим каменем мости — стільки, скільки дозволяє дошка, — і завершуєте хід.
rules-turn-example = Сині поставили камінь; Жовті відповідають.
rules-bridges-title = Мости
rules-bridges-1 = Міст з'єднує 3 або 4 камені, що стоять поспіль без проміжків на одній прямій: горизонтальній, вертикальній чи діагональній. Два сусідні камені ніколи не мають однакового кольору.
rules-bridges-2 = Щоб побудувати міст, двічі торкніться каменя на одному кінці, потім каменя на іншому. Кожен міст містить камінь, поставлений цього ходу: ряд, лишений без мосту, пізніше можна з'єднати мостом лише через новий камінь.
rules-bridges-2-keyboard = Щоб побудувати міст, натисніть Enter на камені на одному кінці, потім на камені на іншому. Кожен міст містить камінь, поставлений цього ходу: ряд, лишений без мосту, пізніше можна з'єднати мостом лише через новий камінь.
rules-bridges-3 = Два мости можуть мати спільний камінь, якщо він є кінцем принаймні одного з них; подовжити міст не можна ніколи.
rules-bridges-example = Синій, фіолетовий і зелений в одну лінію: синій міст.
rules-loyalty-title = Лояльність
rules-loyalty-1 = Шість кольорів утворюють три колірні групи, кожна — колір і двоє його сусідів на колірному колі: Синій + — це синій, фіолетовий і зелений; Жовтий + — жовтий, помаранчевий і зелений; Червоний + — червоний, фіолетовий і помаранчевий.
rules-loyalty-2 = Ваші мости складаються лише з кольорів вашої групи. Камені нічиї: зелений камінь, який ви ставите, може прислужитися суперникові, а фіолетовий і помаранчевий служать і Червоному +.
rules-loyalty-example = Жовті використовують зелений камінь Синіх для жовтого мосту.
rules-red-title = Червоні мости й розрізання
rules-red-1 = Будь-хто з гравців може побудувати червоний міст лише з каменів Червоного +. Він не дає очок, але в мить побудови розрізає всі сині чи жовті мости, які перетинає.
rules-red-2 = Розрізаний міст лишається на дошці, сірий і пунктирний, і не дає очок. Жоден міст не перетинає наявний міст, а червоний — ні червоного, ні розрізаного.
rules-red-example = Червоний міст розрізає діагональний міст Синіх.
rules-dots-title = Крапки
rules-dots-1 = Крапки лежать поза частинами дошки. Камінь можна поставити на крапку лише тоді, коли через нього може пройти міст; застосунок підсвічує такі крапки для вибраного кольору.
rules-dots-2 = Якщо наприкінці вашого ходу камінь на крапці не входить у жоден міст, він повертається до вашого запасу.
rules-dots-example = Камінь на крапці завершує міст.
rules-sets-title = Раунди
rules-sets-1 = Кожен раунд приносить вам 12 каменів. Сині отримують 4 сині, 3 фіолетові, 2 зелені, 2 червоні й 1 помаранчевий; Жовті — 4 жовті, 3 помаранчеві, 2 зелені, 2 червоні й 1 фіолетовий.
rules-sets-2 = Коли наприкінці вашого ходу запас порожній, починається ваш наступний раунд. Гра має 4 раунди на позиціях 1–6 і 3 на решті; панель показує, у якому раунді ви зараз.
rules-sets-example = Сині поставили три фіолетові камені свого раунду, Жовті — свої три помаранчеві.
rules-scoring-title = Очки
rules-scoring-1 = Міст із 3 каменів дає 1 очко, міст із 4 каменів — 2 очки. Червоні й розрізані мости очок не дають.
rules-scoring-2 = Кожна частина дошки — це регіон. Ваш перший міст, що має внутрішній камінь (не кінець) у регіоні, дає вам за нього ще 1 очко. Очки за мости й за регіони показано окремо.
rules-scoring-example = Міст із 4 каменів через два регіони: 2 очки за міст і 2 очки за регіони.
rules-end-title = Кінець гри
rules-end-1 = Гра закінчується, коли всі камені поставлено або коли жоден гравець не може поставити камінь. Гравці можуть також домовитися закінчити раніше — до того, як цього ходу поставлено камінь.
rules-end-2 = Додайте очки за мости й за регіони: перемагає більша сума, за рівних сум — нічия. Кожну дію можна скасувати, аж до початку гри.
rules-end-3 = Гра, відкрита зі збереження вебверсії, починається там, де стоїть збереження: попередніх ходів у ньому немає, їх не можна скасувати, а номер ходу — найменший, що пасує до дошки.
rules-end-example = Гравці домовляються завершити коротку гру: Сині перемагають 2:0.

## Термінал (dl-cli): підказки клавіш, запитання, повідомлення й звіти. Клавіші однакові для всіх
## мов.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = Колір: 1–6
terminal-cursor = Курсор: { $description }
terminal-thinking = Комп’ютер думає… { $percent } % · u: зупинити й скасувати
hint-turn = Підказка: { color-name } на { cell-position }; мостів утворити: { $bridges }.
terminal-too-small-title = Термінал замалий для цієї позиції.
terminal-too-small-hint = Збільште вікно або зменште шрифт; n: інша позиція, q: вийти.
terminal-previous-saved = Незавершена гра лишається в збережених іграх (n: нова гра).
terminal-previous-finished = Завершена гра лишається в завершених іграх.
terminal-no-data-dir = Немає теки даних (HOME чи XDG_DATA_HOME): гра не зберігається.
terminal-unreadable-title = Не вдалося прочитати збережений файл
terminal-moved-aside = Не вдалося прочитати { $path }: { $problem } ({ $code })
terminal-kept-as = Його збережено без змін як { $path }.
terminal-fresh-start = Починається нова гра; нічого не перезаписано.
terminal-resume-title = Продовжити?
terminal-delete-keys = y: видалити · n: залишити
terminal-end-turn-keys = y: однаково завершити хід · n: назад
terminal-agree-keys = y: завершити гру · n: грати далі
terminal-any-key = Натисніть будь-яку клавішу.
terminal-played-unknown = зіграно невідомо коли
terminal-new-game-keys = ↑↓: вибрати · Enter або клік: почати чи продовжити · 3/4: раунди · f: імпортувати файл CSV · d: видалити · m: меню · Esc: назад · q: вийти
terminal-delete-key = d: видалити
terminal-saved-game-keys = Enter: продовжити цю гру · d: видалити її
terminal-csv-prompt = Файл CSV:
terminal-csv-keys = Enter: імпортувати · Esc: скасувати
terminal-csv-hint = f: імпортувати позиції з файлу CSV (у форматі вебверсії)
terminal-rules-keys = ↑↓ PgUp PgDn: гортати · Esc або r: назад до гри · q: вийти
terminal-key-enter = Enter
terminal-key-esc = Esc
terminal-key-space = Пробіл
terminal-key-save = Ctrl-S
terminal-key-tab = Tab
terminal-import-title = Імпорт
terminal-import-added = { $count ->
    [one] { $count } позицію додано до «Моїх позицій».
    [few] { $count } позиції додано до «Моїх позицій».
    [many] { $count } позицій додано до «Моїх позицій».
   *[other] { $count } позиції додано до «Моїх позицій».
  }
terminal-import-refused = Рядок { $line }: «{ $name }» пропущено: { $problem }
terminal-import-refused-unnamed = Рядок { $line }: одну позицію пропущено: { $problem }
terminal-share-wrote = Записано в { $path }:
terminal-share-no-position-link = Посилання на позицію: немає
terminal-share-no-game-link = Посилання на гру: немає (задовге); надішліть файл гри
terminal-share-failed = Не вдалося поділитися
terminal-in-file = { $path }: { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] Жовті
   *[black] Чорні
  }
discorder-status-place-tile = { discorder-player }: покладіть плитку або виберіть кілочок.
discorder-status-place-peg = { discorder-player }: поставте кілочок між двома клітинками стовпця.
discorder-status-passed = { $player ->
    [yellow] Жовті не мають ні плиток, ні місця для кілочка й пропускають хід. Грають Чорні.
   *[black] Чорні не мають ні плиток, ні місця для кілочка й пропускають хід. Грають Жовті.
  }
discorder-status-no-target = { $tool ->
    [tile] Торкніться клітинки дошки.
   *[peg] Торкніться лінії між двома клітинками стовпця.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] Натисніть пробіл на клітинці дошки.
   *[peg] Натисніть p на клітинці: кілочок стане на лінію під нею.
  }
discorder-status-undone = Скасовано. Грають { discorder-player }.
discorder-status-game-over-result = { $winner ->
    [yellow] Гру завершено: перемагають Жовті, { $yellow }:{ $black }.
    [black] Гру завершено: перемагають Чорні, { $black }:{ $yellow }.
   *[draw] Гру завершено: нічия, { $yellow }:{ $black }.
  }
discorder-edge = лінія під клітинкою ({ cell-position })
discorder-refusal-game-over = Гру завершено.
discorder-refusal-cell-outside-board = Клітинка ({ cell-position }) не на дошці.
discorder-refusal-no-tiles-left = У вас не лишилося плиток.
discorder-refusal-cell-occupied = На клітинці ({ cell-position }) уже є плитка.
discorder-refusal-edge-outside-board = Кілочок ставлять лише між двома клітинками одного стовпця.
discorder-refusal-no-pegs-left = Кілочків не лишилося.
discorder-refusal-edge-has-peg = Тут уже стоїть кілочок: { discorder-edge }.
discorder-refusal-peg-not-following = Кілочок має продовжувати плитку або інший кілочок, а тут ні: { discorder-edge }.
discorder-refusal-peg-after-own-three = Не можна ставити кілочок на кінці власної трійки ({ discorder-edge }).
discorder-refusal-no-edge-for-peg = Зараз жодна лінія не приймає кілочка.
discorder-refusal-nothing-to-undo = Нема чого скасовувати.
discorder-event-tile-placed = Плитка ({ discorder-player }) на клітинці ({ cell-position }).
discorder-event-peg-placed = Кілочок ({ discorder-player }): { discorder-edge }.
discorder-event-turn-started = Хід: { discorder-player }.
discorder-event-game-over = { $winner ->
    [yellow] Гру завершено: перемагають Жовті.
    [black] Гру завершено: перемагають Чорні.
   *[draw] Гру завершено: нічия.
  }
discorder-error-record-too-large = Файл завеликий (понад { $limit } байтів).
discorder-error-record-truncated = Файл закінчується зарано; можливо, його обрізано.
discorder-error-record-syntax = Файл не є коректним JSON.
discorder-error-record-not-a-saved-game = Цей файл не є збереженою грою.
discorder-error-record-other-game = Це збережена гра «{ $found }», а не Discorder.
discorder-error-record-newer-version = Цю гру збережено новішою версією застосунку (формат { $version }): оновіть застосунок, щоб відкрити її.
discorder-error-record-bad-version = Збережена гра не має дійсної версії формату.
discorder-error-record-shape = Файл не містить того, що містить файл гри.
discorder-error-record-too-many-actions = Файл містить дій: { $number } — більше, ніж може мати гра ({ $limit }).
discorder-error-record-bad-action = Дія { $index } («{ $found }») не є дією.
discorder-error-record-illegal-action = Дія { $index } недопустима: { $reason }
discorder-tool-tile = Плитка
discorder-tool-peg = Кілочок
discorder-starter = { $starter ->
    [yellow] Починають Жовті
    [black] Починають Чорні
   *[random] Жеребкування
  }
discorder-tiles-left = { $count ->
    [one] лишилася { $count } плитка
    [few] лишилося { $count } плитки
    [many] лишилося { $count } плиток
   *[other] лишилося { $count } плитки
  }
discorder-pegs-left = { $count ->
    [one] лишився { $count } кілочок
    [few] лишилося { $count } кілочки
    [many] лишилося { $count } кілочків
   *[other] лишилося { $count } кілочка
  }
discorder-scores = Жовті: { $yellow } · Чорні: { $black }
discorder-to-move = Хід: { discorder-player }
discorder-points = { $count ->
    [one] { $count } очко
    [few] { $count } очки
    [many] { $count } очок
   *[other] { $count } очка
  }
discorder-settled = остаточно
discorder-rules-1 = Жовті й Чорні ходять по черзі на дошці з 8 × 7 клітинок. Кожен має 28 плиток, а 10 кілочків спільні. У свій хід ви кладете одну свою плитку на порожню клітинку або ставите один кілочок. Хто починає, вирішують на початку гри.
discorder-rules-2 = Кілочок стоїть на лінії між двома клітинками стовпця. Він має торкатися плитки над ним або під ним чи продовжувати сусідній кілочок на тій самій лінії. Кілочок розділяє стовпець у цьому місці й не впливає на горизонталі. Кілочки ніколи не переставляють.
discorder-rules-3 = Не можна ставити кілочок на кінці вертикальної лінії рівно з трьох власних плиток і не можна розділяти власну лінію так, щоб лишилася така трійка. Суперник може.
discorder-rules-4 = Лінія — це послідовність плиток одного гравця по горизонталі або у стовпці без кілочків між ними. Лінія рівно з 3 плиток дає власникові 1 очко; лінія з 4 і більше дає 1 очко супернику. Панель показує очки на цей момент і скільки з них остаточні: вони вже не зміняться.
discorder-rules-5 = Поки є порожня клітинка, треба ходити: без плиток ви ставите кілочок, якщо є місце, інакше пропускаєте хід. Гра закінчується, коли на кожній клітинці лежить плитка; перемагає більша сума, за рівних сум — нічия. Кожну дію можна скасувати, аж до початку гри.
discorder-keys = стрілки: рухати · пробіл або Enter: покласти · t: плитки · p: кілочки · u: скасувати · r: правила · n: нова гра · m: меню · q: вийти · клік кладе на вибрану клітинку чи лінію

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] Гравець 1
   *[two] Гравець 2
  }
colorbrake-colour = { $colour ->
    [blue] синього
    [green] зеленого
    [yellow] жовтого
    [red] червоного
    [white] білого
    [orange] помаранчевого
   *[pink] рожевого картатого
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] синьої фішки
        [green] зеленої фішки
        [yellow] жовтої фішки
        [red] червоної фішки
        [white] білої фішки
        [orange] помаранчевої фішки
       *[pink] рожевої картатої фішки
    }
    [neutral] нейтральної фішки
    [tank] Танка
   *[diamond] Ромба
  }
colorbrake-cell = клітинка { $cell }
colorbrake-row = ряд { $row }
colorbrake-status-hand-over = Передайте пристрій: { colorbrake-seat }. Потім торкніться, щоб побачити свою руку.
colorbrake-status-hand-over-keyboard = Передайте клавіатуру: { colorbrake-seat }. Потім натисніть Enter, щоб побачити свою руку.
colorbrake-status-place = { colorbrake-seat } ({ $nomination }): покладіть фішку — { colorbrake-cell }.
colorbrake-status-tank-or-place = { colorbrake-seat }: покладіть фішку або спершу поставте Танк на фішку ряду { $row }.
colorbrake-status-choose-rescue = { colorbrake-seat }: виберіть витягнутий колір для нейтральної фішки ({ colorbrake-cell }).
colorbrake-status-computer-to-move = Хід комп'ютера ({ colorbrake-seat }).
colorbrake-status-undone = Скасовано: { $action ->
    [colour] хід { colorbrake-token }.
    [neutral] хід нейтральної фішки.
    [rescue] колір на нейтральній фішці.
    [diamond] хід Ромба.
    [for_diamond] фішку, зіграну для Ромба.
    [tank] Танк ({ colorbrake-cell }).
   *[next_round] наступний раунд.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] Раунд { $round } завершено: { colorbrake-seat } заповнює останню клітинку й отримує 5 очок.
   *[stuck] Раунд { $round } завершено: { colorbrake-seat } не може заповнити клітинку { $cell }; суперник отримує очок: { $points }.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] Гру завершено: перемагає гравець 1, { $one }:{ $two }.
    [two] Гру завершено: перемагає гравець 2, { $two }:{ $one }.
   *[draw] Гру завершено: нічия, { $one }:{ $one }.
  }
colorbrake-refusal-game-over = Гру завершено.
colorbrake-refusal-round-over = Раунд завершено.
colorbrake-refusal-round-not-over = Раунд ще не завершено.
colorbrake-refusal-rescue-pending = Спершу зіграйте одну з витягнутих фішок на нейтральну.
colorbrake-refusal-no-rescue-pending = Жодна нейтральна фішка не чекає на витягнуту.
colorbrake-refusal-not-drawn = Фішки { colorbrake-colour } кольору не витягнуто.
colorbrake-refusal-not-in-hand = У вашій руці немає { colorbrake-token }.
colorbrake-refusal-not-in-reference = У попередньому ряді немає фішки { colorbrake-colour } кольору.
colorbrake-refusal-colour-used-up = Кожна фішка { colorbrake-colour } кольору з попереднього ряду вже має пару.
colorbrake-refusal-neutral-on-last-cell = На останню клітинку не можна грати нейтральну фішку.
colorbrake-refusal-pile-empty = Колода порожня.
colorbrake-refusal-diamond-too-late = У ряді { $row } Ромб грати вже не можна.
colorbrake-refusal-no-free-slot = Жоден ваш Ромб у попередньому ряді вже не має вільного місця.
colorbrake-refusal-not-tank-moment = Танк грають лише перед початком ряду 5 або ряду 4.
colorbrake-refusal-tank-already-used = На цей ряд уже зіграно Танк.
colorbrake-refusal-tank-outside-row = Фішка на клітинці { $cell } не в щойно заповненому ряді.
colorbrake-refusal-no-such-cell = Клітинки { $cell } немає: клітинки пронумеровано від 1 до 28.
colorbrake-refusal-nothing-to-undo = Нема чого скасовувати.
colorbrake-event-filled = Фішку покладено: { colorbrake-cell }.
colorbrake-event-neutral-drawn = { colorbrake-seat } грає нейтральну фішку ({ colorbrake-cell }) і тягне фішок: { $count }.
colorbrake-event-tanked = { colorbrake-seat } ставить Танк ({ colorbrake-cell }).
colorbrake-event-turn-started = Хід: { colorbrake-seat }.
colorbrake-event-round-started = Раунд { $round }: { colorbrake-seat } має A.
colorbrake-event-game-over = { $winner ->
    [one] Гру завершено: перемагає гравець 1.
    [two] Гру завершено: перемагає гравець 2.
   *[draw] Гру завершено: нічия.
  }
colorbrake-error-record-too-large = Файл завеликий (понад { $limit } байтів).
colorbrake-error-record-json-truncated = Файл закінчується зарано; можливо, його обрізано.
colorbrake-error-record-json-syntax = Файл не є коректним JSON.
colorbrake-error-record-json-shape = Файл не містить того, що містить файл гри.
colorbrake-error-record-not-a-saved-game = Цей файл не є збереженою грою.
colorbrake-error-record-wrong-game = Це збережена гра «{ $found }», а не Color Brake ABAB.
colorbrake-error-record-bad-version = Збережена гра не має дійсної версії формату.
colorbrake-error-record-newer-version = Цю гру збережено новішою версією застосунку (формат { $version }): оновіть застосунок, щоб відкрити її.
colorbrake-error-record-bad-seed = Зерно збереженої гри пошкоджене.
colorbrake-error-record-no-length = Збережена гра не вказує ні кількості раундів, ні цільового рахунку.
colorbrake-error-length-bad-rounds = Гра має парну кількість раундів від 2 до 20, а не { $number }.
colorbrake-error-length-bad-target = Цільовий рахунок — від 1 до 50, а не { $number }.
colorbrake-error-record-too-many-actions = Файл містить дій: { $number } — більше, ніж може мати гра такої довжини ({ $limit }).
colorbrake-error-record-bad-action = Дія { $index } («{ $found }») не є дією.
colorbrake-error-record-illegal-action = Дія { $index } недопустима: { $reason }
colorbrake-hand = Ваша рука
colorbrake-rules-1 = Двоє гравців заповнюють трикутник із 28 клітинок: 7 угорі, далі 6, 5, 4, 3, 2 і 1. У кожному раунді всі 82 фішки — по 10 кожного з 7 кольорів, 7 нейтральних, 3 Танки й 2 Ромби — перемішують, і кожен гравець бере 16. Руки приховані: між ходами пристрій передають.
colorbrake-rules-2 = Один гравець має A, другий — B; щораунду вони міняються. Клітинки заповнюють по одній у порядку читання, вони позначені A, B, A, B…: ходить власник наступної клітинки.
colorbrake-rules-3 = Верхній ряд приймає будь-який колір. Кожен наступний ряд має кольори попереднього, на одну фішку менше: колір можна покласти, поки в цьому ряді його фішок менше, ніж у попередньому. Гравець, який не може покласти, завершує раунд, а суперник отримує очки за порожні клітинки.
colorbrake-rules-4 = Хто заповнює останню клітинку дозволеним кольором, отримує 5 очок. Гра триває парну кількість раундів або до цільового рахунку, досягнутого після парної кількості раундів; перемагає більша сума.
colorbrake-rules-5 = Нейтральну фішку можна будь-коли покласти на свою клітинку, крім останньої: ви берете з колоди й кладете зверху один витягнутий колір, будь-який. Ромб у рядах від 7 до 4 відповідає будь-якому кольору; у наступному ряді ви можете покласти за нього фішку вибраного кольору.
colorbrake-rules-6 = Перед початком ряду 5 або ряду 4 гравець, чий хід, може поставити Танк на фішку щойно заповненого ряду, поклавши зверху колір зі своєї руки: тоді цей ряд рахується з цим кольором. Кожну дію можна скасувати.
colorbrake-keys = 1–7: колір · 8: нейтральна · 9: Ромб · f: за ваш Ромб · t: Танк на клітинку курсора · стрілки: курсор · Enter: наступний раунд · u: скасувати · r: правила · n: нова гра · m: меню · q: вийти
colorbrake-reference = Ряд { $row } ще приймає:
colorbrake-drawn = Витягнуто:
colorbrake-next-round = Наступний раунд
colorbrake-pick-for-diamond = За ваш Ромб: виберіть колір (1–7) або знову f, щоб скасувати.
colorbrake-pick-tank = Танк — { colorbrake-cell }: виберіть колір зверху (1–7), стрілки — інша клітинка, або знову t, щоб скасувати.
colorbrake-pile = { $count ->
    [one] { $count } фішка в колоді
    [few] { $count } фішки в колоді
    [many] { $count } фішок у колоді
   *[other] { $count } фішки в колоді
  }
colorbrake-round = Раунд { $round }
colorbrake-length-rounds = { $count ->
    [one] { $count } раунд
    [few] { $count } раунди
    [many] { $count } раундів
   *[other] { $count } раунду
  }
colorbrake-length-target = Гра до { $count ->
    [one] { $count } очка
   *[other] { $count } очок
  }
colorbrake-ready = Показати мою руку

## Телефони: вибір гри, вибір нової гри двох інших ігор, кнопки та доступність

games-about-divided-loyalties = Камені шести кольорів утворюють мости з трьох або чотирьох; деякі кольори служать обом гравцям.
games-about-discorder = Плитки й кілочки на дошці 8 × 7: лінія з трьох дає очко, лінія з чотирьох — очко суперникові.
games-about-colorbrake = Заповніть із прихованих рук трикутник із 28 клітинок; кожен ряд бере кольори попереднього ряду.
discorder-who-begins = Хто починає
discorder-score = { $now ->
    [one] { $now } очко, остаточно { $settled }
    [few] { $now } очки, остаточно { $settled }
    [many] { $now } очок, остаточно { $settled }
   *[other] { $now } очка, остаточно { $settled }
  }
discorder-status-computer-to-move = Хід комп'ютера ({ discorder-player }).
discorder-refusal-computer-to-move = Зачекайте: зараз хід комп'ютера.
discorder-a11y-tile = { $player ->
    [yellow] жовта плитка
   *[black] чорна плитка
  }
discorder-a11y-empty = порожня
discorder-a11y-edge = лінія під клітинкою ({ cell-position })
discorder-a11y-peg = кілочок
discorder-a11y-no-peg = без кілочка
discorder-a11y-peg-allowed = сюди можна поставити кілочок
discorder-a11y-last-placed = останній хід
colorbrake-length-title = Тривалість гри
colorbrake-rounds-title = Кількість раундів
colorbrake-target-title = Цільовий рахунок
colorbrake-neutral = Нейтральна фішка
colorbrake-diamond = Ромб
colorbrake-tank = Танк
colorbrake-for-diamond = За ваш Ромб
colorbrake-choose-for-diamond = За ваш Ромб: виберіть колір.
colorbrake-choose-tank-colour = Танк — { colorbrake-cell }: виберіть колір зверху.
colorbrake-scores = Гравець 1: { $one } · Гравець 2: { $two }
colorbrake-to-move = Хід: { colorbrake-seat }
colorbrake-colour-name = { $colour ->
    [blue] Синій
    [green] Зелений
    [yellow] Жовтий
    [red] Червоний
    [white] Білий
    [orange] Помаранчевий
   *[pink] Рожевий картатий
  }
colorbrake-a11y-cell = клітинка { $cell }, ряд { $row }, { $nomination } ({ colorbrake-seat })
colorbrake-a11y-empty = порожня
colorbrake-a11y-fill = { $base ->
    [diamond] Ромб
    [for_diamond] фішка { colorbrake-colour } кольору за Ромб
   *[colour] фішка { colorbrake-colour } кольору
  }
colorbrake-a11y-on-neutrals = { $count ->
    [one] на { $count } нейтральній фішці
   *[other] на { $count } нейтральних фішках
  }
colorbrake-a11y-tank = під Танком ({ colorbrake-seat }), зверху фішка { colorbrake-colour } кольору
colorbrake-a11y-pending = { $count ->
    [one] { $count } нейтральна фішка чекає на витягнутий колір
    [few] { $count } нейтральні фішки чекають на витягнутий колір
   *[other] { $count } нейтральних фішок чекають на витягнутий колір
  }
colorbrake-a11y-next = заповнюється наступною
colorbrake-a11y-last-filled = заповнена останньою
colorbrake-a11y-tank-target = сюди можна поставити Танк

## dl-ui: екрани Discorder і Color Brake ABAB (суперник, сторона комп’ютера, дії доступності)

discorder-you-play = Ви граєте за { discorder-player }
discorder-computer-player = { discorder-player } (комп’ютер)
discorder-a11y-place-tile = Поставити плитку
discorder-a11y-place-peg = Поставити кілочок
colorbrake-you-play = Ви граєте як { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat } (комп’ютер)
colorbrake-a11y-place-tank = Поставити Танк сюди

## Телефони: лічильники панелі Color Brake ABAB (розміри рук, довідка, фішки руки, раунд)

colorbrake-hand-size = { colorbrake-seat }: { $count ->
    [one] { $count } фішка
    [few] { $count } фішки
    [many] { $count } фішок
   *[other] { $count } фішки
  }
colorbrake-colour-count = { colorbrake-colour-name }: { $count }
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }
colorbrake-round-of-rounds = Раунд { $round } з { $count }
colorbrake-round-of-target = Раунд { $round }, гра до { $count ->
    [one] { $count } очка
   *[other] { $count } очок
  }

## Перегляд завершеної гри

replay = Переглянути
replay-start = На початок
replay-back = Попередній хід
replay-forward = Наступний хід
replay-end = У кінець
replay-step = Хід { $step } з { $count }
error-replay-unwound = Цю гру не можна переглянути: її не вдалося повернути до початку.

## The app as every shell shows it (dl-ui): the game screen's subtitle, opponent and points,
## the thinking line, notices

game-subtitle = { $position } · { new-game-rounds }
game-opponent = { new-game-against-computer } ({ $level ->
    [easy] { level-easy }
    [medium] { level-medium }
   *[hard] { level-hard }
  }) · { new-game-you-play } { player-name }
panel-points = { panel-bridge-points } { $bridges } · { panel-region-points } { $regions } · { panel-total } { $total }
new-game-you-play-side = { new-game-you-play } { player-name }
notice-lines =
    { $first }
    { $next }
panel-computer-player = { player-name } (комп’ютер)
game-thinking = Комп’ютер думає… { $percent } %
notice-state-unreadable = Не вдалося прочитати ваші налаштування ({ $problem }); їх відкладено як { $path }. Діють типові значення.
notice-previous-saved = Незавершена гра лишиться в збережених іграх.
notice-previous-finished = Завершена гра лишиться в завершених іграх.
notice-unsaved = Ще не збережено: { $problem } Гра лишається тут і буде записана знову після вашого наступного ходу.
games-continue = Продовжити: { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = Divided Loyalties, Discorder і Color Brake ABAB у терміналі.
terminal-help-usage = Виклик:
terminal-help-options = Параметри гри:
terminal-help-default = екран і гра, де ви зупинилися, інакше меню ігор
terminal-help-game = GAME — це divided-loyalties, discorder або color-brake: її поточна гра або нова
terminal-help-new = нова гра на Up the Stairs (незавершена гра переходить до збережених ігор)
terminal-help-position = поточна гра, якщо вона на цій позиції, інакше нова (незавершена гра переходить до збережених ігор); KEY — це 1–12, коротка назва (octopus) або файл .csv (завжди нова гра)
terminal-help-rounds = 3 або 4 раунди на гравця, разом із --position (інакше: як у позиції)
terminal-help-computer = проти комп'ютера, що грає цим боком
terminal-help-level = рівень комп'ютера (інакше: середній)
terminal-help-open = відкриває збережену гру (.json, нашу або вебверсії) чи посилання на гру
terminal-help-out = куди поширення записує свої файли (інакше: shared/ у теці даних)
terminal-help-room = приєднується до кімнати R гри онлайн як N (ID кімнати вебсторінки)
terminal-help-peer-server = сервер сигналізації гри онлайн, із --room або script (інакше: публічний сервер PeerJS, як у вебсторінки)
terminal-help-lang = мова: { $languages } (інакше: LC_ALL, LC_MESSAGES або LANG)
terminal-help-script = команди JSON зі стандартного вводу, одна відповідь на рядок у стандартний вивід, англійською; з --store гра живе у сховищі в DIR
terminal-help-picture = зображення дошки гри, файлу позиції або посилання, завширшки N пікселів ({ $min }–{ $max }, інакше { $default }); OUT.png ще не має існувати
terminal-help-help = ця довідка
terminal-help-data = Ігри й позиції зберігаються в { $first }, інакше в { $second }, інакше в { $third }.
terminal-usage-missing-value = { $option } потребує значення.
terminal-usage-one-of = { $option } приймає одне з цих значень: { $allowed }.
terminal-usage-unexpected = «{ $argument }» — тут не параметр.
terminal-usage-goes-with = { $option } можна вказати лише разом із { $with }.
terminal-usage-one-start = Лише один із --new, --position, --open і --game.
terminal-usage-script-options = script не приймає інших параметрів, крім --store і --peer-server.
terminal-usage-picture-files = picture потребує файлу гри або посилання та назви нового файлу .png.
terminal-usage-see-help = dl-cli --help показує, що приймає командний рядок.

## Гра онлайн (issue 23)

online-play = Грати онлайн
online-name = Ваше ім’я
online-room = Кімната
online-join = Приєднатися
online-leave = Вийти з кімнати
online-send = Надіслати
online-chat = Повідомлення
online-share-room = Поділитися кімнатою
online-choose-position = Вибрати позицію
online-unavailable = Для гри онлайн потрібна WebRTC-версія цього застосунку.
online-fields-missing = Введіть своє ім’я та кімнату.
online-new-game = Почалася нова гра.
online-waiting = Очікування іншого гравця в кімнаті { $room }…
online-you-are = { new-game-you-play } { player-name } · проти { $name }
online-host-chooses = { $name } вибирає позицію.
online-peer-left = Суперник від’єднався: { $name } вийшов із кімнати. Гру збережено.
online-not-your-turn = Зачекайте, доки { $name } зробить хід.
online-chat-line = { $name }: { $text }
online-refused = Надіслане іншою стороною відхилено ({ $code }); гра не змінилася.
online-failed = { $reason ->
    [server] Ігровий сервер недоступний ({ $code }).
    [address] Адресу ігрового сервера не можна використати ({ $code }).
    [taken] Господар цієї кімнати — хтось інший ({ $code }).
    [absent] Іншого гравця немає в кімнаті ({ $code }).
    [lost] З’єднання з іншим гравцем втрачено ({ $code }).
   *[network] Не вдалося з’єднатися з іншим гравцем ({ $code }).
  }
online-rejoin = Приєднатися знову
online-retrying = Повторне підключення до кімнати { $room } через { $seconds } с…
online-share-text = Зіграймо онлайн у Divided Loyalties: { $url } Відкрийте сторінку й введіть ID кімнати: { $room }
