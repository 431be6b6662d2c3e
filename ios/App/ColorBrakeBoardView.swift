import DividedLoyaltiesCore
import SwiftUI

/// The Color Brake ABAB triangle, painted from the screen: each cell's outline with its
/// nomination's tint and letter, or the colour on top (a pink as its check) with its
/// colour-blind mark, a Diamond, neutrals (under a colour, or waiting for a drawn colour), a
/// Tank's frame, the next cell, the last filled, the Tank targets (dashed) and the chosen one,
/// the refused cell's flash; one VoiceOver element per cell with its actions (the Tank's).
struct ColorBrakeBoardView: View {
    let state: AppState?
    let board: ColorBrakeBoard
    @State private var flashStart: Date?

    var body: some View {
        BoardSurface(width: CGFloat(board.width), height: CGFloat(board.height),
                     animating: flashStrength(at: .now, since: flashStart) > 0, state: state,
                     paint: { context, size, transform, date in
                         context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(board.colors.background)))
                         let flash = flashStrength(at: date, since: flashStart)
                         for cell in board.cells {
                             paint(cell, transform, flash: flash, &context)
                         }
                     },
                     elements: { transform, _ in
                         ForEach(board.cells, id: \.number) { cell in
                             CellElement(state: state, rect: transform.loops([cell.outline]).boundingRect,
                                         x: cell.x, y: cell.y, label: cell.label, actions: cell.actions)
                         }
                     })
            .flashing(board.flash?.serial, start: $flashStart)
    }

    /// One cell: its ground (colour, pending neutrals or nomination), outline and marks.
    private func paint(_ cell: TriangleCell, _ t: BoardTransform, flash: Double, _ context: inout GraphicsContext) {
        let colors = board.colors
        let shape = t.loops([cell.outline])
        let centre = t.point(cell.center)
        if let top = cell.top {
            context.fill(shape, with: .color(Color(top.fill)))
            if top.check.count == 2 {
                checker(shape, top.check, t, &context)
            }
        } else if cell.pending > 0 {
            context.fill(shape, with: .color(Color(colors.neutral)))
            label("\(cell.pending)", at: centre, size: t.length(0.4), &context)
        } else {
            context.fill(shape, with: .color(Color(colors.cell)))
            context.fill(shape, with: .color(Color(cell.tint)))
            label(cell.nomination, at: centre, size: t.length(0.32), &context)
        }
        context.stroke(shape, with: .color(Color(colors.outline)), lineWidth: 1)
        let marked = cell.diamond || cell.neutrals > 0
        if cell.diamond {
            context.fill(rhombus(t.square(centre: cell.center, side: 0.5)), with: .color(Color(colors.diamond)))
        }
        if cell.neutrals > 0 {
            let dot = t.square(centre: cell.center, side: 0.28)
            context.fill(Path(ellipseIn: dot), with: .color(Color(colors.neutral)))
            context.stroke(Path(ellipseIn: dot), with: .color(Color(colors.tokenEdge)), lineWidth: 1)
            if cell.neutrals > 1 {
                label("\(cell.neutrals)", at: centre, size: t.length(0.2), &context)
            }
        }
        if let mark = cell.top?.mark, let top = cell.top {
            let at = marked ? CGPoint(x: centre.x, y: centre.y - t.length(0.3)) : centre
            context.draw(Text(verbatim: mark).font(.system(size: t.length(marked ? 0.26 : 0.42), weight: .bold))
                .foregroundStyle(Color(top.markColor)), at: at)
        }
        if cell.tank {
            context.stroke(shape, with: .color(Color(colors.tank)), lineWidth: t.length(0.1))
        }
        if cell.next {
            context.stroke(shape, with: .color(Color(colors.next)), lineWidth: t.length(0.08))
        }
        if cell.lastFilled {
            context.stroke(Path(ellipseIn: t.square(centre: cell.center, side: 0.7)),
                           with: .color(Color(colors.lastFilled)), lineWidth: t.length(0.05))
        }
        if cell.chosen {
            context.stroke(shape, with: .color(Color(colors.tank)), lineWidth: t.length(0.14))
        } else if cell.tankTarget {
            let width = t.length(0.06)
            context.stroke(shape, with: .color(Color(colors.tank)),
                           style: StrokeStyle(lineWidth: width, dash: [width * 2, width * 1.5]))
        }
        if let target = board.flash, flash > 0, target.x == cell.x, target.y == cell.y {
            context.fill(shape, with: .color(Color(colors.flash).opacity(flash)))
        }
    }

    /// The pink token's check: squares of its second colour over its first, inside the cell.
    private func checker(_ shape: Path, _ check: [Rgba], _ t: BoardTransform, _ context: inout GraphicsContext) {
        let box = shape.boundingRect
        let step = t.length(0.2)
        guard step > 1 else { return }
        context.fill(shape, with: .color(Color(check[0])))
        var squares = Path()
        var row = 0
        for y in stride(from: box.minY, to: box.maxY, by: step) {
            for x in stride(from: box.minX + (row.isMultiple(of: 2) ? 0 : step), to: box.maxX, by: step * 2) {
                squares.addRect(CGRect(x: x, y: y, width: step, height: step))
            }
            row += 1
        }
        var clipped = context
        clipped.clip(to: shape)
        clipped.fill(squares, with: .color(Color(check[1])))
    }

    /// A Diamond's rhombus inscribed in `box`.
    private func rhombus(_ box: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: box.midX, y: box.minY))
        path.addLine(to: CGPoint(x: box.maxX, y: box.midY))
        path.addLine(to: CGPoint(x: box.midX, y: box.maxY))
        path.addLine(to: CGPoint(x: box.minX, y: box.midY))
        path.closeSubpath()
        return path
    }

    /// A text of the board in its text colour, centred on `point`.
    private func label(_ text: String, at point: CGPoint, size: CGFloat, _ context: inout GraphicsContext) {
        context.draw(Text(verbatim: text).font(.system(size: size)).foregroundStyle(Color(board.colors.text)), at: point)
    }
}
