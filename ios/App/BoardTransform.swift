import CoreGraphics
import DividedLoyaltiesCore

/// Maps the view's cell units (one cell = 1.0, origin at the grid's top-left corner) to points
/// of a canvas, keeping cells square and the grid centred. The same transform paints, hit-tests
/// (through the core's `cellAt`) and places the VoiceOver elements, so they always agree.
struct BoardTransform {
    /// The size of one cell in points.
    let cell: CGFloat
    /// Where the grid's top-left corner lies on the canvas.
    let origin: CGPoint

    /// The transform that fits a grid of `width` × `height` cells into `size`.
    init(size: CGSize, width: UInt32, height: UInt32) {
        let columns = CGFloat(max(width, 1))
        let rows = CGFloat(max(height, 1))
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
