import DividedLoyaltiesCore
import SwiftUI

/// A Discorder player's tile as every view of the collection draws it (D1; RULES-DISCORDER.md,
/// "Notes for the app"): a disc of the player's colour, edged, always carrying the player's
/// pattern from `discorderTilePattern` in `DiscorderColours.patternInk`, so that a colour-blind
/// player tells the two players' tiles apart: a ring at 60 % of the tile's radius (`.ringed`)
/// or parallel diagonal stripes a fifth of its radius apart, clipped to the tile (`.hatched`).
enum DiscorderTile {
    /// The ring's radius, as a share of the tile's.
    private static let ringRadius: CGFloat = 0.6
    /// The ring's width, as a share of the tile's radius.
    private static let ringWidth: CGFloat = 0.12
    /// The distance between two stripes, as a share of the tile's radius.
    private static let stripeSpacing: CGFloat = 0.2
    /// A stripe's width, as a share of the tile's radius.
    private static let stripeWidth: CGFloat = 0.08

    /// Paints `player`'s tile filling the square `box`, with an edge `edgeWidth` wide.
    static func paint(_ player: DiscorderPlayer, in box: CGRect, colours: DiscorderColours,
                      edgeWidth: CGFloat, _ context: inout GraphicsContext) {
        let disc = Path(ellipseIn: box)
        context.fill(disc, with: .color(colours.tile(player)))
        let radius = box.width / 2
        let centre = CGPoint(x: box.midX, y: box.midY)
        let ink = GraphicsContext.Shading.color(colours.patternInk(player))
        switch discorderTilePattern(player: player) {
        case .ringed:
            let ring = Path(ellipseIn: box.insetBy(dx: radius * (1 - ringRadius), dy: radius * (1 - ringRadius)))
            context.stroke(ring, with: ink, lineWidth: radius * ringWidth)
        case .hatched:
            var hatched = context
            hatched.clip(to: disc)
            hatched.stroke(stripes(centre: centre, radius: radius), with: ink, lineWidth: radius * stripeWidth)
        }
        context.stroke(disc, with: .color(colours.tileEdge), lineWidth: edgeWidth)
    }

    /// Parallel stripes rising to the right across the disc of `radius` around `centre`, a
    /// fifth of the radius apart, one through the centre.
    private static func stripes(centre: CGPoint, radius: CGFloat) -> Path {
        let shift = radius * stripeSpacing / CGFloat(2).squareRoot()
        let perSide = Int((1 / stripeSpacing).rounded()) - 1
        var path = Path()
        for step in -perSide...perSide {
            let middle = CGPoint(x: centre.x + CGFloat(step) * shift, y: centre.y + CGFloat(step) * shift)
            path.move(to: CGPoint(x: middle.x - radius, y: middle.y + radius))
            path.addLine(to: CGPoint(x: middle.x + radius, y: middle.y - radius))
        }
        return path
    }
}

/// A small drawing of a player's tile, pattern included, for the panels' player rows (D1): the
/// same as on the board, so the row and the tiles are told apart without colour.
struct DiscorderTileSwatch: View {
    let player: DiscorderPlayer
    let colours: DiscorderColours

    var body: some View {
        Canvas { context, size in
            let side = max(0, min(size.width, size.height) - 1)
            let box = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
            DiscorderTile.paint(player, in: box, colours: colours, edgeWidth: 1, &context)
        }
        .accessibilityHidden(true)
    }
}
