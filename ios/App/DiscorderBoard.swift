import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The Discorder board (RULES-DISCORDER.md; issue 15) on a `BoardSurface`: the frame painted,
/// single taps handed to the session in board units (it hit-tests with the tool in use), and one
/// VoiceOver element per cell and per inner edge with the action to place a tile or a peg there.
/// Without those actions (a finished game from the history) the elements are only read.
struct DiscorderBoard: View {
    let frame: DiscorderView
    let texts: AppTexts
    let colours: DiscorderColours
    /// The refused target to flash and when it was refused.
    let flash: (target: DiscorderTarget, at: Date)?
    /// A tap at a point in board units.
    let onTap: (Float, Float) -> Void
    /// VoiceOver: a tile on a cell; nil on a board that is only looked at.
    let onPlaceTile: ((CellPos) -> Void)?
    /// VoiceOver: a peg on an edge; nil on a board that is only looked at.
    let onPlacePeg: ((DiscorderEdgePos) -> Void)?

    private static let flashDuration: TimeInterval = 0.6

    var body: some View {
        BoardSurface(width: CGFloat(frame.width), height: CGFloat(frame.height), animating: flashing,
                     paint: { context, size, transform, date in
                         painter(at: date, transform).paint(&context, size: size)
                     },
                     onTap: onTap,
                     elements: elements)
    }

    private var flashing: Bool {
        flash.map { Date().timeIntervalSince($0.at) < Self.flashDuration } ?? false
    }

    private func painter(at date: Date, _ transform: BoardTransform) -> DiscorderPainter {
        var painter = DiscorderPainter(frame: frame, colours: colours, transform: transform)
        if let flash {
            painter.flash = (flash.target, max(0, 1 - date.timeIntervalSince(flash.at) / Self.flashDuration))
        }
        return painter
    }

    /// One element per cell over its square, one per inner edge over its line, labelled by the
    /// localizer's descriptions; the cells' action places a tile, the edges' a peg.
    private func elements(_ transform: BoardTransform, _ size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(frame.cells, id: \.cell) { cell in
                let rect = transform.square(centre: cell.centre, side: 1)
                Rectangle()
                    .frame(width: rect.width, height: rect.height)
                    .position(x: rect.midX, y: rect.midY)
                    .accessibilityLabel(Text(verbatim: texts.describe(cell)))
                    .modifier(PlaceAction(name: texts.discorderTool(.tile),
                                          action: onPlaceTile.map { place in { place(cell.cell) } }))
            }
            ForEach(frame.edges, id: \.edge) { edge in
                let box = Self.edgeBox(edge, transform)
                Rectangle()
                    .frame(width: box.width, height: box.height)
                    .position(x: box.midX, y: box.midY)
                    .accessibilityLabel(Text(verbatim: texts.describe(edge)))
                    .modifier(PlaceAction(name: texts.discorderTool(.peg),
                                          action: onPlacePeg.map { place in { place(edge.edge) } }))
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// The canvas box of an inner edge's VoiceOver element: its grid line, 0.3 cell thick.
    static func edgeBox(_ edge: DiscorderEdgeView, _ transform: BoardTransform) -> CGRect {
        let from = transform.point(edge.segment.from)
        let to = transform.point(edge.segment.to)
        let thickness = transform.length(0.3)
        let width = max(abs(to.x - from.x), thickness)
        let height = max(abs(to.y - from.y), thickness)
        return CGRect(x: (from.x + to.x - width) / 2, y: (from.y + to.y - height) / 2, width: width, height: height)
    }
}

/// A VoiceOver element's placing action, as its default action and by its tool's name; none
/// (and no button trait) when there is nothing to place, on a board that is only looked at.
private struct PlaceAction: ViewModifier {
    let name: String
    let action: (() -> Void)?

    func body(content: Content) -> some View {
        if let action {
            content
                .accessibilityAddTraits(.isButton)
                .accessibilityAction(.default, action)
                .accessibilityAction(named: Text(verbatim: name), action)
        } else {
            content
        }
    }
}

/// Paints one Discorder frame from the view's geometry in `discorderPalette`'s colours: the
/// cells and the grid, the edges a peg may take now (with the peg tool), the scoring lines (in
/// their owner's colour, dashed until settled and then marked, D5, with a disc of the colour of
/// whom the point goes to when it is not the owner, D4), the tiles with their owner's pattern
/// (D1), the pegs, the last action, the refused target's flash. It draws what the view says and
/// computes nothing about the game.
struct DiscorderPainter {
    let frame: DiscorderView
    let colours: DiscorderColours
    let transform: BoardTransform
    /// The refused target to flash and how strongly (0…1).
    var flash: (target: DiscorderTarget, strength: Double)?

    func paint(_ context: inout GraphicsContext, size: CGSize) {
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(colours.background))
        paintGrid(&context)
        paintPegTargets(&context)
        paintLines(&context)
        paintTiles(&context)
        paintPegs(&context)
        paintFlash(&context)
    }

    private func paintGrid(_ context: inout GraphicsContext) {
        for cell in frame.cells {
            let square = Path(transform.square(centre: cell.centre, side: 1))
            context.fill(square, with: .color(colours.board))
            context.stroke(square, with: .color(colours.grid), lineWidth: 1)
        }
    }

    /// With the peg tool, the edges that accept a peg now (D3.1, D3.2), dashed.
    private func paintPegTargets(_ context: inout GraphicsContext) {
        guard frame.tool == .peg, frame.toMove != nil else { return }
        let dash = StrokeStyle(lineWidth: transform.length(0.06), lineCap: .round,
                               dash: [transform.length(0.08), transform.length(0.08)])
        for edge in frame.edges where !edge.peg && edge.pegRefusal == nil {
            context.stroke(transform.path(from: edge.bar.from, to: edge.bar.to),
                           with: .color(colours.lastPlaced.opacity(0.6)), style: dash)
        }
    }

    /// D4, D5: each line that gives a point, from its first tile to its last, in its owner's
    /// colour; solid with the settled mark when settled, dashed otherwise; a disc of the colour
    /// of whom the point goes to when it goes to the opponent (four or more).
    private func paintLines(_ context: inout GraphicsContext) {
        for line in frame.lines {
            let width = transform.length(0.5)
            let style = line.settled
                ? StrokeStyle(lineWidth: width, lineCap: .round)
                : StrokeStyle(lineWidth: width, lineCap: .round, dash: [width, width * 0.6])
            context.stroke(transform.path(from: line.segment.from, to: line.segment.to),
                           with: .color(colours.line(line.owner)), style: style)
            if line.settled {
                let mark = transform.square(centre: line.segment.from, side: 0.2)
                context.fill(Path(ellipseIn: mark), with: .color(colours.settled))
            }
            if line.pointTo != line.owner {
                DiscorderTile.paint(line.pointTo, in: transform.square(centre: line.segment.to, side: 0.24),
                                    colours: colours, edgeWidth: 1, &context)
            }
        }
    }

    /// D1: each tile in its owner's colour with its owner's pattern (`DiscorderTile`).
    private func paintTiles(_ context: inout GraphicsContext) {
        for cell in frame.cells {
            guard let owner = cell.tile else { continue }
            DiscorderTile.paint(owner, in: transform.square(centre: cell.centre, side: 0.76),
                                colours: colours, edgeWidth: 1.5, &context)
            if cell.lastPlaced {
                let ring = Path(ellipseIn: transform.square(centre: cell.centre, side: 0.9))
                context.stroke(ring, with: .color(colours.lastPlaced), lineWidth: transform.length(0.06))
            }
        }
    }

    /// D3: a peg is a bar across its edge; the last one placed in the last-move colour.
    private func paintPegs(_ context: inout GraphicsContext) {
        for edge in frame.edges where edge.peg {
            let colour = edge.lastPlaced ? colours.lastPlaced : colours.peg
            context.stroke(transform.path(from: edge.bar.from, to: edge.bar.to), with: .color(colour),
                           style: StrokeStyle(lineWidth: transform.length(0.14), lineCap: .round))
        }
    }

    private func paintFlash(_ context: inout GraphicsContext) {
        guard let flash, flash.strength > 0 else { return }
        let colour = colours.flash.opacity(flash.strength)
        switch flash.target {
        case let .cell(position):
            guard let cell = frame.cells.first(where: { $0.cell == position }) else { return }
            context.fill(Path(transform.square(centre: cell.centre, side: 1)), with: .color(colour))
        case let .edge(position):
            guard let edge = frame.edges.first(where: { $0.edge == position }) else { return }
            context.stroke(transform.path(from: edge.segment.from, to: edge.segment.to), with: .color(colour),
                           style: StrokeStyle(lineWidth: transform.length(0.2), lineCap: .round))
        }
    }
}
