import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The main screen (SCREENS.md, Game screen; issue 15): the game on screen, whichever of the
/// three games it is — its board in the largest square that fits, its panel below it in
/// portrait and beside it in landscape and on wide iPads, Color Brake ABAB's hand-over as a
/// full screen that shows no hand; the prompts, and the other screens (the game chooser and the
/// new-game screens, saved games, rules, settings, editor, the preview card of a received game)
/// as sheets, one at a time.
struct GameScreen: View {
    @Bindable var model: AppModel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { geometry in
            if let frame = model.frame {
                split(geometry) {
                    board(frame)
                } panel: {
                    PanelView(model: model, frame: frame)
                }
            } else if let frame = model.discorderFrame {
                split(geometry) {
                    discorderBoard(frame)
                } panel: {
                    DiscorderPanel(model: model, frame: frame)
                }
            } else if let frame = model.colorBrakeFrame {
                if case .handOver = frame.phase {
                    ColorBrakeHandOver(model: model, frame: frame)
                } else {
                    split(geometry) {
                        colorBrakeBoard(frame)
                    } panel: {
                        ColorBrakePanel(model: model, frame: frame)
                    }
                }
            } else {
                ContentUnavailableView {
                    Label(model.texts.label(.appName), systemImage: "circle.grid.3x3")
                } actions: {
                    Button(model.texts.label(.newGame)) { model.showChooser() }
                    Button(model.texts.label(.savedGames)) { model.sheet = .savedGames }
                }
            }
        }
        .sensoryFeedback(.error, trigger: model.refusalCount) { _, _ in model.settings.haptics }
        .sheet(item: $model.sheet) { sheet in
            Group {
                switch sheet {
                case .chooser: GameChooserScreen(model: model)
                case .newGame: NewGameScreen(model: model)
                case .newDiscorder: DiscorderNewGameScreen(model: model)
                case .newColorBrake: ColorBrakeNewGameScreen(model: model)
                case .savedGames: SavedGamesScreen(model: model)
                case .rules: rules
                case .settings: SettingsScreen(model: model)
                case let .editor(editor): PositionEditorScreen(model: model, editor: editor)
                case let .received(received): ReceivedPreviewCard(model: model, received: received)
                }
            }
            .modifier(MessageAlert(model: model, shown: true))
        }
        .modifier(MessageAlert(model: model, shown: model.sheet == nil))
        .modifier(PromptPresenter(model: model))
    }

    /// The board and the panel: the panel below the board in portrait, beside it in landscape
    /// and on wide iPads.
    private func split<Board: View, Panel: View>(_ geometry: GeometryProxy, @ViewBuilder board: () -> Board,
                                                 @ViewBuilder panel: () -> Panel) -> some View {
        let wide = geometry.size.width > geometry.size.height
        let layout = wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 16))
                          : AnyLayout(VStackLayout(spacing: 12))
        return layout {
            board()
            panel()
                .frame(maxWidth: wide ? 420 : .infinity)
        }
        .padding(.horizontal, 12)
    }

    /// The rules of the game on screen: Divided Loyalties' sections with their example boards,
    /// or the other games' paragraphs.
    @ViewBuilder private var rules: some View {
        switch model.currentKind {
        case .discorder?:
            ParagraphRulesScreen(model: model, kind: .discorder, paragraphs: model.texts.discorderRules())
        case .colorBrake?:
            ParagraphRulesScreen(model: model, kind: .colorBrake, paragraphs: model.texts.colorBrakeRules())
        case .dividedLoyalties?, nil:
            RulesScreen(model: model)
        }
    }

    private func discorderBoard(_ frame: DiscorderView) -> some View {
        DiscorderBoard(frame: frame, texts: model.texts, colours: model.discorderColours(colorScheme),
                       flash: model.discorderFlash,
                       onTap: { x, y in model.discorderTap(x: x, y: y) },
                       onPlaceTile: { model.discorderPlaceTile($0) },
                       onPlacePeg: { model.discorderPlacePeg($0) })
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func colorBrakeBoard(_ frame: ColorBrakeView) -> some View {
        ColorBrakeBoard(frame: frame, pick: model.colorBrakePick, texts: model.texts,
                        colours: model.colorBrakeColours(colorScheme),
                        showSymbols: model.settings.colorBlindSymbols,
                        onTap: { x, y in model.colorBrakeTap(x: x, y: y) },
                        onTank: { model.colorBrakeChooseTank($0) })
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func board(_ frame: ViewModel) -> some View {
        BoardView(frame: frame, texts: model.texts, palette: model.palette(colorScheme),
                  showSymbols: model.settings.colorBlindSymbols,
                  flash: model.flash,
                  onTap: { x, y in model.tap(x: x, y: y) },
                  onPlace: { model.place(at: $0) },
                  onRing: { model.ring(at: $0) })
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The questions of the game screen, one presentation each, so that answering the first step of
/// the agreement (R8) lets the second appear: the dot-stone confirmation (R4.3) as a
/// confirmation dialog, the agreement's two steps as alerts. A dismissal never answers: only the
/// buttons do.
private struct PromptPresenter: ViewModifier {
    let model: AppModel

    func body(content: Content) -> some View {
        content
            .confirmationDialog(model.texts.label(.dialogDotStoneTitle),
                                isPresented: showing(.dotStoneReturn),
                                titleVisibility: .visible) {
                Button(model.texts.label(.endTurnAnyway), role: .destructive) { model.confirm() }
                Button(model.texts.label(.cancel), role: .cancel) { model.cancelPrompt() }
            } message: {
                if case let .confirmDotStoneReturn(cell) = model.prompt {
                    Text(model.texts.status(.confirmDotStoneReturn(cell: cell)))
                }
            }
            .background {
                Color.clear
                    .alert(askedPlayer, isPresented: showing(.agreementProposal)) {
                        agreementButtons
                    } message: {
                        Text(model.texts.label(.dialogAgreeTitle))
                    }
            }
            .overlay {
                Color.clear.allowsHitTesting(false)
                    .alert(askedPlayer, isPresented: showing(.agreementAnswer)) {
                        agreementButtons
                    } message: {
                        Text(model.texts.label(.dialogAgreeTitle))
                    }
            }
    }

    /// Each step of the agreement asks one player by name: the proposer, then the other
    /// player (R8), with the catalog's `dialog-agree-player`.
    private var askedPlayer: String {
        switch model.prompt {
        case let .agreementProposed(side), let .agreementAnswer(side):
            return model.texts.agreeQuestion(side)
        case .confirmDotStoneReturn, nil:
            return model.texts.label(.dialogAgreeTitle)
        }
    }

    @ViewBuilder private var agreementButtons: some View {
        Button(model.texts.label(.endGame)) { model.confirm() }
        Button(model.texts.label(.cancel), role: .cancel) { model.cancelPrompt() }
    }

    /// Shown while the waiting prompt is of one kind; the system's dismissal changes nothing.
    private func showing(_ kind: GamePrompt.Kind) -> Binding<Bool> {
        Binding(get: { model.prompt?.kind == kind }, set: { _ in })
    }
}
