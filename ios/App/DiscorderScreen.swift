import DividedLoyaltiesCore
import SwiftUI

/// A game of Discorder (RULES-DISCORDER.md): the board, then the panel with the result, the
/// opponent line, both players with their tile, tiles left and score, the pegs left, the tools,
/// the status line, the computer's progress, the buttons and the menu.
struct DiscorderScreen: View {
    let state: AppState
    let model: DiscorderModel

    var body: some View {
        GameLayout {
            DiscorderBoardView(state: state, board: model.board)
        } panel: {
            VStack(alignment: .leading, spacing: 10) {
                if let result = model.result {
                    ResultCardView(state: state, card: result)
                }
                if let opponent = model.opponent {
                    Text(verbatim: opponent).font(.footnote).foregroundStyle(.secondary)
                }
                ForEach(model.players, id: \.name) { side in
                    HStack {
                        TileSwatch(look: side.tile).frame(width: 22, height: 22)
                        Text(verbatim: side.name).font(side.toMove ? .headline : .body)
                        Spacer()
                        Text(verbatim: side.tilesLeft).font(.subheadline)
                        Text(verbatim: side.score).font(.subheadline.bold())
                    }
                    .padding(6)
                    .background(side.toMove ? Color.accentColor.opacity(0.15) : .clear, in: RoundedRectangle(cornerRadius: 8))
                    .accessibilityElement(children: .combine)
                }
                Text(verbatim: model.pegsLeft).font(.subheadline)
                HStack {
                    ForEach(model.tools, id: \.button.control) { tool in
                        ControlButton(state: state, button: tool.button)
                            .buttonStyle(.bordered)
                            .tint(tool.selected ? .accentColor : .secondary)
                            .accessibilityAddTraits(tool.selected ? .isSelected : [])
                            .accessibilityHint(Text(verbatim: tool.whyNot ?? ""))
                    }
                }
                Text(verbatim: model.status).font(.callout).accessibilityAddTraits(.updatesFrequently)
                if let thinking = model.thinking {
                    ThinkingBar(thinking: thinking)
                }
                HStack(alignment: .top) {
                    ControlRow(state: state, buttons: model.actions)
                    Spacer()
                    ControlMenu(state: state, buttons: model.menu)
                }
            }
        }
    }
}

/// The Discorder board: the grid, the scoring lines (dashed until settled), the tiles with their
/// player's pattern, the pegs, the last action, the refused target's flash; one VoiceOver element
/// per cell and per inner edge with the actions the screen offers there.
struct DiscorderBoardView: View {
    let state: AppState?
    let board: DiscorderBoard
    @State private var flashStart: Date?

    var body: some View {
        BoardSurface(width: CGFloat(board.width), height: CGFloat(board.height),
                     animating: flashStrength(at: .now, since: flashStart) > 0, state: state,
                     paint: { context, size, transform, date in
                         paint(&context, size, transform, flash: flashStrength(at: date, since: flashStart))
                     },
                     elements: { transform, _ in
                         ForEach(board.cells, id: \.place) { cell in
                             CellElement(state: state, rect: transform.rect(x: cell.x, y: cell.y), x: cell.x, y: cell.y,
                                         label: cell.label, actions: cell.actions)
                         }
                         ForEach(board.edges, id: \.place) { edge in
                             CellElement(state: state, rect: Self.edgeBox(edge, transform), x: edge.x, y: edge.y,
                                         label: edge.label, actions: edge.actions)
                         }
                     })
            .flashing(board.flash?.serial, start: $flashStart)
    }

    /// The canvas box of an edge's VoiceOver element: its line, 0.3 cell thick.
    static func edgeBox(_ edge: DiscorderEdge, _ t: BoardTransform) -> CGRect {
        let from = t.point(edge.start)
        let to = t.point(edge.end)
        let thickness = t.length(0.3)
        let width = max(abs(to.x - from.x), thickness)
        let height = max(abs(to.y - from.y), thickness)
        return CGRect(x: (from.x + to.x - width) / 2, y: (from.y + to.y - height) / 2, width: width, height: height)
    }

    /// The board: grid, scoring lines, tiles, pegs, the faint pegs where the peg tool may place
    /// one, the refused target's flash.
    private func paint(_ context: inout GraphicsContext, _ size: CGSize, _ t: BoardTransform, flash: Double) {
        let colors = board.colors
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(colors.background)))
        for y in 0..<board.height {
            for x in 0..<board.width {
                let square = Path(t.rect(x: x, y: y))
                context.fill(square, with: .color(Color(colors.board)))
                context.stroke(square, with: .color(Color(colors.grid)), lineWidth: 1)
            }
        }
        for line in board.lines {
            let width = t.length(0.5)
            let style = line.settled
                ? StrokeStyle(lineWidth: width, lineCap: .round)
                : StrokeStyle(lineWidth: width, lineCap: .round, dash: [width, width * 0.6])
            context.stroke(t.path(from: line.start, to: line.end), with: .color(Color(line.color)), style: style)
            if line.settled {
                context.fill(Path(ellipseIn: t.square(centre: line.start, side: 0.2)), with: .color(Color(colors.settled)))
            }
        }
        for tile in board.tiles {
            TileSwatch.paint(tile.look, in: t.square(centre: tile.center, side: 0.76), edge: Color(colors.tileEdge),
                             &context)
            if tile.last {
                context.stroke(Path(ellipseIn: t.square(centre: tile.center, side: 0.9)),
                               with: .color(Color(colors.lastPlaced)), lineWidth: t.length(0.06))
            }
        }
        for edge in board.edges where edge.faint {
            context.stroke(t.path(from: edge.barStart, to: edge.barEnd), with: .color(Color(colors.faintPeg)),
                           style: StrokeStyle(lineWidth: t.length(0.14), lineCap: .round))
        }
        for edge in board.edges where edge.peg {
            context.stroke(t.path(from: edge.barStart, to: edge.barEnd),
                           with: .color(Color(edge.last ? colors.lastPlaced : colors.peg)),
                           style: StrokeStyle(lineWidth: t.length(0.14), lineCap: .round))
        }
        if let target = board.flash, flash > 0 {
            let ink = Color(colors.flash).opacity(flash)
            if target.edge, let edge = board.edges.first(where: { $0.x == target.x && $0.y == target.y }) {
                context.stroke(t.path(from: edge.start, to: edge.end), with: .color(ink),
                               style: StrokeStyle(lineWidth: t.length(0.2), lineCap: .round))
            } else {
                context.fill(Path(t.rect(x: target.x, y: target.y)), with: .color(ink))
            }
        }
    }
}

extension DiscorderEdge {
    /// The edge's place (below the cell x, y): its identity for VoiceOver.
    var place: [UInt32] { [x, y] }
}

/// A Discorder tile as the screen gives its look: a disc of its fill, edged, with its player's
/// pattern (a ring, or diagonal stripes clipped to the disc) in the pattern's ink (D1).
struct TileSwatch: View {
    let look: TileLook

    var body: some View {
        Canvas { context, size in
            let side = max(0, min(size.width, size.height) - 1)
            let box = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
            Self.paint(look, in: box, edge: .secondary, &context)
        }
        .accessibilityHidden(true)
    }

    /// Paints the tile `look` filling the square `box`.
    static func paint(_ look: TileLook, in box: CGRect, edge: Color, _ context: inout GraphicsContext) {
        let disc = Path(ellipseIn: box)
        let radius = box.width / 2
        context.fill(disc, with: .color(Color(look.fill)))
        let ink = GraphicsContext.Shading.color(Color(look.patternColor))
        switch look.pattern {
        case .ringed:
            context.stroke(Path(ellipseIn: box.insetBy(dx: radius * 0.4, dy: radius * 0.4)), with: ink,
                           lineWidth: radius * 0.12)
        case .hatched:
            var stripes = Path()
            let shift = radius * 0.2 / CGFloat(2).squareRoot()
            for step in -4...4 {
                let middle = CGPoint(x: box.midX + CGFloat(step) * shift, y: box.midY + CGFloat(step) * shift)
                stripes.move(to: CGPoint(x: middle.x - radius, y: middle.y + radius))
                stripes.addLine(to: CGPoint(x: middle.x + radius, y: middle.y - radius))
            }
            var clipped = context
            clipped.clip(to: disc)
            clipped.stroke(stripes, with: ink, lineWidth: radius * 0.08)
        case nil:
            break
        }
        context.stroke(disc, with: .color(edge), lineWidth: 1)
    }
}
