import CoreGraphics
import DividedLoyaltiesCore
import SwiftUI

/// Maps the view's cell units (one cell = 1.0, origin at the grid's top-left corner) to points
/// of a canvas, keeping cells square and the grid centred. The same transform paints, hit-tests
/// (through the core's `cellAt`, or the session's `tap`) and places the VoiceOver elements, so
/// they always agree, on the boards of all three games.
struct BoardTransform {
    /// The size of one cell in points.
    let cell: CGFloat
    /// Where the grid's top-left corner lies on the canvas.
    let origin: CGPoint

    /// The transform that fits a grid of `width` × `height` cells into `size`.
    init(size: CGSize, width: UInt32, height: UInt32) {
        self.init(size: size, width: CGFloat(width), height: CGFloat(height))
    }

    /// The transform that fits a board of `width` × `height` cell units into `size` (Color
    /// Brake ABAB's triangle gives its bounding box in fractional cell units).
    init(size: CGSize, width: CGFloat, height: CGFloat) {
        let columns = max(width, 1)
        let rows = max(height, 1)
        cell = min(size.width / columns, size.height / rows)
        origin = CGPoint(x: (size.width - cell * columns) / 2, y: (size.height - cell * rows) / 2)
    }

    /// A point in cell units on the canvas.
    func point(_ p: PointModel) -> CGPoint {
        CGPoint(x: origin.x + CGFloat(p.x) * cell, y: origin.y + CGFloat(p.y) * cell)
    }

    /// A length in cell units on the canvas.
    func length(_ units: CGFloat) -> CGFloat {
        units * cell
    }

    /// The canvas square of side `units` (in cell units) centred on `centre`.
    func square(centre: PointModel, side units: CGFloat) -> CGRect {
        let middle = point(centre)
        let side = length(units)
        return CGRect(x: middle.x - side / 2, y: middle.y - side / 2, width: side, height: side)
    }

    /// A segment of the board on the canvas, as a path to stroke.
    func path(from: PointModel, to: PointModel) -> Path {
        var path = Path()
        path.move(to: point(from))
        path.addLine(to: point(to))
        return path
    }

    /// The canvas rectangle of the cell whose top-left corner is (x, y) in cell units.
    func rect(x: UInt32, y: UInt32) -> CGRect {
        CGRect(x: origin.x + CGFloat(x) * cell, y: origin.y + CGFloat(y) * cell, width: cell, height: cell)
    }

    /// A canvas point in cell units, for the core's hit test.
    func cellUnits(_ location: CGPoint) -> (x: Float, y: Float) {
        guard cell > 0 else { return (-1, -1) }
        return (Float((location.x - origin.x) / cell), Float((location.y - origin.y) / cell))
    }
}
