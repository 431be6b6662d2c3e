### Divided Loyalties — 한국어. 용어: GLOSSARY.md (돌, 다리, 영역, 점, 줄, 라운드, 보관함,
### 차례; 색 파랑, 노랑, 빨강, 초록, 주황, 보라). 문장은 합쇼체/해요체로 씁니다.

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] 파랑
   *[yellow] 노랑
  }
color-name = { $color ->
    [blue] 파랑
    [yellow] 노랑
    [red] 빨강
    [green] 초록
    [orange] 주황
   *[purple] 보라
  }
cell-position = { $column }열 { $row }행

## Status line

status-place-stone = { player-name }: 돌을 하나 놓으세요.
status-bridge-or-end-turn = { player-name }: 두 돌을 두 번 탭해 다리를 놓거나 차례를 끝내세요.
status-bridge-or-end-turn-keyboard = { player-name }: 두 돌 위에서 Enter를 눌러 다리를 놓거나 차례를 끝내세요.
status-ring-other-end = 다리 반대쪽 끝의 돌을 두 번 탭하세요.
status-ring-other-end-keyboard = 다리 반대쪽 끝의 돌 위에서 Enter를 누르세요.
status-double-tap-to-ring = 돌을 두 번 탭하면 다리 끝으로 표시됩니다.
status-double-tap-to-ring-keyboard = 돌 위에서 Enter를 누르면 다리 끝으로 표시됩니다.
status-no-stone-to-ring = 돌만 표시할 수 있습니다.
status-select-color-first = 먼저 색을 고르세요.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] 파랑 다리가 놓였습니다.
        [yellow] 노랑 다리가 놓였습니다.
       *[red] 빨강 다리가 놓였습니다.
    }
   *[other] 빨강 다리가 놓여 다리 { $cut }개를 잘랐습니다.
  }
status-confirm-dot-stone-return = 점({ cell-position }) 위의 돌은 어떤 다리에도 속하지 않아 보관함으로 돌아갑니다. 그래도 차례를 끝낼까요?
status-passed = { $reason ->
    [no_stones_left] { player-name } 쪽은 남은 돌이 없어 패스합니다.
   *[no_legal_placement] { player-name } 쪽은 돌을 놓을 곳이 없어 패스합니다.
  }
status-undone = 되돌렸습니다.
status-computer-thinking = { player-name }(컴퓨터)이(가) 생각하는 중…
status-game-over-result = { $winner ->
    [blue] 게임 종료: 파랑 승리.
    [yellow] 게임 종료: 노랑 승리.
   *[draw] 게임 종료: 무승부.
  }

## Refusals (R4–R8, R11)

refusal-game-over = 게임이 끝났습니다.
refusal-outside-grid = { cell-position } 칸은 판 밖에 있습니다.
refusal-already-placed = 이번 차례에 이미 돌을 놓았습니다.
refusal-cell-occupied = { cell-position } 칸에는 이미 돌이 있습니다.
refusal-not-playable = 빈칸({ cell-position })에는 돌을 놓을 수 없습니다.
refusal-color-not-in-supply = { $color ->
    [blue] 파랑 돌이 남아 있지 않습니다.
    [yellow] 노랑 돌이 남아 있지 않습니다.
    [red] 빨강 돌이 남아 있지 않습니다.
    [green] 초록 돌이 남아 있지 않습니다.
    [orange] 주황 돌이 남아 있지 않습니다.
   *[purple] 보라 돌이 남아 있지 않습니다.
  }
refusal-dot-without-bridge = 이 색으로는 점({ cell-position })을 지나는 다리를 놓을 수 없습니다.
refusal-no-stone-placed = 먼저 돌을 놓으세요.
refusal-not-in-line = 두 끝이 한 직선 위에 있지 않습니다.
refusal-wrong-length = 다리는 한 줄로 놓인 돌 3개나 4개를 잇습니다.
refusal-empty-cell-in-row = 줄의 { cell-position } 칸에 돌이 없습니다.
refusal-equal-neighbours = 이웃한 두 돌의 색이 같습니다.
refusal-not-loyal = 색이 모두 내 색 그룹에 속하지도, 모두 빨강 +에 속하지도 않습니다.
refusal-missing-turn-stone = 다리에는 이번 차례에 놓은 돌이 들어가야 합니다.
refusal-shares-two-stones = 다리는 늘릴 수 없고, 같은 돌 위에 두 번 놓을 수도 없습니다.
refusal-crosses-bridge = 이 다리는 이미 있는 다리를 가로지르게 됩니다.
refusal-red-crosses-red-or-cut = 빨강 다리는 빨강 다리나 잘린 다리를 가로지를 수 없습니다.
refusal-nothing-to-undo = 되돌릴 것이 없습니다.
refusal-agreement-after-placing = 합의로 게임을 끝내는 것은 이번 차례의 돌을 놓기 전에만 할 수 있습니다.
refusal-computer-to-move = 컴퓨터 차례입니다. 컴퓨터의 수를 기다리세요.
refusal-agreement-with-computer = 컴퓨터와의 게임은 합의로 끝낼 수 없습니다. 끝까지 두거나 새 게임을 시작하세요.
refusal-stale-computer-turn = 컴퓨터가 생각하는 동안 게임이 바뀌었습니다.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] 파랑
    [yellow] 노랑
    [red] 빨강
    [green] 초록
    [orange] 주황
   *[purple] 보라
  } 돌을 { cell-position } 칸에 놓았습니다.
event-bridge-formed = { $kind ->
    [blue] 파랑 다리를 놓았습니다.
    [yellow] 노랑 다리를 놓았습니다.
   *[red] 빨강 다리를 놓았습니다.
  }
event-bridges-cut = 다리 { $count }개가 잘렸습니다.
event-stone-returned = 점({ cell-position }) 위의 돌이 보관함으로 돌아갑니다.
event-set-received = { player-name } 쪽이 { $set }번째 라운드를 시작하며 새 돌을 받습니다.
event-turn-started = { player-name } 차례입니다.
event-undone = { $action ->
    [place] 되돌림: { cell-position } 칸의 돌.
    [bridge] 되돌림: 다리.
    [end_turn] 되돌림: 차례 끝내기.
   *[agree_end] 되돌림: 합의 종료.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = 남은 돌 없음
pass-reason-no-legal-placement = 돌을 놓을 칸 없음
end-reason-all-stones-placed = 모든 돌을 놓았습니다.
end-reason-no-one-can-place = 두 사람 모두 돌을 놓을 수 없습니다.
end-reason-agreed = 플레이어들이 합의해 게임을 끝냈습니다.
result-winner = { player-name } 승리
result-draw = 무승부
result-scores = 파랑 { $blue } – 노랑 { $yellow }
result-line = { $winner ->
    [blue] 게임 종료, 파랑 승리 { $blue }:{ $yellow }
    [yellow] 게임 종료, 노랑 승리 { $yellow }:{ $blue }
   *[draw] 게임 종료, { $blue }:{ $yellow } 무승부
  }

## Errors of files, links and openings

error-at-line = { $line }번째 줄: { $problem }
error-at-line-column = { $line }번째 줄, { $file_column }번째 열: { $problem }
error-unknown = 문제가 생겼습니다({ $code }).
error-json-too-large = 파일이 너무 큽니다({ $limit }바이트 초과).
error-json-truncated = 파일이 너무 일찍 끝납니다. 잘렸을 수 있습니다.
error-json-syntax = 파일이 올바른 JSON이 아닙니다.
error-json-shape = 파일에 게임 파일의 내용이 없습니다.
error-position-bad-name = 배치 이름이 비어 있거나, 너무 길거나, 제어 문자가 들어 있습니다.
error-position-bad-token = 영역 이름 "{ $found }"은(는) 쓸 수 없습니다. 영문자, 숫자, _와 -만 쓸 수 있습니다.
error-position-cell-out-of-range = 칸 ({ $x }, { $y })은(는) 가장 큰 판(25 × 25) 밖에 있습니다.
error-position-no-region = 배치에 영역 칸이 없습니다.
error-csv-too-large = 배치 파일로 쓰기에는 파일이 너무 큽니다.
error-csv-unreadable = 파일을 CSV 텍스트로 읽을 수 없습니다.
error-csv-empty = 파일이 비어 있습니다.
error-csv-unknown-header = 알 수 없는 열 "{ $found }": 배치 파일은 position_id,position_name,row,c0,c1,…로 시작합니다.
error-csv-missing-fields = 줄에는 적어도 position_id, position_name, row가 있어야 합니다.
error-csv-empty-id = position_id가 비어 있습니다.
error-csv-bad-name = 배치 이름이 비어 있거나 너무 깁니다.
error-csv-inconsistent-name = 배치 { $found }의 이름이 앞 줄과 다릅니다.
error-csv-non-numeric-row = 행 번호 "{ $found }"이(가) 숫자가 아닙니다.
error-csv-duplicate-row = 이 배치에 { $number }행이 두 번 나옵니다.
error-csv-cell-out-of-range = 가장 큰 판(25 × 25) 밖에 있는 칸이 있습니다.
error-csv-bad-token = 영역 이름 "{ $found }"은(는) 쓸 수 없습니다. 영문자, 숫자, _와 -만 쓸 수 있습니다.
error-csv-no-region = 배치 { $found }에 영역 칸이 없습니다.
error-csv-too-many-positions = 파일에 배치가 64개보다 많습니다.
error-csv-no-position = 파일에 배치가 없습니다.
error-start-bad-sets = { player-name } 쪽이 시작한 라운드 수({ $number })가 이 게임과 맞지 않습니다.
error-start-stone-off-board = { cell-position } 칸에 돌이 있지만, 그곳은 영역 칸도 점도 아닙니다.
error-start-supply-mismatch = 판과 보관함에 있는 { $color ->
    [blue] 파랑
    [yellow] 노랑
    [red] 빨강
    [green] 초록
    [orange] 주황
   *[purple] 보라
  } 돌의 수가 시작한 라운드 수와 맞지 않습니다.
error-start-missing-refill = 라운드가 남아 있는데 { player-name } 쪽 보관함이 비어 있습니다.
error-start-illegal-bridge = 다리 { $index }은(는) 허용되지 않습니다: { $reason }
error-start-bridge-kind = 다리 { $index }은(는) { $given_kind ->
    [blue] 파랑
    [yellow] 노랑
   *[red] 빨강
  } 다리로 되어 있지만, 색으로 보면 { $actual_kind ->
    [blue] 파랑
    [yellow] 노랑
   *[red] 빨강
  } 다리입니다.
error-start-cut-mismatch = 다리 { $index }은(는) 자르는 빨강 다리가 없는데 잘린 것으로 표시되어 있거나, 그 반대입니다.
error-start-lonely-dot-stone = 점({ cell-position }) 위의 돌이 어떤 다리에도 속하지 않습니다.
error-start-no-move = 차례인 플레이어가 돌을 놓을 수 없습니다.
error-record-not-a-saved-game = 이 파일은 { -game-name }의 저장 게임이 아닙니다.
error-record-unsupported-version = 앱이 이 저장 형식(버전 "{ $found }")을 알지 못합니다.
error-record-newer-version = 이 게임은 더 새로운 버전의 앱으로 저장되었습니다(형식 { $version }). 열려면 앱을 업데이트하세요.
error-record-bad-session = 이 파일의 선택한 색이나 표시가 게임과 맞지 않습니다.
error-record-bad-rounds = { $number }라운드는 고를 수 없습니다. 게임은 3라운드나 4라운드입니다.
error-record-bad-stones = 시작 배치의 돌이 판과 맞지 않습니다.
error-record-bad-bridge = 시작 다리 { $index }("{ $found }")은(는) 3칸이나 4칸 다리가 아닙니다.
error-record-bad-action = 동작 { $index }("{ $found }")은(는) 동작이 아닙니다.
error-record-illegal-action = 동작 { $index }("{ $found }")은(는) 허용되지 않습니다: { $reason }
error-link-too-long = 링크가 너무 깁니다.
error-link-bad-prefix = { -game-name } 링크가 아닙니다.
error-link-unknown-page = "{ $found }"은(는) { -game-name } 웹 버전의 페이지가 아닙니다.
error-link-no-fragment = 이 링크는 웹 버전의 첫 페이지를 엽니다. 배치나 게임이 들어 있지 않습니다.
error-link-unknown-position = "{ $found }"은(는) 기본 배치의 번호도 이름도 아닙니다.
error-link-bad-base64 = 게임 링크가 손상되었습니다.
error-link-truncated = 게임 링크가 잘렸습니다.
error-link-bad-checksum = 게임 링크가 손상되었습니다. 바뀌었거나 잘렸습니다.
error-link-unsupported-version = 이 게임 링크(버전 { $version })는 더 새로운 앱에서 만들었습니다. 열려면 앱을 업데이트하세요.
error-link-trailing-bytes = 게임 링크의 게임 뒤에 남는 문자가 있습니다.
error-link-bad-value = 게임 링크에 잘못된 { $field ->
    [position_name] 배치 이름
    [region_token] 영역 이름
    [cell] 칸
    [colour] 색
    [stone] 돌
    [bridge] 다리
    [level] 컴퓨터 수준
   *[bridge_kind] 다리 종류
  }이(가) 있습니다.
error-link-unknown-builtin = 게임 링크가 없는 기본 배치 { $number }을(를) 가리킵니다.
error-link-illegal-action = 게임 링크의 동작 { $index }은(는) 허용되지 않습니다: { $reason }
error-link-not-canonical = 게임 링크가 이 앱이 쓰는 형식이 아닙니다.
error-web-unsupported-version = 이 웹 버전 저장 데이터(버전 "{ $found }")는 지원하지 않습니다.
error-web-duplicate-cell = 칸 ({ $x }, { $y })이(가) 두 번 나옵니다.
error-web-grid-size = 격자에는 칸이 { $number }개 있지만, 배치에는 { $limit }개가 필요합니다.
error-web-unknown-color = "{ $found }"은(는) 색이 아닙니다.
error-web-bad-count = 돌 개수 { $number }이(가) 0에서 255 사이가 아닙니다.
error-web-mid-turn = 차례 도중에 저장된 게임입니다. 차례가 시작될 때 저장하세요.
error-web-bad-bridge-row = 다리 { $index }은(는) 곧은 3칸이나 4칸 줄이 아닙니다.
error-unknown-position = "{ $found }"(이)라는 기본 배치는 없습니다.
error-bad-rounds = 게임은 3라운드나 4라운드입니다. { $number }라운드가 아닙니다.
error-no-such-position-in-file = 파일에 { $index }번 배치가 없습니다.
error-editor-outside-grid = { cell-position } 칸은 격자 밖에 있습니다.
error-editor-size-out-of-range = { $width } × { $height }칸 판은 만들 수 없습니다. 각 변은 9~25칸입니다.
error-editor-resize-cuts-painted-cells = 새 크기로는 칠한 칸 { $count }개가 잘립니다. 먼저 지우세요.
error-editor-nothing-to-undo = 되돌릴 것이 없습니다.
error-editor-nothing-to-redo = 다시 할 것이 없습니다.
error-store-not-a-directory = 게임 데이터 폴더가 폴더가 아닙니다.
error-store-no-directory = 게임 데이터 폴더가 지정되지 않았습니다.
error-store-locked = 앱의 다른 창에서 게임 데이터를 사용하고 있습니다.
error-store-io = 게임 데이터를 쓰거나 읽을 수 없었습니다.
error-store-too-many-entries = 게임 데이터 목록에 파일이 너무 많아 읽을 수 없습니다.
error-store-too-much-data = 게임 데이터 목록이 너무 커서 읽을 수 없습니다.
error-store-full = 이 목록이 가득 찼습니다. 먼저 몇 개를 삭제하세요.
error-store-no-such-entry = 이 게임이나 배치는 더 이상 없습니다.
error-store-unreadable = 게임 데이터 파일을 읽을 수 없어 다른 이름으로 보관했습니다.
error-store-not-the-current-game = 현재 게임이 아닙니다. 새 게임으로 시작하세요.
error-store-bad-name = 이 이름은 쓸 수 없습니다.
error-store-name-taken = 내 배치 중에 이미 이 이름이 있습니다.
error-store-not-a-file = 파일 자리에 다른 것이 있습니다.
error-store-not-a-folder = 폴더 자리에 다른 것이 있습니다.
error-store-file-too-large = 앱이 쓰는 어떤 파일보다도 큰 파일입니다.
error-store-read-failed = 파일을 읽을 수 없었습니다.
error-store-not-a-game = 이 파일은 세 게임 중 어느 것의 저장 게임도 아닙니다.
error-store-not-one-position = 파일에 배치가 하나가 아니라 여러 개 있습니다.
error-store-nothing-to-export = 내보낼 포지션을 하나 이상 고르세요.
error-receive-too-large = 받은 것이 너무 커서 열 수 없습니다.
error-receive-unrecognised = 받은 것이 링크도, 배치 파일도, 게임 파일도 아닙니다.
error-share-game-not-over = 게임이 아직 끝나지 않아 공유할 결과가 없습니다.
error-share-write-failed = 공유할 파일을 쓸 수 없었습니다.
error-share-no-free-name = 공유할 파일에 쓸 빈 이름을 찾지 못했습니다.
error-picture-bad-size = { $number }픽셀로는 그림을 만들 수 없습니다. 64에서 4096 사이의 크기를 고르세요.
error-not-a-terminal = 이 게임은 터미널이 필요합니다. 터미널에서 실행하거나, 자동화에는 “dl-cli script”를 쓰세요.
error-unknown-language = “{ $found }” 언어는 없습니다. de, en, fr, it, es, pt, ja, zh-Hans, uk, ko 중에서 고르세요.
error-picture-font = 그림의 글꼴을 읽을 수 없었습니다.
error-picture-encoding = 그림을 PNG로 쓸 수 없었습니다.
error-file-not-found = 파일이 없습니다.
error-file-not-a-file = 일반 파일이 아닙니다(폴더, 파이프 또는 장치). 읽지 않았습니다.
error-file-too-large = 파일이 너무 큽니다.
error-io-error = 파일을 읽거나 쓸 수 없었습니다.
error-io-disk-full = 디스크가 가득 차서 아무것도 쓸 수 없었습니다. 공간을 확보한 뒤 다시 시도하세요.
error-io-permission-denied = 권한이 없습니다. 이 파일이나 폴더는 쓰거나 읽을 수 없습니다.
error-io-read-only = 디스크가 읽기 전용이라 쓸 수 없습니다.
error-position-not-found = 기본 배치 "{ $found }"이(가) 없습니다: 1–12, octopus 같은 이름 또는 .csv 파일을 쓰세요.
error-file-exists = 파일이 이미 있습니다: 다른 이름을 고르세요.
error-no-data-dir = 데이터 폴더가 없습니다: DL_DATA_DIR, XDG_DATA_HOME 또는 HOME을 설정하거나 --out을 지정하세요.

## Problems of a position in the editor

problem-editor-name-empty = 배치에 이름이 없습니다.
problem-editor-name-too-long = 이름이 { $count }자입니다. 최대 { $limit }자까지 쓸 수 있습니다.
problem-editor-name-control-character = 이름에 제어 문자(줄바꿈, 탭 등)가 들어 있습니다.
problem-editor-name-of-builtin = 기본 배치 { $number }이(가) 이미 이 이름을 씁니다.
problem-editor-no-region = 배치에 영역 칸이 없습니다.
problem-editor-bad-token = 영역 이름 "{ $found }"은(는) 배치 파일에 쓸 수 없습니다.
problem-editor-split-region = 영역 { $found }이(가) { $count }개의 떨어진 조각으로 나뉘어 있습니다.
problem-editor-dots-inside-region = 영역 { $found } 안에 점이 { $count }개 있습니다.
problem-severity-blocking = 저장하기 전에 고쳐야 합니다
problem-severity-warning = 경고

## Buttons and menus

button-undo = 되돌리기
button-redo = 다시 하기
button-end-turn = 차례 끝내기
button-menu = 메뉴
button-back = 뒤로
button-share = 공유…
button-share-position = 배치 공유
button-share-position-csv = 배치를 CSV로 공유
button-share-picture = 그림 공유
button-share-game = 게임 공유
button-share-game-link = 게임 링크 공유
button-share-result = 결과 공유
button-end-by-agreement = 합의로 끝내기
button-new-game = 새 게임
button-saved-games = 저장한 게임
button-rules = 규칙
button-hint = 힌트
button-settings = 설정
button-open-link = 링크 열기
button-open-position-file = 배치 파일 열기…
button-rematch = 다시 한 판
button-cancel = 취소
button-ok = 확인
button-close = 닫기
button-open = 열기
button-delete = 삭제
button-rename = 이름 바꾸기
button-duplicate = 복제
button-save = 저장
button-test-play = 시험 플레이
button-new-position = 새 배치
button-edit-copy = 사본 편집
button-full-rules = 전체 규칙
button-end-turn-anyway = 차례 끝내기
button-end-game = 게임 끝내기
button-quit = 종료

## Screen titles

title-new-game = 새 게임
title-saved-games = 저장한 게임
title-history = 끝난 게임
title-rules = 규칙
title-settings = 설정
title-editor = 배치 에디터
title-my-positions = 내 배치
title-share = 공유

## Dialogs

dialog-dot-stone-title = 차례를 끝낼까요?
dialog-agree-title = 지금 게임을 끝낼까요?
dialog-agree-body = 두 사람 모두 지금 게임을 끝내는 데 동의하나요? 지금 점수로 승부가 납니다.
dialog-agree-player = { player-name }, 지금 게임을 끝내는 데 동의하나요?
dialog-delete-game-title = 이 저장한 게임을 삭제할까요?
dialog-delete-position-title = 배치 "{ $name }"을(를) 삭제할까요?
dialog-delete-body = 이 작업은 되돌릴 수 없습니다.
dialog-open-game-title = 이 게임을 열까요?
dialog-open-position-title = 이 배치를 열까요?
dialog-open-body = 진행 중인 게임은 저장한 게임에 남습니다.

## The game screen's panel

panel-turn = { $turn }번째 차례
panel-to-move = { player-name } 차례
panel-game-over = 게임 종료
panel-set = 라운드 { $set }/{ $sets }
panel-bridge-points = 다리
panel-region-points = 영역
panel-total = 합계
panel-supply = 돌 { $count }개 남음

## New-game screen

new-game-four-rounds = 4라운드
new-game-three-rounds = 3라운드
new-game-default-rounds = 기본 라운드 수
new-game-my-positions = 내 배치
new-game-rounds = { $count }라운드
new-game-size = { $width } × { $height }
new-game-two-players = 2인 대전
new-game-against-computer = 컴퓨터와 대전
new-game-you-play = 내 색
new-game-level = 난이도
level-easy = 쉬움
level-medium = 보통
level-hard = 어려움

## The terminal: game menu and screens of the other two games
games-title = 게임을 고르세요
games-hint = ↑↓ 선택 · Enter 또는 클릭: 열기 · Esc: 뒤로 · q: 끝내기
games-rules-hint = ↑↓ PgUp PgDn: 스크롤 · Esc 또는 r: 게임으로 돌아가기 · q: 끝내기
games-too-small = 이 화면을 보이기에는 터미널이 너무 작습니다: { $width } × { $height } 글자가 필요합니다.

## Saved games

saved-turn = { $turn }번째 차례
saved-none = 저장한 게임이 아직 없습니다.
saved-history-none = 끝난 게임이 아직 없습니다.

## Settings

settings-language = 언어
settings-language-system = 시스템 언어
settings-theme = 테마
settings-theme-system = 시스템 설정 따르기
settings-theme-light = 밝게
settings-theme-dark = 어둡게
settings-symbols = 색각 이상 기호
settings-haptics = 진동

## Position editor

editor-brush-dark = 어두운 영역
editor-brush-medium = 중간 영역
editor-brush-light = 밝은 영역
editor-brush-dot = 점
editor-brush-eraser = 지우개
editor-brush-fill = 채우기
editor-name = 이름
editor-width = 너비
editor-height = 높이
editor-problems = 문제
editor-no-problems = 문제가 없습니다.
editor-paint = 칠하기
editor-saved = "{ $name }"을(를) 내 배치에 저장했습니다.
editor-leave-title = 에디터를 나갈까요?
editor-leave-body = 마지막으로 저장한 뒤의 변경 사항은 사라집니다.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, 영역 { $region }
    [dot] { cell-position }, 점
   *[empty] { cell-position }, 판 밖
  }
a11y-stone = { $color ->
    [blue] 파랑 돌
    [yellow] 노랑 돌
    [red] 빨강 돌
    [green] 초록 돌
    [orange] 주황 돌
   *[purple] 보라 돌
  }
a11y-ringed = 표시됨
a11y-last-placed = 마지막에 놓은 돌
a11y-highlighted = 고른 색을 놓을 수 있음
a11y-place = 고른 색 놓기
a11y-ring = 다리 끝으로 표시
a11y-chip = { color-name }: { $count }
a11y-bridge-cut = 잘림

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] { $position }에서 { -game-name } 한 판 해요!
   *[no] { $position }에서 { -game-name } 한 판 해요! 링크는 앱에서 열립니다.
  }
share-game = { $winner ->
    [blue] { -game-name }, { $position }: 파랑 승리, { $blue }:{ $yellow }
    [yellow] { -game-name }, { $position }: 노랑 승리, { $yellow }:{ $blue }
    [draw] { -game-name }, { $position }: { $blue }:{ $yellow } 무승부
   *[none] { -game-name }, { $position }, { $turn }번째 차례: { player-name } 차례 (파랑 { $blue }, 노랑 { $yellow })
  }
share-result = { $winner ->
    [blue] { $position }에서 파랑 승리, { $blue }:{ $yellow }
    [yellow] { $position }에서 노랑 승리, { $yellow }:{ $blue }
   *[draw] { $position }에서 { $blue }:{ $yellow } 무승부
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = { -game-name }에서 열기
os-document-game = { -game-name } 게임
os-document-position = { -game-name } 배치
os-local-network = 같은 네트워크에 있을 때 온라인 대전은 친구의 기기에 바로 연결됩니다.

## The rules for players

rules-turn-title = 차례
rules-turn-1 = 파랑과 노랑이 번갈아 두며, 파랑이 먼저 둡니다. 내 차례에는 보관함에서 돌을 정확히 하나 꺼내 판의 빈칸에 놓습니다.
rules-turn-2 = 그다음 그 돌로 판이 허락하는 만큼 다리를 놓을 수 있고, 마지막에 차례를 끝냅니다.
rules-turn-example = 파랑이 돌을 놓았고, 노랑이 응수합니다.
rules-bridges-title = 다리
rules-bridges-1 = 다리는 가로, 세로, 대각선 중 한 직선 위에 빈틈없이 늘어선 돌 3개나 4개를 잇습니다. 이웃한 두 돌은 절대 같은 색일 수 없습니다.
rules-bridges-2 = 다리를 놓으려면 한쪽 끝 돌을 두 번 탭하고, 이어서 반대쪽 끝 돌을 두 번 탭하세요. 모든 다리에는 이번 차례에 놓은 돌이 들어갑니다. 다리를 놓지 않고 남긴 줄은 나중에 새 돌을 통해서만 다리가 될 수 있습니다.
rules-bridges-2-keyboard = 다리를 놓으려면 한쪽 끝 돌 위에서 Enter를 누르고, 이어서 반대쪽 끝 돌 위에서 Enter를 누르세요. 모든 다리에는 이번 차례에 놓은 돌이 들어갑니다. 다리를 놓지 않고 남긴 줄은 나중에 새 돌을 통해서만 다리가 될 수 있습니다.
rules-bridges-3 = 두 다리는 적어도 한쪽 다리의 끝인 돌이라면 하나를 함께 쓸 수 있습니다. 다리는 절대 늘릴 수 없습니다.
rules-bridges-example = 파랑, 보라, 초록이 한 줄로: 파랑 다리.
rules-loyalty-title = 충성
rules-loyalty-1 = 여섯 색은 세 색 그룹을 이루며, 각 그룹은 색상환에서 한 색과 그 양옆 두 색입니다. 파랑 +는 파랑, 보라, 초록이고, 노랑 +는 노랑, 주황, 초록, 빨강 +는 빨강, 보라, 주황입니다.
rules-loyalty-2 = 내 다리에는 내 그룹의 색만 씁니다. 돌은 누구의 것도 아니어서, 내가 놓은 초록 돌이 상대에게 도움이 될 수 있고, 보라와 주황은 빨강 +에도 쓰입니다.
rules-loyalty-example = 노랑이 파랑이 놓은 초록 돌로 노랑 다리를 놓습니다.
rules-red-title = 빨강 다리와 자르기
rules-red-1 = 두 플레이어 모두 빨강 + 돌로만 빨강 다리를 놓을 수 있습니다. 점수는 없지만, 놓이는 순간 가로지르는 파랑이나 노랑 다리를 모두 자릅니다.
rules-red-2 = 잘린 다리는 회색 점선으로 판에 남고 점수가 없습니다. 어떤 다리도 이미 있는 다리를 가로지를 수 없고, 빨강 다리도 빨강 다리나 잘린 다리는 가로지를 수 없습니다.
rules-red-example = 빨강 다리가 파랑의 대각선 다리를 자릅니다.
rules-dots-title = 점
rules-dots-1 = 점은 보드 조각 바깥에 있는 칸입니다. 돌을 점에 놓으려면 그 돌을 지나는 다리를 놓을 수 있어야 합니다. 앱은 고른 색으로 놓을 수 있는 점을 밝혀 줍니다.
rules-dots-2 = 차례가 끝날 때 점 위의 돌이 어떤 다리에도 속하지 않으면, 그 돌은 보관함으로 돌아갑니다.
rules-dots-example = 점에 놓은 돌로 다리가 완성됩니다.
rules-sets-title = 라운드
rules-sets-1 = 라운드마다 돌을 12개씩 받습니다. 파랑은 파랑 4, 보라 3, 초록 2, 빨강 2, 주황 1개를, 노랑은 노랑 4, 주황 3, 초록 2, 빨강 2, 보라 1개를 받습니다.
rules-sets-2 = 차례가 끝날 때 보관함이 비어 있으면 다음 라운드가 시작됩니다. 배치 1~6에서는 4라운드, 나머지에서는 3라운드로 두며, 지금 몇 번째 라운드인지는 패널에 나옵니다.
rules-sets-example = 파랑은 이번 라운드의 보라 돌 3개를, 노랑은 주황 돌 3개를 놓았습니다.
rules-scoring-title = 점수
rules-scoring-1 = 돌 3개짜리 다리는 1점, 돌 4개짜리 다리는 2점입니다. 빨강 다리와 잘린 다리는 점수가 없습니다.
rules-scoring-2 = 보드 조각 하나하나가 영역입니다. 어떤 영역 위에 안쪽 돌(끝이 아닌 돌)이 있는 내 첫 다리는 1점을 더 줍니다. 다리 점수와 영역 점수는 따로 표시됩니다.
rules-scoring-example = 두 영역에 걸친 4개짜리 다리: 다리 점수 2점과 영역 점수 2점.
rules-end-title = 게임의 끝
rules-end-1 = 모든 돌을 놓았거나 두 사람 모두 돌을 놓을 수 없으면 게임이 끝납니다. 차례의 돌을 놓기 전이라면, 두 사람이 합의해 일찍 끝낼 수도 있습니다.
rules-end-2 = 다리 점수와 영역 점수를 더해 합계가 높은 쪽이 이기고, 같으면 무승부입니다. 모든 동작은 처음까지 되돌릴 수 있습니다.
rules-end-3 = 웹 버전 저장 파일에서 연 게임은 저장된 지점부터 시작합니다. 그 전의 수는 저장 파일에 없어서 되돌릴 수 없고, 차례 번호는 판에 맞는 가장 작은 번호입니다.
rules-end-example = 짧은 게임을 합의로 끝냅니다: 파랑이 2:0으로 승리.

## 터미널 (dl-cli): 키 안내, 확인, 알림, 보고. 키는 모든 언어에서 같습니다.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = 색: 1–6
terminal-cursor = 커서: { $description }
terminal-thinking = 컴퓨터가 생각하는 중… { $percent } % · u: 멈추고 되돌리기
hint-turn = 힌트: { cell-position }에 { color-name }; 만들 다리: { $bridges }.
terminal-too-small-title = 이 배치를 표시하기에는 터미널이 너무 작습니다.
terminal-too-small-hint = 창을 키우거나 글꼴을 줄이세요. n: 다른 배치, q: 종료.
terminal-previous-saved = 진행 중이던 게임은 저장한 게임에 남습니다(n: 새 게임).
terminal-previous-finished = 끝난 게임은 끝난 게임 목록에 남습니다.
terminal-no-data-dir = 데이터 폴더가 없습니다(HOME 또는 XDG_DATA_HOME): 게임이 저장되지 않습니다.
terminal-unreadable-title = 저장된 파일을 읽을 수 없습니다
terminal-moved-aside = { $path } 파일을 읽을 수 없습니다: { $problem } ({ $code })
terminal-kept-as = 바꾸지 않고 { $path }(으)로 보관했습니다.
terminal-fresh-start = 새 게임을 시작합니다. 아무것도 덮어쓰지 않았습니다.
terminal-resume-title = 이어서 할까요?
terminal-delete-keys = y: 삭제 · n: 유지
terminal-end-turn-keys = y: 그래도 차례 끝내기 · n: 돌아가기
terminal-agree-keys = y: 게임 끝내기 · n: 계속하기
terminal-any-key = 아무 키나 누르세요.
terminal-played-unknown = 플레이한 시각 알 수 없음
terminal-new-game-keys = ↑↓: 선택 · Enter 또는 클릭: 시작하거나 이어서 하기 · 3/4: 라운드 · f: CSV 파일 가져오기 · d: 삭제 · m: 메뉴 · Esc: 뒤로 · q: 종료
terminal-delete-key = d: 삭제
terminal-saved-game-keys = Enter: 이 게임 이어서 하기 · d: 삭제
terminal-csv-prompt = CSV 파일:
terminal-csv-keys = Enter: 가져오기 · Esc: 취소
terminal-csv-hint = f: CSV 파일(웹 버전 형식)에서 배치 가져오기
terminal-rules-keys = ↑↓ PgUp PgDn: 스크롤 · Esc 또는 r: 게임으로 돌아가기 · q: 종료
terminal-key-enter = Enter
terminal-key-esc = Esc
terminal-key-space = 스페이스
terminal-key-save = Ctrl-S
terminal-key-tab = Tab
terminal-import-title = 가져오기
terminal-import-added = 배치 { $count }개를 내 배치에 추가했습니다.
terminal-import-refused = { $line }번째 줄: "{ $name }" 제외: { $problem }
terminal-import-refused-unnamed = { $line }번째 줄: 배치 하나 제외: { $problem }
terminal-share-wrote = { $path }에 저장했습니다:
terminal-share-no-position-link = 배치 링크: 없음
terminal-share-no-game-link = 게임 링크: 없음(너무 김). 게임 파일을 보내세요
terminal-share-failed = 공유하지 못했습니다
terminal-in-file = { $path }: { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] 노랑
   *[black] 검정
  }
discorder-status-place-tile = { discorder-player }: 타일을 놓거나 못을 고르세요.
discorder-status-place-peg = { discorder-player }: 한 세로줄의 두 칸 사이에 못을 놓으세요.
discorder-status-passed = { $player ->
    [yellow] 노랑은 남은 타일도 못을 놓을 자리도 없어 패스합니다. 검정 차례입니다.
   *[black] 검정은 남은 타일도 못을 놓을 자리도 없어 패스합니다. 노랑 차례입니다.
  }
discorder-status-no-target = { $tool ->
    [tile] 판의 칸을 탭하세요.
   *[peg] 한 세로줄의 두 칸 사이 선을 탭하세요.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] 판의 칸 위에서 스페이스를 누르세요.
   *[peg] 칸 위에서 p를 누르면 그 아래 선에 못이 놓입니다.
  }
discorder-status-undone = 되돌렸습니다. { discorder-player } 차례입니다.
discorder-status-game-over-result = { $winner ->
    [yellow] 게임 종료: 노랑 승리, { $yellow }:{ $black }.
    [black] 게임 종료: 검정 승리, { $black }:{ $yellow }.
   *[draw] 게임 종료: { $yellow }:{ $black } 무승부.
  }
discorder-edge = { cell-position } 칸 아래의 선
discorder-refusal-game-over = 게임이 끝났습니다.
discorder-refusal-cell-outside-board = { cell-position } 칸은 판 위에 없습니다.
discorder-refusal-no-tiles-left = 남은 타일이 없습니다.
discorder-refusal-cell-occupied = { cell-position } 칸에는 이미 타일이 있습니다.
discorder-refusal-edge-outside-board = 못은 한 세로줄의 두 칸 사이에만 놓을 수 있습니다.
discorder-refusal-no-pegs-left = 남은 못이 없습니다.
discorder-refusal-edge-has-peg = { discorder-edge }에는 이미 못이 있습니다.
discorder-refusal-peg-not-following = 못은 타일이나 다른 못에 이어 놓아야 하는데, { discorder-edge }은(는) 그렇지 않습니다.
discorder-refusal-peg-after-own-three = 내 3개짜리 줄의 끝({ discorder-edge })에는 못을 놓을 수 없습니다.
discorder-refusal-no-edge-for-peg = 지금은 못을 놓을 수 있는 선이 없습니다.
discorder-refusal-nothing-to-undo = 되돌릴 것이 없습니다.
discorder-event-tile-placed = { discorder-player } 타일을 { cell-position } 칸에 놓았습니다.
discorder-event-peg-placed = { discorder-player } 못을 { discorder-edge }에 놓았습니다.
discorder-event-turn-started = { discorder-player } 차례입니다.
discorder-event-game-over = { $winner ->
    [yellow] 게임 종료: 노랑 승리.
    [black] 게임 종료: 검정 승리.
   *[draw] 게임 종료: 무승부.
  }
discorder-error-record-too-large = 파일이 너무 큽니다({ $limit }바이트 초과).
discorder-error-record-truncated = 파일이 너무 일찍 끝납니다. 잘렸을 수 있습니다.
discorder-error-record-syntax = 파일이 올바른 JSON이 아닙니다.
discorder-error-record-not-a-saved-game = 이 파일은 저장 게임이 아닙니다.
discorder-error-record-other-game = 이것은 Discorder가 아니라 "{ $found }"의 저장 게임입니다.
discorder-error-record-newer-version = 이 게임은 더 새로운 버전의 앱으로 저장되었습니다(형식 { $version }). 열려면 앱을 업데이트하세요.
discorder-error-record-bad-version = 저장 게임에 올바른 형식 버전이 없습니다.
discorder-error-record-shape = 파일에 게임 파일의 내용이 없습니다.
discorder-error-record-too-many-actions = 파일에 동작이 { $number }개 있어, 게임이 가질 수 있는 수({ $limit })보다 많습니다.
discorder-error-record-bad-action = 동작 { $index }("{ $found }")은(는) 동작이 아닙니다.
discorder-error-record-illegal-action = 동작 { $index }은(는) 허용되지 않습니다: { $reason }
discorder-tool-tile = 타일
discorder-tool-peg = 못
discorder-starter = { $starter ->
    [yellow] 노랑 먼저
    [black] 검정 먼저
   *[random] 제비뽑기
  }
discorder-tiles-left = 타일 { $count }개 남음
discorder-pegs-left = 못 { $count }개 남음
discorder-scores = 노랑: { $yellow } · 검정: { $black }
discorder-to-move = { discorder-player } 차례
discorder-points = { $count }점
discorder-settled = 확정
discorder-rules-1 = 노랑과 검정이 8 × 7칸 판에서 번갈아 둡니다. 각자 타일 28개를 갖고, 못 10개는 함께 씁니다. 자기 차례에는 빈칸에 자기 타일 하나를 놓거나 못 하나를 놓습니다. 누가 먼저 둘지는 시작할 때 정합니다.
discorder-rules-2 = 못은 한 세로줄의 두 칸 사이 선 위에 놓습니다. 위나 아래 칸의 타일에 닿거나, 같은 선에서 옆의 못에 이어져야 합니다. 못은 그 자리에서 세로줄을 끊고, 가로로는 영향이 없습니다. 못은 절대 옮기지 않습니다.
discorder-rules-3 = 내 타일이 정확히 3개 세로로 이어진 줄의 끝에는 못을 놓을 수 없고, 내 줄을 끊어서 그런 3개짜리 줄이 남게 할 수도 없습니다. 상대는 놓을 수 있습니다.
discorder-rules-4 = 줄이란 한 사람의 타일이 가로로 이어지거나, 사이에 못 없이 세로로 이어진 것입니다. 정확히 3개짜리 줄은 주인에게 1점, 4개 이상인 줄은 상대에게 1점을 줍니다. 패널에는 지금의 점수와 그중 확정된(더는 바뀌지 않는) 점수가 나옵니다.
discorder-rules-5 = 빈칸이 있는 한 반드시 두어야 합니다. 타일이 없으면 놓을 자리가 있을 때 못을 놓고, 없으면 패스합니다. 모든 칸에 타일이 놓이면 끝나며, 합계가 높은 쪽이 이기고 같으면 무승부입니다. 모든 동작은 처음까지 되돌릴 수 있습니다.
discorder-keys = 화살표: 이동 · 스페이스 또는 Enter: 놓기 · t: 타일 · p: 못 · u: 되돌리기 · r: 규칙 · n: 새 게임 · m: 메뉴 · q: 끝내기 · 칸이나 선을 클릭하면 놓습니다

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] 플레이어 1
   *[two] 플레이어 2
  }
colorbrake-colour = { $colour ->
    [blue] 파랑
    [green] 초록
    [yellow] 노랑
    [red] 빨강
    [white] 하양
    [orange] 주황
   *[pink] 분홍 체크
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] 파랑 토큰
        [green] 초록 토큰
        [yellow] 노랑 토큰
        [red] 빨강 토큰
        [white] 하양 토큰
        [orange] 주황 토큰
       *[pink] 분홍 체크 토큰
    }
    [neutral] 중립 토큰
    [tank] 탱크
   *[diamond] 다이아몬드
  }
colorbrake-cell = { $cell }번 칸
colorbrake-row = { $row }칸짜리 줄
colorbrake-status-hand-over = 기기를 { colorbrake-seat }에게 건넨 뒤, 탭해서 손패를 보세요.
colorbrake-status-hand-over-keyboard = 키보드를 { colorbrake-seat }에게 건넨 뒤, Enter를 눌러 손패를 보세요.
colorbrake-status-place = { colorbrake-seat }({ $nomination }): { colorbrake-cell }에 토큰을 놓으세요.
colorbrake-status-tank-or-place = { colorbrake-seat }: 토큰을 놓거나, 먼저 { colorbrake-row }의 토큰 위에 탱크를 올리세요.
colorbrake-status-choose-rescue = { colorbrake-seat }: { colorbrake-cell }의 중립 토큰 위에 놓을, 뽑은 색을 고르세요.
colorbrake-status-computer-to-move = 컴퓨터({ colorbrake-seat }) 차례입니다.
colorbrake-status-undone = 되돌림: { $action ->
    [colour] { colorbrake-token }.
    [neutral] 중립 토큰.
    [rescue] 중립 토큰 위의 색.
    [diamond] 다이아몬드.
    [for_diamond] 다이아몬드 몫으로 낸 토큰.
    [tank] { colorbrake-cell }의 탱크.
   *[next_round] 다음 라운드.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] { $round }라운드 종료: { $seat ->
        [one] 플레이어 1이
       *[two] 플레이어 2가
    } 마지막 칸을 채워 5점을 얻습니다.
   *[stuck] { $round }라운드 종료: { $seat ->
        [one] 플레이어 1은
       *[two] 플레이어 2는
    } { colorbrake-cell }을 채울 수 없습니다. 상대가 { $points }점을 얻습니다.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] 게임 종료: 플레이어 1 승리, { $one }:{ $two }.
    [two] 게임 종료: 플레이어 2 승리, { $two }:{ $one }.
   *[draw] 게임 종료: { $one }점 무승부.
  }
colorbrake-refusal-game-over = 게임이 끝났습니다.
colorbrake-refusal-round-over = 라운드가 끝났습니다.
colorbrake-refusal-round-not-over = 라운드가 아직 끝나지 않았습니다.
colorbrake-refusal-rescue-pending = 먼저 뽑은 토큰 중 하나를 중립 토큰 위에 놓으세요.
colorbrake-refusal-no-rescue-pending = 뽑은 토큰을 기다리는 중립 토큰이 없습니다.
colorbrake-refusal-not-drawn = { colorbrake-colour } 토큰은 뽑히지 않았습니다.
colorbrake-refusal-not-in-hand = 손패에 { colorbrake-token }이(가) 없습니다.
colorbrake-refusal-not-in-reference = 앞줄에 { colorbrake-colour } 토큰이 없습니다.
colorbrake-refusal-colour-used-up = 앞줄의 { colorbrake-colour } 토큰은 모두 짝이 맞춰졌습니다.
colorbrake-refusal-neutral-on-last-cell = 마지막 칸에는 중립 토큰을 낼 수 없습니다.
colorbrake-refusal-pile-empty = 더미가 비었습니다.
colorbrake-refusal-diamond-too-late = { colorbrake-row }에서는 다이아몬드를 낼 수 없습니다.
colorbrake-refusal-no-free-slot = 앞줄에 있는 내 다이아몬드에는 더 이상 빈자리가 없습니다.
colorbrake-refusal-not-tank-moment = 탱크는 5칸 줄이나 4칸 줄을 시작하기 직전에만 낼 수 있습니다.
colorbrake-refusal-tank-already-used = 이 줄에는 이미 탱크를 냈습니다.
colorbrake-refusal-tank-outside-row = { colorbrake-cell }의 토큰은 방금 채운 줄에 있지 않습니다.
colorbrake-refusal-no-such-cell = { $cell }번 칸은 없습니다. 칸 번호는 1부터 28까지입니다.
colorbrake-refusal-nothing-to-undo = 되돌릴 것이 없습니다.
colorbrake-event-filled = { colorbrake-cell }에 토큰을 놓았습니다.
colorbrake-event-neutral-drawn = { $seat ->
    [one] 플레이어 1이
   *[two] 플레이어 2가
  } { colorbrake-cell }에 중립 토큰을 내고 { $count }개를 뽑습니다.
colorbrake-event-tanked = { $seat ->
    [one] 플레이어 1이
   *[two] 플레이어 2가
  } { colorbrake-cell }에 탱크를 올렸습니다.
colorbrake-event-turn-started = { colorbrake-seat } 차례입니다.
colorbrake-event-round-started = { $round }라운드: A는 { colorbrake-seat }
colorbrake-event-game-over = { $winner ->
    [one] 게임 종료: 플레이어 1 승리.
    [two] 게임 종료: 플레이어 2 승리.
   *[draw] 게임 종료: 무승부.
  }
colorbrake-error-record-too-large = 파일이 너무 큽니다({ $limit }바이트 초과).
colorbrake-error-record-json-truncated = 파일이 너무 일찍 끝납니다. 잘렸을 수 있습니다.
colorbrake-error-record-json-syntax = 파일이 올바른 JSON이 아닙니다.
colorbrake-error-record-json-shape = 파일에 게임 파일의 내용이 없습니다.
colorbrake-error-record-not-a-saved-game = 이 파일은 저장 게임이 아닙니다.
colorbrake-error-record-wrong-game = 이것은 Color Brake ABAB가 아니라 "{ $found }"의 저장 게임입니다.
colorbrake-error-record-bad-version = 저장 게임에 올바른 형식 버전이 없습니다.
colorbrake-error-record-newer-version = 이 게임은 더 새로운 버전의 앱으로 저장되었습니다(형식 { $version }). 열려면 앱을 업데이트하세요.
colorbrake-error-record-bad-seed = 저장 게임의 시드가 손상되었습니다.
colorbrake-error-record-no-length = 저장 게임에 라운드 수도 목표 점수도 없습니다.
colorbrake-error-length-bad-rounds = 라운드 수는 2~20의 짝수입니다. { $number }이(가) 아닙니다.
colorbrake-error-length-bad-target = 목표 점수는 1~50입니다. { $number }이(가) 아닙니다.
colorbrake-error-record-too-many-actions = 파일에 동작이 { $number }개 있어, 이 길이의 게임이 가질 수 있는 수({ $limit })보다 많습니다.
colorbrake-error-record-bad-action = 동작 { $index }("{ $found }")은(는) 동작이 아닙니다.
colorbrake-error-record-illegal-action = 동작 { $index }은(는) 허용되지 않습니다: { $reason }
colorbrake-hand = 내 손패
colorbrake-rules-1 = 두 사람이 28칸짜리 삼각형을 채웁니다. 맨 위 7칸, 그다음 6, 5, 4, 3, 2, 1칸입니다. 라운드마다 토큰 82개(7가지 색 각 10개, 중립 7개, 탱크 3개, 다이아몬드 2개)를 모두 섞고 각자 16개를 뽑습니다. 손패는 숨겨져 있어서 차례 사이에 기기를 건넵니다.
colorbrake-rules-2 = 한 사람은 A, 다른 사람은 B를 맡고 라운드마다 바꿉니다. 칸은 읽는 순서대로 하나씩 채우며 A, B, A, B…로 표시되어 있습니다. 다음 칸의 주인이 둡니다.
colorbrake-rules-3 = 맨 윗줄에는 어떤 색이든 놓을 수 있습니다. 그다음 줄마다 앞줄의 색이 하나 적게 들어갑니다. 이 줄에 그 색 토큰이 앞줄보다 적은 동안에만 그 색을 놓을 수 있습니다. 놓을 수 없는 사람이 라운드를 끝내고, 상대가 빈칸 수만큼 점수를 얻습니다.
colorbrake-rules-4 = 그 줄이 허용하는 색으로 마지막 칸을 채운 사람이 5점을 얻습니다. 게임은 짝수 라운드로 하거나, 짝수 라운드 뒤에 목표 점수에 이를 때까지 하며, 합계가 높은 쪽이 이깁니다.
colorbrake-rules-5 = 중립 토큰은 마지막 칸만 빼고 언제든 내 칸에 낼 수 있습니다. 더미에서 뽑아, 뽑은 색 하나를 어떤 색이든 위에 놓습니다. 다이아몬드는 7칸에서 4칸짜리 줄에서 어떤 색으로도 통합니다. 다음 줄에서 그 몫으로 원하는 색 하나를 놓을 수 있습니다.
colorbrake-rules-6 = 5칸 줄이나 4칸 줄을 시작하기 직전에, 차례인 사람은 방금 완성된 줄의 토큰 위에 탱크를 올리고 그 위에 손패의 색을 놓을 수 있습니다. 그 줄은 이제 그 색으로 칩니다. 모든 동작은 되돌릴 수 있습니다.
colorbrake-keys = 1–7: 색 · 8: 중립 · 9: 다이아몬드 · f: 다이아몬드 몫 · t: 커서 칸에 탱크 · 화살표: 커서 · Enter: 다음 라운드 · u: 되돌리기 · r: 규칙 · n: 새 게임 · m: 메뉴 · q: 끝내기
colorbrake-reference = { colorbrake-row }에 아직 놓을 수 있는 색:
colorbrake-drawn = 뽑은 색:
colorbrake-next-round = 다음 라운드
colorbrake-pick-for-diamond = 다이아몬드 몫: 색을 고르세요(1–7). f를 다시 누르면 취소합니다.
colorbrake-pick-tank = { colorbrake-cell }에 탱크: 위에 놓을 색을 고르세요(1–7). 화살표로 다른 칸, t를 다시 누르면 취소합니다.
colorbrake-pile = 더미에 { $count }개
colorbrake-round = { $round }라운드
colorbrake-length-rounds = { $count }라운드
colorbrake-length-target = { $count }점 먼저 내기
colorbrake-ready = 손패 보기

## 휴대전화: 게임 선택, 다른 두 게임의 새 게임 선택지, 버튼과 접근성

games-about-divided-loyalties = 여섯 색의 돌로 3개나 4개짜리 다리를 만듭니다. 두 플레이어 모두에게 쓰이는 색도 있습니다.
games-about-discorder = 8 × 7 판에 타일과 못을 놓습니다. 3개짜리 줄은 득점, 4개 이상의 줄은 상대의 득점입니다.
games-about-colorbrake = 숨긴 손패로 28칸 삼각형을 채웁니다. 각 줄은 앞 줄의 색을 따릅니다.
discorder-who-begins = 누가 먼저
discorder-score = { $now }점(확정 { $settled }점)
discorder-status-computer-to-move = 컴퓨터({ discorder-player }) 차례입니다.
discorder-refusal-computer-to-move = 기다리세요: 컴퓨터 차례입니다.
discorder-a11y-tile = { $player ->
    [yellow] 노랑 타일
   *[black] 검정 타일
  }
discorder-a11y-empty = 빈 칸
discorder-a11y-edge = { cell-position } 칸 아래의 선
discorder-a11y-peg = 못 있음
discorder-a11y-no-peg = 못 없음
discorder-a11y-peg-allowed = 못을 놓을 수 있음
discorder-a11y-last-placed = 마지막 수
colorbrake-length-title = 게임 길이
colorbrake-rounds-title = 라운드 수
colorbrake-target-title = 목표 점수
colorbrake-neutral = 중립
colorbrake-diamond = 다이아몬드
colorbrake-tank = 탱크
colorbrake-for-diamond = 다이아몬드 몫
colorbrake-choose-for-diamond = 다이아몬드 몫: 색을 고르세요.
colorbrake-choose-tank-colour = { colorbrake-cell }에 탱크: 위에 놓을 색을 고르세요.
colorbrake-scores = 플레이어 1: { $one } · 플레이어 2: { $two }
colorbrake-to-move = { colorbrake-seat } 차례
colorbrake-colour-name = { $colour ->
    [blue] 파랑
    [green] 초록
    [yellow] 노랑
    [red] 빨강
    [white] 하양
    [orange] 주황
   *[pink] 분홍 체크
  }
colorbrake-a11y-cell = { colorbrake-cell }, { colorbrake-row }, { $nomination }({ colorbrake-seat })
colorbrake-a11y-empty = 빈 칸
colorbrake-a11y-fill = { $base ->
    [diamond] 다이아몬드
    [for_diamond] 다이아몬드 몫의 { colorbrake-colour } 토큰
   *[colour] { colorbrake-colour } 토큰
  }
colorbrake-a11y-on-neutrals = 중립 토큰 { $count }개 위
colorbrake-a11y-tank = { colorbrake-seat }의 탱크 아래, 위는 { colorbrake-colour }
colorbrake-a11y-pending = 중립 토큰 { $count }개가 뽑은 색을 기다림
colorbrake-a11y-next = 다음에 채울 칸
colorbrake-a11y-last-filled = 마지막에 채운 칸
colorbrake-a11y-tank-target = 탱크를 놓을 수 있음

## dl-ui: Discorder와 Color Brake ABAB 화면(상대, 컴퓨터 쪽, 접근성 동작)

discorder-you-play = 내 색: { discorder-player }
discorder-computer-player = { discorder-player }(컴퓨터)
discorder-a11y-place-tile = 타일 놓기
discorder-a11y-place-peg = 못 놓기
colorbrake-you-play = 나는 { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat }(컴퓨터)
colorbrake-a11y-place-tank = 여기에 탱크 놓기

## 휴대전화: Color Brake ABAB 패널의 개수(손패 크기, 참고, 손패의 칩, 라운드)

colorbrake-hand-size = { colorbrake-seat }: { $count }개
colorbrake-colour-count = { colorbrake-colour-name }: { $count }개
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }개
colorbrake-round-of-rounds = { $count }라운드 중 { $round }라운드
colorbrake-round-of-target = { $round }라운드({ $count }점 먼저 내기)

## 끝난 게임 다시 보기

replay = 다시 보기
replay-start = 처음으로
replay-back = 이전 수
replay-forward = 다음 수
replay-end = 끝으로
replay-step = { $count }수 중 { $step }수
error-replay-unwound = 이 게임은 다시 볼 수 없습니다. 처음으로 되돌릴 수 없었습니다.

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
panel-computer-player = { player-name }(컴퓨터)
game-thinking = 컴퓨터가 생각하는 중… { $percent } %
notice-state-unreadable = 설정을 읽을 수 없어({ $problem }) { $path }(으)로 따로 보관했습니다. 기본 설정을 사용합니다.
notice-previous-saved = 진행 중인 게임은 저장한 게임에 남습니다.
notice-previous-finished = 끝난 게임은 끝난 게임 목록에 남습니다.
notice-unsaved = 아직 저장되지 않음: { $problem } 게임은 여기에 남아 있고 다음 수에서 다시 저장됩니다.
games-continue = 계속하기: { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = 터미널에서 즐기는 Divided Loyalties, Discorder, Color Brake ABAB.
terminal-help-usage = 사용법:
terminal-help-options = 게임 옵션:
terminal-help-default = 마지막으로 보던 화면과 게임, 없으면 게임 메뉴
terminal-help-game = GAME은 divided-loyalties, discorder, color-brake 중 하나: 그 게임의 진행 중인 게임, 없으면 새 게임
terminal-help-new = Up the Stairs에서 새 게임(끝나지 않은 게임은 저장한 게임으로)
terminal-help-position = 이 포지션의 게임이 진행 중이면 그 게임, 아니면 새 게임(끝나지 않은 게임은 저장한 게임으로). KEY는 1–12, 짧은 이름(octopus) 또는 .csv 파일(항상 새 게임)
terminal-help-rounds = 플레이어당 3라운드 또는 4라운드, --position과 함께(생략하면 포지션의 값)
terminal-help-computer = 그쪽을 컴퓨터가 맡는 대전
terminal-help-level = 컴퓨터의 수준(생략하면 보통)
terminal-help-open = 저장한 게임(.json, 이 앱 또는 웹 버전의 것)이나 게임 링크를 엶
terminal-help-out = 공유가 파일을 쓰는 곳(생략하면 데이터 폴더의 shared/)
terminal-help-room = 온라인 대전의 방 R에 N(으)로 참가합니다(웹 페이지의 방 ID)
terminal-help-peer-server = 온라인 대전의 시그널링 서버, --room 또는 script와 함께(생략하면 웹 페이지와 같은 PeerJS 공개 서버)
terminal-help-lang = 언어: { $languages }(생략하면 LC_ALL, LC_MESSAGES 또는 LANG)
terminal-help-script = 표준 입력의 JSON 명령, 표준 출력에 한 줄에 하나씩 영어로 답함. --store를 쓰면 게임은 DIR의 저장소에 있음
terminal-help-picture = 게임, 포지션 파일 또는 링크의 판 그림, 너비 N 픽셀({ $min }–{ $max }, 생략하면 { $default }). OUT.png는 아직 없어야 함
terminal-help-help = 이 도움말
terminal-help-data = 게임과 포지션은 { $first }, 없으면 { $second }, 없으면 { $third }에 보관됩니다.
terminal-usage-missing-value = { $option }에는 값이 필요합니다.
terminal-usage-one-of = { $option }에 쓸 수 있는 값: { $allowed }.
terminal-usage-unexpected = “{ $argument }”은(는) 여기서 쓸 수 있는 옵션이 아닙니다.
terminal-usage-goes-with = { $option }은(는) { $with }와(과) 함께만 쓸 수 있습니다.
terminal-usage-one-start = --new, --position, --open, --game 중 하나만 쓰세요.
terminal-usage-script-options = script에는 --store와 --peer-server 말고 다른 옵션을 쓸 수 없습니다.
terminal-usage-picture-files = picture에는 게임 파일이나 링크, 그리고 새 .png 파일의 이름이 필요합니다.
terminal-usage-see-help = 명령줄에 쓸 수 있는 것은 dl-cli --help에서 볼 수 있습니다.

## 온라인 대전 (issue 23)

online-play = 온라인으로 하기
online-name = 내 이름
online-room = 방
online-join = 참가
online-leave = 방 나가기
online-send = 보내기
online-chat = 메시지
online-share-room = 방 공유
online-choose-position = 배치 선택
online-unavailable = 온라인 대전에는 이 앱의 WebRTC 버전이 필요합니다.
online-fields-missing = 이름과 방을 입력하세요.
online-new-game = 새 게임이 시작되었습니다.
online-waiting = { $room } 방에서 상대를 기다리는 중…
online-you-are = 나는 { player-name } · 상대 { $name }
online-host-chooses = { $name } 님이 배치을 고릅니다.
online-peer-left = 상대 연결 끊김: { $name } 님이 방을 나갔습니다. 게임은 보관됩니다.
online-not-your-turn = { $name } 님의 차례를 기다리세요.
online-chat-line = { $name }: { $text }
online-refused = 상대 쪽에서 보낸 것을 거부했습니다({ $code }). 게임은 바뀌지 않았습니다.
online-failed = { $reason ->
    [server] 게임 서버에 연결할 수 없습니다({ $code }).
    [address] 게임 서버 주소를 사용할 수 없습니다({ $code }).
    [taken] 다른 사람이 이 방의 호스트입니다({ $code }).
    [absent] 상대 플레이어가 방에 없습니다({ $code }).
    [lost] 상대 플레이어와의 연결이 끊어졌습니다({ $code }).
   *[network] 상대 플레이어와 연결할 수 없었습니다({ $code }).
  }
online-rejoin = 다시 참가
online-retrying = { $seconds }초 후 { $room } 방에 다시 연결합니다…
online-share-text = 저와 Divided Loyalties 온라인 대전을 해요: { $url } 열고 방 ID를 입력하세요: { $room }
