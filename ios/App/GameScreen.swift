import DividedLoyaltiesCore
import SwiftUI

/// The game screen of Divided Loyalties (SCREENS.md): the board, then the panel with the result
/// card once the game is over, the opponent line, both players, the mover's colour chips, the
/// status line, the computer's progress, the hint in words, the buttons and the menu, and the
/// room's chat when the game is played online.
struct GameScreen: View {
    let state: AppState
    let model: GameModel

    var body: some View {
        GameLayout {
            BoardView(state: state, board: model.board)
        } panel: {
            VStack(alignment: .leading, spacing: 10) {
                if let result = model.result {
                    ResultCardView(state: state, card: result)
                }
                Text(verbatim: model.subtitle).font(.subheadline).foregroundStyle(.secondary)
                if let opponent = model.opponent {
                    Text(verbatim: opponent).font(.footnote).foregroundStyle(.secondary)
                }
                ForEach(model.players, id: \.name) { PlayerRow(player: $0) }
                ChipRow(state: state, chips: model.chips)
                Text(verbatim: model.status).font(.callout)
                    .accessibilityAddTraits(.updatesFrequently)
                if let thinking = model.thinking {
                    ThinkingBar(thinking: thinking)
                }
                if let hint = model.hint {
                    Text(verbatim: hint).font(.callout).foregroundStyle(.secondary)
                }
                HStack(alignment: .top) {
                    ControlRow(state: state, buttons: model.actions)
                    Spacer()
                    ControlMenu(state: state, buttons: model.menu)
                }
                if let chat = model.chat {
                    ChatPanel(state: state, chat: chat)
                }
            }
        }
    }
}

/// One player's side of the panel: name (highlighted when to move), "Set k/n", the points, and
/// the stones left per colour.
private struct PlayerRow: View {
    let player: PlayerPanel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline) {
                Text(verbatim: player.name).font(player.toMove ? .headline : .body)
                Text(verbatim: player.set).font(.subheadline)
                Spacer()
                Text(verbatim: player.points).font(.subheadline)
            }
            HStack(spacing: 6) {
                ForEach(player.supply, id: \.label) { supply in
                    StoneChip(color: supply.color, mark: supply.mark, markColor: supply.markColor, size: 18)
                        .overlay(alignment: .bottomTrailing) {
                            Text(verbatim: "\(supply.count)").font(.caption2).offset(x: 6, y: 4)
                        }
                        .accessibilityElement()
                        .accessibilityLabel(Text(verbatim: supply.label))
                }
            }
        }
        .padding(6)
        .background(player.toMove ? Color.accentColor.opacity(0.15) : .clear, in: RoundedRectangle(cornerRadius: 8))
        .accessibilityElement(children: .combine)
    }
}

/// The mover's colour chips (R3): each selects its colour, disabled as the screen says, read by
/// VoiceOver with its label (which says why when it cannot be chosen).
private struct ChipRow: View {
    let state: AppState
    let chips: [Chip]
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 36

    var body: some View {
        HStack(spacing: 8) {
            ForEach(chips, id: \.control) { chip in
                SwiftUI.Button {
                    state.press(chip.control)
                } label: {
                    VStack(spacing: 2) {
                        StoneChip(color: chip.color, mark: chip.mark, markColor: chip.markColor, size: size)
                            .overlay(Circle().stroke(chip.selected ? Color.primary : .clear, lineWidth: 3).padding(-4))
                        Text(verbatim: "\(chip.count)").font(.caption)
                    }
                    .opacity(chip.enabled ? 1 : 0.35)
                }
                .buttonStyle(.plain)
                .disabled(!chip.enabled)
                .accessibilityLabel(Text(verbatim: chip.label))
                .accessibilityAddTraits(chip.selected ? [.isButton, .isSelected] : .isButton)
            }
        }
    }
}

/// A stone's colour as a disc with its colour-blind mark.
struct StoneChip: View {
    let color: Rgba
    let mark: String?
    let markColor: Rgba
    let size: CGFloat

    var body: some View {
        ZStack {
            Circle().fill(Color(color))
            if let mark {
                Text(verbatim: mark).font(.system(size: size * 0.5, weight: .bold)).foregroundStyle(Color(markColor))
            }
        }
        .frame(width: size, height: size)
        .accessibilityHidden(true)
    }
}
