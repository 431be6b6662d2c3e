import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The main screen (SCREENS.md, Game screen): the board in the largest square that fits, the
/// panel below it in portrait and beside it in landscape and on wide iPads; the prompts, the
/// preview card of a received game, and the new-game and settings screens as sheets.
struct GameScreen: View {
    @Bindable var model: AppModel

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
                    Label(model.texts.text(.appName), systemImage: "circle.grid.3x3")
                } actions: {
                    Button(model.texts.text(.newGame)) { model.showingNewGame = true }
                }
            }
        }
        .sensoryFeedback(.error, trigger: model.refusalCount) { _, _ in model.settings.haptics }
        .sheet(isPresented: $model.showingNewGame) { NewGameScreen(model: model) }
        .sheet(isPresented: $model.showingSettings) { SettingsScreen(model: model) }
        .sheet(isPresented: receivedBinding) {
            if let received = model.received {
                ReceivedPreviewCard(model: model, received: received)
            }
        }
        .alert(model.message ?? "", isPresented: messageBinding) {
            Button(model.texts.text(.ok), role: .cancel) { model.message = nil }
        }
        .modifier(PromptPresenter(model: model))
    }

    private func board(_ frame: ViewModel) -> some View {
        BoardView(frame: frame, texts: model.texts, showSymbols: model.settings.colorBlindSymbols,
                  flash: model.flash,
                  onTap: { x, y in model.tap(x: x, y: y) },
                  onPlace: { model.place(at: $0) },
                  onRing: { model.ring(at: $0) })
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    // MARK: Bindings for the sheets, the alert and the prompts

    private var receivedBinding: Binding<Bool> {
        Binding(get: { model.received != nil }, set: { if !$0 { model.received = nil } })
    }

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
            .confirmationDialog(model.texts.text(.confirmDotStoneReturnTitle),
                                isPresented: showing(.dotStoneReturn),
                                titleVisibility: .visible) {
                Button(model.texts.text(.endTurnAnyway), role: .destructive) { model.confirm() }
                Button(model.texts.text(.cancel), role: .cancel) { model.cancelPrompt() }
            } message: {
                if case let .confirmDotStoneReturn(cell) = model.prompt {
                    Text(model.texts.text(.confirmDotStoneReturnMessage(cell)))
                }
            }
            .background {
                Color.clear
                    .alert(model.texts.text(.endByAgreement), isPresented: showing(.agreementProposal)) {
                        Button(model.texts.text(.agree)) { model.confirm() }
                        Button(model.texts.text(.cancel), role: .cancel) { model.cancelPrompt() }
                    } message: {
                        if case let .agreementProposed(side) = model.prompt {
                            Text(model.texts.text(.agreementProposeMessage(proposer: side)))
                        }
                    }
            }
            .overlay {
                Color.clear.allowsHitTesting(false)
                    .alert(model.texts.text(.endByAgreement), isPresented: showing(.agreementAnswer)) {
                        Button(model.texts.text(.agree)) { model.confirm() }
                        Button(model.texts.text(.cancel), role: .cancel) { model.cancelPrompt() }
                    } message: {
                        if case let .agreementAnswer(side) = model.prompt {
                            Text(model.texts.text(.agreementAnswerMessage(answering: side)))
                        }
                    }
            }
    }

    /// Shown while the waiting prompt is of one kind; the system's dismissal changes nothing.
    private func showing(_ kind: GamePrompt.Kind) -> Binding<Bool> {
        Binding(get: { model.prompt?.kind == kind }, set: { _ in })
    }
}
