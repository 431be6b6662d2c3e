import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Paints one frame of the board from the view's geometry (SCREENS.md, Game screen): region
/// shades per cell, outlines, claimed regions, dots with the pulsing highlight, bridges (cut ones
/// grey and dashed), stones with colour and mark, rings and the last stone, and the hint (its
/// cell ringed in its colour, its bridges dashed). It draws what the view says and computes
/// nothing about the game. The new-game thumbnails use it too.
struct BoardPainter {
    let frame: ViewModel
    let palette: Palette
    let showSymbols: Bool
    /// 0…1, the phase of the highlighted dots' pulse.
    var pulse: Double = 1
    /// The refused cell to flash and how strongly (0…1).
    var flash: (cell: CellPos, strength: Double)?

    func paint(_ context: inout GraphicsContext, size: CGSize) {
        let t = BoardTransform(size: size, width: frame.width, height: frame.height)
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(palette.background))
        paintCells(&context, t)
        paintRegions(&context, t)
        paintDots(&context, t)
        paintBridges(&context, t)
        paintStones(&context, t)
        paintHint(&context, t)
        paintFlash(&context, t)
    }

    private func paintCells(_ context: inout GraphicsContext, _ t: BoardTransform) {
        for cell in frame.cells {
            guard let region = frame.region(of: cell) else { continue }
            context.fill(Path(t.rect(x: cell.x, y: cell.y)), with: .color(palette.shade(region.shade)))
        }
    }

    private func outlinePath(_ region: RegionModel, _ t: BoardTransform) -> Path {
        var path = Path()
        for ring in region.outline {
            guard let first = ring.first else { continue }
            path.move(to: t.point(first))
            for point in ring.dropFirst() { path.addLine(to: t.point(point)) }
            path.closeSubpath()
        }
        return path
    }

    private func paintRegions(_ context: inout GraphicsContext, _ t: BoardTransform) {
        for region in frame.regions {
            let path = outlinePath(region, t)
            // R7: a claimed region is tinted with its owners' colours.
            for owner in region.claimedBy {
                context.fill(path, with: .color(palette.claim(owner)),
                             style: FillStyle(eoFill: true))
            }
            context.stroke(path, with: .color(palette.ink), lineWidth: max(1, t.length(0.06)))
            let label = Text(region.token)
                .font(.system(size: t.length(0.32), weight: region.claimedBy.isEmpty ? .regular : .bold))
                .foregroundColor(region.claimedBy.first.map { palette.side($0) } ?? palette.ink.opacity(0.6))
            context.draw(label, at: t.point(region.label))
        }
    }

    private func paintDots(_ context: inout GraphicsContext, _ t: BoardTransform) {
        for dot in frame.dots where frame.stone(at: dot.cell) == nil {
            let centre = t.point(dot.center)
            context.fill(circle(centre, t.length(0.12)), with: .color(palette.dot))
            guard dot.highlighted else { continue }
            // R4.3: the selected colour may go here; a gentle pulse shows it.
            let radius = t.length(0.22 + 0.1 * pulse)
            context.stroke(circle(centre, radius), with: .color(palette.dotHighlight.opacity(0.35 + 0.5 * pulse)),
                           lineWidth: max(1, t.length(0.06)))
        }
    }

    private func paintBridges(_ context: inout GraphicsContext, _ t: BoardTransform) {
        for bridge in frame.bridges {
            var line = Path()
            line.move(to: t.point(bridge.start))
            line.addLine(to: t.point(bridge.end))
            let width = t.length(0.16)
            if bridge.cut {
                // R6: a cut bridge stays, grey and dashed.
                let style = StrokeStyle(lineWidth: width, lineCap: .round,
                                        dash: [t.length(0.2), t.length(0.18)])
                context.stroke(line, with: .color(palette.cut), style: style)
            } else {
                context.stroke(line, with: .color(palette.bridge(bridge.kind)),
                               style: StrokeStyle(lineWidth: width, lineCap: .round))
            }
        }
    }

    private func paintStones(_ context: inout GraphicsContext, _ t: BoardTransform) {
        for stone in frame.stones {
            let centre = t.point(stone.center)
            let disc = circle(centre, t.length(0.38))
            context.fill(disc, with: .color(palette.stone(stone.color)))
            context.stroke(disc, with: .color(palette.stoneEdge), lineWidth: max(1, t.length(0.03)))
            if showSymbols {
                let mark = Text(stone.color.mark)
                    .font(.system(size: t.length(0.4), weight: .bold))
                    .foregroundColor(palette.symbol(on: stone.color))
                context.draw(mark, at: centre)
            }
            if stone.lastPlaced {
                context.stroke(circle(centre, t.length(0.3)), with: .color(palette.lastStone),
                               lineWidth: max(1, t.length(0.04)))
            }
            if stone.ringed {
                context.stroke(circle(centre, t.length(0.47)), with: .color(palette.ring),
                               lineWidth: max(1.5, t.length(0.08)))
            }
        }
    }

    /// The hint (issue 11): a translucent stone of the hint's colour ringed on its cell, and
    /// its bridges as dashed lines between the end cells, in the order the hint gives them.
    private func paintHint(_ context: inout GraphicsContext, _ t: BoardTransform) {
        guard let hint = frame.hint else { return }
        let colour = palette.stone(hint.color)
        let centre = cellCentre(hint.cell, t)
        context.fill(circle(centre, t.length(0.38)), with: .color(colour.opacity(0.45)))
        context.stroke(circle(centre, t.length(0.47)), with: .color(colour),
                       style: StrokeStyle(lineWidth: max(1.5, t.length(0.08)), dash: [t.length(0.12), t.length(0.08)]))
        for bridge in hint.bridges {
            var line = Path()
            line.move(to: cellCentre(bridge.from, t))
            line.addLine(to: cellCentre(bridge.to, t))
            context.stroke(line, with: .color(palette.ring),
                           style: StrokeStyle(lineWidth: t.length(0.1), lineCap: .round,
                                              dash: [t.length(0.2), t.length(0.15)]))
        }
    }

    /// The centre of a cell on the canvas: its stone's centre as the view gives it, else the
    /// middle of the cell's square.
    private func cellCentre(_ cell: CellPos, _ t: BoardTransform) -> CGPoint {
        if let stone = frame.stone(at: cell) { return t.point(stone.center) }
        let square = t.rect(x: cell.x, y: cell.y)
        return CGPoint(x: square.midX, y: square.midY)
    }

    private func paintFlash(_ context: inout GraphicsContext, _ t: BoardTransform) {
        guard let flash, flash.strength > 0 else { return }
        context.fill(Path(t.rect(x: flash.cell.x, y: flash.cell.y)),
                     with: .color(palette.refusal.opacity(flash.strength)))
    }

    private func circle(_ centre: CGPoint, _ radius: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
    }
}
