import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The panel (SCREENS.md, Game screen): the turn, both players with "Set k/n" and their points,
/// the mover's colour chips, the status line (with the computer's progress while it thinks, and
/// the hint in words while one is shown, for VoiceOver too), Undo, Hint, End turn and the menu;
/// the result card when the game is over. Its texts use the system text styles, so they follow
/// Dynamic Type.
struct PanelView: View {
    let model: AppModel
    let frame: ViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if let result = frame.result {
                    ResultCard(model: model, frame: frame, result: result)
                }
                Text(model.texts.turn(frame.turn)).font(.subheadline).foregroundStyle(.secondary)
                PlayerRow(model: model, player: frame.blue, toMove: frame.toMove == .blue && !frame.isOver)
                PlayerRow(model: model, player: frame.yellow, toMove: frame.toMove == .yellow && !frame.isOver)
                if !frame.isOver {
                    ChipRow(model: model, frame: frame)
                }
                Text(model.texts.status(frame.status))
                    .font(.callout)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.updatesFrequently)
                if let hint = frame.hint {
                    Text(verbatim: model.texts.hint(hint))
                        .font(.callout)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                if let work = model.computerWork {
                    ThinkingProgress(model: model, label: work == .hint ? model.texts.label(.hint)
                                                                        : model.texts.status(frame.status))
                }
                buttons
            }
            .padding(.vertical, 8)
        }
    }

    private var buttons: some View {
        HStack {
            Button(model.texts.label(.undo)) { model.undo() }
                .disabled(!frame.canUndo)
            Button(model.texts.label(.hint)) { model.askHint() }
                .disabled(!model.canAskHint)
            Button(model.texts.label(.endTurn)) { model.endTurn() }
                .disabled(!frame.canEndTurn)
                .buttonStyle(.borderedProminent)
            Spacer()
            GameMenu(model: model, frame: frame)
        }
        .buttonStyle(.bordered)
        .font(.body)
    }
}

/// The computer's progress while it thinks about its turn or the hint (the session's
/// `thinkingProgress`, read ten times a second), labelled for VoiceOver with what it computes.
private struct ThinkingProgress: View {
    let model: AppModel
    let label: String

    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.1)) { _ in
            ProgressView(value: model.thinkingProgress() ?? 0)
                .accessibilityLabel(Text(label))
        }
    }
}

/// One player's line: name (highlighted when to move), "Set k/n", bridge and region points,
/// total (R3, R7).
private struct PlayerRow: View {
    let model: AppModel
    let player: PlayerModel
    let toMove: Bool

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let texts = model.texts
        HStack(alignment: .firstTextBaseline) {
            Circle()
                .fill(model.palette(colorScheme).side(player.side))
                .frame(width: 12, height: 12)
                .accessibilityHidden(true)
            Text(texts.playerName(player.side)).font(toMove ? .headline : .body)
            Text(texts.set(player.set, of: player.sets)).font(.subheadline)
            Spacer()
            points(.panelBridgePoints, player.bridgePoints, font: .subheadline)
            points(.panelRegionPoints, player.regionPoints, font: .subheadline)
            points(.panelTotal, player.total, font: .headline)
        }
        .padding(6)
        .background(toMove ? Color.accentColor.opacity(0.15) : Color.clear, in: RoundedRectangle(cornerRadius: 8))
        .accessibilityElement(children: .combine)
        .accessibilityValue(toMove ? Text(texts.toMove(player.side)) : Text(verbatim: ""))
    }

    /// A label and its number, one above the other.
    private func points(_ label: LabelId, _ value: UInt32, font: Font) -> some View {
        VStack(alignment: .trailing, spacing: 0) {
            Text(model.texts.label(label)).font(.caption2).foregroundStyle(.secondary)
            Text(verbatim: "\(value)").font(font)
        }
    }
}

/// The mover's six colour chips with their counts (R3); a chip the view refuses is disabled,
/// and VoiceOver reads why.
private struct ChipRow: View {
    let model: AppModel
    let frame: ViewModel

    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .body) private var chipSize: CGFloat = 36

    var body: some View {
        HStack(spacing: 8) {
            ForEach(frame.chips, id: \.color) { chip in
                chipButton(chip)
            }
        }
    }

    private func chipButton(_ chip: ColorChipModel) -> some View {
        let palette = model.palette(colorScheme)
        let selected = frame.selected == chip.color
        let enabled = chip.refusal == nil
        return Button {
            model.select(chip.color)
        } label: {
            VStack(spacing: 2) {
                ZStack {
                    Circle().fill(palette.stone(chip.color))
                    if model.settings.colorBlindSymbols {
                        Text(verbatim: chip.color.mark)
                            .font(.headline)
                            .foregroundStyle(palette.symbol(on: chip.color))
                    }
                }
                .frame(width: chipSize, height: chipSize)
                .overlay(Circle().stroke(selected ? palette.ink : .clear, lineWidth: 3).padding(-4))
                Text(verbatim: "\(chip.count)").font(.caption)
            }
            .opacity(enabled ? 1 : 0.35)
        }
        .buttonStyle(.plain)
        .disabled(!enabled)
        .accessibilityLabel(Text(model.texts.chip(chip)))
        .accessibilityValue(Text(chip.refusal.map { model.texts.refusal($0) } ?? ""))
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }
}

/// The menu: share actions (link and files separately), end by agreement (R8), new game, saved
/// games, rules, open a link from the clipboard, settings.
private struct GameMenu: View {
    let model: AppModel
    let frame: ViewModel

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let texts = model.texts
        Menu {
            Section(texts.label(.share)) {
                ForEach(model.shareActions(), id: \.self) { action in
                    Button(texts.label(action.label)) { model.share(action, dark: colorScheme == .dark) }
                }
            }
            Button(texts.label(.endByAgreement)) { model.proposeAgreement() }
                .disabled(!frame.canAgreeEnd)
            Button(texts.label(.newGame)) { model.showChooser() }
            Button(texts.label(.savedGames)) { model.sheet = .savedGames }
            Button(texts.label(.rules)) { model.sheet = .rules }
            Button(texts.label(.openLink)) { model.openLinkFromClipboard() }
            Button(texts.label(.settings)) { model.sheet = .settings }
        } label: {
            Label(texts.label(.menu), systemImage: "ellipsis.circle")
                .labelStyle(.iconOnly)
        }
    }
}
