import CoreGraphics
import DividedLoyaltiesCore
import SwiftUI

/// Maps the screen's cell units (one cell = 1.0, origin at the grid's top-left corner) to points
/// of a canvas, keeping cells square and the board centred. The same transform paints, turns
/// touches back into cell units for Rust's hit test, and places the VoiceOver elements, so they
/// always agree, on the boards of all three games.
struct BoardTransform {
    /// The size of one cell in points.
    let cell: CGFloat
    /// Where the board's top-left corner lies on the canvas.
    let origin: CGPoint

    /// The transform that fits a board of `width` × `height` cell units into `size`.
    init(size: CGSize, width: CGFloat, height: CGFloat) {
        let columns = max(width, 1)
        let rows = max(height, 1)
        cell = min(size.width / columns, size.height / rows)
        origin = CGPoint(x: (size.width - cell * columns) / 2, y: (size.height - cell * rows) / 2)
    }

    /// A point in cell units on the canvas.
    func point(_ p: Point) -> CGPoint {
        CGPoint(x: origin.x + CGFloat(p.x) * cell, y: origin.y + CGFloat(p.y) * cell)
    }

    /// A length in cell units on the canvas.
    func length(_ units: CGFloat) -> CGFloat {
        units * cell
    }

    /// The canvas square of side `units` (in cell units) centred on `centre`.
    func square(centre: Point, side units: CGFloat) -> CGRect {
        let middle = point(centre)
        let side = length(units)
        return CGRect(x: middle.x - side / 2, y: middle.y - side / 2, width: side, height: side)
    }

    /// A segment of the board on the canvas, as a path to stroke.
    func path(from: Point, to: Point) -> Path {
        var path = Path()
        path.move(to: point(from))
        path.addLine(to: point(to))
        return path
    }

    /// Closed loops of the board (a region's outline, a triangle's cell) as one path.
    func loops(_ loops: [[Point]]) -> Path {
        var path = Path()
        for loop in loops {
            guard let first = loop.first else { continue }
            path.move(to: point(first))
            for corner in loop.dropFirst() { path.addLine(to: point(corner)) }
            path.closeSubpath()
        }
        return path
    }

    /// The canvas rectangle of the cell (x, y).
    func rect(x: UInt32, y: UInt32) -> CGRect {
        CGRect(x: origin.x + CGFloat(x) * cell, y: origin.y + CGFloat(y) * cell, width: cell, height: cell)
    }

    /// A canvas point in cell units, for Rust's hit test.
    func cellUnits(_ location: CGPoint) -> (x: Float, y: Float) {
        guard cell > 0 else { return (-1, -1) }
        return (Float((location.x - origin.x) / cell), Float((location.y - origin.y) / cell))
    }
}

/// A circle of `radius` around `centre`, as a path.
func circle(_ centre: CGPoint, _ radius: CGFloat) -> Path {
    Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius))
}
