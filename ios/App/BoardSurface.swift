import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The surface every board is drawn on (PLATFORMS.md, iOS "Taps"): a `Canvas` in the largest box
/// of the board's proportions, redrawn by a `TimelineView` while something animates, each tap
/// sent to Rust as a touch in cell units with its time (Rust tells tap from double tap, so single
/// taps are never delayed), and the board's VoiceOver elements placed by the same transform.
struct BoardSurface<Elements: View>: View {
    /// The board's width in cell units.
    let width: CGFloat
    /// The board's height in cell units.
    let height: CGFloat
    /// Whether to redraw at the display's pace (a pulse, a flash).
    let animating: Bool
    /// Where touches go; nil on a board that is only looked at.
    let state: AppState?
    /// Paints the board on the canvas with its transform, at a moment.
    let paint: (inout GraphicsContext, CGSize, BoardTransform, Date) -> Void
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
                    state?.send(.touch(x: units.x, y: units.y, atMs: LaunchPlace.nowMs()))
                },
                including: state == nil ? .none : .all
            )
            .accessibilityElement(children: .contain)
            .accessibilityChildren {
                ZStack(alignment: .topLeading) { elements(transform, geometry.size) }
                    .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
            }
        }
        .aspectRatio(max(width, 1) / max(height, 1), contentMode: .fit)
    }
}

/// One VoiceOver element of a board over `rect`: its label, and the actions the screen offers
/// there (the first as the default action), each sending `.cell` to Rust; none on a board that
/// is only looked at.
struct CellElement: View {
    let state: AppState?
    let rect: CGRect
    let x: UInt32
    let y: UInt32
    let label: String
    let actions: [CellActionLabel]

    var body: some View {
        let offered = state == nil ? [] : actions
        Rectangle()
            .frame(width: max(rect.width, 1), height: max(rect.height, 1))
            .position(x: rect.midX, y: rect.midY)
            .accessibilityLabel(Text(verbatim: label))
            .accessibilityAddTraits(offered.isEmpty ? [] : .isButton)
            .accessibilityActions {
                ForEach(offered, id: \.action) { action in
                    SwiftUI.Button(action.label) { state?.send(.cell(x: x, y: y, action: action.action)) }
                }
            }
            .accessibilityAction(.default) {
                if let first = offered.first { state?.send(.cell(x: x, y: y, action: first.action)) }
            }
    }
}

/// How strongly a refusal's flash shows at `date`, fading out over 0.6 s from when its serial was
/// first painted (`start`).
func flashStrength(at date: Date, since start: Date?) -> Double {
    guard let start else { return 0 }
    return max(0, 1 - date.timeIntervalSince(start) / 0.6)
}

extension View {
    /// Starts the flash when a refusal with a new serial arrives, and ends it once it has faded,
    /// so the board stops redrawing.
    func flashing(_ serial: UInt64?, start: Binding<Date?>) -> some View {
        onChange(of: serial) { _, serial in
            start.wrappedValue = serial == nil ? nil : .now
        }
        .task(id: serial) {
            guard serial != nil, (try? await Task.sleep(for: .milliseconds(700))) != nil else { return }
            start.wrappedValue = nil
        }
    }
}
