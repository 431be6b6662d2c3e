import DividedLoyaltiesCore
import SwiftUI

/// The board of Divided Loyalties (SCREENS.md, Game screen), painted from the screen's geometry
/// and colours: region shades and outlines with their tokens and claims, dots (the highlighted
/// ones pulsing unless Reduce Motion is on), bridges (cut ones dashed), stones with their marks,
/// ring and last-stone mark, the hint, the refused cell's flash; one VoiceOver element per cell.
struct BoardView: View {
    /// Where touches and actions go; nil on a board that is only looked at.
    let state: AppState?
    let board: Board

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var flashStart: Date?

    var body: some View {
        let pulsing = board.dots.contains(where: \.highlighted) && !reduceMotion
        BoardSurface(width: CGFloat(board.width), height: CGFloat(board.height),
                     animating: pulsing || flashStrength(at: .now, since: flashStart) > 0, state: state,
                     paint: { context, size, transform, date in
                         var painter = BoardPainter(board: board, transform: transform)
                         painter.pulse = pulsing ? 0.5 + 0.5 * sin(date.timeIntervalSinceReferenceDate / 1.4 * 2 * .pi) : 1
                         painter.flash = flashStrength(at: date, since: flashStart)
                         painter.paint(&context, size: size)
                     },
                     elements: { transform, _ in
                         ForEach(board.cells, id: \.place) { cell in
                             CellElement(state: state, rect: transform.rect(x: cell.x, y: cell.y), x: cell.x, y: cell.y,
                                         label: cell.label, actions: cell.actions)
                         }
                     })
            .flashing(board.flash?.serial, start: $flashStart)
    }
}

extension BoardCell {
    /// The cell's place: the identity VoiceOver keeps its focus on across screens.
    var place: [UInt32] { [x, y] }
}

/// Paints a `Board` on a canvas: what the screen says, in its colours, computing nothing.
struct BoardPainter {
    let board: Board
    let transform: BoardTransform
    /// 0…1, the phase of the highlighted dots' pulse.
    var pulse: Double = 1
    /// 0…1, how strongly the refused cell flashes.
    var flash: Double = 0

    /// Paints the board over a canvas of `size`: regions, dots, bridges, stones, hint, flash.
    func paint(_ context: inout GraphicsContext, size: CGSize) {
        let t = transform
        let colors = board.colors
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(colors.background)))
        for region in board.regions {
            let shape = t.loops(region.loops)
            context.fill(shape, with: .color(Color(region.fill)), style: FillStyle(eoFill: true))
            for claim in region.claims {
                context.fill(shape, with: .color(Color(claim)), style: FillStyle(eoFill: true))
            }
            context.stroke(shape, with: .color(Color(colors.outline)), lineWidth: max(1, t.length(0.06)))
            context.draw(Text(verbatim: region.token).font(.system(size: t.length(0.32)))
                .foregroundColor(Color(colors.text)), at: t.point(region.labelAt))
        }
        for dot in board.dots {
            let centre = t.point(dot.center)
            context.fill(circle(centre, t.length(0.12)), with: .color(Color(dot.color)))
            if dot.highlighted {
                context.stroke(circle(centre, t.length(0.22 + 0.1 * pulse)),
                               with: .color(Color(dot.color).opacity(0.35 + 0.5 * pulse)),
                               lineWidth: max(1, t.length(0.06)))
            }
        }
        for bridge in board.bridges {
            let width = t.length(0.16)
            let style = bridge.cut
                ? StrokeStyle(lineWidth: width, lineCap: .round, dash: [t.length(0.2), t.length(0.18)])
                : StrokeStyle(lineWidth: width, lineCap: .round)
            context.stroke(t.path(from: bridge.start, to: bridge.end), with: .color(Color(bridge.color)), style: style)
        }
        for stone in board.stones {
            paint(stone, &context)
        }
        paintHint(&context)
        if let cell = board.flash, flash > 0 {
            context.fill(Path(t.rect(x: cell.x, y: cell.y)), with: .color(Color(colors.flash).opacity(flash)))
        }
    }

    /// A stone: its disc and edge, its colour-blind mark, the last-stone mark, its ring.
    private func paint(_ stone: Stone, _ context: inout GraphicsContext) {
        let t = transform
        let centre = t.point(stone.center)
        let disc = circle(centre, t.length(0.38))
        context.fill(disc, with: .color(Color(stone.fill)))
        context.stroke(disc, with: .color(Color(board.colors.stoneEdge)), lineWidth: max(1, t.length(0.03)))
        if let mark = stone.mark {
            context.draw(Text(verbatim: mark).font(.system(size: t.length(0.4), weight: .bold))
                .foregroundColor(Color(stone.markColor)), at: centre)
        }
        if stone.last {
            context.stroke(circle(centre, t.length(0.3)), with: .color(Color(board.colors.lastStone)),
                           lineWidth: max(1, t.length(0.04)))
        }
        if stone.ringed {
            context.stroke(circle(centre, t.length(0.47)), with: .color(Color(board.colors.ring)),
                           lineWidth: max(1.5, t.length(0.08)))
        }
    }

    /// The hint: a translucent stone of its colour, ringed and dashed, and its bridges dashed.
    private func paintHint(_ context: inout GraphicsContext) {
        guard let hint = board.hint else { return }
        let t = transform
        let colour = Color(hint.color)
        let centre = t.point(hint.center)
        context.fill(circle(centre, t.length(0.38)), with: .color(colour.opacity(0.45)))
        context.stroke(circle(centre, t.length(0.47)), with: .color(colour),
                       style: StrokeStyle(lineWidth: max(1.5, t.length(0.08)), dash: [t.length(0.12), t.length(0.08)]))
        context.draw(Text(verbatim: hint.mark).font(.system(size: t.length(0.4), weight: .bold)), at: centre)
        for bridge in hint.bridges {
            context.stroke(t.path(from: bridge.start, to: bridge.end), with: .color(Color(board.colors.ring)),
                           style: StrokeStyle(lineWidth: t.length(0.1), lineCap: .round,
                                              dash: [t.length(0.2), t.length(0.15)]))
        }
    }
}
