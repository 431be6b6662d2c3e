import DividedLoyaltiesCore
import SwiftUI

/// A game of Color Brake ABAB (RULES-COLOR-BRAKE.md): during a hand-over the whole screen is the
/// hand-over (its text and Ready); otherwise the triangle, then the panel with the result, the
/// round, the scores, the pile, the seats, what the row may still take, the status line, the
/// hand (colours, specials, "For your Diamond", the Tank), the drawn colours, Next round, the
/// buttons and the menu.
struct ColorBrakeScreen: View {
    let state: AppState
    let model: ColorBrakeModel

    var body: some View {
        if let handOver = model.handOver {
            VStack(spacing: 24) {
                Text(verbatim: handOver.text).font(.title3).multilineTextAlignment(.center)
                ControlButton(state: state, button: handOver.ready).buttonStyle(.borderedProminent)
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            GameLayout {
                ColorBrakeBoardView(state: state, board: model.board)
            } panel: {
                panel
            }
        }
    }

    private var panel: some View {
        VStack(alignment: .leading, spacing: 10) {
            if let result = model.result {
                ResultCardView(state: state, card: result)
            }
            if let opponent = model.opponent {
                Text(verbatim: opponent).font(.footnote).foregroundStyle(.secondary)
            }
            Text(verbatim: model.round).font(.headline)
            Text(verbatim: model.scores).font(.subheadline)
            Text(verbatim: model.pile).font(.subheadline)
            ForEach(model.seats, id: \.name) { seat in
                HStack {
                    Text(verbatim: seat.name).font(seat.toMove ? .headline : .body)
                    Spacer()
                    Text(verbatim: seat.handSize).font(.subheadline)
                }
                .accessibilityElement(children: .combine)
            }
            if let reference = model.reference {
                Text(verbatim: reference.title).font(.subheadline).foregroundStyle(.secondary)
                HStack {
                    ForEach(reference.colors, id: \.label) { count in
                        TokenSwatch(look: count.look, count: count.count)
                            .accessibilityElement()
                            .accessibilityLabel(Text(verbatim: count.label))
                    }
                }
            }
            Text(verbatim: model.status).font(.callout).accessibilityAddTraits(.updatesFrequently)
            if let thinking = model.thinking {
                ThinkingBar(thinking: thinking)
            }
            if let hand = model.hand {
                Text(verbatim: hand.title).font(.subheadline).foregroundStyle(.secondary)
                TokenButtons(state: state, buttons: hand.colors + hand.specials)
                if let forDiamond = hand.forDiamond {
                    Text(verbatim: forDiamond.title).font(.subheadline).foregroundStyle(.secondary)
                    TokenButtons(state: state, buttons: forDiamond.buttons)
                }
                if let tank = hand.tank {
                    ChoiceToggle(state: state, choice: tank.choice).toggleStyle(.button)
                }
            }
            if let drawn = model.drawn {
                Text(verbatim: drawn.title).font(.subheadline).foregroundStyle(.secondary)
                TokenButtons(state: state, buttons: drawn.buttons)
            }
            if let next = model.nextRound {
                ControlButton(state: state, button: next).buttonStyle(.borderedProminent)
            }
            HStack(alignment: .top) {
                ControlRow(state: state, buttons: model.actions)
                Spacer()
                ControlMenu(state: state, buttons: model.menu)
            }
        }
    }
}

/// Buttons of the hand (or of the drawn colours): each a token with its count, or its label
/// when it has no look; disabled as the screen says, VoiceOver reading why.
private struct TokenButtons: View {
    let state: AppState
    let buttons: [TokenButton]

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 52), spacing: 8)], alignment: .leading, spacing: 8) {
            ForEach(buttons, id: \.button.control) { token in
                SwiftUI.Button {
                    state.press(token.button.control)
                } label: {
                    if let look = token.look {
                        TokenSwatch(look: look, count: token.count)
                    } else {
                        Text(verbatim: token.button.label).font(.callout)
                    }
                }
                .buttonStyle(.bordered)
                .disabled(!token.button.enabled)
                .accessibilityLabel(Text(verbatim: token.button.label))
                .accessibilityHint(Text(verbatim: token.whyNot ?? ""))
            }
        }
    }
}

/// A token's look (its fill, the pink's check, its colour-blind mark) with a count.
struct TokenSwatch: View {
    let look: TokenLook
    let count: UInt32

    var body: some View {
        HStack(spacing: 4) {
            ZStack {
                RoundedRectangle(cornerRadius: 4).fill(Color(look.fill))
                if look.check.count == 2 {
                    Canvas { context, size in
                        let step = size.width / 4
                        for row in 0..<4 {
                            for column in 0..<4 where (row + column).isMultiple(of: 2) {
                                let square = CGRect(x: CGFloat(column) * step, y: CGFloat(row) * step, width: step, height: step)
                                context.fill(Path(square), with: .color(Color(look.check[1])))
                            }
                        }
                    }
                    .background(Color(look.check[0]))
                    .clipShape(RoundedRectangle(cornerRadius: 4))
                }
                if let mark = look.mark {
                    Text(verbatim: mark).font(.headline.bold()).foregroundStyle(Color(look.markColor))
                }
            }
            .frame(width: 28, height: 28)
            Text(verbatim: "\(count)").font(.callout)
        }
        .accessibilityHidden(true)
    }
}
