import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The panel (SCREENS.md, Game screen): both players with "Set k/n" and their points, the
/// mover's colour chips, the status line, Undo, End turn and the menu; the result card when the
/// game is over. Its texts use the system text styles, so they follow Dynamic Type.
struct PanelView: View {
    let model: AppModel
    let frame: ViewModel

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if let result = frame.result {
                    ResultCard(model: model, frame: frame, result: result)
                }
                PlayerRow(texts: model.texts, player: frame.blue, toMove: frame.toMove == .blue && !frame.isOver)
                PlayerRow(texts: model.texts, player: frame.yellow, toMove: frame.toMove == .yellow && !frame.isOver)
                if !frame.isOver {
                    ChipRow(model: model, frame: frame)
                }
                Text(model.texts.status(frame.status))
                    .font(.callout)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.updatesFrequently)
                buttons
            }
            .padding(.vertical, 8)
        }
    }

    private var buttons: some View {
        HStack {
            Button(model.texts.text(.undo)) { model.undo() }
                .disabled(!frame.canUndo)
            Button(model.texts.text(.endTurn)) { model.endTurn() }
                .disabled(!frame.canEndTurn)
                .buttonStyle(.borderedProminent)
            Spacer()
            GameMenu(model: model, frame: frame)
        }
        .buttonStyle(.bordered)
        .font(.body)
    }
}

/// One player's line: name (highlighted when to move), "Set k/n", bridge and region points,
/// total (R3, R7).
private struct PlayerRow: View {
    let texts: GameTexts
    let player: PlayerModel
    let toMove: Bool

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Circle()
                .fill(Palette(colorScheme: colorScheme).side(player.side))
                .frame(width: 12, height: 12)
                .accessibilityHidden(true)
            Text(texts.sideName(player.side)).font(toMove ? .headline : .body)
            Text(texts.text(.setProgress(set: player.set, sets: player.sets))).font(.subheadline)
            Spacer()
            Text(texts.text(.bridgePoints(player.bridgePoints))).font(.subheadline)
            Text(texts.text(.regionPoints(player.regionPoints))).font(.subheadline)
            Text(texts.text(.total(player.total))).font(.headline)
        }
        .padding(6)
        .background(toMove ? Color.accentColor.opacity(0.15) : Color.clear, in: RoundedRectangle(cornerRadius: 8))
        .accessibilityElement(children: .combine)
        .accessibilityValue(toMove ? Text(texts.text(.toMove)) : Text(""))
    }
}

/// The mover's six colour chips with their counts (R3); a chip the view refuses is disabled.
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
        let palette = Palette(colorScheme: colorScheme)
        let selected = frame.selected == chip.color
        let enabled = chip.refusal == nil
        return Button {
            model.select(chip.color)
        } label: {
            VStack(spacing: 2) {
                ZStack {
                    Circle().fill(palette.stone(chip.color))
                    if model.settings.colorBlindSymbols {
                        Text(model.texts.colorSymbol(chip.color))
                            .font(.headline)
                            .foregroundStyle(palette.symbol(on: chip.color))
                    }
                }
                .frame(width: chipSize, height: chipSize)
                .overlay(Circle().stroke(selected ? palette.ink : .clear, lineWidth: 3).padding(-4))
                Text("\(chip.count)").font(.caption)
            }
            .opacity(enabled ? 1 : 0.35)
        }
        .buttonStyle(.plain)
        .disabled(!enabled)
        .accessibilityLabel(Text(model.texts.text(.chip(color: chip.color, count: chip.count))))
        .accessibilityValue(Text(selected ? model.texts.text(.selected)
                                 : chip.refusal.map { model.texts.refusal($0) } ?? ""))
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }
}

/// The menu: share actions (once the share payloads are plugged in), end by agreement (R8),
/// new game, open a link from the clipboard, settings.
private struct GameMenu: View {
    let model: AppModel
    let frame: ViewModel

    var body: some View {
        Menu {
            let actions = model.shareActions()
            if !actions.isEmpty {
                Section(model.texts.text(.share)) {
                    ForEach(actions, id: \.self) { action in
                        Button(model.texts.text(action.title)) { model.share(action) }
                    }
                }
            }
            Button(model.texts.text(.endByAgreement)) { model.proposeAgreement() }
                .disabled(!frame.canAgreeEnd)
            Button(model.texts.text(.newGame)) { model.showingNewGame = true }
            Button(model.texts.text(.openLink)) { model.openLinkFromClipboard() }
            Button(model.texts.text(.settings)) { model.showingSettings = true }
        } label: {
            Label(model.texts.text(.menu), systemImage: "ellipsis.circle")
                .labelStyle(.iconOnly)
        }
    }
}
