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
        .confirmationDialog(promptTitle, isPresented: promptBinding, titleVisibility: .visible) {
            Button(confirmTitle) { model.confirm() }
            Button(model.texts.text(.cancel), role: .cancel) { model.cancelPrompt() }
        } message: {
            Text(promptMessage)
        }
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

    private var promptBinding: Binding<Bool> {
        Binding(get: { model.prompt != nil }, set: { if !$0 && model.prompt != nil { model.cancelPrompt() } })
    }

    private var promptTitle: String {
        switch model.prompt {
        case .confirmDotStoneReturn: return model.texts.text(.confirmDotStoneReturnTitle)
        case .agreementProposed, .agreementAnswer: return model.texts.text(.endByAgreement)
        case nil: return ""
        }
    }

    private var promptMessage: String {
        switch model.prompt {
        case let .confirmDotStoneReturn(cell): return model.texts.text(.confirmDotStoneReturnMessage(cell))
        case let .agreementProposed(side): return model.texts.text(.agreementProposeMessage(proposer: side))
        case let .agreementAnswer(side): return model.texts.text(.agreementAnswerMessage(answering: side))
        case nil: return ""
        }
    }

    private var confirmTitle: String {
        switch model.prompt {
        case .confirmDotStoneReturn: return model.texts.text(.endTurnAnyway)
        default: return model.texts.text(.agree)
        }
    }
}
