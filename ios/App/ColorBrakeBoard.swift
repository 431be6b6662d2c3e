import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The Color Brake ABAB triangle (RULES-COLOR-BRAKE.md; issue 15) on a `BoardSurface`: the
/// frame's cells painted from their outlines, taps handed to the controller in board units (a
/// tap on a Tank target chooses it), and one VoiceOver element per cell, with the Tank action on
/// a Tank target. Without the Tank action (a finished game from the history) the elements are
/// only read.
struct ColorBrakeBoard: View {
    let frame: ColorBrakeView
    let pick: ColorBrakePick
    let texts: AppTexts
    let colours: ColorBrakeColours
    /// Whether the colour-blind letters are drawn on the tokens (C1; the setting).
    let showSymbols: Bool
    /// A tap at a point in board units.
    let onTap: (Float, Float) -> Void
    /// VoiceOver: a Tank on the cell numbered so (C6.2); nil on a board that is only looked at.
    let onTank: ((UInt32) -> Void)?

    var body: some View {
        BoardSurface(width: CGFloat(frame.width), height: CGFloat(frame.height), animating: false,
                     paint: { context, size, transform, _ in
                         ColorBrakePainter(frame: frame, pick: pick, colours: colours, showSymbols: showSymbols,
                                           transform: transform)
                             .paint(&context, size: size)
                     },
                     onTap: onTap,
                     elements: elements)
    }

    /// One element per cell over its outline's box, labelled by the localizer's description;
    /// a Tank target has the Tank action.
    private func elements(_ transform: BoardTransform, _ size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(frame.cells, id: \.cell) { cell in
                let box = ColorBrakePainter.outline(cell, transform).boundingRect
                Rectangle()
                    .frame(width: box.width, height: box.height)
                    .position(x: box.midX, y: box.midY)
                    .accessibilityLabel(Text(verbatim: texts.describe(cell)))
                    .accessibilityAddTraits(cell.tankTarget && onTank != nil ? .isButton : [])
                    .accessibilityActions {
                        if cell.tankTarget, let onTank {
                            Button(texts.label(.colorBrakeTank)) { onTank(cell.cell) }
                        }
                    }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

/// Paints one Color Brake frame in `colorBrakePalette`'s colours: each cell's outline with its
/// nomination's tint and letter, what lies on it (the colour on top, a checkered pink, an
/// uncovered Diamond, a Tank's cover, a rescue's neutrals, neutrals waiting for a drawn colour;
/// with the colour-blind symbols on, the letter of the colour on top, C1), the next cell, the
/// last filled, the Tank targets and the chosen one. It draws what the view says and computes
/// nothing about the game.
struct ColorBrakePainter {
    let frame: ColorBrakeView
    let pick: ColorBrakePick
    let colours: ColorBrakeColours
    /// Whether the colour-blind letters are drawn on the tokens (C1; the setting).
    let showSymbols: Bool
    let transform: BoardTransform

    /// A cell's outline on the canvas.
    static func outline(_ cell: ColorBrakeCellView, _ transform: BoardTransform) -> Path {
        var path = Path()
        guard let first = cell.outline.first else { return path }
        path.move(to: transform.point(first))
        for corner in cell.outline.dropFirst() {
            path.addLine(to: transform.point(corner))
        }
        path.closeSubpath()
        return path
    }

    func paint(_ context: inout GraphicsContext, size: CGSize) {
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(colours.background))
        for cell in frame.cells {
            paint(cell, &context)
        }
    }

    private func paint(_ cell: ColorBrakeCellView, _ context: inout GraphicsContext) {
        let shape = Self.outline(cell, transform)
        if let fill = cell.fill {
            paintFill(fill, cell, shape, &context)
        } else if cell.pendingNeutrals > 0 {
            context.fill(shape, with: .color(colours.neutral))
            label("\(cell.pendingNeutrals)", cell, &context, size: 0.4)
        } else {
            context.fill(shape, with: .color(colours.cell))
            context.fill(shape, with: .color(colours.nomination(cell.nomination)))
            label(colorBrakeNominationLetter(nomination: cell.nomination), cell, &context, size: 0.32)
        }
        context.stroke(shape, with: .color(colours.outline), lineWidth: 1)
        paintMarks(cell, shape, &context)
    }

    /// What lies on a filled cell (C4, C6).
    private func paintFill(_ fill: ColorBrakeFill, _ cell: ColorBrakeCellView, _ shape: Path,
                           _ context: inout GraphicsContext) {
        if let top = fill.top {
            if top == .pink {
                checker(shape, &context)
            } else {
                context.fill(shape, with: .color(colours.token(top)))
            }
        } else {
            context.fill(shape, with: .color(colours.cell))
        }
        switch fill.base {
        case .diamond where fill.top == nil:
            context.fill(rhombus(cell, side: 0.5), with: .color(colours.diamond))
        case .diamond, .forDiamond:
            context.stroke(rhombus(cell, side: 0.3), with: .color(colours.diamond), lineWidth: 2)
        case let .rescue(neutrals, _):
            let dot = transform.square(centre: cell.centre, side: 0.28)
            context.fill(Path(ellipseIn: dot), with: .color(colours.neutral))
            context.stroke(Path(ellipseIn: dot), with: .color(colours.tokenEdge), lineWidth: 1)
            if neutrals > 1 {
                context.draw(Text(verbatim: "\(neutrals)").font(.system(size: transform.length(0.2))), at:
                    CGPoint(x: dot.midX, y: dot.midY))
            }
        case .colour:
            break
        }
        if fill.tank != nil {
            context.stroke(shape, with: .color(colours.tank), lineWidth: transform.length(0.1))
        }
        paintLetter(fill, cell, &context)
    }

    /// C1, with the colour-blind symbols on: the letter of the colour a filled cell shows, bold,
    /// in its ink, centred on the token — above the middle, and smaller, when a Diamond's or a
    /// rescue's mark lies there.
    private func paintLetter(_ fill: ColorBrakeFill, _ cell: ColorBrakeCellView, _ context: inout GraphicsContext) {
        guard showSymbols, let top = fill.top else { return }
        let centre = transform.point(cell.centre)
        let markInMiddle: Bool
        if case .colour = fill.base {
            markInMiddle = false
        } else {
            markInMiddle = true
        }
        let size = transform.length(markInMiddle ? 0.26 : 0.42)
        let at = markInMiddle ? CGPoint(x: centre.x, y: centre.y - transform.length(0.3)) : centre
        context.draw(Text(verbatim: top.letter).font(.system(size: size, weight: .bold))
            .foregroundStyle(colours.letterInk(top)), at: at)
    }

    /// The next cell, the last filled, the Tank targets (dashed) and the chosen one (C6.2).
    private func paintMarks(_ cell: ColorBrakeCellView, _ shape: Path, _ context: inout GraphicsContext) {
        if cell.next {
            context.stroke(shape, with: .color(colours.next), lineWidth: transform.length(0.08))
        }
        if cell.lastFilled {
            context.stroke(Path(ellipseIn: transform.square(centre: cell.centre, side: 0.7)),
                           with: .color(colours.lastFilled), lineWidth: transform.length(0.05))
        }
        if pick == .tank(cell: cell.cell) {
            context.stroke(shape, with: .color(colours.tank), lineWidth: transform.length(0.14))
        } else if cell.tankTarget {
            let width = transform.length(0.06)
            context.stroke(shape, with: .color(colours.tank),
                           style: StrokeStyle(lineWidth: width, dash: [width * 2, width * 1.5]))
        }
    }

    /// The checkered pink token (C1): the palette's check, its squares over its ground, inside
    /// the cell.
    private func checker(_ shape: Path, _ context: inout GraphicsContext) {
        let check = colours.pinkCheck
        context.fill(shape, with: .color(check.ground))
        let box = shape.boundingRect
        let step = transform.length(0.2)
        guard step > 1 else { return }
        var squares = Path()
        var row = 0
        var y = box.minY
        while y < box.maxY {
            var x = box.minX + (row.isMultiple(of: 2) ? 0 : step)
            while x < box.maxX {
                squares.addRect(CGRect(x: x, y: y, width: step, height: step))
                x += step * 2
            }
            y += step
            row += 1
        }
        var clipped = context
        clipped.clip(to: shape)
        clipped.fill(squares, with: .color(check.squares))
    }

    private func rhombus(_ cell: ColorBrakeCellView, side units: CGFloat) -> Path {
        let box = transform.square(centre: cell.centre, side: units)
        var path = Path()
        path.move(to: CGPoint(x: box.midX, y: box.minY))
        path.addLine(to: CGPoint(x: box.maxX, y: box.midY))
        path.addLine(to: CGPoint(x: box.midX, y: box.maxY))
        path.addLine(to: CGPoint(x: box.minX, y: box.midY))
        path.closeSubpath()
        return path
    }

    private func label(_ text: String, _ cell: ColorBrakeCellView, _ context: inout GraphicsContext, size: CGFloat) {
        context.draw(Text(verbatim: text).font(.system(size: transform.length(size))).foregroundStyle(colours.text),
                     at: transform.point(cell.centre))
    }
}
