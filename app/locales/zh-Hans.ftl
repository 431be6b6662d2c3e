### Divided Loyalties — 简体中文。术语见 GLOSSARY.md(棋子、桥、区域、点、排、轮、库存、
### 回合;颜色 蓝、黄、红、绿、橙、紫;玩家 蓝方、黄方)。

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] 蓝方
   *[yellow] 黄方
  }
color-name = { $color ->
    [blue] 蓝色
    [yellow] 黄色
    [red] 红色
    [green] 绿色
    [orange] 橙色
   *[purple] 紫色
  }
cell-position = 第{ $row }行第{ $column }列

## Status line

status-place-stone = { player-name }:请放下一枚棋子。
status-bridge-or-end-turn = { player-name }:双击两枚棋子建桥,或结束回合。
status-bridge-or-end-turn-keyboard = { player-name }:在两枚棋子上按回车建桥,或结束回合。
status-ring-other-end = 双击桥另一端的棋子。
status-ring-other-end-keyboard = 在桥另一端的棋子上按回车。
status-double-tap-to-ring = 双击一枚棋子,把它标记为桥的一端。
status-double-tap-to-ring-keyboard = 在一枚棋子上按回车,把它标记为桥的一端。
status-no-stone-to-ring = 只能标记棋子。
status-select-color-first = 请先选择一种颜色。
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] 建成一座蓝桥。
        [yellow] 建成一座黄桥。
       *[red] 建成一座红桥。
    }
   *[other] 建成一座红桥,切断了 { $cut } 座桥。
  }
status-confirm-dot-stone-return = 点({ cell-position })上的棋子不在任何桥中,将退回库存。仍然结束回合吗?
status-passed = { $reason ->
    [no_stones_left] { player-name }没有棋子了,跳过。
   *[no_legal_placement] { player-name }无处可放棋子,跳过。
  }
status-undone = 已撤销。
status-computer-thinking = { player-name }(电脑)正在思考…
status-game-over-result = { $winner ->
    [blue] 游戏结束:蓝方获胜。
    [yellow] 游戏结束:黄方获胜。
   *[draw] 游戏结束:平局。
  }

## Refusals (R4–R8, R11)

refusal-game-over = 游戏已经结束。
refusal-outside-grid = { cell-position }在棋盘之外。
refusal-already-placed = 本回合你已经放过棋子了。
refusal-cell-occupied = { cell-position }已经有棋子了。
refusal-not-playable = 空格({ cell-position })上不能放棋子。
refusal-color-not-in-supply = { $color ->
    [blue] 你没有蓝色棋子了。
    [yellow] 你没有黄色棋子了。
    [red] 你没有红色棋子了。
    [green] 你没有绿色棋子了。
    [orange] 你没有橙色棋子了。
   *[purple] 你没有紫色棋子了。
  }
refusal-dot-without-bridge = 用这种颜色,没有桥能穿过点({ cell-position })。
refusal-no-stone-placed = 请先放下一枚棋子。
refusal-not-in-line = 两端不在同一条直线上。
refusal-wrong-length = 一座桥恰好连接成排的 3 枚或 4 枚棋子。
refusal-empty-cell-in-row = 这一排在{ cell-position }缺一枚棋子。
refusal-equal-neighbours = 两枚相邻的棋子颜色相同。
refusal-not-loyal = 这些颜色既不全属于你的颜色组,也不全属于红 +。
refusal-missing-turn-stone = 桥必须包含本回合放下的棋子。
refusal-shares-two-stones = 桥不能延长,也不能在同样的棋子上再建一次。
refusal-crosses-bridge = 这座桥会穿越一座已有的桥。
refusal-red-crosses-red-or-cut = 红桥不能穿越红桥或被切断的桥。
refusal-nothing-to-undo = 没有可以撤销的操作。
refusal-agreement-after-placing = 只有在本回合放下棋子之前,才能协商结束游戏。
refusal-computer-to-move = 现在轮到电脑:请等待它走棋。
refusal-agreement-with-computer = 与电脑对局不能协商结束:请下完这局,或开始新游戏。
refusal-stale-computer-turn = 电脑思考期间游戏已改变。

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] 蓝色
    [yellow] 黄色
    [red] 红色
    [green] 绿色
    [orange] 橙色
   *[purple] 紫色
  }棋子放在{ cell-position }。
event-bridge-formed = { $kind ->
    [blue] 建成蓝桥。
    [yellow] 建成黄桥。
   *[red] 建成红桥。
  }
event-bridges-cut = { $count } 座桥被切断。
event-stone-returned = 点({ cell-position })上的棋子退回库存。
event-set-received = { player-name }开始第 { $set } 轮,获得新棋子。
event-turn-started = 轮到{ player-name }。
event-undone = { $action ->
    [place] 已撤销:{ cell-position }的棋子。
    [bridge] 已撤销:桥。
    [end_turn] 已撤销:结束回合。
   *[agree_end] 已撤销:协商结束。
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = 没有棋子了
pass-reason-no-legal-placement = 没有格子能放棋子
end-reason-all-stones-placed = 所有棋子都已放下。
end-reason-no-one-can-place = 双方都不能再放棋子。
end-reason-agreed = 双方协商结束了游戏。
result-winner = { player-name }获胜
result-draw = 平局
result-scores = 蓝方 { $blue } – 黄方 { $yellow }
result-line = { $winner ->
    [blue] 游戏结束,蓝方以 { $blue }:{ $yellow } 获胜
    [yellow] 游戏结束,黄方以 { $yellow }:{ $blue } 获胜
   *[draw] 游戏结束,{ $blue }:{ $yellow } 平局
  }

## Errors of files, links and openings

error-at-line = 第 { $line } 行:{ $problem }
error-at-line-column = 第 { $line } 行第 { $file_column } 列:{ $problem }
error-unknown = 出了点问题({ $code })。
error-json-too-large = 文件太大(超过 { $limit } 字节)。
error-json-truncated = 文件提前结束,可能被截断了。
error-json-syntax = 文件不是有效的 JSON。
error-json-shape = 文件里没有游戏文件应有的内容。
error-position-bad-name = 棋局名称为空、太长或含有控制字符。
error-position-bad-token = 区域名“{ $found }”不可用:只能用字母、数字、_ 和 -。
error-position-cell-out-of-range = 格子({ $x }, { $y })在最大的棋盘(25 × 25)之外。
error-position-no-region = 这个棋局没有区域格子。
error-csv-too-large = 文件太大,不能作为棋局文件。
error-csv-unreadable = 无法把文件读成 CSV 文本。
error-csv-empty = 文件是空的。
error-csv-unknown-header = 未知的列“{ $found }”:棋局文件以 position_id,position_name,row,c0,c1,… 开头。
error-csv-missing-fields = 这一行至少需要 position_id、position_name 和 row。
error-csv-empty-id = position_id 为空。
error-csv-bad-name = 棋局名称为空或太长。
error-csv-inconsistent-name = 棋局 { $found } 在前面的行里用了另一个名称。
error-csv-non-numeric-row = 行号“{ $found }”不是数字。
error-csv-duplicate-row = 这个棋局中第 { $number } 行出现了两次。
error-csv-cell-out-of-range = 有格子在最大的棋盘(25 × 25)之外。
error-csv-bad-token = 区域名“{ $found }”不可用:只能用字母、数字、_ 和 -。
error-csv-no-region = 棋局 { $found } 没有区域格子。
error-csv-too-many-positions = 文件中的棋局超过 64 个。
error-csv-no-position = 文件中没有棋局。
error-start-bad-sets = { player-name }开始了 { $number } 轮,与本局不符。
error-start-stone-off-board = { cell-position }有一枚棋子,但那里既不是区域格子也不是点。
error-start-supply-mismatch = 棋盘上和库存中的{ $color ->
    [blue] 蓝色
    [yellow] 黄色
    [red] 红色
    [green] 绿色
    [orange] 橙色
   *[purple] 紫色
  }棋子数量与已开始的轮数不符。
error-start-missing-refill = 还有剩余的轮,{ player-name }的库存却是空的。
error-start-illegal-bridge = 第 { $index } 座桥不允许:{ $reason }
error-start-bridge-kind = 第 { $index } 座桥标为{ $given_kind ->
    [blue] 蓝桥
    [yellow] 黄桥
   *[red] 红桥
  },但它的颜色构成的是{ $actual_kind ->
    [blue] 蓝桥
    [yellow] 黄桥
   *[red] 红桥
  }。
error-start-cut-mismatch = 第 { $index } 座桥标为已切断,却没有红桥切断它,或者正好相反。
error-start-lonely-dot-stone = 点({ cell-position })上的棋子不在任何桥中。
error-start-no-move = 轮到的玩家无法放下任何棋子。
error-record-not-a-saved-game = 这个文件不是 { -game-name } 的存档。
error-record-unsupported-version = 本应用不认识这种存档格式(版本“{ $found }”)。
error-record-newer-version = 这局游戏由更新版本的应用保存(格式 { $version }):请更新应用后再打开。
error-record-bad-session = 文件中选中的颜色或标记与游戏不符。
error-record-bad-rounds = 不能选 { $number } 轮:一局游戏为 3 轮或 4 轮。
error-record-bad-stones = 起始棋局的棋子与棋盘不符。
error-record-bad-bridge = 起始桥 { $index }(“{ $found }”)不是 3 格或 4 格的桥。
error-record-bad-action = 操作 { $index }(“{ $found }”)不是有效操作。
error-record-illegal-action = 操作 { $index }(“{ $found }”)不允许:{ $reason }
error-link-too-long = 链接太长。
error-link-bad-prefix = 这不是 { -game-name } 的链接。
error-link-unknown-page = “{ $found }”不是 { -game-name } 网页版的页面。
error-link-no-fragment = 此链接打开的是网页版的首页,不含棋局,也不含游戏。
error-link-unknown-position = “{ $found }”既不是内置棋局的编号,也不是它的名称。
error-link-bad-base64 = 游戏链接已损坏。
error-link-truncated = 游戏链接被截断了。
error-link-bad-checksum = 游戏链接已损坏:被修改过或被截断了。
error-link-unsupported-version = 这个游戏链接(版本 { $version })来自更新的应用:请更新应用后再打开。
error-link-trailing-bytes = 游戏链接在游戏数据之后有多余的字符。
error-link-bad-value = 游戏链接中含有无效的{ $field ->
    [position_name] 棋局名称
    [region_token] 区域名
    [cell] 格子
    [colour] 颜色
    [stone] 棋子
    [bridge] 桥
    [level] 电脑等级
   *[bridge_kind] 桥的种类
  }。
error-link-unknown-builtin = 游戏链接指向不存在的内置棋局 { $number }。
error-link-illegal-action = 游戏链接中的操作 { $index } 不允许:{ $reason }
error-link-not-canonical = 游戏链接不是本应用写出的格式。
error-web-unsupported-version = 不支持这个网页版存档(版本“{ $found }”)。
error-web-duplicate-cell = 格子({ $x }, { $y })出现了两次。
error-web-grid-size = 网格有 { $number } 个格子,而棋局需要 { $limit } 个。
error-web-unknown-color = “{ $found }”不是颜色。
error-web-bad-count = 棋子数量 { $number } 不在 0 到 255 之间。
error-web-mid-turn = 游戏是在回合中途保存的:请在回合开始时保存。
error-web-bad-bridge-row = 第 { $index } 座桥不是一排笔直的 3 格或 4 格。
error-unknown-position = 没有名为“{ $found }”的内置棋局。
error-bad-rounds = 一局游戏为 3 轮或 4 轮,不能是 { $number } 轮。
error-no-such-position-in-file = 文件中没有第 { $index } 个棋局。
error-editor-outside-grid = { cell-position }在网格之外。
error-editor-size-out-of-range = 无法创建 { $width } × { $height } 格的棋盘:每边须为 9 到 25 格。
error-editor-resize-cuts-painted-cells = 新尺寸会切掉 { $count } 个已涂色的格子:请先擦除。
error-editor-nothing-to-undo = 没有可以撤销的操作。
error-editor-nothing-to-redo = 没有可以重做的操作。
error-store-not-a-directory = 游戏数据的文件夹不是文件夹。
error-store-no-directory = 未指定游戏数据的文件夹。
error-store-locked = 游戏数据正被应用的另一个窗口使用。
error-store-io = 无法写入或读取游戏数据。
error-store-too-many-entries = 游戏数据的某个列表文件太多,无法读取。
error-store-too-much-data = 游戏数据的某个列表太大,无法读取。
error-store-full = 这个列表已满:请先删除一些条目。
error-store-no-such-entry = 这局游戏或这个棋局已不存在。
error-store-unreadable = 无法读取游戏数据中的一个文件;已用另一个名称保留它。
error-store-not-the-current-game = 这不是当前的游戏:请作为新游戏开始。
error-store-bad-name = 不允许使用这个名称。
error-store-name-taken = 你的棋局中已有这个名称。
error-store-not-a-file = 文件所在的位置有别的东西。
error-store-not-a-folder = 文件夹所在的位置有别的东西。
error-store-file-too-large = 这个文件比应用写出的任何文件都大。
error-store-read-failed = 无法读取这个文件。
error-store-not-a-game = 这个文件不是三个游戏中任何一个的存档。
error-store-not-one-position = 文件中有多个棋局,而不是一个。
error-store-nothing-to-export = 请至少选择一个要导出的局面。
error-receive-too-large = 收到的内容太大,无法打开。
error-receive-unrecognised = 收到的内容既不是链接,也不是棋局文件或游戏文件。
error-share-game-not-over = 游戏还没有结束:没有可分享的结果。
error-share-write-failed = 无法写入要分享的文件。
error-share-no-free-name = 找不到可用于要分享文件的名称。
error-picture-bad-size = 无法生成 { $number } 像素的图片：请选择 64 到 4096 之间的尺寸。
error-not-a-terminal = 游戏需要在终端中运行：请在终端里启动，或使用“dl-cli script”进行自动化。
error-unknown-language = 没有“{ $found }”这种语言：请选择 de、en、fr、it、es、pt、ja、zh-Hans、uk 或 ko。
error-picture-font = 无法读取图片的字体。
error-picture-encoding = 无法把图片写成 PNG。
error-file-not-found = 文件不存在。
error-file-not-a-file = 这不是普通文件（文件夹、管道或设备），未读取。
error-file-too-large = 文件太大。
error-io-error = 无法读取或写入文件。
error-io-disk-full = 磁盘已满，无法写入任何内容。请释放一些空间后重试。
error-io-permission-denied = 权限被拒绝：无法写入或读取该文件或文件夹。
error-io-read-only = 磁盘为只读，无法写入。
error-position-not-found = 没有内置棋局“{ $found }”:请使用 1–12、octopus 这样的名称或 .csv 文件。
error-file-exists = 文件已存在:请换一个名称。
error-no-data-dir = 没有数据文件夹:请设置 DL_DATA_DIR、XDG_DATA_HOME 或 HOME,或指定 --out。

## Problems of a position in the editor

problem-editor-name-empty = 棋局没有名称。
problem-editor-name-too-long = 名称有 { $count } 个字符,最多允许 { $limit } 个。
problem-editor-name-control-character = 名称中含有控制字符(换行、制表符等)。
problem-editor-name-of-builtin = 内置棋局 { $number } 已经使用这个名称。
problem-editor-no-region = 棋局没有区域格子。
problem-editor-bad-token = 区域名“{ $found }”无法写入棋局文件。
problem-editor-split-region = 区域 { $found } 分成了 { $count } 个互不相连的部分。
problem-editor-dots-inside-region = 区域 { $found } 内部有 { $count } 个点。
problem-severity-blocking = 保存前必须修正
problem-severity-warning = 提醒

## Buttons and menus

button-undo = 撤销
button-redo = 重做
button-end-turn = 结束回合
button-menu = 菜单
button-back = 返回
button-share = 分享…
button-share-position = 分享棋局
button-share-position-csv = 以 CSV 分享棋局
button-share-picture = 分享图片
button-share-game = 分享游戏
button-share-game-link = 分享游戏链接
button-share-result = 分享结果
button-end-by-agreement = 协商结束
button-new-game = 新游戏
button-saved-games = 已保存的游戏
button-rules = 规则
button-hint = 提示
button-settings = 设置
button-open-link = 打开链接
button-open-position-file = 打开棋局文件…
button-rematch = 再来一局
button-cancel = 取消
button-ok = 确定
button-close = 关闭
button-open = 打开
button-delete = 删除
button-rename = 重命名
button-duplicate = 复制
button-save = 保存
button-test-play = 试玩
button-new-position = 新棋局
button-edit-copy = 编辑副本
button-full-rules = 完整规则
button-end-turn-anyway = 结束回合
button-end-game = 结束游戏
button-quit = 退出

## Screen titles

title-new-game = 新游戏
title-saved-games = 已保存的游戏
title-history = 已结束的游戏
title-rules = 规则
title-settings = 设置
title-editor = 棋局编辑器
title-my-positions = 我的棋局
title-share = 分享

## Dialogs

dialog-dot-stone-title = 结束回合吗?
dialog-agree-title = 现在结束游戏吗?
dialog-agree-body = 双方都同意现在结束游戏吗?按当前比分决定胜负。
dialog-agree-player = { player-name },你同意现在结束游戏吗?
dialog-delete-game-title = 删除这局已保存的游戏吗?
dialog-delete-position-title = 删除棋局“{ $name }”吗?
dialog-delete-body = 此操作无法撤销。
dialog-open-game-title = 打开这局游戏吗?
dialog-open-position-title = 打开这个棋局吗?
dialog-open-body = 未完成的游戏会保留在“已保存的游戏”中。

## The game screen's panel

panel-turn = 第 { $turn } 回合
panel-to-move = { player-name }回合
panel-game-over = 游戏结束
panel-set = 第 { $set }/{ $sets } 轮
panel-bridge-points = 桥
panel-region-points = 区域
panel-total = 总分
panel-supply = 剩余 { $count } 枚

## New-game screen

new-game-four-rounds = 4 轮
new-game-three-rounds = 3 轮
new-game-default-rounds = 默认轮数
new-game-my-positions = 我的棋局
new-game-rounds = { $count } 轮
new-game-size = { $width } × { $height }
new-game-two-players = 双人对战
new-game-against-computer = 对战电脑
new-game-you-play = 你执
new-game-level = 难度
level-easy = 简单
level-medium = 中等
level-hard = 困难

## The terminal: game menu and screens of the other two games
games-title = 选择游戏
games-hint = ↑↓ 选择 · 回车或点击:打开 · Esc:返回 · q:退出
games-rules-hint = ↑↓ PgUp PgDn:滚动 · Esc 或 r:返回游戏 · q:退出
games-too-small = 终端太小,无法显示此画面:需要 { $width } × { $height } 个字符。

## Saved games

saved-turn = 第 { $turn } 回合
saved-none = 还没有已保存的游戏。
saved-history-none = 还没有已结束的游戏。

## Settings

settings-language = 语言
settings-language-system = 系统语言
settings-theme = 主题
settings-theme-system = 跟随系统
settings-theme-light = 浅色
settings-theme-dark = 深色
settings-symbols = 色盲辅助符号
settings-haptics = 振动反馈

## Position editor

editor-brush-dark = 深色区域
editor-brush-medium = 中间色区域
editor-brush-light = 浅色区域
editor-brush-dot = 点
editor-brush-eraser = 橡皮擦
editor-brush-fill = 填充
editor-name = 名称
editor-width = 宽度
editor-height = 高度
editor-problems = 问题
editor-no-problems = 没有问题。
editor-paint = 绘制
editor-saved = “{ $name }”已保存到“我的棋局”。
editor-leave-title = 离开编辑器吗?
editor-leave-body = 上次保存之后的更改将会丢失。

## Accessibility

a11y-separator = {","}
a11y-cell = { $kind ->
    [region] { cell-position },区域 { $region }
    [dot] { cell-position },点
   *[empty] { cell-position },棋盘之外
  }
a11y-stone = { $color ->
    [blue] 蓝色棋子
    [yellow] 黄色棋子
    [red] 红色棋子
    [green] 绿色棋子
    [orange] 橙色棋子
   *[purple] 紫色棋子
  }
a11y-ringed = 已标记
a11y-last-placed = 最后放下
a11y-highlighted = 可放所选颜色
a11y-place = 放下所选颜色
a11y-ring = 标记为桥的一端
a11y-chip = { color-name }:{ $count }
a11y-bridge-cut = 已切断

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] 来玩 { -game-name } 吧,棋局:{ $position }!
   *[no] 来玩 { -game-name } 吧,棋局:{ $position }!链接会在应用中打开。
  }
share-game = { $winner ->
    [blue] { -game-name },{ $position }:蓝方以 { $blue }:{ $yellow } 获胜
    [yellow] { -game-name },{ $position }:黄方以 { $yellow }:{ $blue } 获胜
    [draw] { -game-name },{ $position }:{ $blue }:{ $yellow } 平局
   *[none] { -game-name },{ $position },第 { $turn } 回合:轮到{ player-name }(蓝方 { $blue },黄方 { $yellow })
  }
share-result = { $winner ->
    [blue] 蓝方在 { $position } 以 { $blue }:{ $yellow } 获胜
    [yellow] 黄方在 { $position } 以 { $yellow }:{ $blue } 获胜
   *[draw] 在 { $position } 以 { $blue }:{ $yellow } 战平
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = 用 { -game-name } 打开
os-document-game = { -game-name } 游戏
os-document-position = { -game-name } 棋局
os-local-network = 当你们在同一网络中时，在线对战会直接连接到朋友的设备。

## The rules for players

rules-turn-title = 回合
rules-turn-1 = 蓝方和黄方轮流行动,蓝方先行。在你的回合里,你从库存中取恰好一枚棋子,放在棋盘上的一个空格里。
rules-turn-2 = 然后你可以用这枚棋子建桥,棋盘允许建几座就建几座,最后结束回合。
rules-turn-example = 蓝方放下一枚棋子,黄方应对。
rules-bridges-title = 桥
rules-bridges-1 = 一座桥连接在一条直线上紧挨着的 3 枚或 4 枚棋子:横向、纵向或斜向都可以。相邻的两枚棋子不能同色。
rules-bridges-2 = 建桥时,先双击一端的棋子,再双击另一端的棋子。每座桥都必须包含本回合放下的棋子:没有及时建桥的一排,以后只能借助新放的棋子再建桥。
rules-bridges-2-keyboard = 建桥时,先在一端的棋子上按回车,再在另一端的棋子上按回车。每座桥都必须包含本回合放下的棋子:没有及时建桥的一排,以后只能借助新放的棋子再建桥。
rules-bridges-3 = 两座桥可以共用一枚棋子,只要它至少是其中一座桥的端点;桥永远不能延长。
rules-bridges-example = 蓝、紫、绿连成一排:一座蓝桥。
rules-loyalty-title = 忠诚
rules-loyalty-1 = 六种颜色分成三个颜色组,每组是色轮上的一种颜色和它两侧的邻色:蓝 + 是蓝、紫、绿;黄 + 是黄、橙、绿;红 + 是红、紫、橙。
rules-loyalty-2 = 你的桥只能用你那一组的颜色。棋子不属于任何人:你放下的绿色棋子也可能为对手所用,紫色和橙色还能为红 + 所用。
rules-loyalty-example = 黄方用蓝方放下的绿色棋子建起一座黄桥。
rules-red-title = 红桥与切断
rules-red-1 = 双方都可以只用红 + 的棋子建红桥。红桥不得分,但在建成的那一刻,会切断它穿越的所有蓝桥或黄桥。
rules-red-2 = 被切断的桥留在棋盘上,显示为灰色虚线,不再得分。任何桥都不能穿越已有的桥,红桥也不能穿越红桥或被切断的桥。
rules-red-example = 一座红桥切断了蓝方的斜桥。
rules-dots-title = 点
rules-dots-1 = 点位于棋盘块之外。只有当一座桥能穿过某个点时,才能在上面放棋子;应用会为所选颜色点亮这些点。
rules-dots-2 = 如果回合结束时点上的棋子不在任何桥中,它会退回你的库存。
rules-dots-example = 点上的一枚棋子连成了一座桥。
rules-sets-title = 轮次
rules-sets-1 = 每轮发给你 12 枚棋子。蓝方得到 4 蓝、3 紫、2 绿、2 红、1 橙;黄方得到 4 黄、3 橙、2 绿、2 红、1 紫。
rules-sets-2 = 回合结束时如果库存已空,你的下一轮就会开始。棋局 1 到 6 玩 4 轮,其余棋局玩 3 轮;面板会显示你正在第几轮。
rules-sets-example = 蓝方放完了本轮的三枚紫色棋子,黄方放完了三枚橙色棋子。
rules-scoring-title = 计分
rules-scoring-1 = 3 枚棋子的桥得 1 分,4 枚棋子的桥得 2 分。红桥和被切断的桥不得分。
rules-scoring-2 = 每个棋盘块都是一个区域。你在某个区域上有内侧棋子(不是端点)的第一座桥,会为你再多得 1 分。桥分和区域分分开显示。
rules-scoring-example = 横跨两个区域的 4 枚棋子的桥:2 个桥分和 2 个区域分。
rules-end-title = 结束
rules-end-1 = 所有棋子都放完,或者双方都无法再放时,游戏结束。在本回合放下棋子之前,双方也可以协商提前结束。
rules-end-2 = 把桥分和区域分相加:总分高者获胜,总分相同则为平局。每一步操作都可以撤销,一直撤回到开局。
rules-end-3 = 从网页版存档打开的对局从存档所在处开始:之前的着法不在存档里,无法撤销;回合数取与棋盘相符的最小值。
rules-end-example = 双方协商结束一局短游戏:蓝方以 2:0 获胜。

## 终端版 (dl-cli):按键提示、询问、通知和报告。按键在所有语言中都相同。

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = 颜色:1–6
terminal-cursor = 光标:{ $description }
terminal-thinking = 电脑正在思考… { $percent } % · u:停止并撤销
hint-turn = 提示:{ color-name }放在{ cell-position };要架的桥:{ $bridges }。
terminal-too-small-title = 终端太小,放不下这个棋局。
terminal-too-small-hint = 请放大窗口或缩小字体;n:换一个棋局,q:退出。
terminal-previous-saved = 未完成的游戏保留在“已保存的游戏”中(n:新游戏)。
terminal-previous-finished = 已结束的游戏保留在“已结束的游戏”中。
terminal-no-data-dir = 没有数据文件夹(HOME 或 XDG_DATA_HOME):游戏不会被保存。
terminal-unreadable-title = 无法读取一个已保存的文件
terminal-moved-aside = 无法读取 { $path }:{ $problem }({ $code })
terminal-kept-as = 它已原样保留为 { $path }。
terminal-fresh-start = 开始新游戏;没有覆盖任何文件。
terminal-resume-title = 继续吗?
terminal-delete-keys = y:删除 · n:保留
terminal-end-turn-keys = y:仍然结束回合 · n:返回
terminal-agree-keys = y:结束游戏 · n:继续下棋
terminal-any-key = 请按任意键。
terminal-played-unknown = 游戏时间未知
terminal-new-game-keys = ↑↓:选择 · 回车或点击:开始或继续 · 3/4:轮数 · f:导入 CSV 文件 · d:删除 · m:菜单 · Esc:返回 · q:退出
terminal-delete-key = d:删除
terminal-saved-game-keys = 回车:继续这局游戏 · d:删除它
terminal-csv-prompt = CSV 文件:
terminal-csv-keys = 回车:导入 · Esc:取消
terminal-csv-hint = f:从 CSV 文件(网页版的格式)导入棋局
terminal-rules-keys = ↑↓ PgUp PgDn:滚动 · Esc 或 r:回到游戏 · q:退出
terminal-key-enter = 回车
terminal-key-esc = Esc
terminal-key-space = 空格
terminal-key-save = Ctrl-S
terminal-key-tab = Tab
terminal-import-title = 导入
terminal-import-added = 已将 { $count } 个棋局添加到“我的棋局”。
terminal-import-refused = 第 { $line } 行:已略过“{ $name }”:{ $problem }
terminal-import-refused-unnamed = 第 { $line } 行:已略过一个棋局:{ $problem }
terminal-share-wrote = 已写入 { $path }:
terminal-share-no-position-link = 棋局链接:无
terminal-share-no-game-link = 游戏链接:无(太长);请发送游戏文件
terminal-share-failed = 分享失败
terminal-in-file = { $path }:{ $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] 黄方
   *[black] 黑方
  }
discorder-status-place-tile = { discorder-player }:放一块方块,或选择一根木钉。
discorder-status-place-peg = { discorder-player }:在同一列的两个格子之间放一根木钉。
discorder-status-passed = { $player ->
    [yellow] 黄方没有方块,也没有可放木钉的地方,跳过。轮到黑方。
   *[black] 黑方没有方块,也没有可放木钉的地方,跳过。轮到黄方。
  }
discorder-status-no-target = { $tool ->
    [tile] 请点一个棋盘格子。
   *[peg] 请点同一列两个格子之间的线。
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] 请在一个棋盘格子上按空格。
   *[peg] 请在一个格子上按 p:木钉放在它下方的线上。
  }
discorder-status-undone = 已撤销。轮到{ discorder-player }。
discorder-status-game-over-result = { $winner ->
    [yellow] 游戏结束:黄方以 { $yellow }:{ $black } 获胜。
    [black] 游戏结束:黑方以 { $black }:{ $yellow } 获胜。
   *[draw] 游戏结束:{ $yellow }:{ $black } 平局。
  }
discorder-edge = { cell-position }下方的线
discorder-refusal-game-over = 游戏已经结束。
discorder-refusal-cell-outside-board = { cell-position }不在棋盘上。
discorder-refusal-no-tiles-left = 你没有方块了。
discorder-refusal-cell-occupied = { cell-position }已经有方块了。
discorder-refusal-edge-outside-board = 木钉只能放在同一列的两个格子之间。
discorder-refusal-no-pegs-left = 没有剩余的木钉了。
discorder-refusal-edge-has-peg = { discorder-edge }上已经有木钉了。
discorder-refusal-peg-not-following = 木钉必须紧接方块或另一根木钉;{ discorder-edge }不符合。
discorder-refusal-peg-after-own-three = 不能在你自己三连的末端放木钉({ discorder-edge })。
discorder-refusal-no-edge-for-peg = 现在没有哪条线能放木钉。
discorder-refusal-nothing-to-undo = 没有可以撤销的操作。
discorder-event-tile-placed = { discorder-player }的方块放在{ cell-position }。
discorder-event-peg-placed = { discorder-player }的木钉放在{ discorder-edge }。
discorder-event-turn-started = 轮到{ discorder-player }。
discorder-event-game-over = { $winner ->
    [yellow] 游戏结束:黄方获胜。
    [black] 游戏结束:黑方获胜。
   *[draw] 游戏结束:平局。
  }
discorder-error-record-too-large = 文件太大(超过 { $limit } 字节)。
discorder-error-record-truncated = 文件提前结束,可能被截断了。
discorder-error-record-syntax = 文件不是有效的 JSON。
discorder-error-record-not-a-saved-game = 这个文件不是存档。
discorder-error-record-other-game = 这是“{ $found }”的存档,不是 Discorder 的。
discorder-error-record-newer-version = 这局游戏由更新版本的应用保存(格式 { $version }):请更新应用后再打开。
discorder-error-record-bad-version = 存档没有有效的格式版本。
discorder-error-record-shape = 文件里没有游戏文件应有的内容。
discorder-error-record-too-many-actions = 文件中有 { $number } 个操作,超过一局游戏可能的数量({ $limit })。
discorder-error-record-bad-action = 操作 { $index }(“{ $found }”)不是有效操作。
discorder-error-record-illegal-action = 操作 { $index } 不允许:{ $reason }
discorder-tool-tile = 方块
discorder-tool-peg = 木钉
discorder-starter = { $starter ->
    [yellow] 黄方先手
    [black] 黑方先手
   *[random] 抽签决定
  }
discorder-tiles-left = 剩余 { $count } 块方块
discorder-pegs-left = 剩余 { $count } 根木钉
discorder-scores = 黄方:{ $yellow } · 黑方:{ $black }
discorder-to-move = { discorder-player }回合
discorder-points = { $count } 分
discorder-settled = 已确定
discorder-rules-1 = 黄方和黑方在 8 × 7 格的棋盘上轮流行动。每方各有 28 块方块,另有 10 根共用的木钉。轮到你时,把一块自己的方块放在空格上,或放一根木钉。由谁先手在开局时决定。
discorder-rules-2 = 木钉放在同一列两个格子之间的线上。它必须挨着上方或下方的方块,或者接续同一条线上旁边的木钉。木钉在此处把这一列隔开,对横向没有影响。木钉放下后不再移动。
discorder-rules-3 = 你不能在自己恰好三块竖向相连的方块两端放木钉,也不能把自己的连线隔开而留下这样的三连。对手可以。
discorder-rules-4 = 连线是一方的方块在横向连续,或在竖向连续且中间没有木钉。恰好 3 块的连线给其主人 1 分;4 块或更多的连线给对手 1 分。面板显示当前的分数,以及其中已确定(不会再变)的分数。
discorder-rules-5 = 只要还有空格就必须行动:没有方块时,若有位置就放木钉,否则跳过。所有格子都放上方块时游戏结束;总分高者获胜,总分相同则为平局。每一步操作都可以撤销,一直撤回到开局。
discorder-keys = 方向键:移动 · 空格或回车:放置 · t:方块 · p:木钉 · u:撤销 · r:规则 · n:新游戏 · m:菜单 · q:退出 · 点击格子或线即可放置

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] 玩家 1
   *[two] 玩家 2
  }
colorbrake-colour = { $colour ->
    [blue] 蓝色
    [green] 绿色
    [yellow] 黄色
    [red] 红色
    [white] 白色
    [orange] 橙色
   *[pink] 粉色格纹
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] 蓝色筹码
        [green] 绿色筹码
        [yellow] 黄色筹码
        [red] 红色筹码
        [white] 白色筹码
        [orange] 橙色筹码
       *[pink] 粉色格纹筹码
    }
    [neutral] 中立筹码
    [tank] 坦克
   *[diamond] 菱形
  }
colorbrake-cell = 第 { $cell } 格
colorbrake-row = { $row } 格的那一行
colorbrake-status-hand-over = 请把设备交给{ colorbrake-seat },然后点击查看你的手牌。
colorbrake-status-hand-over-keyboard = 请把键盘交给{ colorbrake-seat },然后按回车查看你的手牌。
colorbrake-status-place = { colorbrake-seat }({ $nomination }):在{ colorbrake-cell }放一枚筹码。
colorbrake-status-tank-or-place = { colorbrake-seat }:放一枚筹码,或先在{ colorbrake-row }的一枚筹码上放坦克。
colorbrake-status-choose-rescue = { colorbrake-seat }:选择抽到的颜色,放在{ colorbrake-cell }的中立筹码上。
colorbrake-status-computer-to-move = 轮到电脑({ colorbrake-seat })。
colorbrake-status-undone = 已撤销:{ $action ->
    [colour] { colorbrake-token }。
    [neutral] 中立筹码。
    [rescue] 中立筹码上的颜色。
    [diamond] 菱形。
    [for_diamond] 为菱形打出的筹码。
    [tank] { colorbrake-cell }上的坦克。
   *[next_round] 下一轮。
  }
colorbrake-status-round-over-result = { $end ->
    [completed] 第 { $round } 轮结束:{ colorbrake-seat }填满了最后一格,得 5 分。
   *[stuck] 第 { $round } 轮结束:{ colorbrake-seat }无法填{ colorbrake-cell };对方得 { $points } 分。
  }
colorbrake-status-game-over-result = { $winner ->
    [one] 游戏结束:玩家 1 以 { $one }:{ $two } 获胜。
    [two] 游戏结束:玩家 2 以 { $two }:{ $one } 获胜。
   *[draw] 游戏结束:{ $one } 分平局。
  }
colorbrake-refusal-game-over = 游戏已经结束。
colorbrake-refusal-round-over = 本轮已经结束。
colorbrake-refusal-round-not-over = 本轮还没有结束。
colorbrake-refusal-rescue-pending = 请先把抽到的一枚筹码放在中立筹码上。
colorbrake-refusal-no-rescue-pending = 没有中立筹码在等待抽到的筹码。
colorbrake-refusal-not-drawn = 没有抽到{ colorbrake-colour }筹码。
colorbrake-refusal-not-in-hand = 你手中没有{ colorbrake-token }。
colorbrake-refusal-not-in-reference = 上一行没有{ colorbrake-colour }筹码。
colorbrake-refusal-colour-used-up = 上一行的{ colorbrake-colour }筹码都已配对。
colorbrake-refusal-neutral-on-last-cell = 最后一格不能放中立筹码。
colorbrake-refusal-pile-empty = 牌堆已空。
colorbrake-refusal-diamond-too-late = { colorbrake-row }不能再打出菱形。
colorbrake-refusal-no-free-slot = 你在上一行的菱形都已没有空位。
colorbrake-refusal-not-tank-moment = 坦克只能在开始 5 格行或 4 格行之前打出。
colorbrake-refusal-tank-already-used = 这一行已经打出过坦克。
colorbrake-refusal-tank-outside-row = { colorbrake-cell }的筹码不在刚完成的那一行。
colorbrake-refusal-no-such-cell = 没有第 { $cell } 格：格子编号为 1 到 28。
colorbrake-refusal-nothing-to-undo = 没有可以撤销的操作。
colorbrake-event-filled = { colorbrake-cell }放上了一枚筹码。
colorbrake-event-neutral-drawn = { colorbrake-seat }在{ colorbrake-cell }打出中立筹码,抽 { $count } 枚。
colorbrake-event-tanked = { colorbrake-seat }在{ colorbrake-cell }放了坦克。
colorbrake-event-turn-started = 轮到{ colorbrake-seat }。
colorbrake-event-round-started = 第 { $round } 轮:{ colorbrake-seat }为 A。
colorbrake-event-game-over = { $winner ->
    [one] 游戏结束:玩家 1 获胜。
    [two] 游戏结束:玩家 2 获胜。
   *[draw] 游戏结束:平局。
  }
colorbrake-error-record-too-large = 文件太大(超过 { $limit } 字节)。
colorbrake-error-record-json-truncated = 文件提前结束,可能被截断了。
colorbrake-error-record-json-syntax = 文件不是有效的 JSON。
colorbrake-error-record-json-shape = 文件里没有游戏文件应有的内容。
colorbrake-error-record-not-a-saved-game = 这个文件不是存档。
colorbrake-error-record-wrong-game = 这是“{ $found }”的存档,不是 Color Brake ABAB 的。
colorbrake-error-record-bad-version = 存档没有有效的格式版本。
colorbrake-error-record-newer-version = 这局游戏由更新版本的应用保存(格式 { $version }):请更新应用后再打开。
colorbrake-error-record-bad-seed = 存档的随机种子已损坏。
colorbrake-error-record-no-length = 存档既没有写轮数,也没有写目标分。
colorbrake-error-length-bad-rounds = 轮数须为 2 到 20 之间的偶数,不能是 { $number }。
colorbrake-error-length-bad-target = 目标分须在 1 到 50 之间,不能是 { $number }。
colorbrake-error-record-too-many-actions = 文件中有 { $number } 个操作,超过这种长度的游戏可能的数量({ $limit })。
colorbrake-error-record-bad-action = 操作 { $index }(“{ $found }”)不是有效操作。
colorbrake-error-record-illegal-action = 操作 { $index } 不允许:{ $reason }
colorbrake-hand = 你的手牌
colorbrake-rules-1 = 两名玩家填满一个 28 格的三角形:最上面一行 7 格,然后是 6、5、4、3、2、1 格。每轮把全部 82 枚筹码(7 种颜色各 10 枚、7 枚中立、3 枚坦克、2 枚菱形)洗混,每名玩家抽 16 枚。手牌是隐藏的:两个回合之间要交接设备。
colorbrake-rules-2 = 一名玩家持 A,另一名持 B,每轮互换。格子按阅读顺序逐个填满,依次标为 A、B、A、B……:下一格的主人行动。
colorbrake-rules-3 = 最上面一行可放任何颜色。之后每一行都包含上一行的颜色,但少一枚:只要本行某种颜色的筹码少于上一行,就可以放这种颜色。无法放置的玩家结束本轮,另一名玩家得到空格数的分数。
colorbrake-rules-4 = 用本行允许的颜色填满最后一格的人得 5 分。一局游戏有偶数轮,或打到偶数轮后有人达到目标分;总分高者获胜。
colorbrake-rules-5 = 中立筹码除最后一格外随时可以放在你的格子上:你从牌堆抽取,并把一种抽到的颜色放在上面,任何颜色都可以。菱形可在 7 格到 4 格的行中打出,对应任何颜色;在下一行,你可以为它放一枚自选颜色的筹码。
colorbrake-rules-6 = 在开始 5 格行或 4 格行之前,当前玩家可以在刚完成的那一行的一枚筹码上放坦克,并在上面放一枚手牌中的颜色:那一行从此按这种颜色计算。每一步操作都可以撤销。
colorbrake-keys = 1–7:颜色 · 8:中立 · 9:菱形 · f:为你的菱形 · t:在光标格放坦克 · 方向键:光标 · 回车:下一轮 · u:撤销 · r:规则 · n:新游戏 · m:菜单 · q:退出
colorbrake-reference = { colorbrake-row }还可以放:
colorbrake-drawn = 抽到:
colorbrake-next-round = 下一轮
colorbrake-pick-for-diamond = 为你的菱形:选择一种颜色(1–7),再按 f 取消。
colorbrake-pick-tank = 在{ colorbrake-cell }放坦克:选择上面的颜色(1–7),方向键换一格,再按 t 取消。
colorbrake-pile = 牌堆剩余 { $count } 枚
colorbrake-round = 第 { $round } 轮
colorbrake-length-rounds = { $count } 轮
colorbrake-length-target = 先得 { $count } 分者胜
colorbrake-ready = 查看手牌

## 手机:选择游戏、另外两个游戏的新游戏选项、按钮和无障碍

games-about-divided-loyalties = 六种颜色的棋子组成 3 或 4 枚的桥;有些颜色同时为双方所用。
games-about-discorder = 在 8 × 7 的棋盘上放方块和木钉:3 块连成一线得分,4 块以上则为对手得分。
games-about-colorbrake = 用隐藏的手牌填满 28 格的三角形;每一行沿用上一行的颜色。
discorder-who-begins = 谁先手
discorder-score = { $now } 分(已确定 { $settled } 分)
discorder-status-computer-to-move = 轮到电脑({ discorder-player })。
discorder-refusal-computer-to-move = 请稍候:轮到电脑。
discorder-a11y-tile = { $player ->
    [yellow] 黄色方块
   *[black] 黑色方块
  }
discorder-a11y-empty = 空
discorder-a11y-edge = { cell-position }下方的线
discorder-a11y-peg = 有木钉
discorder-a11y-no-peg = 无木钉
discorder-a11y-peg-allowed = 可以放木钉
discorder-a11y-last-placed = 最后一手
colorbrake-length-title = 游戏长度
colorbrake-rounds-title = 轮数
colorbrake-target-title = 目标分数
colorbrake-neutral = 中立
colorbrake-diamond = 菱形
colorbrake-tank = 坦克
colorbrake-for-diamond = 为你的菱形
colorbrake-choose-for-diamond = 为你的菱形:选择一种颜色。
colorbrake-choose-tank-colour = 在{ colorbrake-cell }放坦克:选择上面的颜色。
colorbrake-scores = 玩家 1:{ $one } · 玩家 2:{ $two }
colorbrake-to-move = { colorbrake-seat }回合
colorbrake-colour-name = { $colour ->
    [blue] 蓝色
    [green] 绿色
    [yellow] 黄色
    [red] 红色
    [white] 白色
    [orange] 橙色
   *[pink] 粉色格纹
  }
colorbrake-a11y-cell = { colorbrake-cell },{ colorbrake-row },{ $nomination }({ colorbrake-seat })
colorbrake-a11y-empty = 空
colorbrake-a11y-fill = { $base ->
    [diamond] 菱形
    [for_diamond] 为菱形放的{ colorbrake-colour }筹码
   *[colour] { colorbrake-colour }筹码
  }
colorbrake-a11y-on-neutrals = 在 { $count } 枚中立筹码上
colorbrake-a11y-tank = 在坦克下({ colorbrake-seat }),上面是{ colorbrake-colour }
colorbrake-a11y-pending = { $count } 枚中立筹码等待抽到的颜色
colorbrake-a11y-next = 下一个要填的格
colorbrake-a11y-last-filled = 最后填的格
colorbrake-a11y-tank-target = 可以放坦克

## dl-ui:Discorder 与 Color Brake ABAB 的界面(对手、电脑一方、无障碍操作)

discorder-you-play = 你执{ discorder-player }
discorder-computer-player = { discorder-player }(电脑)
discorder-a11y-place-tile = 放一个方块
discorder-a11y-place-peg = 放一根木钉
colorbrake-you-play = 你是{ colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat }(电脑)
colorbrake-a11y-place-tank = 把坦克放在这里

## 手机:Color Brake ABAB 面板上的数目(手牌数、参照、手牌的棋子、轮次)

colorbrake-hand-size = { colorbrake-seat }:{ $count } 枚
colorbrake-colour-count = { colorbrake-colour-name }:{ $count } 枚
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }:{ $count } 枚
colorbrake-round-of-rounds = 第 { $round } 轮,共 { $count } 轮
colorbrake-round-of-target = 第 { $round } 轮,先得 { $count } 分者胜

## 回放已结束的对局

replay = 回放
replay-start = 到开始
replay-back = 上一步
replay-forward = 下一步
replay-end = 到结尾
replay-step = 第 { $step } 步，共 { $count } 步
error-replay-unwound = 无法回放这局游戏：无法退回到开始。

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
panel-computer-player = { player-name }(电脑)
game-thinking = 电脑正在思考… { $percent } %
notice-state-unreadable = 无法读取你的设置({ $problem }),已另存为 { $path }。将使用默认设置。
notice-previous-saved = 未完成的游戏会保留在“已保存的游戏”中。
notice-previous-finished = 已结束的游戏会保留在“已结束的游戏”中。
notice-unsaved = 尚未保存:{ $problem } 游戏仍在这里,会在你下一步时重新写入。
games-continue = 继续:{ $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = 在终端里玩 Divided Loyalties、Discorder 和 Color Brake ABAB。
terminal-help-usage = 用法:
terminal-help-options = 游戏选项:
terminal-help-default = 上次离开时的界面和对局,没有则显示游戏菜单
terminal-help-game = GAME 为 divided-loyalties、discorder 或 color-brake:该游戏进行中的对局,没有则开新局
terminal-help-new = 在 Up the Stairs 上开新局(未下完的对局移到“已保存的游戏”)
terminal-help-position = 若进行中的对局就在这个局面上则继续,否则开新局(未下完的对局移到“已保存的游戏”);KEY 为 1–12、短名(octopus)或 .csv 文件(总是开新局)
terminal-help-rounds = 每位玩家 3 轮或 4 轮,与 --position 一起用(默认按局面)
terminal-help-computer = 与电脑对战,电脑执这一方
terminal-help-level = 电脑的难度(默认:中等)
terminal-help-open = 打开保存的对局(.json,本应用的或网页版的)或对局链接
terminal-help-out = 分享时写入文件的位置(默认:数据文件夹中的 shared/)
terminal-help-room = 以 N 的名字加入在线对战的房间 R(网页的房间 ID)
terminal-help-peer-server = 在线对战的信令服务器,与 --room 或 script 一起使用(默认:网页所用的 PeerJS 公共服务器)
terminal-help-lang = 语言:{ $languages }(默认:LC_ALL、LC_MESSAGES 或 LANG)
terminal-help-script = 从标准输入读 JSON 命令,每行一个回答写到标准输出,用英语;加 --store 时对局存放在 DIR 的存储中
terminal-help-picture = 对局、局面文件或链接的棋盘图片,宽 N 像素({ $min }–{ $max },默认 { $default });OUT.png 必须尚不存在
terminal-help-help = 本帮助
terminal-help-data = 对局和局面保存在 { $first },没有则在 { $second },再没有则在 { $third }。
terminal-usage-missing-value = { $option } 需要一个值。
terminal-usage-one-of = { $option } 只接受这些值之一:{ $allowed }。
terminal-usage-unexpected = “{ $argument }”在这里不是选项。
terminal-usage-goes-with = { $option } 只能与 { $with } 一起使用。
terminal-usage-one-start = --new、--position、--open 和 --game 只能用其中一个。
terminal-usage-script-options = script 除 --store 和 --peer-server 外不接受其他选项。
terminal-usage-picture-files = picture 需要一个对局文件或链接,以及一个新 .png 文件的名字。
terminal-usage-see-help = 用 dl-cli --help 查看命令行接受哪些内容。

## 在线对战(issue 23)

online-play = 在线对战
online-name = 你的名字
online-room = 房间
online-join = 加入
online-leave = 离开房间
online-send = 发送
online-chat = 消息
online-share-room = 分享房间
online-choose-position = 选择棋局
online-unavailable = 在线对战需要本应用的 WebRTC 版本。
online-fields-missing = 请输入你的名字和房间。
online-new-game = 新的一局已经开始。
online-waiting = 正在房间 { $room } 等待对方…
online-you-are = 你是{ player-name } · 对手 { $name }
online-host-chooses = { $name } 选择棋局。
online-peer-left = 对手已断开:{ $name } 离开了房间。本局已保留。
online-not-your-turn = 请等待 { $name } 走棋。
online-chat-line = { $name }:{ $text }
online-refused = 已拒绝对方发来的内容({ $code });本局未改变。
online-failed = { $reason ->
    [server] 无法连接游戏服务器({ $code })。
    [address] 游戏服务器地址不可用({ $code })。
    [taken] 此房间已有其他房主({ $code })。
    [absent] 对方玩家不在房间中({ $code })。
    [lost] 与对方玩家的连接已断开({ $code })。
   *[network] 无法与对方玩家建立连接({ $code })。
  }
online-rejoin = 重新加入
online-retrying = { $seconds } 秒后重新连接房间 { $room }…
online-share-text = 和我在线玩 Divided Loyalties:{ $url } 打开后输入房间 ID:{ $room }
