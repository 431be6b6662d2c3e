### Divided Loyalties — 日本語。用語は GLOSSARY.md(石、橋、領域、ドット、列、
### ラウンド、手持ち、ターン。色は青、黄、赤、緑、オレンジ、紫)。文はです・ます調。

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] 青
   *[yellow] 黄
  }
color-name = { $color ->
    [blue] 青
    [yellow] 黄
    [red] 赤
    [green] 緑
    [orange] オレンジ
   *[purple] 紫
  }
cell-position = 横{ $column }・縦{ $row }のマス

## Status line

status-place-stone = { player-name }:石を置いてください。
status-bridge-or-end-turn = { player-name }:2つの石をダブルタップして橋を架けるか、ターンを終了してください。
status-bridge-or-end-turn-keyboard = { player-name }:2つの石の上で Enter を押して橋を架けるか、ターンを終了してください。
status-ring-other-end = 橋のもう一方の端の石をダブルタップしてください。
status-ring-other-end-keyboard = 橋のもう一方の端の石の上で Enter を押してください。
status-double-tap-to-ring = 石をダブルタップすると、橋の端として印が付きます。
status-double-tap-to-ring-keyboard = 石の上で Enter を押すと、橋の端として印が付きます。
status-no-stone-to-ring = 印を付けられるのは石だけです。
status-select-color-first = 先に色を選んでください。
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] 青の橋が架かりました。
        [yellow] 黄の橋が架かりました。
       *[red] 赤の橋が架かりました。
    }
   *[other] 赤の橋が架かり、橋を{ $cut }本切断しました。
  }
status-confirm-dot-stone-return = ドット({ cell-position })の石はどの橋にも入っていないため、手持ちに戻ります。それでもターンを終了しますか?
status-passed = { $reason ->
    [no_stones_left] { player-name }は石が残っていないため、パスします。
   *[no_legal_placement] { player-name }は石を置ける場所がないため、パスします。
  }
status-undone = 元に戻しました。
status-computer-thinking = { player-name }(コンピューター)が考えています…
status-game-over-result = { $winner ->
    [blue] ゲーム終了:青の勝ちです。
    [yellow] ゲーム終了:黄の勝ちです。
   *[draw] ゲーム終了:引き分けです。
  }

## Refusals (R4–R8, R11)

refusal-game-over = ゲームは終了しています。
refusal-outside-grid = { cell-position }は盤の外です。
refusal-already-placed = このターンはすでに石を置いています。
refusal-cell-occupied = { cell-position }にはすでに石があります。
refusal-not-playable = 空きマス({ cell-position })には石を置けません。
refusal-color-not-in-supply = { $color ->
    [blue] 青の石が残っていません。
    [yellow] 黄の石が残っていません。
    [red] 赤の石が残っていません。
    [green] 緑の石が残っていません。
    [orange] オレンジの石が残っていません。
   *[purple] 紫の石が残っていません。
  }
refusal-dot-without-bridge = この色では、ドット({ cell-position })を通る橋を架けられません。
refusal-no-stone-placed = 先に石を置いてください。
refusal-not-in-line = 両端が一直線上にありません。
refusal-wrong-length = 橋は一列に並んだちょうど3個か4個の石をつなぎます。
refusal-empty-cell-in-row = 列の{ cell-position }に石がありません。
refusal-equal-neighbours = 隣り合う2つの石が同じ色です。
refusal-not-loyal = 色がすべて自分のカラーグループのものでも、すべて赤 + のものでもありません。
refusal-missing-turn-stone = 橋には、このターンに置いた石を含める必要があります。
refusal-shares-two-stones = 橋は延長できず、同じ石の上に二度架けることもできません。
refusal-crosses-bridge = この橋は既存の橋を横切ってしまいます。
refusal-red-crosses-red-or-cut = 赤い橋は、赤い橋や切断された橋を横切れません。
refusal-nothing-to-undo = 戻せる手がありません。
refusal-agreement-after-placing = 合意による終了は、このターンの石を置く前にしかできません。
refusal-computer-to-move = コンピューターの番です。その手を待ってください。
refusal-agreement-with-computer = コンピューターとの対局は合意で終了できません。最後まで打つか、新しい対局を始めてください。
refusal-stale-computer-turn = コンピューターが考えている間にゲームが変わりました。

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] 青
    [yellow] 黄
    [red] 赤
    [green] 緑
    [orange] オレンジ
   *[purple] 紫
  }の石を{ cell-position }に置きました。
event-bridge-formed = { $kind ->
    [blue] 青の橋が架かりました。
    [yellow] 黄の橋が架かりました。
   *[red] 赤の橋が架かりました。
  }
event-bridges-cut = 橋が{ $count }本切断されました。
event-stone-returned = ドット({ cell-position })の石が手持ちに戻りました。
event-set-received = { player-name }がラウンド{ $set }を始め、新しい石を受け取りました。
event-turn-started = { player-name }のターンです。
event-undone = { $action ->
    [place] 元に戻しました:{ cell-position }の石。
    [bridge] 元に戻しました:橋。
    [end_turn] 元に戻しました:ターン終了。
   *[agree_end] 元に戻しました:合意による終了。
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = 石が残っていない
pass-reason-no-legal-placement = 石を置けるマスがない
end-reason-all-stones-placed = すべての石が置かれました。
end-reason-no-one-can-place = どちらのプレイヤーも石を置けません。
end-reason-agreed = プレイヤーの合意でゲームを終了しました。
result-winner = { player-name }の勝ち
result-draw = 引き分け
result-scores = 青 { $blue } – 黄 { $yellow }
result-line = { $winner ->
    [blue] ゲーム終了、青が{ $blue }対{ $yellow }で勝利
    [yellow] ゲーム終了、黄が{ $yellow }対{ $blue }で勝利
   *[draw] ゲーム終了、{ $blue }対{ $yellow }で引き分け
  }

## Errors of files, links and openings

error-at-line = { $line }行目:{ $problem }
error-at-line-column = { $line }行目、{ $file_column }文字目:{ $problem }
error-unknown = 問題が発生しました({ $code })。
error-json-too-large = ファイルが大きすぎます({ $limit }バイトを超えています)。
error-json-truncated = ファイルが途中で終わっています。切れてしまった可能性があります。
error-json-syntax = ファイルが正しい JSON ではありません。
error-json-shape = ファイルにゲームファイルの内容が入っていません。
error-position-bad-name = 配置の名前が空か、長すぎるか、制御文字を含んでいます。
error-position-bad-token = 領域名「{ $found }」は使えません。英数字、_ と - だけが使えます。
error-position-cell-out-of-range = マス({ $x }, { $y })は最大の盤(25 × 25)の外にあります。
error-position-no-region = 配置に領域のマスがありません。
error-csv-too-large = 配置ファイルとしては大きすぎます。
error-csv-unreadable = ファイルを CSV テキストとして読めません。
error-csv-empty = ファイルが空です。
error-csv-unknown-header = 不明な列「{ $found }」:配置ファイルは position_id,position_name,row,c0,c1,… で始まります。
error-csv-missing-fields = 行には少なくとも position_id、position_name、row が必要です。
error-csv-empty-id = position_id が空です。
error-csv-bad-name = 配置の名前が空か、長すぎます。
error-csv-inconsistent-name = 配置 { $found } は前の行で別の名前になっています。
error-csv-non-numeric-row = 行番号「{ $found }」が数字ではありません。
error-csv-duplicate-row = この配置に行 { $number } が2回出てきます。
error-csv-cell-out-of-range = 最大の盤(25 × 25)の外にマスがあります。
error-csv-bad-token = 領域名「{ $found }」は使えません。英数字、_ と - だけが使えます。
error-csv-no-region = 配置 { $found } に領域のマスがありません。
error-csv-too-many-positions = ファイルに64を超える配置が入っています。
error-csv-no-position = ファイルに配置が入っていません。
error-start-bad-sets = { player-name }が始めたラウンド数({ $number })がこのゲームに合いません。
error-start-stone-off-board = { cell-position }に石がありますが、そこは領域のマスでもドットでもありません。
error-start-supply-mismatch = 盤上と手持ちの{ $color ->
    [blue] 青
    [yellow] 黄
    [red] 赤
    [green] 緑
    [orange] オレンジ
   *[purple] 紫
  }の石の数が、始まったラウンド数と合いません。
error-start-missing-refill = ラウンドが残っているのに、{ player-name }の手持ちが空です。
error-start-illegal-bridge = 橋 { $index } は認められません:{ $reason }
error-start-bridge-kind = 橋 { $index } は{ $given_kind ->
    [blue] 青
    [yellow] 黄
   *[red] 赤
  }の橋とされていますが、その色では{ $actual_kind ->
    [blue] 青
    [yellow] 黄
   *[red] 赤
  }の橋になります。
error-start-cut-mismatch = 橋 { $index } は、切断する赤い橋がないのに切断済みとされているか、その逆です。
error-start-lonely-dot-stone = ドット({ cell-position })の石がどの橋にも入っていません。
error-start-no-move = 手番のプレイヤーが石を置けません。
error-record-not-a-saved-game = このファイルは { -game-name } の保存ゲームではありません。
error-record-unsupported-version = この保存形式(バージョン「{ $found }」)はこのアプリでは扱えません。
error-record-newer-version = このゲームは新しいバージョンのアプリで保存されています(形式 { $version })。開くにはアプリを更新してください。
error-record-bad-session = このファイルの選択色や印がゲームと合いません。
error-record-bad-rounds = { $number }ラウンドは選べません。ゲームは3ラウンドか4ラウンドです。
error-record-bad-stones = 開始配置の石が盤と合いません。
error-record-bad-bridge = 開始時の橋 { $index }(「{ $found }」)は3マスか4マスの橋ではありません。
error-record-bad-action = 操作 { $index }(「{ $found }」)は操作として読めません。
error-record-illegal-action = 操作 { $index }(「{ $found }」)は認められません:{ $reason }
error-link-too-long = リンクが長すぎます。
error-link-bad-prefix = { -game-name } のリンクではありません。
error-link-unknown-page = 「{ $found }」は { -game-name } のウェブ版のページではありません。
error-link-no-fragment = このリンクはウェブ版のトップページを開きます。配置もゲームも含まれていません。
error-link-unknown-position = 「{ $found }」は組み込み配置の番号でも名前でもありません。
error-link-bad-base64 = ゲームリンクが壊れています。
error-link-truncated = ゲームリンクが途中で切れています。
error-link-bad-checksum = ゲームリンクが壊れています。変更されたか切れています。
error-link-unsupported-version = このゲームリンク(バージョン { $version })は新しいアプリのものです。開くにはアプリを更新してください。
error-link-trailing-bytes = ゲームリンクのゲームの後に余分な文字があります。
error-link-bad-value = ゲームリンクに不正な{ $field ->
    [position_name] 配置名
    [region_token] 領域名
    [cell] マス
    [colour] 色
    [stone] 石
    [bridge] 橋
    [level] コンピューターのレベル
   *[bridge_kind] 橋の種類
  }が含まれています。
error-link-unknown-builtin = ゲームリンクが存在しない組み込み配置 { $number } を指しています。
error-link-illegal-action = ゲームリンクの操作 { $index } は認められません:{ $reason }
error-link-not-canonical = ゲームリンクがこのアプリの書く形式になっていません。
error-web-unsupported-version = このウェブ版の保存データ(バージョン「{ $found }」)には対応していません。
error-web-duplicate-cell = マス({ $x }, { $y })が2回記載されています。
error-web-grid-size = グリッドのマスは{ $number }個ですが、配置には{ $limit }個必要です。
error-web-unknown-color = 「{ $found }」は色ではありません。
error-web-bad-count = 石の数 { $number } が0から255の範囲にありません。
error-web-mid-turn = ターンの途中で保存されたゲームです。ターンの始めに保存してください。
error-web-bad-bridge-row = 橋 { $index } はまっすぐな3マスか4マスの列ではありません。
error-unknown-position = 「{ $found }」という組み込み配置はありません。
error-bad-rounds = ゲームは3ラウンドか4ラウンドです。{ $number }ラウンドではありません。
error-no-such-position-in-file = ファイルに{ $index }番目の配置はありません。
error-editor-outside-grid = { cell-position }はグリッドの外です。
error-editor-size-out-of-range = { $width } × { $height } マスの盤は作れません。各辺は9〜25マスです。
error-editor-resize-cuts-painted-cells = 新しいサイズでは塗ったマスが{ $count }個はみ出します。先に消してください。
error-editor-nothing-to-undo = 元に戻せる操作がありません。
error-editor-nothing-to-redo = やり直せる操作がありません。
error-store-not-a-directory = ゲームデータのフォルダーがフォルダーではありません。
error-store-no-directory = ゲームデータのフォルダーが指定されていません。
error-store-locked = ゲームデータはアプリの別のウィンドウで使用中です。
error-store-io = ゲームデータを書き込めないか、読み込めませんでした。
error-store-too-many-entries = ゲームデータの一覧にファイルが多すぎて読み込めません。
error-store-too-much-data = ゲームデータの一覧が大きすぎて読み込めません。
error-store-full = この一覧はいっぱいです。先にいくつか削除してください。
error-store-no-such-entry = このゲームまたは配置はもうありません。
error-store-unreadable = ゲームデータのファイルを読み込めなかったため、別の名前で保管しました。
error-store-not-the-current-game = これは現在のゲームではありません。新しいゲームとして始めてください。
error-store-bad-name = この名前は使えません。
error-store-name-taken = マイ配置にすでにこの名前があります。
error-store-not-a-file = ファイルの場所に別のものがあります。
error-store-not-a-folder = フォルダーの場所に別のものがあります。
error-store-file-too-large = アプリが書き込むどのファイルよりも大きいファイルです。
error-store-read-failed = ファイルを読み込めませんでした。
error-store-not-a-game = このファイルは3つのゲームのどの保存ゲームでもありません。
error-store-not-one-position = ファイルに配置が1つではなく複数入っています。
error-store-nothing-to-export = 書き出す局面を1つ以上選んでください。
error-receive-too-large = 受け取ったものが大きすぎて開けません。
error-receive-unrecognised = 受け取ったものはリンクでも配置ファイルでもゲームファイルでもありません。
error-share-game-not-over = ゲームがまだ終わっていないため、共有する結果がありません。
error-share-write-failed = 共有するファイルを書き込めませんでした。
error-share-no-free-name = 共有するファイルに使える名前が見つかりませんでした。
error-picture-bad-size = { $number } ピクセルでは画像を作れません。64 から 4096 の大きさを選んでください。
error-not-a-terminal = このゲームには端末が必要です。端末で起動するか、自動化には「dl-cli script」を使ってください。
error-unknown-language = 「{ $found }」という言語はありません。de、en、fr、it、es、pt、ja、zh-Hans、uk、ko から選んでください。
error-picture-font = 画像のフォントを読み込めませんでした。
error-picture-encoding = 画像を PNG として書き出せませんでした。
error-file-not-found = ファイルがありません。
error-file-not-a-file = 通常のファイルではありません（フォルダー、パイプ、デバイスなど）。読み込みませんでした。
error-file-too-large = ファイルが大きすぎます。
error-io-error = ファイルを読み書きできませんでした。
error-io-disk-full = ディスクがいっぱいで、何も書き込めませんでした。空き容量を増やしてからもう一度お試しください。
error-io-permission-denied = アクセスが拒否されました。このファイルまたはフォルダーは読み書きできません。
error-io-read-only = ディスクは読み取り専用のため、書き込めません。
error-position-not-found = 組み込み配置「{ $found }」はありません。1–12、octopus のような名前、または .csv ファイルを指定してください。
error-file-exists = ファイルはすでにあります。別の名前を選んでください。
error-no-data-dir = データフォルダーがありません。DL_DATA_DIR、XDG_DATA_HOME、HOME のいずれかを設定するか、--out を指定してください。

## Problems of a position in the editor

problem-editor-name-empty = 配置に名前がありません。
problem-editor-name-too-long = 名前が{ $count }文字あります。{ $limit }文字までです。
problem-editor-name-control-character = 名前に制御文字(改行やタブなど)が含まれています。
problem-editor-name-of-builtin = 組み込み配置 { $number } がすでにこの名前です。
problem-editor-no-region = 配置に領域のマスがありません。
problem-editor-bad-token = 領域名「{ $found }」は配置ファイルに書き込めません。
problem-editor-split-region = 領域 { $found } は{ $count }つの部分に分かれています。
problem-editor-dots-inside-region = 領域 { $found } の内側にドットが{ $count }個あります。
problem-severity-blocking = 保存前に直す必要があります
problem-severity-warning = 警告

## Buttons and menus

button-undo = 手を戻す
button-redo = やり直す
button-end-turn = ターン終了
button-menu = メニュー
button-back = 戻る
button-share = 共有…
button-share-position = 配置を共有
button-share-position-csv = 配置を CSV で共有
button-share-picture = 画像を共有
button-share-game = ゲームを共有
button-share-game-link = ゲームのリンクを共有
button-share-result = 結果を共有
button-end-by-agreement = 合意して終了
button-new-game = 新しいゲーム
button-saved-games = 保存したゲーム
button-rules = ルール
button-hint = ヒント
button-settings = 設定
button-open-link = リンクを開く
button-open-position-file = 配置ファイルを開く…
button-rematch = 再戦
button-cancel = キャンセル
button-ok = OK
button-close = 閉じる
button-open = 開く
button-delete = 削除
button-rename = 名前を変更
button-duplicate = 複製
button-save = 保存
button-test-play = 試しに遊ぶ
button-new-position = 新しい配置
button-edit-copy = コピーを編集
button-full-rules = ルール全文
button-end-turn-anyway = ターンを終了する
button-end-game = ゲームを終了する
button-quit = 終了

## Screen titles

title-new-game = 新しいゲーム
title-saved-games = 保存したゲーム
title-history = 終わったゲーム
title-rules = ルール
title-settings = 設定
title-editor = 配置エディター
title-my-positions = マイ配置
title-share = 共有

## Dialogs

dialog-dot-stone-title = ターンを終了しますか?
dialog-agree-title = 今ゲームを終了しますか?
dialog-agree-body = 両プレイヤーとも今ゲームを終えることに同意しますか?現在の得点で決着します。
dialog-agree-player = { player-name }、今ゲームを終えることに同意しますか?
dialog-delete-game-title = この保存ゲームを削除しますか?
dialog-delete-position-title = 配置「{ $name }」を削除しますか?
dialog-delete-body = この操作は取り消せません。
dialog-open-game-title = このゲームを開きますか?
dialog-open-position-title = この配置を開きますか?
dialog-open-body = 途中のゲームは「保存したゲーム」に残ります。

## The game screen's panel

panel-turn = { $turn }手目
panel-to-move = { player-name }のターン
panel-game-over = ゲーム終了
panel-set = ラウンド { $set }/{ $sets }
panel-bridge-points = 橋
panel-region-points = 領域
panel-total = 合計
panel-supply = 残り{ $count }個

## New-game screen

new-game-four-rounds = 4ラウンド
new-game-three-rounds = 3ラウンド
new-game-default-rounds = 標準のラウンド数
new-game-my-positions = マイ配置
new-game-rounds = { $count }ラウンド
new-game-size = { $width } × { $height }
new-game-two-players = 2人で対戦
new-game-against-computer = コンピューターと対戦
new-game-you-play = あなたの色
new-game-level = レベル
level-easy = かんたん
level-medium = ふつう
level-hard = むずかしい

## The terminal: game menu and screens of the other two games
games-title = ゲームを選んでください
games-hint = ↑↓:選択 · Enter またはクリック:開く · Esc:戻る · q:終了
games-rules-hint = ↑↓ PgUp PgDn:スクロール · Esc または r:ゲームに戻る · q:終了
games-too-small = この画面には端末が小さすぎます。{ $width } × { $height } 文字が必要です。

## Saved games

saved-turn = { $turn }手目
saved-none = 保存したゲームはまだありません。
saved-history-none = 終わったゲームはまだありません。

## Settings

settings-language = 言語
settings-language-system = システムの言語
settings-theme = テーマ
settings-theme-system = システムに合わせる
settings-theme-light = ライト
settings-theme-dark = ダーク
settings-symbols = 色覚サポート記号
settings-haptics = 振動

## Position editor

editor-brush-dark = 濃い領域
editor-brush-medium = 中間の領域
editor-brush-light = 薄い領域
editor-brush-dot = ドット
editor-brush-eraser = 消しゴム
editor-brush-fill = 塗りつぶし
editor-name = 名前
editor-width = 幅
editor-height = 高さ
editor-problems = 問題点
editor-no-problems = 問題はありません。
editor-paint = 塗る
editor-saved = 「{ $name }」をマイ配置に保存しました。
editor-leave-title = エディターを終了しますか?
editor-leave-body = 最後に保存してからの変更は失われます。

## Accessibility

a11y-separator = {"、"}
a11y-cell = { $kind ->
    [region] { cell-position }、領域 { $region }
    [dot] { cell-position }、ドット
   *[empty] { cell-position }、盤の外
  }
a11y-stone = { $color ->
    [blue] 青の石
    [yellow] 黄の石
    [red] 赤の石
    [green] 緑の石
    [orange] オレンジの石
   *[purple] 紫の石
  }
a11y-ringed = 印あり
a11y-last-placed = 最後に置いた石
a11y-highlighted = 選んだ色を置ける
a11y-place = 選んだ色を置く
a11y-ring = 橋の端として印を付ける
a11y-chip = { color-name }:{ $count }
a11y-bridge-cut = 切断済み

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] { $position }で{ -game-name }を遊ぼう!
   *[no] { $position }で{ -game-name }を遊ぼう!リンクはアプリで開きます。
  }
share-game = { $winner ->
    [blue] { -game-name }、{ $position }:青が{ $blue }対{ $yellow }で勝利
    [yellow] { -game-name }、{ $position }:黄が{ $yellow }対{ $blue }で勝利
    [draw] { -game-name }、{ $position }:{ $blue }対{ $yellow }で引き分け
   *[none] { -game-name }、{ $position }、{ $turn }手目:{ player-name }のターン(青 { $blue }、黄 { $yellow })
  }
share-result = { $winner ->
    [blue] { $position }で青が{ $blue }対{ $yellow }で勝利
    [yellow] { $position }で黄が{ $yellow }対{ $blue }で勝利
   *[draw] { $position }で{ $blue }対{ $yellow }の引き分け
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = { -game-name } で開く
os-document-game = { -game-name } のゲーム
os-document-position = { -game-name } の配置
os-local-network = 同じネットワークにいるとき、オンライン対戦は友だちの端末に直接つながります。

## The rules for players

rules-turn-title = ターン
rules-turn-1 = 青と黄が交互に手番を行い、青が先手です。自分のターンには、手持ちの石をちょうど1個、盤の空いたマスに置きます。
rules-turn-2 = そのあと、その石を使って盤が許すだけ橋を架けることができ、最後にターンを終了します。
rules-turn-example = 青が石を置き、黄が応じます。
rules-bridges-title = 橋
rules-bridges-1 = 橋は、縦・横・斜めのいずれかの一直線上に隙間なく並んだ3個か4個の石をつなぎます。隣り合う石が同じ色になってはいけません。
rules-bridges-2 = 架けるには、一方の端の石をダブルタップし、次にもう一方の端の石をダブルタップします。どの橋にもこのターンに置いた石が含まれます。橋を架けずに残した列は、あとで新しい石を置いたときにしか橋になりません。
rules-bridges-2-keyboard = 架けるには、一方の端の石の上で Enter を押し、次にもう一方の端の石の上で Enter を押します。どの橋にもこのターンに置いた石が含まれます。橋を架けずに残した列は、あとで新しい石を置いたときにしか橋になりません。
rules-bridges-3 = 2本の橋は、少なくとも一方の端にあたる石なら1個を共有できます。橋を延長することはできません。
rules-bridges-example = 青、紫、緑が一列に並ぶと、青の橋になります。
rules-loyalty-title = 忠誠
rules-loyalty-1 = 6色は3つのカラーグループに分かれ、それぞれ色相環で隣り合う3色からなります。青 + は青・紫・緑、黄 + は黄・オレンジ・緑、赤 + は赤・紫・オレンジです。
rules-loyalty-2 = 自分の橋には自分のグループの色しか使えません。石は誰のものでもないので、自分が置いた緑の石が相手の役に立つこともあり、紫とオレンジは赤 + の役にも立ちます。
rules-loyalty-example = 黄が青の置いた緑の石を使って黄の橋を架けます。
rules-red-title = 赤い橋と切断
rules-red-1 = どちらのプレイヤーも、赤 + の石だけで赤い橋を架けられます。得点にはなりませんが、架けた瞬間に、横切った青や黄の橋をすべて切断します。
rules-red-2 = 切断された橋は灰色の破線で盤に残り、得点になりません。既存の橋を横切る橋は架けられず、赤い橋も赤い橋や切断された橋は横切れません。
rules-red-example = 赤い橋が青の斜めの橋を切断します。
rules-dots-title = ドット
rules-dots-1 = ドットはボードの外にあるマスです。ドットに石を置けるのは、その石を通る橋が架けられる場合だけです。アプリは選んだ色で置けるドットを光らせます。
rules-dots-2 = ターンの終わりにドット上の石がどの橋にも入っていなければ、その石は手持ちに戻ります。
rules-dots-example = ドットに置いた石で橋が完成します。
rules-sets-title = ラウンド
rules-sets-1 = 各ラウンドで石が12個配られます。青は青4・紫3・緑2・赤2・オレンジ1、黄は黄4・オレンジ3・緑2・赤2・紫1を受け取ります。
rules-sets-2 = ターンの終わりに手持ちが空になると、次のラウンドが始まります。配置1〜6では4ラウンド、それ以外では3ラウンドで遊び、今どのラウンドかはパネルに表示されます。
rules-sets-example = 青はこのラウンドの紫の石3個を、黄はオレンジの石3個を置きました。
rules-scoring-title = 得点
rules-scoring-1 = 3個の石の橋は1点、4個の石の橋は2点です。赤い橋と切断された橋は得点になりません。
rules-scoring-2 = ボードの1枚1枚が領域です。ある領域の上に内側の石(端ではない石)がある自分の最初の橋は、さらに1点をもたらします。橋の点と領域の点は別々に表示されます。
rules-scoring-example = 2つの領域にまたがる4個の橋:橋の点2点と領域の点2点。
rules-end-title = 終了
rules-end-1 = すべての石が置かれたとき、またはどちらも石を置けなくなったときにゲームは終わります。ターンの石を置く前なら、両プレイヤーの合意で早めに終えることもできます。
rules-end-2 = 橋の点と領域の点を合計し、多いほうの勝ちです。同点なら引き分けです。どの操作も最初まで戻せます。
rules-end-3 = Web 版のセーブから開いたゲームは、セーブの時点から始まります。それより前の手はセーブに含まれないため戻せません。ターン番号は盤面に合う最小の番号になります。
rules-end-example = 短いゲームを合意で終了:青が2対0で勝利。

## ターミナル版 (dl-cli): キーの案内、確認、お知らせ、報告。キーはどの言語でも同じです。

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = 色: 1–6
terminal-cursor = カーソル: { $description }
terminal-thinking = コンピューターが考えています… { $percent } % · u:中止して元に戻す
hint-turn = ヒント:{ color-name }を{ cell-position }に。架ける橋:{ $bridges }。
terminal-too-small-title = この配置にはターミナルが小さすぎます。
terminal-too-small-hint = ウィンドウを大きくするか文字を小さくしてください。n: 別の配置、q: 終了。
terminal-previous-saved = 途中のゲームは「保存したゲーム」に残ります(n: 新しいゲーム)。
terminal-previous-finished = 終わったゲームは「終わったゲーム」に残ります。
terminal-no-data-dir = データフォルダーがありません(HOME または XDG_DATA_HOME)。ゲームは保存されません。
terminal-unreadable-title = 保存ファイルを読み込めませんでした
terminal-moved-aside = { $path } を読み込めませんでした: { $problem }({ $code })
terminal-kept-as = 変更せずに { $path } として保管しています。
terminal-fresh-start = 新しいゲームを始めます。何も上書きしていません。
terminal-resume-title = 再開しますか?
terminal-delete-keys = y: 削除する · n: 残す
terminal-end-turn-keys = y: それでもターンを終了する · n: 戻る
terminal-agree-keys = y: ゲームを終了する · n: 続ける
terminal-any-key = いずれかのキーを押してください。
terminal-played-unknown = 遊んだ日時は不明
terminal-new-game-keys = ↑↓: 選ぶ · Enter またはクリック: 開始・再開 · 3/4: ラウンド数 · f: CSV ファイルを読み込む · d: 削除 · m: メニュー · Esc: 戻る · q: 終了
terminal-delete-key = d: 削除
terminal-saved-game-keys = Enter: このゲームを再開 · d: 削除
terminal-csv-prompt = CSV ファイル:
terminal-csv-keys = Enter: 読み込む · Esc: キャンセル
terminal-csv-hint = f: CSV ファイル(ウェブ版の形式)から配置を読み込む
terminal-rules-keys = ↑↓ PgUp PgDn: スクロール · Esc または r: ゲームに戻る · q: 終了
terminal-key-enter = Enter
terminal-key-esc = Esc
terminal-key-space = スペース
terminal-key-save = Ctrl-S
terminal-key-tab = Tab
terminal-import-title = 読み込み
terminal-import-added = { $count }個の配置を「マイ配置」に追加しました。
terminal-import-refused = { $line }行目:「{ $name }」を除外しました: { $problem }
terminal-import-refused-unnamed = { $line }行目: 配置を1つ除外しました: { $problem }
terminal-share-wrote = { $path } に書き出しました:
terminal-share-no-position-link = 配置のリンク: なし
terminal-share-no-game-link = ゲームのリンク: なし(長すぎます)。ゲームファイルを送ってください
terminal-share-failed = 共有できませんでした
terminal-in-file = { $path }: { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] 黄
   *[black] 黒
  }
discorder-status-place-tile = { discorder-player }:タイルを置くか、ペグを選んでください。
discorder-status-place-peg = { discorder-player }:同じ列の2つのマスの間にペグを置いてください。
discorder-status-passed = { $player ->
    [yellow] 黄はタイルもペグを置く場所もないのでパスします。黒の番です。
   *[black] 黒はタイルもペグを置く場所もないのでパスします。黄の番です。
  }
discorder-status-no-target = { $tool ->
    [tile] 盤のマスをタップしてください。
   *[peg] 縦に並んだ2つのマスの間の線をタップしてください。
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] 盤のマスの上でスペースを押してください。
   *[peg] マスの上で p を押すと、その下の線にペグが置かれます。
  }
discorder-status-undone = 元に戻しました。{ discorder-player }の番です。
discorder-status-game-over-result = { $winner ->
    [yellow] ゲーム終了:黄が{ $yellow }対{ $black }で勝ちです。
    [black] ゲーム終了:黒が{ $black }対{ $yellow }で勝ちです。
   *[draw] ゲーム終了:{ $yellow }対{ $black }で引き分けです。
  }
discorder-edge = { cell-position }の下の線
discorder-refusal-game-over = ゲームは終了しています。
discorder-refusal-cell-outside-board = { cell-position }は盤の上にありません。
discorder-refusal-no-tiles-left = タイルが残っていません。
discorder-refusal-cell-occupied = { cell-position }にはすでにタイルがあります。
discorder-refusal-edge-outside-board = ペグは縦に並んだ2つのマスの間にしか置けません。
discorder-refusal-no-pegs-left = ペグが残っていません。
discorder-refusal-edge-has-peg = { discorder-edge }にはすでにペグがあります。
discorder-refusal-peg-not-following = ペグはタイルか別のペグに続けて置く必要がありますが、{ discorder-edge }はそうなっていません。
discorder-refusal-peg-after-own-three = 自分の3つ並びの端({ discorder-edge })にはペグを置けません。
discorder-refusal-no-edge-for-peg = 今はどの線にもペグを置けません。
discorder-refusal-nothing-to-undo = 戻せる手がありません。
discorder-event-tile-placed = { discorder-player }のタイルを{ cell-position }に置きました。
discorder-event-peg-placed = { discorder-player }のペグを{ discorder-edge }に置きました。
discorder-event-turn-started = { discorder-player }の番です。
discorder-event-game-over = { $winner ->
    [yellow] ゲーム終了:黄の勝ちです。
    [black] ゲーム終了:黒の勝ちです。
   *[draw] ゲーム終了:引き分けです。
  }
discorder-error-record-too-large = ファイルが大きすぎます({ $limit }バイトを超えています)。
discorder-error-record-truncated = ファイルが途中で終わっています。切れてしまった可能性があります。
discorder-error-record-syntax = ファイルが正しい JSON ではありません。
discorder-error-record-not-a-saved-game = このファイルは保存ゲームではありません。
discorder-error-record-other-game = これは「{ $found }」の保存ゲームで、Discorder のものではありません。
discorder-error-record-newer-version = このゲームは新しいバージョンのアプリで保存されています(形式 { $version })。開くにはアプリを更新してください。
discorder-error-record-bad-version = 保存ゲームに正しい形式バージョンがありません。
discorder-error-record-shape = ファイルにゲームファイルの内容が入っていません。
discorder-error-record-too-many-actions = ファイルに{ $number }個の操作があり、ゲームで可能な数({ $limit })を超えています。
discorder-error-record-bad-action = 操作 { $index }(「{ $found }」)は操作として読めません。
discorder-error-record-illegal-action = 操作 { $index } は認められません:{ $reason }
discorder-tool-tile = タイル
discorder-tool-peg = ペグ
discorder-starter = { $starter ->
    [yellow] 黄が先手
    [black] 黒が先手
   *[random] くじで決める
  }
discorder-tiles-left = タイル残り{ $count }枚
discorder-pegs-left = ペグ残り{ $count }本
discorder-scores = 黄: { $yellow } · 黒: { $black }
discorder-to-move = { discorder-player }のターン
discorder-points = { $count }点
discorder-settled = 確定
discorder-rules-1 = 黄と黒が8 × 7マスの盤で交互に打ちます。それぞれタイルを28枚持ち、ペグ10本は共有です。自分の番には、空いたマスに自分のタイルを1枚置くか、ペグを1本置きます。先手は開始時に決めます。
discorder-rules-2 = ペグは同じ列の2つのマスの間の線に置きます。上下どちらかのマスにタイルがあるか、同じ線の隣のペグに続けて置く必要があります。ペグはそこで列を区切り、横の並びには影響しません。ペグは動かせません。
discorder-rules-3 = 自分のタイルがちょうど3つ縦に並んだ端にはペグを置けません。自分の並びを区切って、そのような3つ並びを残すこともできません。相手は置けます。
discorder-rules-4 = 並びとは、1人のタイルが横に続くもの、または間にペグのない縦に続くものです。ちょうど3つの並びは持ち主に1点、4つ以上の並びは相手に1点を与えます。パネルには現在の点と、そのうち確定した(もう変わらない)点が表示されます。
discorder-rules-5 = 空いたマスがある限り打たなければなりません。タイルがなければ、置ける場所があればペグを置き、なければパスします。すべてのマスがタイルで埋まると終了し、合計の多いほうの勝ち、同点なら引き分けです。どの操作も最初まで戻せます。
discorder-keys = 矢印:移動 · スペースまたは Enter:置く · t:タイル · p:ペグ · u:元に戻す · r:ルール · n:新しいゲーム · m:メニュー · q:終了 · クリックしたマスや線に置けます

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] プレイヤー1
   *[two] プレイヤー2
  }
colorbrake-colour = { $colour ->
    [blue] 青
    [green] 緑
    [yellow] 黄
    [red] 赤
    [white] 白
    [orange] オレンジ
   *[pink] ピンクの市松
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] 青のトークン
        [green] 緑のトークン
        [yellow] 黄のトークン
        [red] 赤のトークン
        [white] 白のトークン
        [orange] オレンジのトークン
       *[pink] ピンクの市松のトークン
    }
    [neutral] ニュートラルトークン
    [tank] タンク
   *[diamond] ダイヤ
  }
colorbrake-cell = { $cell }番のマス
colorbrake-row = { $row }マスの段
colorbrake-status-hand-over = 端末を{ colorbrake-seat }に渡し、タップして手札を見てください。
colorbrake-status-hand-over-keyboard = キーボードを{ colorbrake-seat }に渡し、Enter を押して手札を見てください。
colorbrake-status-place = { colorbrake-seat }({ $nomination }):{ colorbrake-cell }にトークンを置いてください。
colorbrake-status-tank-or-place = { colorbrake-seat }:トークンを置くか、先に{ colorbrake-row }のトークンにタンクを載せてください。
colorbrake-status-choose-rescue = { colorbrake-seat }:{ colorbrake-cell }のニュートラルに載せる、引いた色を選んでください。
colorbrake-status-computer-to-move = コンピューター({ colorbrake-seat })の番です。
colorbrake-status-undone = 元に戻しました:{ $action ->
    [colour] { colorbrake-token }。
    [neutral] ニュートラルトークン。
    [rescue] ニュートラルに載せた色。
    [diamond] ダイヤ。
    [for_diamond] ダイヤの分のトークン。
    [tank] { colorbrake-cell }のタンク。
   *[next_round] 次のラウンド。
  }
colorbrake-status-round-over-result = { $end ->
    [completed] ラウンド{ $round }終了:{ colorbrake-seat }が最後のマスを埋めて5点を得ました。
   *[stuck] ラウンド{ $round }終了:{ colorbrake-seat }は{ colorbrake-cell }を埋められません。相手が{ $points }点を得ます。
  }
colorbrake-status-game-over-result = { $winner ->
    [one] ゲーム終了:プレイヤー1が{ $one }対{ $two }で勝ちです。
    [two] ゲーム終了:プレイヤー2が{ $two }対{ $one }で勝ちです。
   *[draw] ゲーム終了:{ $one }点で引き分けです。
  }
colorbrake-refusal-game-over = ゲームは終了しています。
colorbrake-refusal-round-over = ラウンドは終了しています。
colorbrake-refusal-round-not-over = ラウンドはまだ終わっていません。
colorbrake-refusal-rescue-pending = 先に、引いたトークンのどれかをニュートラルに載せてください。
colorbrake-refusal-no-rescue-pending = 引いたトークンを待っているニュートラルはありません。
colorbrake-refusal-not-drawn = { colorbrake-colour }のトークンは引かれていません。
colorbrake-refusal-not-in-hand = 手札に{ colorbrake-token }がありません。
colorbrake-refusal-not-in-reference = 前の段に{ colorbrake-colour }のトークンがありません。
colorbrake-refusal-colour-used-up = 前の段の{ colorbrake-colour }のトークンはすべて対応済みです。
colorbrake-refusal-neutral-on-last-cell = 最後のマスにはニュートラルを置けません。
colorbrake-refusal-pile-empty = 山札が空です。
colorbrake-refusal-diamond-too-late = { colorbrake-row }ではダイヤを出せません。
colorbrake-refusal-no-free-slot = 前の段にある自分のダイヤには、もう空きがありません。
colorbrake-refusal-not-tank-moment = タンクは5マスの段か4マスの段を始める直前にしか出せません。
colorbrake-refusal-tank-already-used = この段にはすでにタンクが出されています。
colorbrake-refusal-tank-outside-row = { colorbrake-cell }のトークンは、今そろった段にありません。
colorbrake-refusal-no-such-cell = { $cell }番のマスはありません。マスの番号は 1〜28 です。
colorbrake-refusal-nothing-to-undo = 戻せる手がありません。
colorbrake-event-filled = { colorbrake-cell }にトークンが置かれました。
colorbrake-event-neutral-drawn = { colorbrake-seat }が{ colorbrake-cell }にニュートラルを出し、{ $count }枚引きます。
colorbrake-event-tanked = { colorbrake-seat }が{ colorbrake-cell }にタンクを載せました。
colorbrake-event-turn-started = { colorbrake-seat }の番です。
colorbrake-event-round-started = ラウンド{ $round }:{ colorbrake-seat }が A です。
colorbrake-event-game-over = { $winner ->
    [one] ゲーム終了:プレイヤー1の勝ちです。
    [two] ゲーム終了:プレイヤー2の勝ちです。
   *[draw] ゲーム終了:引き分けです。
  }
colorbrake-error-record-too-large = ファイルが大きすぎます({ $limit }バイトを超えています)。
colorbrake-error-record-json-truncated = ファイルが途中で終わっています。切れてしまった可能性があります。
colorbrake-error-record-json-syntax = ファイルが正しい JSON ではありません。
colorbrake-error-record-json-shape = ファイルにゲームファイルの内容が入っていません。
colorbrake-error-record-not-a-saved-game = このファイルは保存ゲームではありません。
colorbrake-error-record-wrong-game = これは「{ $found }」の保存ゲームで、Color Brake ABAB のものではありません。
colorbrake-error-record-bad-version = 保存ゲームに正しい形式バージョンがありません。
colorbrake-error-record-newer-version = このゲームは新しいバージョンのアプリで保存されています(形式 { $version })。開くにはアプリを更新してください。
colorbrake-error-record-bad-seed = 保存ゲームのシードが壊れています。
colorbrake-error-record-no-length = 保存ゲームにラウンド数も目標点も書かれていません。
colorbrake-error-length-bad-rounds = ラウンド数は2〜20の偶数です。{ $number }ではありません。
colorbrake-error-length-bad-target = 目標点は1〜50です。{ $number }ではありません。
colorbrake-error-record-too-many-actions = ファイルに{ $number }個の操作があり、この長さのゲームで可能な数({ $limit })を超えています。
colorbrake-error-record-bad-action = 操作 { $index }(「{ $found }」)は操作として読めません。
colorbrake-error-record-illegal-action = 操作 { $index } は認められません:{ $reason }
colorbrake-hand = あなたの手札
colorbrake-rules-1 = 2人で28マスの三角形を埋めます。上の段が7マス、続いて6、5、4、3、2、1マスです。各ラウンドで82枚のトークン(7色各10枚、ニュートラル7枚、タンク3枚、ダイヤ2枚)をすべて混ぜ、各プレイヤーが16枚引きます。手札は秘密なので、手番の間に端末を渡します。
colorbrake-rules-2 = 一方がA、もう一方がBを持ち、ラウンドごとに入れ替わります。マスは読む順に1つずつ埋め、A、B、A、B…と印が付いています。次のマスの持ち主が打ちます。
colorbrake-rules-3 = 一番上の段にはどの色でも置けます。以降の段には前の段と同じ色が、1枚少なく入ります。この段にある色の枚数が前の段より少ない間だけ、その色を置けます。置けないプレイヤーがラウンドを終え、相手が空いたマスの数を得点します。
colorbrake-rules-4 = 段が認める色で最後のマスを埋めた人が5点を得ます。ゲームは偶数ラウンドで行うか、偶数ラウンドの後に目標点に達するまで行い、合計の多いほうが勝ちです。
colorbrake-rules-5 = ニュートラルは最後のマス以外ならいつでも自分のマスに置けます。山札から引き、引いた色を1枚、どの色でも上に置きます。ダイヤは7マスから4マスの段で、どの色にも対応します。次の段では、ダイヤの分として好きな色を1枚置けます。
colorbrake-rules-6 = 5マスの段か4マスの段を始める直前に、手番のプレイヤーは、完成したばかりの段のトークンにタンクを載せ、手札の色をその上に置けます。その段はその色として数えられます。どの操作も元に戻せます。
colorbrake-keys = 1–7:色 · 8:ニュートラル · 9:ダイヤ · f:ダイヤの分 · t:カーソルのマスにタンク · 矢印:カーソル · Enter:次のラウンド · u:元に戻す · r:ルール · n:新しいゲーム · m:メニュー · q:終了
colorbrake-reference = { colorbrake-row }にまだ置ける色:
colorbrake-drawn = 引いた色:
colorbrake-next-round = 次のラウンド
colorbrake-pick-for-diamond = ダイヤの分:色を選んでください(1–7)。もう一度 f で取り消し。
colorbrake-pick-tank = { colorbrake-cell }にタンク:上に置く色を選んでください(1–7)。矢印で別のマス、もう一度 t で取り消し。
colorbrake-pile = 山札 { $count }枚
colorbrake-round = ラウンド{ $round }
colorbrake-length-rounds = { $count }ラウンド
colorbrake-length-target = { $count }点先取
colorbrake-ready = 手札を見る

## 電話:ゲームの選択、ほかの2つのゲームの新しいゲームの選択肢、ボタン、アクセシビリティ

games-about-divided-loyalties = 6色の石で3つか4つの橋を作ります。両方のプレイヤーに役立つ色もあります。
games-about-discorder = 8 × 7の盤にタイルとペグを置きます。3つの列は得点、4つ以上の列は相手の得点になります。
games-about-colorbrake = 隠した手札で28マスの三角形を埋めます。各段は前の段の色を受け継ぎます。
discorder-who-begins = 先手
discorder-score = { $now }点(確定 { $settled }点)
discorder-status-computer-to-move = コンピューター({ discorder-player })の番です。
discorder-refusal-computer-to-move = お待ちください:コンピューターの番です。
discorder-a11y-tile = { $player ->
    [yellow] 黄のタイル
   *[black] 黒のタイル
  }
discorder-a11y-empty = 空き
discorder-a11y-edge = { cell-position }の下の線
discorder-a11y-peg = ペグあり
discorder-a11y-no-peg = ペグなし
discorder-a11y-peg-allowed = ペグを置けます
discorder-a11y-last-placed = 最後の手
colorbrake-length-title = ゲームの長さ
colorbrake-rounds-title = ラウンド数
colorbrake-target-title = 目標点
colorbrake-neutral = ニュートラル
colorbrake-diamond = ダイヤ
colorbrake-tank = タンク
colorbrake-for-diamond = ダイヤの分
colorbrake-choose-for-diamond = ダイヤの分:色を選んでください。
colorbrake-choose-tank-colour = { colorbrake-cell }にタンク:上に置く色を選んでください。
colorbrake-scores = プレイヤー1: { $one } · プレイヤー2: { $two }
colorbrake-to-move = { colorbrake-seat }のターン
colorbrake-colour-name = { $colour ->
    [blue] 青
    [green] 緑
    [yellow] 黄
    [red] 赤
    [white] 白
    [orange] オレンジ
   *[pink] ピンクの市松
  }
colorbrake-a11y-cell = { colorbrake-cell }、{ colorbrake-row }、{ $nomination }({ colorbrake-seat })
colorbrake-a11y-empty = 空き
colorbrake-a11y-fill = { $base ->
    [diamond] ダイヤ
    [for_diamond] ダイヤの分の{ colorbrake-colour }のトークン
   *[colour] { colorbrake-colour }のトークン
  }
colorbrake-a11y-on-neutrals = ニュートラル{ $count }枚の上
colorbrake-a11y-tank = { colorbrake-seat }のタンクの下、上は{ colorbrake-colour }
colorbrake-a11y-pending = ニュートラル{ $count }枚が引いた色を待っています
colorbrake-a11y-next = 次に埋めるマス
colorbrake-a11y-last-filled = 最後に埋めたマス
colorbrake-a11y-tank-target = タンクを置けます

## dl-ui:DiscorderとColor Brake ABABの画面(相手、コンピューターの側、アクセシビリティの操作)

discorder-you-play = あなたは{ discorder-player }
discorder-computer-player = { discorder-player }(コンピューター)
discorder-a11y-place-tile = タイルを置く
discorder-a11y-place-peg = ペグを置く
colorbrake-you-play = あなたは{ colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat }(コンピューター)
colorbrake-a11y-place-tank = ここにタンクを置く

## 電話:Color Brake ABABのパネルの数(手札の枚数、参照、手札のチップ、ラウンド)

colorbrake-hand-size = { colorbrake-seat }: { $count }枚
colorbrake-colour-count = { colorbrake-colour-name }: { $count }枚
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }枚
colorbrake-round-of-rounds = ラウンド{ $round }/{ $count }
colorbrake-round-of-target = ラウンド{ $round }({ $count }点先取)

## 終わったゲームのリプレイ

replay = リプレイ
replay-start = 最初へ
replay-back = 前の手
replay-forward = 次の手
replay-end = 最後へ
replay-step = { $count }手中{ $step }手目
error-replay-unwound = このゲームはリプレイできません。最初まで戻せませんでした。

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
panel-computer-player = { player-name }(コンピューター)
game-thinking = コンピューターが考えています… { $percent } %
notice-state-unreadable = 設定を読み込めませんでした({ $problem })。{ $path } として保管し、既定の設定を使います。
notice-previous-saved = 途中のゲームは「保存したゲーム」に残ります。
notice-previous-finished = 終わったゲームは「終わったゲーム」に残ります。
notice-unsaved = まだ保存されていません:{ $problem } ゲームはここに残り、次の手で再び保存されます。
games-continue = 続ける:{ $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = ターミナルで遊ぶ Divided Loyalties、Discorder、Color Brake ABAB。
terminal-help-usage = 使い方:
terminal-help-options = ゲームのオプション:
terminal-help-default = 前回の画面とゲーム。なければゲームメニュー
terminal-help-game = GAME は divided-loyalties、discorder、color-brake のいずれか。そのゲームの続き、なければ新しいゲーム
terminal-help-new = Up the Stairs で新しいゲーム(途中のゲームは「保存したゲーム」へ)
terminal-help-position = このポジションのゲームが進行中ならその続き、なければ新しいゲーム(途中のゲームは「保存したゲーム」へ)。KEY は 1–12、短い名前(octopus)、または .csv ファイル(常に新しいゲーム)
terminal-help-rounds = プレイヤーごとのラウンド数 3 または 4。--position と一緒に(省略時はポジションの値)
terminal-help-computer = その側をコンピューターが持つ対戦
terminal-help-level = コンピューターの強さ(省略時は普通)
terminal-help-open = 保存したゲーム(.json、このアプリのものか Web 版のもの)かゲームのリンクを開く
terminal-help-out = 共有でファイルを書き込む場所(省略時はデータフォルダーの shared/)
terminal-help-room = オンライン対戦のルーム R に N として参加します(Web ページのルーム ID)
terminal-help-peer-server = オンライン対戦のシグナリングサーバー。--room または script と一緒に使います(省略時は Web ページと同じ PeerJS の公開サーバー)
terminal-help-lang = 言語: { $languages }(省略時は LC_ALL、LC_MESSAGES、LANG)
terminal-help-script = 標準入力から JSON コマンドを読み、1 行に 1 つの答えを英語で標準出力へ。--store を付けるとゲームは DIR のストアに置かれる
terminal-help-picture = ゲーム、ポジションファイル、リンクの盤面画像。幅 N ピクセル({ $min }–{ $max }、省略時 { $default })。OUT.png はまだ存在しないこと
terminal-help-help = このヘルプ
terminal-help-data = ゲームとポジションの保存先: { $first }、なければ { $second }、なければ { $third }。
terminal-usage-missing-value = { $option } には値が必要です。
terminal-usage-one-of = { $option } に指定できる値: { $allowed }。
terminal-usage-unexpected = 「{ $argument }」はここでは使えないオプションです。
terminal-usage-goes-with = { $option } は { $with } と一緒にしか使えません。
terminal-usage-one-start = --new、--position、--open、--game のうち 1 つだけを指定してください。
terminal-usage-script-options = script に付けられるオプションは --store と --peer-server だけです。
terminal-usage-picture-files = picture にはゲームファイルかリンクと、新しい .png ファイルの名前が必要です。
terminal-usage-see-help = コマンドラインで使えるものは dl-cli --help で確認できます。

## オンライン対戦(issue 23)

online-play = オンラインで遊ぶ
online-name = あなたの名前
online-room = ルーム
online-join = 参加
online-leave = ルームを出る
online-send = 送信
online-chat = メッセージ
online-share-room = ルームを共有
online-choose-position = 配置を選ぶ
online-unavailable = オンライン対戦には、このアプリの WebRTC 版が必要です。
online-fields-missing = 名前とルームを入力してください。
online-new-game = 新しいゲームが始まりました。
online-waiting = ルーム { $room } で相手を待っています…
online-you-are = あなたは{ player-name } · 相手は { $name }
online-host-chooses = { $name } が配置を選びます。
online-peer-left = 相手の接続が切れました:{ $name } がルームを出ました。ゲームは保存されています。
online-not-your-turn = { $name } の手番です。お待ちください。
online-chat-line = { $name }: { $text }
online-refused = 相手側から届いたものを拒否しました({ $code })。ゲームは変わっていません。
online-failed = { $reason ->
    [server] ゲームサーバーに接続できません({ $code })。
    [address] ゲームサーバーのアドレスを使用できません({ $code })。
    [taken] このルームには別のホストがいます({ $code })。
    [absent] 相手のプレイヤーがルームにいません({ $code })。
    [lost] 相手のプレイヤーとの接続が切れました({ $code })。
   *[network] 相手のプレイヤーに接続できませんでした({ $code })。
  }
online-rejoin = 再参加
online-retrying = { $seconds } 秒後にルーム { $room } へ再接続します…
online-share-text = Divided Loyalties をオンラインで一緒に遊びましょう:{ $url } 開いてルーム ID を入力してください:{ $room }
