import DividedLoyaltiesCore
import Foundation

/// What the colour buttons of the Color Brake hand play (C4, C6.2, C6.3): a colour on the next
/// cell, a colour for one's Diamond in the row before, or the colour on top of a Tank on a
/// chosen cell. The player's choice on screen, not a rule: the session accepts or refuses.
public enum ColorBrakePick: Equatable {
    /// A colour token on the next cell (C4).
    case place
    /// A colour token for the Diamond of the row before (C6.3): "For your Diamond".
    case forDiamond
    /// A Tank on the cell numbered `cell` (a `tankTarget`), the colour on top to choose (C6.2).
    case tank(cell: UInt32)
}

/// One button of the Color Brake hand: a kind of token of the viewer's hand (or a colour drawn
/// onto a neutral, C6.1) with how many, and the action it plays now with the engine's answer.
public struct ColorBrakeChoice: Equatable {
    /// The token shown (its name from `colorBrakeTokenName`).
    public let token: ColorBrakeToken
    /// How many the hand holds (or were drawn).
    public let count: UInt32
    /// The action a tap plays; nil for a token that is not played by its button (the Tank is
    /// played by tapping a Tank target, then a colour).
    public let action: ColorBrakeAction?
    /// Why the engine refuses the action now (C4–C6), from the frame's offers; nil when it
    /// accepts it. An action the frame does not offer is refused with no reason.
    public let refusal: ColorBrakeRefusal?
    /// Whether a tap plays: the frame offers the action and accepts it.
    public let enabled: Bool

    /// The buttons of `frame` for `pick`: the hand's tokens (those it holds) while the viewer
    /// plays, the drawn colours while a neutral waits (C6.1), nothing otherwise (a hand-over
    /// shows no hand, C2).
    public static func list(_ frame: ColorBrakeView, pick: ColorBrakePick) -> [ColorBrakeChoice] {
        switch frame.phase {
        case .chooseRescue:
            return (frame.drawn ?? []).filter { $0.count > 0 }.map { drawn in
                choice(.colour(colour: drawn.colour), drawn.count, .rescue(colour: drawn.colour), in: frame)
            }
        case .play:
            return (frame.hand ?? []).filter { $0.count > 0 }.map { held in
                choice(held.token, held.count, action(of: held.token, pick: pick), in: frame)
            }
        case .handOver, .computerToMove, .roundOver, .gameOver:
            return []
        }
    }

    /// Whether "For your Diamond" can be chosen: the frame offers a colour for the Diamond that
    /// the engine accepts (C6.3).
    public static func forDiamondOffered(_ frame: ColorBrakeView) -> Bool {
        frame.offers.contains { offer in
            if case .forDiamond = offer.action { return offer.refusal == nil }
            return false
        }
    }

    /// The Next round button's offer (C2), while the round is over.
    public static func nextRound(_ frame: ColorBrakeView) -> ColorBrakeOffer? {
        frame.offers.first { $0.action == .nextRound }
    }

    private static func action(of token: ColorBrakeToken, pick: ColorBrakePick) -> ColorBrakeAction? {
        switch (token, pick) {
        case let (.colour(colour), .place): return .colour(colour: colour)
        case let (.colour(colour), .forDiamond): return .forDiamond(colour: colour)
        case let (.colour(colour), .tank(cell)): return .tank(cell: cell, colour: colour)
        case (.neutral, _): return .neutral
        case (.diamond, _): return .diamond
        case (.tank, _): return nil
        }
    }

    private static func choice(_ token: ColorBrakeToken, _ count: UInt32, _ action: ColorBrakeAction?,
                               in frame: ColorBrakeView) -> ColorBrakeChoice {
        let offer = action.flatMap { action in frame.offers.first { $0.action == action } }
        return ColorBrakeChoice(token: token, count: count, action: action, refusal: offer?.refusal,
                                enabled: offer != nil && offer?.refusal == nil)
    }
}
