import SwiftUI

/// The surface every board of the collection is drawn on (PLATFORMS.md, iOS "Taps"; issue 15):
/// a `Canvas` in the largest box of the board's proportions, redrawn by a `TimelineView` while
/// something animates, single taps through `SpatialTapGesture` handed on in board units by the
/// board's `BoardTransform` (so single taps are never delayed), and the board's VoiceOver
/// elements placed by the same transform.
struct BoardSurface<Elements: View>: View {
    /// The board's width in cell units.
    let width: CGFloat
    /// The board's height in cell units.
    let height: CGFloat
    /// Whether to redraw at the display's pace (a pulse, a flash).
    let animating: Bool
    /// Paints the board on the canvas of the given size, with its transform, at a moment.
    let paint: (inout GraphicsContext, CGSize, BoardTransform, Date) -> Void
    /// A tap at a point in board units.
    let onTap: (Float, Float) -> Void
    /// The VoiceOver elements, placed with the transform over a canvas of the given size.
    @ViewBuilder let elements: (BoardTransform, CGSize) -> Elements

    var body: some View {
        GeometryReader { geometry in
            let transform = BoardTransform(size: geometry.size, width: width, height: height)
            TimelineView(.animation(minimumInterval: 1.0 / 30, paused: !animating)) { timeline in
                Canvas { context, size in
                    paint(&context, size, transform, timeline.date)
                }
            }
            .contentShape(Rectangle())
            .gesture(
                SpatialTapGesture(count: 1, coordinateSpace: .local).onEnded { value in
                    let units = transform.cellUnits(value.location)
                    onTap(units.x, units.y)
                }
            )
            .accessibilityElement(children: .contain)
            .accessibilityChildren {
                elements(transform, geometry.size)
            }
        }
        .aspectRatio(max(width, 1) / max(height, 1), contentMode: .fit)
    }
}
