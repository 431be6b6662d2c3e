import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The main screen (SCREENS.md, Game screen): the board in the largest square that fits, the
/// panel below it in portrait and beside it in landscape and on wide iPads; the prompts, and
/// the other screens (new game, saved games, rules, settings, editor, the preview card of a
/// received game) as sheets, one at a time.
struct GameScreen: View {
    @Bindable var model: AppModel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { geometry in
            if let frame = model.frame {
                let wide = geometry.size.width > geometry.size.height
                let layout = wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 16))
                                  : AnyLayout(VStackLayout(spacing: 12))
                layout {
                    board(frame)
                    PanelView(model: model, frame: frame)
                        .frame(maxWidth: wide ? 420 : .infinity)
                }
                .padding(.horizontal, 12)
            } else {
                ContentUnavailableView {
                    Label(model.texts.label(.appName), systemImage: "circle.grid.3x3")
                } actions: {
                    Button(model.texts.label(.newGame)) { model.sheet = .newGame }
                    Button(model.texts.label(.savedGames)) { model.sheet = .savedGames }
                }
            }
        }
        .sensoryFeedback(.error, trigger: model.refusalCount) { _, _ in model.settings.haptics }
        .sheet(item: $model.sheet) { sheet in
            switch sheet {
            case .newGame: NewGameScreen(model: model)
            case .savedGames: SavedGamesScreen(model: model)
            case .rules: RulesScreen(model: model)
            case .settings: SettingsScreen(model: model)
            case let .editor(editor): PositionEditorScreen(model: model, editor: editor)
            case let .received(received): ReceivedPreviewCard(model: model, received: received)
            }
        }
        .alert(model.message ?? "", isPresented: messageBinding) {
            Button(model.texts.label(.ok), role: .cancel) { model.message = nil }
        }
        .modifier(PromptPresenter(model: model))
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

    // MARK: Bindings for the alert

    private var messageBinding: Binding<Bool> {
        Binding(get: { model.message != nil }, set: { if !$0 { model.message = nil } })
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
