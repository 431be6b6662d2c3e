import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The board: a `Canvas` painting the frame, single taps through `SpatialTapGesture` (the
/// double tap is told from timestamps by the controller, so single taps are never delayed), and
/// one VoiceOver element per playable cell with named actions (PLATFORMS.md, iOS "Taps").
struct BoardView: View {
    let frame: ViewModel
    let texts: AppTexts
    let palette: Palette
    let showSymbols: Bool
    /// The refused cell to flash and when it was refused.
    let flash: (cell: CellPos, at: Date)?
    /// A tap at a point in cell units.
    let onTap: (Float, Float) -> Void
    /// VoiceOver: "place selected colour" on a cell.
    let onPlace: (CellPos) -> Void
    /// VoiceOver: "ring for a bridge" on a stone.
    let onRing: (CellPos) -> Void

    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private static let flashDuration: TimeInterval = 0.6
    private static let pulsePeriod: TimeInterval = 1.4

    private var hasHighlightedDots: Bool { frame.dots.contains { $0.highlighted } }

    var body: some View {
        BoardSurface(width: CGFloat(frame.width), height: CGFloat(frame.height), animating: animating,
                     paint: { context, size, _, date in painter(at: date).paint(&context, size: size) },
                     onTap: onTap,
                     elements: cellElements)
    }

    private var animating: Bool {
        let flashing = flash.map { Date().timeIntervalSince($0.at) < Self.flashDuration } ?? false
        return flashing || (hasHighlightedDots && !reduceMotion)
    }

    private func painter(at date: Date) -> BoardPainter {
        var painter = BoardPainter(frame: frame, palette: palette, showSymbols: showSymbols)
        if !reduceMotion {
            let phase = date.timeIntervalSinceReferenceDate / Self.pulsePeriod
            painter.pulse = 0.5 + 0.5 * sin(phase * 2 * .pi)
        }
        if let flash {
            let age = date.timeIntervalSince(flash.at)
            painter.flash = (flash.cell, max(0, 1 - age / Self.flashDuration))
        }
        return painter
    }

    /// One element per playable cell, placed over its square, labelled by the texts interface.
    private func cellElements(_ transform: BoardTransform, size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(frame.cells.filter { $0.kind != .empty }, id: \.place) { cell in
                let position = CellPos(x: cell.x, y: cell.y)
                let rect = transform.rect(x: cell.x, y: cell.y)
                Rectangle()
                    .frame(width: rect.width, height: rect.height)
                    .position(x: rect.midX, y: rect.midY)
                    .accessibilityLabel(Text(texts.cellDescription(cell, in: frame)))
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAction { onPlace(position) }
                    .accessibilityAction(named: Text(texts.label(.a11yPlace))) { onPlace(position) }
                    .accessibilityAction(named: Text(texts.label(.a11yRing))) { onRing(position) }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }
}

extension CellModel {
    /// The cell's place on the board: the identity VoiceOver keeps its focus on across frames,
    /// where the whole value would change with each move.
    var place: CellPos { CellPos(x: x, y: y) }
}
