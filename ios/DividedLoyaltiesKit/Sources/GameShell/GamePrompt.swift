import DividedLoyaltiesCore
import Foundation

/// A question the game screen asks before the controller acts.
public enum GamePrompt: Equatable {
    /// Ending the turn would take this unbridged dot stone back (R4.3): end it anyway?
    case confirmDotStoneReturn(CellPos)
    /// The player to move proposes to end the game by agreement (R8): confirm the proposal.
    case agreementProposed(by: Side)
    /// The other player is asked to agree (R8); only their yes ends the game.
    case agreementAnswer(from: Side)

    /// A prompt's kind, without its values: each kind has its own dialog.
    public enum Kind: Equatable {
        /// `confirmDotStoneReturn`.
        case dotStoneReturn
        /// `agreementProposed`.
        case agreementProposal
        /// `agreementAnswer`.
        case agreementAnswer
    }

    /// The prompt's kind.
    public var kind: Kind {
        switch self {
        case .confirmDotStoneReturn: return .dotStoneReturn
        case .agreementProposed: return .agreementProposal
        case .agreementAnswer: return .agreementAnswer
        }
    }
}

/// What happened in one input, besides the new frame: for animations, haptics and
/// VoiceOver announcements.
public struct FrameUpdate: Equatable {
    /// The events since the previous update, numbered, each once.
    public let events: [EventRecord]

    /// An update carrying `events`.
    public init(events: [EventRecord]) {
        self.events = events
    }

    /// The last refusal among them, with the cell to flash (haptic and status line).
    public var refusal: RefusalInfo? {
        events.reversed().lazy.compactMap { record -> RefusalInfo? in
            if case let .refused(refusal, _) = record.event { return refusal }
            return nil
        }.first
    }

    /// The cell to flash for the last refusal, when it names one.
    public var flashCell: CellPos? {
        events.reversed().lazy.compactMap { record -> CellPos? in
            if case let .refused(refusal, cell) = record.event { return cell ?? refusal.cell }
            return nil
        }.first
    }
}
