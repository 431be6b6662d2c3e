### Divided Loyalties — português (grafia do Brasil). Termos: GLOSSARY.md (pedra, ponte,
### região, célula com ponto, fileira, rodada, estoque, vez; cores azul, amarelo,
### vermelho, verde, laranja, roxo). Trata-se o jogador por "você".

## Names

-game-name = Lealdades Divididas
player-name = { $player ->
    [blue] Azul
   *[yellow] Amarelo
  }
color-name = { $color ->
    [blue] Azul
    [yellow] Amarelo
    [red] Vermelho
    [green] Verde
    [orange] Laranja
   *[purple] Roxo
  }
cell-position = coluna { $column }, linha { $row }

## Status line

status-place-stone = { player-name }: coloque uma pedra.
status-bridge-or-end-turn = { player-name }: toque duas vezes em duas pedras para formar uma ponte, ou encerre a vez.
status-bridge-or-end-turn-keyboard = { player-name }: prima enter sobre duas pedras para formar uma ponte, ou encerre a vez.
status-ring-other-end = Toque duas vezes na pedra da outra ponta da ponte.
status-ring-other-end-keyboard = Prima enter sobre a pedra da outra ponta da ponte.
status-double-tap-to-ring = Toque duas vezes numa pedra para marcá-la como ponta de uma ponte.
status-double-tap-to-ring-keyboard = Prima enter sobre uma pedra para marcá-la como ponta de uma ponte.
status-no-stone-to-ring = Só pedras podem ser marcadas.
status-select-color-first = Escolha uma cor primeiro.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] Uma ponte azul é formada.
        [yellow] Uma ponte amarela é formada.
       *[red] Uma ponte vermelha é formada.
    }
    [one] Uma ponte vermelha é formada e corta uma ponte.
   *[other] Uma ponte vermelha é formada e corta { $cut } pontes.
  }
status-confirm-dot-stone-return = A pedra na célula com ponto ({ cell-position }) não está em nenhuma ponte e volta para o estoque. Encerrar a vez mesmo assim?
status-passed = { $reason ->
    [no_stones_left] { player-name } não tem mais pedras e passa.
   *[no_legal_placement] { player-name } não pode colocar nenhuma pedra e passa.
  }
status-undone = Desfeito.
status-computer-thinking = { player-name } (computador) está pensando…
status-game-over-result = { $winner ->
    [blue] Fim do jogo: Azul vence.
    [yellow] Fim do jogo: Amarelo vence.
   *[draw] Fim do jogo: empate.
  }

## Refusals (R4–R8, R11)

refusal-game-over = O jogo acabou.
refusal-outside-grid = A célula ({ cell-position }) está fora do tabuleiro.
refusal-already-placed = Você já colocou uma pedra nesta vez.
refusal-cell-occupied = Já há uma pedra na célula ({ cell-position }).
refusal-not-playable = Nenhuma pedra pode ir na célula vazia ({ cell-position }).
refusal-color-not-in-supply = { $color ->
    [blue] Você não tem mais nenhuma pedra azul.
    [yellow] Você não tem mais nenhuma pedra amarela.
    [red] Você não tem mais nenhuma pedra vermelha.
    [green] Você não tem mais nenhuma pedra verde.
    [orange] Você não tem mais nenhuma pedra laranja.
   *[purple] Você não tem mais nenhuma pedra roxa.
  }
refusal-dot-without-bridge = Com esta cor, nenhuma ponte poderia passar pela célula com ponto ({ cell-position }).
refusal-no-stone-placed = Coloque uma pedra primeiro.
refusal-not-in-line = As duas pontas não estão na mesma linha reta.
refusal-wrong-length = Uma ponte une exatamente 3 ou 4 pedras em fileira.
refusal-empty-cell-in-row = Falta uma pedra na fileira na célula ({ cell-position }).
refusal-equal-neighbours = Duas pedras vizinhas têm a mesma cor.
refusal-not-loyal = As cores não são nem todas do seu grupo nem todas de Vermelho +.
refusal-missing-turn-stone = Uma ponte deve incluir a pedra colocada nesta vez.
refusal-shares-two-stones = Pontes não podem ser estendidas nem construídas duas vezes sobre as mesmas pedras.
refusal-crosses-bridge = Esta ponte cruzaria uma ponte existente.
refusal-red-crosses-red-or-cut = Uma ponte vermelha não pode cruzar uma ponte vermelha nem uma ponte cortada.
refusal-nothing-to-undo = Não há nada para desfazer.
refusal-agreement-after-placing = O jogo só pode ser encerrado em comum acordo antes de colocar a pedra da vez.
refusal-computer-to-move = É a vez do computador: aguarde a jogada dele.
refusal-agreement-with-computer = Contra o computador o jogo não termina em comum acordo: jogue até o fim ou comece um novo.
refusal-stale-computer-turn = O jogo mudou enquanto o computador pensava.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] Pedra azul
    [yellow] Pedra amarela
    [red] Pedra vermelha
    [green] Pedra verde
    [orange] Pedra laranja
   *[purple] Pedra roxa
  } na célula ({ cell-position }).
event-bridge-formed = { $kind ->
    [blue] Ponte azul formada.
    [yellow] Ponte amarela formada.
   *[red] Ponte vermelha formada.
  }
event-bridges-cut = { $count ->
    [one] Uma ponte foi cortada.
   *[other] { $count } pontes foram cortadas.
  }
event-stone-returned = A pedra na célula com ponto ({ cell-position }) volta para o estoque.
event-set-received = { player-name } começa a rodada { $set } com pedras novas.
event-turn-started = Vez de { player-name }.
event-undone = { $action ->
    [place] Desfeito: a pedra na célula ({ cell-position }).
    [bridge] Desfeito: a ponte.
    [end_turn] Desfeito: o fim da vez.
   *[agree_end] Desfeito: o fim em comum acordo.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = não há mais pedras
pass-reason-no-legal-placement = nenhuma célula aceita uma pedra
end-reason-all-stones-placed = Todas as pedras foram colocadas.
end-reason-no-one-can-place = Nenhum jogador pode colocar uma pedra.
end-reason-agreed = Os jogadores encerraram o jogo em comum acordo.
result-winner = { player-name } vence
result-draw = Empate
result-scores = Azul { $blue } – Amarelo { $yellow }
result-line = { $winner ->
    [blue] Fim de jogo, Azul venceu por { $blue } a { $yellow }
    [yellow] Fim de jogo, Amarelo venceu por { $yellow } a { $blue }
   *[draw] Fim de jogo, empate em { $blue } a { $yellow }
  }

## Errors of files, links and openings

error-at-line = Linha { $line }: { $problem }
error-at-line-column = Linha { $line }, coluna { $file_column }: { $problem }
error-unknown = Algo deu errado ({ $code }).
error-json-too-large = O arquivo é grande demais (mais de { $limit } bytes).
error-json-truncated = O arquivo termina cedo demais; talvez tenha sido cortado.
error-json-syntax = O arquivo não é um JSON válido.
error-json-shape = O arquivo não contém o que um arquivo de jogo contém.
error-position-bad-name = O nome da posição está vazio, é longo demais ou contém um caractere de controle.
error-position-bad-token = O nome de região “{ $found }” não é permitido: só letras, algarismos, _ e -.
error-position-cell-out-of-range = A célula ({ $x }, { $y }) fica fora do maior tabuleiro (25 × 25).
error-position-no-region = A posição não tem nenhuma célula de região.
error-csv-too-large = O arquivo é grande demais para um arquivo de posições.
error-csv-unreadable = O arquivo não pode ser lido como texto CSV.
error-csv-empty = O arquivo está vazio.
error-csv-unknown-header = Coluna desconhecida “{ $found }”: um arquivo de posições começa com position_id,position_name,row,c0,c1,…
error-csv-missing-fields = A linha precisa de pelo menos position_id, position_name e row.
error-csv-empty-id = O position_id está vazio.
error-csv-bad-name = O nome da posição está vazio ou é longo demais.
error-csv-inconsistent-name = A posição { $found } tem outro nome numa linha anterior.
error-csv-non-numeric-row = O número de linha “{ $found }” não é um número.
error-csv-duplicate-row = A linha { $number } aparece duas vezes nesta posição.
error-csv-cell-out-of-range = Uma célula fica fora do maior tabuleiro (25 × 25).
error-csv-bad-token = O nome de região “{ $found }” não é permitido: só letras, algarismos, _ e -.
error-csv-no-region = A posição { $found } não tem nenhuma célula de região.
error-csv-too-many-positions = O arquivo contém mais de 64 posições.
error-csv-no-position = O arquivo não contém nenhuma posição.
error-start-bad-sets = { player-name } começou { $number } rodadas, o que não combina com este jogo.
error-start-stone-off-board = Há uma pedra na célula ({ cell-position }), que não é célula de região nem célula com ponto.
error-start-supply-mismatch = { $color ->
    [blue] As pedras azuis
    [yellow] As pedras amarelas
    [red] As pedras vermelhas
    [green] As pedras verdes
    [orange] As pedras laranja
   *[purple] As pedras roxas
  } do tabuleiro e dos estoques não batem com as rodadas começadas.
error-start-missing-refill = O estoque de { player-name } está vazio, embora ainda restem rodadas.
error-start-illegal-bridge = A ponte { $index } não é permitida: { $reason }
error-start-bridge-kind = A ponte { $index } consta como ponte { $given_kind ->
    [blue] azul
    [yellow] amarela
   *[red] vermelha
  }, mas suas cores formam uma ponte { $actual_kind ->
    [blue] azul
    [yellow] amarela
   *[red] vermelha
  }.
error-start-cut-mismatch = A ponte { $index } está marcada como cortada sem que uma ponte vermelha a corte, ou o contrário.
error-start-lonely-dot-stone = A pedra na célula com ponto ({ cell-position }) não está em nenhuma ponte.
error-start-no-move = O jogador da vez não pode colocar nenhuma pedra.
error-record-not-a-saved-game = Este arquivo não é um jogo salvo de { -game-name }.
error-record-unsupported-version = O aplicativo não conhece este formato de jogo salvo (versão “{ $found }”).
error-record-newer-version = Este jogo foi salvo por uma versão mais nova do aplicativo (formato { $version }): atualize o aplicativo para abri-lo.
error-record-bad-session = As cores escolhidas ou as marcações deste arquivo não combinam com o jogo.
error-record-bad-rounds = { $number } rodadas não é uma opção: um jogo tem 3 ou 4 rodadas.
error-record-bad-stones = As pedras da posição inicial não combinam com o tabuleiro.
error-record-bad-bridge = A ponte inicial { $index } (“{ $found }”) não é uma ponte de 3 ou 4 células.
error-record-bad-action = A ação { $index } (“{ $found }”) não é uma ação.
error-record-illegal-action = A ação { $index } (“{ $found }”) não é permitida: { $reason }
error-link-too-long = O link é longo demais.
error-link-bad-prefix = Este não é um link de { -game-name }.
error-link-unknown-page = “{ $found }” não é uma página da versão web de { -game-name }.
error-link-no-fragment = Este link abre a página inicial da versão web, não uma posição nem um jogo.
error-link-unknown-position = “{ $found }” não é o número nem o nome de uma posição incluída.
error-link-bad-base64 = O link do jogo está danificado.
error-link-truncated = O link do jogo está cortado.
error-link-bad-checksum = O link do jogo está danificado: foi alterado ou cortado.
error-link-unsupported-version = Este link de jogo (versão { $version }) vem de um aplicativo mais novo: atualize o aplicativo para abri-lo.
error-link-trailing-bytes = O link do jogo tem caracteres a mais depois do jogo.
error-link-bad-value = O link do jogo contém { $field ->
    [position_name] um nome de posição inválido
    [region_token] um nome de região inválido
    [cell] uma célula inválida
    [colour] uma cor inválida
    [stone] uma pedra inválida
    [bridge] uma ponte inválida
    [level] um nível de computador inválido
   *[bridge_kind] um tipo de ponte inválido
  }.
error-link-unknown-builtin = O link do jogo cita a posição incluída { $number }, que não existe.
error-link-illegal-action = A ação { $index } do link do jogo não é permitida: { $reason }
error-link-not-canonical = O link do jogo não tem a forma que este aplicativo escreve.
error-web-unsupported-version = Este jogo salvo da versão web (versão “{ $found }”) não é suportado.
error-web-duplicate-cell = A célula ({ $x }, { $y }) aparece duas vezes.
error-web-grid-size = A grade tem { $number } células, e a posição precisa de { $limit }.
error-web-unknown-color = “{ $found }” não é uma cor.
error-web-bad-count = A quantidade de pedras { $number } não está entre 0 e 255.
error-web-mid-turn = O jogo foi salvo no meio de uma vez: salve-o no começo de uma vez.
error-web-bad-bridge-row = A ponte { $index } não é uma fileira reta de 3 ou 4 células.
error-unknown-position = Nenhuma posição incluída se chama “{ $found }”.
error-bad-rounds = Um jogo tem 3 ou 4 rodadas, não { $number }.
error-no-such-position-in-file = O arquivo não contém a posição número { $index }.
error-editor-outside-grid = A célula ({ cell-position }) está fora da grade.
error-editor-size-out-of-range = Um tabuleiro de { $width } × { $height } células não é possível: cada lado tem de 9 a 25 células.
error-editor-resize-cuts-painted-cells = { $count ->
    [one] O novo tamanho cortaria uma célula pintada: apague-a primeiro.
   *[other] O novo tamanho cortaria { $count } células pintadas: apague-as primeiro.
  }
error-editor-nothing-to-undo = Não há nada para desfazer.
error-editor-nothing-to-redo = Não há nada para refazer.
error-store-not-a-directory = A pasta dos dados do jogo não é uma pasta.
error-store-no-directory = Nenhuma pasta foi indicada para os dados do jogo.
error-store-locked = Os dados do jogo estão sendo usados por outra janela do aplicativo.
error-store-io = Não foi possível gravar ou ler os dados do jogo.
error-store-too-many-entries = Uma lista dos dados do jogo tem arquivos demais para ser lida.
error-store-too-much-data = Uma lista dos dados do jogo é grande demais para ser lida.
error-store-full = Esta lista está cheia: exclua alguns itens primeiro.
error-store-no-such-entry = Este jogo ou esta posição não existe mais.
error-store-unreadable = Não foi possível ler um arquivo dos dados do jogo; ele foi guardado com outro nome.
error-store-not-the-current-game = Este não é o jogo atual: comece-o como um novo jogo.
error-store-bad-name = Este nome não é permitido.
error-store-name-taken = Uma das suas posições já tem este nome.
error-store-not-a-file = Há outra coisa no lugar de um arquivo.
error-store-not-a-folder = Há outra coisa no lugar de uma pasta.
error-store-file-too-large = O arquivo é maior do que qualquer arquivo que o aplicativo grava.
error-store-read-failed = Não foi possível ler o arquivo.
error-store-not-a-game = O arquivo não é um jogo salvo de nenhum dos três jogos.
error-store-not-one-position = O arquivo contém várias posições em vez de uma.
error-store-nothing-to-export = Escolha pelo menos uma posição para exportar.
error-receive-too-large = O que chegou é grande demais para ser aberto.
error-receive-unrecognised = O que chegou não é um link, nem um arquivo de posições, nem um arquivo de jogo.
error-share-game-not-over = O jogo ainda não terminou: não há resultado para compartilhar.
error-share-write-failed = Não foi possível gravar o arquivo a compartilhar.
error-share-no-free-name = Não foi encontrado um nome livre para o arquivo a compartilhar.
error-picture-bad-size = A imagem não pode ser criada com { $number } pixels: escolha um tamanho de 64 a 4096.
error-not-a-terminal = O jogo precisa de um terminal: abra-o num terminal, ou use “dl-cli script” para automação.
error-unknown-language = Não existe o idioma “{ $found }”: escolha de, en, fr, it, es, pt, ja, zh-Hans, uk ou ko.
error-picture-font = Não foi possível ler a fonte da imagem.
error-picture-encoding = Não foi possível gravar a imagem como PNG.
error-file-not-found = O arquivo não existe.
error-file-not-a-file = Não é um arquivo comum (uma pasta, um pipe ou um dispositivo): não foi lido.
error-file-too-large = O arquivo é grande demais.
error-io-error = Não foi possível ler ou gravar o arquivo.
error-io-disk-full = O disco está cheio: nada pôde ser gravado. Libere espaço e tente de novo.
error-io-permission-denied = Permissão negada: o arquivo ou a pasta não pode ser gravado ou lido.
error-io-read-only = O disco é somente leitura: nada pode ser gravado nele.
error-position-not-found = Não há posição incluída “{ $found }”: use 1–12, um nome como octopus ou um arquivo .csv.
error-file-exists = O arquivo já existe: escolha outro nome.
error-no-data-dir = Não há pasta de dados: defina DL_DATA_DIR, XDG_DATA_HOME ou HOME, ou informe --out.

## Problems of a position in the editor

problem-editor-name-empty = A posição não tem nome.
problem-editor-name-too-long = O nome tem { $count } caracteres; são permitidos no máximo { $limit }.
problem-editor-name-control-character = O nome contém um caractere de controle (uma quebra de linha, uma tabulação…).
problem-editor-name-of-builtin = A posição incluída { $number } já tem este nome.
problem-editor-no-region = A posição não tem nenhuma célula de região.
problem-editor-bad-token = O nome de região “{ $found }” não pode ser gravado num arquivo de posições.
problem-editor-split-region = { $count ->
    [one] A região { $found } está em uma só parte.
   *[other] A região { $found } está dividida em { $count } partes separadas.
  }
problem-editor-dots-inside-region = { $count ->
    [one] Uma célula com ponto fica dentro da região { $found }.
   *[other] { $count } células com ponto ficam dentro da região { $found }.
  }
problem-severity-blocking = Corrija antes de salvar
problem-severity-warning = Aviso

## Buttons and menus

button-undo = Desfazer jogada
button-redo = Refazer
button-end-turn = Encerrar vez
button-menu = Menu
button-back = Voltar
button-share = Compartilhar…
button-share-position = Compartilhar posição
button-share-position-csv = Compartilhar posição como CSV
button-share-picture = Compartilhar imagem
button-share-game = Compartilhar jogo
button-share-game-link = Compartilhar link do jogo
button-share-result = Compartilhar resultado
button-end-by-agreement = Encerrar em comum acordo
button-new-game = Novo jogo
button-saved-games = Jogos salvos
button-rules = Regras
button-hint = Dica
button-settings = Configurações
button-open-link = Abrir link
button-open-position-file = Abrir um arquivo de posições…
button-rematch = Revanche
button-cancel = Cancelar
button-ok = OK
button-close = Fechar
button-open = Abrir
button-delete = Excluir
button-rename = Renomear
button-duplicate = Duplicar
button-save = Salvar
button-test-play = Testar
button-new-position = Nova posição
button-edit-copy = Editar uma cópia
button-full-rules = As regras completas
button-end-turn-anyway = Encerrar a vez
button-end-game = Encerrar o jogo
button-quit = Sair

## Screen titles

title-new-game = Novo jogo
title-saved-games = Jogos salvos
title-history = Jogos terminados
title-rules = Regras
title-settings = Configurações
title-editor = Editor de posições
title-my-positions = Minhas posições
title-share = Compartilhar

## Dialogs

dialog-dot-stone-title = Encerrar a vez?
dialog-agree-title = Encerrar o jogo agora?
dialog-agree-body = Os dois jogadores concordam em encerrar o jogo agora? Vale o placar atual.
dialog-agree-player = { player-name }, você concorda em encerrar o jogo agora?
dialog-delete-game-title = Excluir este jogo salvo?
dialog-delete-position-title = Excluir a posição “{ $name }”?
dialog-delete-body = Isso não pode ser desfeito.
dialog-open-game-title = Abrir este jogo?
dialog-open-position-title = Abrir esta posição?
dialog-open-body = Seu jogo não terminado continua em Jogos salvos.

## The game screen's panel

panel-turn = Vez { $turn }
panel-to-move = { $player ->
    [blue] Vez do Azul
   *[yellow] Vez do Amarelo
  }
panel-game-over = O jogo acabou
panel-set = Rodada { $set }/{ $sets }
panel-bridge-points = Pontes
panel-region-points = Regiões
panel-total = Total
panel-supply = { $count ->
    [one] resta { $count } pedra
   *[other] restam { $count } pedras
  }

## New-game screen

new-game-four-rounds = 4 rodadas
new-game-three-rounds = 3 rodadas
new-game-default-rounds = Rodadas padrão
new-game-my-positions = Minhas posições
new-game-rounds = { $count ->
    [one] { $count } rodada
   *[other] { $count } rodadas
  }
new-game-size = { $width } × { $height }
new-game-two-players = Dois jogadores
new-game-against-computer = Contra o computador
new-game-you-play = Você joga com
new-game-level = Nível
level-easy = Fácil
level-medium = Médio
level-hard = Difícil

## The terminal: game menu and screens of the other two games
games-title = Escolha um jogo
games-hint = ↑↓ escolher · enter ou clique: abrir · esc: voltar · q: sair
games-rules-hint = ↑↓ PgUp PgDn: rolar · esc ou r: voltar ao jogo · q: sair
games-too-small = O terminal é pequeno demais para esta tela: ela precisa de { $width } × { $height } caracteres.

## Saved games

saved-turn = Vez { $turn }
saved-none = Ainda não há jogos salvos.
saved-history-none = Ainda não há jogos terminados.

## Settings

settings-language = Idioma
settings-language-system = Idioma do sistema
settings-theme = Tema
settings-theme-system = Igual ao sistema
settings-theme-light = Claro
settings-theme-dark = Escuro
settings-symbols = Símbolos para daltônicos
settings-haptics = Vibração

## Position editor

editor-brush-dark = Região escura
editor-brush-medium = Região média
editor-brush-light = Região clara
editor-brush-dot = Célula com ponto
editor-brush-eraser = Borracha
editor-brush-fill = Preencher
editor-name = Nome
editor-width = Largura
editor-height = Altura
editor-problems = Problemas
editor-no-problems = Nenhum problema.
editor-paint = Pintar
editor-saved = “{ $name }” foi salva em Minhas posições.
editor-leave-title = Sair do editor?
editor-leave-body = As alterações desde o último salvamento serão perdidas.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, região { $region }
    [dot] { cell-position }, célula com ponto
   *[empty] { cell-position }, fora do tabuleiro
  }
a11y-stone = { $color ->
    [blue] pedra azul
    [yellow] pedra amarela
    [red] pedra vermelha
    [green] pedra verde
    [orange] pedra laranja
   *[purple] pedra roxa
  }
a11y-ringed = marcada
a11y-last-placed = colocada por último
a11y-highlighted = aceita a cor escolhida
a11y-place = Colocar a cor escolhida
a11y-ring = Marcar para uma ponte
a11y-chip = { color-name }: { $count }
a11y-bridge-cut = cortada

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] Vamos jogar { -game-name } em { $position }!
   *[no] Vamos jogar { -game-name } em { $position }! O link a abre no aplicativo.
  }
share-game = { $winner ->
    [blue] { -game-name } em { $position }: Azul vence por { $blue } a { $yellow }
    [yellow] { -game-name } em { $position }: Amarelo vence por { $yellow } a { $blue }
    [draw] { -game-name } em { $position }: empate em { $blue } a { $yellow }
   *[none] { -game-name } em { $position }, vez { $turn }: vez de { player-name } (Azul { $blue }, Amarelo { $yellow })
  }
share-result = { $winner ->
    [blue] Azul vence por { $blue } a { $yellow } em { $position }
    [yellow] Amarelo vence por { $yellow } a { $blue } em { $position }
   *[draw] Empate em { $blue } a { $yellow } em { $position }
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = Abrir em { -game-name }
os-document-game = Jogo de { -game-name }
os-document-position = Posição de { -game-name }
os-local-network = Jogar online conecta você direto ao aparelho do seu amigo quando vocês estão na mesma rede.

## The rules for players

rules-turn-title = A vez
rules-turn-1 = Azul e Amarelo jogam alternadamente; Azul começa. Na sua vez, você coloca exatamente uma pedra do seu estoque numa célula livre do tabuleiro.
rules-turn-2 = Depois pode formar pontes com essa pedra, quantas o tabuleiro permitir, e encerra a vez.
rules-turn-example = Azul colocou uma pedra; Amarelo responde.
rules-bridges-title = As pontes
rules-bridges-1 = Uma ponte une 3 ou 4 pedras seguidas, sem buracos, numa linha reta: na horizontal, na vertical ou na diagonal. Duas pedras vizinhas nunca têm a mesma cor.
rules-bridges-2 = Para formar uma, toque duas vezes na pedra de uma ponta e depois na da outra. Toda ponte inclui a pedra colocada nesta vez: uma fileira que fica sem ponte só poderá ganhar uma mais tarde com uma pedra nova.
rules-bridges-2-keyboard = Para formar uma, prima enter sobre a pedra de uma ponta e depois sobre a da outra. Toda ponte inclui a pedra colocada nesta vez: uma fileira que fica sem ponte só poderá ganhar uma mais tarde com uma pedra nova.
rules-bridges-3 = Duas pontes podem dividir uma pedra se ela for ponta de pelo menos uma delas; uma ponte nunca é estendida.
rules-bridges-example = Azul, roxo e verde em linha: uma ponte azul.
rules-loyalty-title = A lealdade
rules-loyalty-1 = As seis cores formam três grupos, cada um com uma cor e suas duas vizinhas no círculo cromático: Azul + é azul, roxo e verde; Amarelo + é amarelo, laranja e verde; Vermelho + é vermelho, roxo e laranja.
rules-loyalty-2 = Suas pontes usam só cores do seu grupo. As pedras não são de ninguém: uma pedra verde que você coloca pode servir ao adversário, e o roxo e o laranja também servem a Vermelho +.
rules-loyalty-example = Amarelo usa a pedra verde de Azul numa ponte amarela.
rules-red-title = Pontes vermelhas e cortes
rules-red-1 = Qualquer jogador pode formar uma ponte vermelha, feita só de pedras de Vermelho +. Ela não pontua, mas no momento em que é formada corta todas as pontes azuis ou amarelas que cruza.
rules-red-2 = Uma ponte cortada fica no tabuleiro, cinza e tracejada, e não pontua. Nenhuma ponte cruza uma ponte existente, e uma ponte vermelha não cruza uma vermelha nem uma cortada.
rules-red-example = Uma ponte vermelha corta a ponte diagonal de Azul.
rules-dots-title = As células com ponto
rules-dots-1 = As células com ponto ficam fora das peças do tabuleiro. Uma pedra só pode ir numa delas se uma ponte puder passar por ela; o aplicativo destaca essas células para a cor escolhida.
rules-dots-2 = Se, ao fim da sua vez, a pedra na célula com ponto não estiver em nenhuma ponte, ela volta para o seu estoque.
rules-dots-example = Uma pedra numa célula com ponto completa uma ponte.
rules-sets-title = As rodadas
rules-sets-1 = Cada rodada traz 12 pedras para você. Azul recebe 4 azuis, 3 roxas, 2 verdes, 2 vermelhas e 1 laranja; Amarelo recebe 4 amarelas, 3 laranja, 2 verdes, 2 vermelhas e 1 roxa.
rules-sets-2 = Quando seu estoque fica vazio no fim da sua vez, começa a sua rodada seguinte. Um jogo tem 4 rodadas nas posições 1 a 6 e 3 nas demais; o painel mostra em que rodada você está.
rules-sets-example = Azul colocou as três pedras roxas da sua rodada; Amarelo, suas três laranja.
rules-scoring-title = A pontuação
rules-scoring-1 = Uma ponte de 3 pedras vale 1 ponto; uma de 4 pedras, 2 pontos. Pontes vermelhas e pontes cortadas não valem nada.
rules-scoring-2 = Cada peça do tabuleiro é uma região. Sua primeira ponte com uma pedra interna (não uma ponta) numa região lhe dá mais 1 ponto. Pontos de ponte e de região aparecem separados.
rules-scoring-example = Uma ponte de 4 sobre duas regiões: 2 pontos de ponte e 2 de região.
rules-end-title = O fim
rules-end-1 = O jogo termina quando todas as pedras foram colocadas, ou quando ninguém mais pode colocar. Os jogadores também podem combinar de parar antes, antes de colocar a pedra da vez.
rules-end-2 = Some pontos de ponte e de região: vence o maior total; totais iguais são empate. Cada ação pode ser desfeita, até o começo.
rules-end-3 = Um jogo aberto a partir de um salvamento da versão web começa onde o salvamento está: as jogadas anteriores não estão nele e não podem ser desfeitas, e o número da vez é o menor que condiz com o tabuleiro.
rules-end-example = Os jogadores combinam encerrar um jogo curto: Azul vence por 2 a 0.

## O terminal (dl-cli): teclas, perguntas, avisos e relatórios. As teclas são as mesmas em todos
## os idiomas.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = Cor: 1–6
terminal-cursor = Cursor: { $description }
terminal-thinking = O computador está pensando… { $percent } % · u: parar e desfazer
hint-turn = Dica: { color-name } em { cell-position }; pontes a formar: { $bridges }.
terminal-too-small-title = O terminal é pequeno demais para esta posição.
terminal-too-small-hint = Aumente a janela ou diminua a fonte; n: outra posição, q: sair.
terminal-previous-saved = O jogo não terminado fica em Jogos salvos (n: novo jogo).
terminal-previous-finished = O jogo terminado fica em Jogos terminados.
terminal-no-data-dir = Sem pasta de dados (HOME ou XDG_DATA_HOME): o jogo não é guardado.
terminal-unreadable-title = Não foi possível ler um arquivo salvo
terminal-moved-aside = Não foi possível ler { $path }: { $problem } ({ $code })
terminal-kept-as = Ele foi guardado, sem alterações, como { $path }.
terminal-fresh-start = Um novo jogo começa; nada foi sobrescrito.
terminal-resume-title = Continuar?
terminal-delete-keys = y: excluir · n: manter
terminal-end-turn-keys = y: encerrar a vez mesmo assim · n: voltar
terminal-agree-keys = y: encerrar o jogo · n: continuar jogando
terminal-any-key = Pressione qualquer tecla.
terminal-played-unknown = jogado em data desconhecida
terminal-new-game-keys = ↑↓: escolher · enter ou clique: começar ou continuar · 3/4: rodadas · f: importar um arquivo CSV · d: excluir · m: menu · esc: voltar · q: sair
terminal-delete-key = d: excluir
terminal-saved-game-keys = enter: continuar este jogo · d: excluí-lo
terminal-csv-prompt = Arquivo CSV:
terminal-csv-keys = enter: importar · esc: cancelar
terminal-csv-hint = f: importar posições de um arquivo CSV (no formato da versão web)
terminal-rules-keys = ↑↓ PgUp PgDn: rolar · esc ou r: voltar ao jogo · q: sair
terminal-key-enter = enter
terminal-key-esc = esc
terminal-key-space = espaço
terminal-key-save = ctrl-s
terminal-key-tab = tab
terminal-import-title = Importar
terminal-import-added = { $count ->
    [one] { $count } posição adicionada a Minhas posições.
   *[other] { $count } posições adicionadas a Minhas posições.
  }
terminal-import-refused = Linha { $line }: “{ $name }” deixada de fora: { $problem }
terminal-import-refused-unnamed = Linha { $line }: uma posição deixada de fora: { $problem }
terminal-share-wrote = Gravado em { $path }:
terminal-share-no-position-link = Link da posição: nenhum
terminal-share-no-game-link = Link do jogo: nenhum (longo demais); envie o arquivo do jogo
terminal-share-failed = Falha ao compartilhar
terminal-in-file = { $path }: { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] Amarelo
   *[black] Preto
  }
discorder-status-place-tile = { discorder-player }: coloque uma peça ou escolha um pino.
discorder-status-place-peg = { discorder-player }: coloque um pino entre duas células de uma coluna.
discorder-status-passed = { $player ->
    [yellow] Amarelo não tem mais peças nem lugar para um pino, e passa. Preto joga.
   *[black] Preto não tem mais peças nem lugar para um pino, e passa. Amarelo joga.
  }
discorder-status-no-target = { $tool ->
    [tile] Toque numa célula do tabuleiro.
   *[peg] Toque na linha entre duas células de uma coluna.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] Prima espaço sobre uma célula do tabuleiro.
   *[peg] Prima p sobre uma célula: o pino vai na linha abaixo dela.
  }
discorder-status-undone = Desfeito. { discorder-player } joga.
discorder-status-game-over-result = { $winner ->
    [yellow] Fim do jogo: Amarelo vence por { $yellow } a { $black }.
    [black] Fim do jogo: Preto vence por { $black } a { $yellow }.
   *[draw] Fim do jogo: empate em { $yellow } a { $black }.
  }
discorder-edge = a linha abaixo de { cell-position }
discorder-refusal-game-over = O jogo acabou.
discorder-refusal-cell-outside-board = A célula ({ cell-position }) não está no tabuleiro.
discorder-refusal-no-tiles-left = Você não tem mais nenhuma peça.
discorder-refusal-cell-occupied = Já há uma peça na célula ({ cell-position }).
discorder-refusal-edge-outside-board = Um pino só vai entre duas células da mesma coluna.
discorder-refusal-no-pegs-left = Não resta nenhum pino.
discorder-refusal-edge-has-peg = Já há um pino em { discorder-edge }.
discorder-refusal-peg-not-following = Um pino deve seguir uma peça ou outro pino; { discorder-edge } não segue.
discorder-refusal-peg-after-own-three = Não se põe pino na ponta da sua própria linha de três ({ discorder-edge }).
discorder-refusal-no-edge-for-peg = Nenhuma linha aceita um pino agora.
discorder-refusal-nothing-to-undo = Não há nada para desfazer.
discorder-event-tile-placed = Peça de { discorder-player } na célula ({ cell-position }).
discorder-event-peg-placed = Pino de { discorder-player } em { discorder-edge }.
discorder-event-turn-started = Vez de { discorder-player }.
discorder-event-game-over = { $winner ->
    [yellow] Fim do jogo: Amarelo vence.
    [black] Fim do jogo: Preto vence.
   *[draw] Fim do jogo: empate.
  }
discorder-error-record-too-large = O arquivo é grande demais (mais de { $limit } bytes).
discorder-error-record-truncated = O arquivo termina cedo demais; talvez tenha sido cortado.
discorder-error-record-syntax = O arquivo não é um JSON válido.
discorder-error-record-not-a-saved-game = Este arquivo não é um jogo salvo.
discorder-error-record-other-game = Este é um jogo salvo de “{ $found }”, não de Discorder.
discorder-error-record-newer-version = Este jogo foi salvo por uma versão mais nova do aplicativo (formato { $version }): atualize o aplicativo para abri-lo.
discorder-error-record-bad-version = O jogo salvo não tem uma versão de formato válida.
discorder-error-record-shape = O arquivo não contém o que um arquivo de jogo contém.
discorder-error-record-too-many-actions = O arquivo contém { $number } ações, mais do que um jogo pode ter ({ $limit }).
discorder-error-record-bad-action = A ação { $index } (“{ $found }”) não é uma ação.
discorder-error-record-illegal-action = A ação { $index } não é permitida: { $reason }
discorder-tool-tile = Peça
discorder-tool-peg = Pino
discorder-starter = { $starter ->
    [yellow] Amarelo começa
    [black] Preto começa
   *[random] Sortear
  }
discorder-tiles-left = { $count ->
    [one] resta { $count } peça
   *[other] restam { $count } peças
  }
discorder-pegs-left = { $count ->
    [one] resta { $count } pino
   *[other] restam { $count } pinos
  }
discorder-scores = Amarelo: { $yellow } · Preto: { $black }
discorder-to-move = Vez de { discorder-player }
discorder-points = { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
  }
discorder-settled = garantido
discorder-rules-1 = Amarelo e Preto jogam alternadamente num tabuleiro de 8 × 7 células. Cada um tem 28 peças, e 10 pinos são compartilhados. Na sua vez, você coloca uma de suas peças numa célula vazia, ou um pino. Quem começa é escolhido no início.
discorder-rules-2 = Um pino fica na linha entre duas células de uma coluna. Ele deve tocar uma peça acima ou abaixo, ou continuar um pino vizinho na mesma linha. Ele corta a coluna nesse ponto e não conta na horizontal. Os pinos nunca se movem.
discorder-rules-3 = Você não pode pôr um pino na ponta de uma linha vertical de exatamente três peças suas, nem cortar uma linha sua de modo que sobre uma linha de três assim. Seu adversário pode.
discorder-rules-4 = Uma linha é uma sequência de peças de um jogador na horizontal, ou numa coluna sem pino entre elas. Uma linha de exatamente 3 peças dá 1 ponto ao seu dono; uma de 4 ou mais dá 1 ponto ao adversário. O painel mostra os pontos do momento e quantos estão garantidos: esses não mudam mais.
discorder-rules-5 = Você deve jogar enquanto houver uma célula vazia: sem peças, põe um pino se couber; senão, passa. O jogo termina quando todas as células têm uma peça; vence o maior total, totais iguais são empate. Cada ação pode ser desfeita, até o começo.
discorder-keys = setas: mover · espaço ou enter: colocar · t: peças · p: pinos · u: desfazer · r: regras · n: novo jogo · m: menu · q: sair · um clique coloca na célula ou linha clicada

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] Jogador 1
   *[two] Jogador 2
  }
colorbrake-colour = { $colour ->
    [blue] azul
    [green] verde
    [yellow] amarela
    [red] vermelha
    [white] branca
    [orange] laranja
   *[pink] xadrez rosa
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] uma ficha azul
        [green] uma ficha verde
        [yellow] uma ficha amarela
        [red] uma ficha vermelha
        [white] uma ficha branca
        [orange] uma ficha laranja
       *[pink] uma ficha xadrez rosa
    }
    [neutral] uma ficha neutra
    [tank] um Tank
   *[diamond] um Losango
  }
colorbrake-cell = célula { $cell }
colorbrake-row = fileira { $row }
colorbrake-status-hand-over = Passe o aparelho para { colorbrake-seat } e depois toque para ver sua mão.
colorbrake-status-hand-over-keyboard = Passe o teclado para { colorbrake-seat } e depois prima enter para ver sua mão.
colorbrake-status-place = { colorbrake-seat } ({ $nomination }): coloque uma ficha na { colorbrake-cell }.
colorbrake-status-tank-or-place = { colorbrake-seat }: coloque uma ficha, ou antes ponha um Tank numa ficha da { colorbrake-row }.
colorbrake-status-choose-rescue = { colorbrake-seat }: escolha a cor tirada que vai sobre a ficha neutra da { colorbrake-cell }.
colorbrake-status-computer-to-move = É a vez do computador ({ colorbrake-seat }).
colorbrake-status-undone = Desfeito: { $action ->
    [colour] { colorbrake-token }.
    [neutral] uma ficha neutra.
    [rescue] a cor sobre a ficha neutra.
    [diamond] um Losango.
    [for_diamond] a ficha jogada pelo Losango.
    [tank] um Tank na { colorbrake-cell }.
   *[next_round] a rodada seguinte.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] A rodada { $round } acabou: { colorbrake-seat } preencheu a última célula e marca 5 pontos.
   *[stuck] A rodada { $round } acabou: { colorbrake-seat } não pode preencher a { colorbrake-cell }; o outro jogador marca { $points } pontos.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] Fim do jogo: o jogador 1 vence por { $one } a { $two }.
    [two] Fim do jogo: o jogador 2 vence por { $two } a { $one }.
   *[draw] Fim do jogo: empate em { $one }.
  }
colorbrake-refusal-game-over = O jogo acabou.
colorbrake-refusal-round-over = A rodada acabou.
colorbrake-refusal-round-not-over = A rodada ainda não acabou.
colorbrake-refusal-rescue-pending = Primeiro jogue sobre a ficha neutra uma das fichas tiradas.
colorbrake-refusal-no-rescue-pending = Nenhuma ficha neutra espera uma ficha tirada.
colorbrake-refusal-not-drawn = Nenhuma ficha { colorbrake-colour } foi tirada.
colorbrake-refusal-not-in-hand = Você não tem na mão { colorbrake-token }.
colorbrake-refusal-not-in-reference = A fileira anterior não tem nenhuma ficha { colorbrake-colour }.
colorbrake-refusal-colour-used-up = Cada ficha { colorbrake-colour } da fileira anterior já tem seu par.
colorbrake-refusal-neutral-on-last-cell = Uma ficha neutra não pode ser jogada na última célula.
colorbrake-refusal-pile-empty = A pilha está vazia.
colorbrake-refusal-diamond-too-late = Um Losango não pode ser jogado na { colorbrake-row }.
colorbrake-refusal-no-free-slot = Nenhum dos seus Losangos da fileira anterior ainda tem um lugar livre.
colorbrake-refusal-not-tank-moment = Um Tank só é jogado logo antes de começar a fileira 5 ou a fileira 4.
colorbrake-refusal-tank-already-used = Já se jogou um Tank sobre esta fileira.
colorbrake-refusal-tank-outside-row = A ficha da { colorbrake-cell } não está na fileira recém-completada.
colorbrake-refusal-no-such-cell = Não existe a célula { $cell }: as células são numeradas de 1 a 28.
colorbrake-refusal-nothing-to-undo = Não há nada para desfazer.
colorbrake-event-filled = Uma ficha é colocada na { colorbrake-cell }.
colorbrake-event-neutral-drawn = { colorbrake-seat } jogou uma ficha neutra na { colorbrake-cell } e tira { $count }.
colorbrake-event-tanked = { colorbrake-seat } pôs um Tank na { colorbrake-cell }.
colorbrake-event-turn-started = Vez de { colorbrake-seat }.
colorbrake-event-round-started = Rodada { $round }: { colorbrake-seat } fica com o A.
colorbrake-event-game-over = { $winner ->
    [one] Fim do jogo: o jogador 1 vence.
    [two] Fim do jogo: o jogador 2 vence.
   *[draw] Fim do jogo: empate.
  }
colorbrake-error-record-too-large = O arquivo é grande demais (mais de { $limit } bytes).
colorbrake-error-record-json-truncated = O arquivo termina cedo demais; talvez tenha sido cortado.
colorbrake-error-record-json-syntax = O arquivo não é um JSON válido.
colorbrake-error-record-json-shape = O arquivo não contém o que um arquivo de jogo contém.
colorbrake-error-record-not-a-saved-game = Este arquivo não é um jogo salvo.
colorbrake-error-record-wrong-game = Este é um jogo salvo de “{ $found }”, não de Color Brake ABAB.
colorbrake-error-record-bad-version = O jogo salvo não tem uma versão de formato válida.
colorbrake-error-record-newer-version = Este jogo foi salvo por uma versão mais nova do aplicativo (formato { $version }): atualize o aplicativo para abri-lo.
colorbrake-error-record-bad-seed = A semente do jogo salvo está danificada.
colorbrake-error-record-no-length = O jogo salvo não indica nem um número de rodadas nem uma pontuação-alvo.
colorbrake-error-length-bad-rounds = Um jogo tem um número par de rodadas, de 2 a 20, não { $number }.
colorbrake-error-length-bad-target = Uma pontuação-alvo vai de 1 a 50, não { $number }.
colorbrake-error-record-too-many-actions = O arquivo contém { $number } ações, mais do que um jogo desta duração pode ter ({ $limit }).
colorbrake-error-record-bad-action = A ação { $index } (“{ $found }”) não é uma ação.
colorbrake-error-record-illegal-action = A ação { $index } não é permitida: { $reason }
colorbrake-hand = Sua mão
colorbrake-rules-1 = Dois jogadores preenchem um triângulo de 28 células: 7 em cima, depois 6, 5, 4, 3, 2 e 1. A cada rodada, as 82 fichas — 10 de cada uma das 7 cores, 7 neutras, 3 Tanks e 2 Losangos — são embaralhadas, e cada jogador compra 16. As mãos ficam ocultas: entre dois turnos, passa-se o aparelho.
colorbrake-rules-2 = Um jogador tem A e o outro B; eles trocam a cada rodada. As células são preenchidas uma a uma em ordem de leitura e marcadas A, B, A, B…: joga o dono da próxima célula.
colorbrake-rules-3 = A fileira de cima aceita qualquer cor. Cada fileira seguinte tem as cores da anterior, com uma ficha a menos: uma cor pode ser colocada enquanto esta fileira tiver menos fichas dela que a anterior. Quem não consegue colocar encerra a rodada, e o outro jogador marca as células vazias.
colorbrake-rules-4 = Quem preenche a última célula com uma cor permitida marca 5 pontos. Um jogo tem um número par de rodadas, ou vai até uma pontuação-alvo alcançada após um número par de rodadas; vence o maior total.
colorbrake-rules-5 = Uma ficha neutra vai na sua célula a qualquer momento, menos na última célula: você compra da pilha e põe por cima uma cor comprada, qualquer que seja. Um Losango, nas fileiras 7 a 4, vale por qualquer cor; na fileira seguinte, você pode colocar por ele uma cor à sua escolha.
colorbrake-rules-6 = Logo antes de começar a fileira 5 ou a fileira 4, o jogador da vez pode pôr um Tank sobre uma ficha da fileira recém-completada, com uma cor da sua mão por cima: essa fileira passa a contar com essa cor. Cada ação pode ser desfeita.
colorbrake-keys = 1–7: uma cor · 8: neutra · 9: Losango · f: para o seu Losango · t: Tank na célula do cursor · setas: cursor · enter: próxima rodada · u: desfazer · r: regras · n: novo jogo · m: menu · q: sair
colorbrake-reference = A fileira { $row } ainda aceita:
colorbrake-drawn = Compradas:
colorbrake-next-round = Próxima rodada
colorbrake-pick-for-diamond = Para o seu Losango: escolha uma cor (1–7), ou f de novo para cancelar.
colorbrake-pick-tank = Tank na { colorbrake-cell }: escolha a cor de cima (1–7), as setas para outra célula, ou t de novo para cancelar.
colorbrake-pile = { $count ->
    [one] { $count } ficha na pilha
   *[other] { $count } fichas na pilha
  }
colorbrake-round = Rodada { $round }
colorbrake-length-rounds = { $count ->
    [one] { $count } rodada
   *[other] { $count } rodadas
  }
colorbrake-length-target = Jogar até { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
  }
colorbrake-ready = Ver minha mão

## Os telefones: escolha do jogo, opções de novo jogo dos outros dois jogos, botões e acessibilidade

games-about-divided-loyalties = Pedras de seis cores formam pontes de três ou quatro; algumas cores servem aos dois jogadores.
games-about-discorder = Peças e pinos num tabuleiro de 8 × 7: uma linha de três pontua, uma de quatro pontua para o oponente.
games-about-colorbrake = Preencha com mãos ocultas um triângulo de 28 células; cada fileira aceita as cores da fileira anterior.
discorder-who-begins = Quem começa
discorder-score = { $now ->
    [one] { $now } ponto (garantidos: { $settled })
   *[other] { $now } pontos (garantidos: { $settled })
  }
discorder-status-computer-to-move = É a vez do computador ({ discorder-player }).
discorder-refusal-computer-to-move = Espere: é a vez do computador.
discorder-a11y-tile = { $player ->
    [yellow] peça amarela
   *[black] peça preta
  }
discorder-a11y-empty = vazia
discorder-a11y-edge = linha abaixo da célula ({ cell-position })
discorder-a11y-peg = pino
discorder-a11y-no-peg = sem pino
discorder-a11y-peg-allowed = aqui pode ir um pino
discorder-a11y-last-placed = última jogada
colorbrake-length-title = Duração do jogo
colorbrake-rounds-title = Número de rodadas
colorbrake-target-title = Pontuação-alvo
colorbrake-neutral = Neutra
colorbrake-diamond = Losango
colorbrake-tank = Tank
colorbrake-for-diamond = Para o seu Losango
colorbrake-choose-for-diamond = Para o seu Losango: escolha uma cor.
colorbrake-choose-tank-colour = Tank na { colorbrake-cell }: escolha a cor de cima.
colorbrake-scores = Jogador 1: { $one } · Jogador 2: { $two }
colorbrake-to-move = Vez de { colorbrake-seat }
colorbrake-colour-name = { $colour ->
    [blue] Azul
    [green] Verde
    [yellow] Amarelo
    [red] Vermelho
    [white] Branco
    [orange] Laranja
   *[pink] Xadrez rosa
  }
colorbrake-a11y-cell = célula { $cell }, fileira { $row }, { $nomination } ({ colorbrake-seat })
colorbrake-a11y-empty = vazia
colorbrake-a11y-fill = { $base ->
    [diamond] um Losango
    [for_diamond] ficha { colorbrake-colour } pelo Losango
   *[colour] ficha { colorbrake-colour }
  }
colorbrake-a11y-on-neutrals = { $count ->
    [one] sobre uma ficha neutra
   *[other] sobre { $count } fichas neutras
  }
colorbrake-a11y-tank = sob um Tank do { colorbrake-seat }, com ficha { colorbrake-colour } por cima
colorbrake-a11y-pending = { $count ->
    [one] uma ficha neutra espera uma cor comprada
   *[other] { $count } fichas neutras esperam uma cor comprada
  }
colorbrake-a11y-next = a próxima a preencher
colorbrake-a11y-last-filled = preenchida por último
colorbrake-a11y-tank-target = aqui pode ir um Tank

## dl-ui: as telas de Discorder e Color Brake ABAB (adversário, lado do computador, ações de acessibilidade)

discorder-you-play = Você joga com { discorder-player }
discorder-computer-player = { discorder-player } (computador)
discorder-a11y-place-tile = Colocar uma peça
discorder-a11y-place-peg = Colocar um pino
colorbrake-you-play = Você joga como { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat } (computador)
colorbrake-a11y-place-tank = Pôr o Tank aqui

## Os telefones: as contagens do painel de Color Brake ABAB (mãos, referência, fichas da mão, rodada)

colorbrake-hand-size = { colorbrake-seat }: { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
  }
colorbrake-colour-count = { colorbrake-colour-name }: { $count }
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }
colorbrake-round-of-rounds = Rodada { $round } de { $count }
colorbrake-round-of-target = Rodada { $round }, jogando até { $count ->
    [one] { $count } ponto
   *[other] { $count } pontos
  }

## Rever um jogo terminado

replay = Rever
replay-start = Ao início
replay-back = Jogada anterior
replay-forward = Próxima jogada
replay-end = Ao fim
replay-step = Jogada { $step } de { $count }
error-replay-unwound = Este jogo não pode ser revisto: não foi possível voltar ao início.

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
panel-computer-player = { player-name } (computador)
game-thinking = O computador está pensando… { $percent } %
notice-state-unreadable = Não foi possível ler suas configurações ({ $problem }); elas foram guardadas à parte como { $path }. Valem os padrões.
notice-previous-saved = O jogo não terminado continua em Jogos salvos.
notice-previous-finished = O jogo terminado continua em Jogos terminados.
notice-unsaved = Ainda não salvo: { $problem } O jogo continua aqui e é gravado de novo na sua próxima jogada.
games-continue = Continuar: { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = Divided Loyalties, Discorder e Color Brake ABAB no terminal.
terminal-help-usage = Uso:
terminal-help-options = Opções do jogo:
terminal-help-default = a tela e o jogo onde você parou; senão, o menu de jogos
terminal-help-game = GAME é divided-loyalties, discorder ou color-brake: o jogo em curso dele, ou um novo
terminal-help-new = um jogo novo em Up the Stairs (um jogo não terminado vai para Jogos salvos)
terminal-help-position = o jogo em curso se for nesta posição; senão, um novo (um jogo não terminado vai para Jogos salvos); KEY é 1–12, um nome curto (octopus) ou um arquivo .csv (sempre um jogo novo)
terminal-help-rounds = 3 ou 4 rodadas por jogador, com --position (senão: as da posição)
terminal-help-computer = contra o computador, que joga esse lado
terminal-help-level = o nível do computador (senão: médio)
terminal-help-open = abre um jogo salvo (.json, nosso ou da versão web) ou um link de jogo
terminal-help-out = onde o compartilhamento grava os arquivos (senão: shared/ na pasta de dados)
terminal-help-room = entra na sala R do jogo online como N (o ID da sala da página web)
terminal-help-peer-server = o servidor de sinalização do jogo online, com --room ou script (senão: o público do PeerJS, o da página web)
terminal-help-lang = o idioma: { $languages } (senão: LC_ALL, LC_MESSAGES ou LANG)
terminal-help-script = comandos JSON na entrada padrão, uma resposta por linha na saída padrão, em inglês; com --store o jogo fica no armazenamento em DIR
terminal-help-picture = a imagem do tabuleiro de um jogo, de um arquivo de posição ou de um link, com N pixels de largura ({ $min }–{ $max }, senão { $default }); OUT.png ainda não pode existir
terminal-help-help = esta ajuda
terminal-help-data = Jogos e posições ficam em { $first }; senão, em { $second }; senão, em { $third }.
terminal-usage-missing-value = { $option } precisa de um valor.
terminal-usage-one-of = { $option } aceita um destes valores: { $allowed }.
terminal-usage-unexpected = “{ $argument }” não é uma opção aqui.
terminal-usage-goes-with = { $option } só vai junto com { $with }.
terminal-usage-one-start = Use só uma de --new, --position, --open e --game.
terminal-usage-script-options = script não aceita opções além de --store e --peer-server.
terminal-usage-picture-files = picture precisa de um arquivo de jogo ou de um link e do nome de um novo arquivo .png.
terminal-usage-see-help = dl-cli --help diz o que a linha de comando aceita.

## Jogar online (issue 23)

online-play = Jogar online
online-name = Seu nome
online-room = Sala
online-join = Entrar
online-leave = Sair da sala
online-send = Enviar
online-chat = Mensagem
online-share-room = Compartilhar a sala
online-choose-position = Escolher a posição
online-unavailable = Jogar online requer a versão WebRTC deste app.
online-fields-missing = Digite seu nome e uma sala.
online-new-game = Uma nova partida começou.
online-waiting = Aguardando o outro jogador na sala { $room }…
online-you-are = Você é { player-name } · contra { $name }
online-host-chooses = { $name } escolhe a posição.
online-peer-left = Oponente desconectado: { $name } saiu da sala. A partida fica guardada.
online-not-your-turn = Aguarde { $name } jogar.
online-chat-line = { $name }: { $text }
online-refused = O que o outro lado enviou foi recusado ({ $code }); a partida não mudou.
online-failed = { $reason ->
    [server] Não é possível contactar o servidor do jogo ({ $code }).
    [address] O endereço do servidor do jogo não pode ser usado ({ $code }).
    [taken] Outra pessoa é a anfitriã desta sala ({ $code }).
    [absent] O outro jogador não está na sala ({ $code }).
    [lost] A conexão com o outro jogador foi perdida ({ $code }).
   *[network] Não foi possível conectar ao outro jogador ({ $code }).
  }
online-rejoin = Entrar de novo
online-retrying = Reconectando à sala { $room } em { $seconds } s…
online-share-text = Jogue Lealdades Divididas online comigo: { $url } Abra e digite o ID da sala: { $room }
