import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Discorder's panel (RULES-DISCORDER.md; issue 15): the result when the game is over, both
/// players (to move highlighted, tiles left, points now and settled), the pegs left, the tool
/// buttons with their enablement, the status line (the computer's turn shown with a progress
/// indicator), Undo and the menu. Its texts use the system text styles (Dynamic Type).
struct DiscorderPanel: View {
    let model: AppModel
    let frame: DiscorderView

    var body: some View {
        let texts = model.texts
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if frame.result != nil {
                    GameOverCard(model: model, kind: .discorder, result: texts.discorderStatus(frame.status))
                }
                DiscorderPlayerRow(model: model, player: frame.yellow, toMove: frame.toMove == .yellow)
                DiscorderPlayerRow(model: model, player: frame.black, toMove: frame.toMove == .black)
                Text(verbatim: texts.discorderPegsLeft(frame.pegsLeft)).font(.subheadline)
                if frame.result == nil {
                    tools
                }
                Text(verbatim: texts.discorderStatus(frame.status))
                    .font(.callout)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.updatesFrequently)
                if model.otherComputerPlaying {
                    ProgressView().accessibilityLabel(Text(verbatim: texts.discorderStatus(frame.status)))
                }
                HStack {
                    Button(texts.label(.undo)) { model.undo() }
                        .disabled(!frame.canUndo)
                    Spacer()
                    CollectionMenu(model: model)
                }
                .buttonStyle(.bordered)
            }
            .padding(.vertical, 8)
        }
    }

    /// D2, D3: the tile and peg buttons; a tool the view refuses is disabled and VoiceOver
    /// reads why.
    private var tools: some View {
        HStack(spacing: 8) {
            ForEach(frame.tools, id: \.tool) { tool in
                let name = model.texts.discorderTool(tool.tool)
                Button {
                    model.discorderSelect(tool.tool)
                } label: {
                    Text(verbatim: name).frame(minWidth: 64)
                }
                .buttonStyle(.bordered)
                .tint(tool.selected ? .accentColor : .secondary)
                .disabled(tool.refusal != nil)
                .accessibilityValue(Text(verbatim: tool.refusal.map(model.texts.discorderRefusal) ?? ""))
                .accessibilityAddTraits(tool.selected ? [.isButton, .isSelected] : .isButton)
            }
        }
    }
}

/// One Discorder player's line: the player's tile with its pattern (D1), the name (highlighted
/// when to move), the tiles left and the points now with the settled ones (D1, D5).
struct DiscorderPlayerRow: View {
    let model: AppModel
    let player: DiscorderPlayerView
    let toMove: Bool

    @Environment(\.colorScheme) private var colorScheme
    @ScaledMetric(relativeTo: .body) private var swatchSize: CGFloat = 18

    var body: some View {
        let texts = model.texts
        let colours = model.discorderColours(colorScheme)
        HStack(alignment: .firstTextBaseline) {
            DiscorderTileSwatch(player: player.player, colours: colours)
                .frame(width: swatchSize, height: swatchSize)
            Text(verbatim: texts.discorderPlayer(player.player)).font(toMove ? .headline : .body)
            Spacer()
            VStack(alignment: .trailing, spacing: 0) {
                Text(verbatim: texts.discorderScore(player.score)).font(.subheadline)
                Text(verbatim: texts.discorderTilesLeft(player.tilesLeft)).font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(6)
        .background(toMove ? Color.accentColor.opacity(0.15) : Color.clear, in: RoundedRectangle(cornerRadius: 8))
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(toMove ? .isSelected : [])
    }
}

/// The end of a game of Discorder or Color Brake ABAB (D6, C2): the result as the status says
/// it, and a new game of the same game.
struct GameOverCard: View {
    let model: AppModel
    let kind: GameKindModel
    let result: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(verbatim: result).font(.title3.bold())
            Button(model.texts.label(.newGame)) { model.choose(kind) }
                .buttonStyle(.bordered)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityElement(children: .contain)
    }
}

/// The menu of the Discorder and Color Brake screens: new game (the chooser), saved games,
/// rules, settings.
struct CollectionMenu: View {
    let model: AppModel

    var body: some View {
        let texts = model.texts
        Menu {
            Button(texts.label(.newGame)) { model.showChooser() }
            Button(texts.label(.savedGames)) { model.sheet = .savedGames }
            Button(texts.label(.rules)) { model.sheet = .rules }
            Button(texts.label(.settings)) { model.sheet = .settings }
        } label: {
            Label(texts.label(.menu), systemImage: "ellipsis.circle")
                .labelStyle(.iconOnly)
        }
    }
}
