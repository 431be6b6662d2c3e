import DividedLoyaltiesCore
import Foundation

/// The texts of Discorder (RULES-DISCORDER.md) and Color Brake ABAB (RULES-COLOR-BRAKE.md), from
/// the Rust `Localizer` like every other text (issue 15): statuses, refusals, names, the panels'
/// lines, the rules, VoiceOver's descriptions.
extension AppTexts {
    // MARK: The chooser

    /// The chooser's line about a game ("A game of tiles and pegs …").
    public func about(_ kind: GameKindModel) -> String { label(GameCollection.about(kind)) }

    // MARK: Discorder

    /// The status line of a Discorder frame.
    public func discorderStatus(_ status: DiscorderStatus) -> String { localizer.discorderStatus(status: status) }

    /// Why a Discorder action or tool was refused (announcement, disabled tool, VoiceOver).
    public func discorderRefusal(_ refusal: DiscorderRefusal) -> String {
        localizer.discorderRefusal(refusal: refusal)
    }

    /// "Yellow", "Black".
    public func discorderPlayer(_ player: DiscorderPlayer) -> String { localizer.discorderPlayerName(player: player) }

    /// "Tile", "Peg".
    public func discorderTool(_ tool: DiscorderTool) -> String { localizer.discorderToolName(tool: tool) }

    /// Who begins, as the new-game screen offers it ("Yellow", "Black", "Random").
    public func discorderStarter(_ starter: DiscorderStarter) -> String {
        localizer.discorderStarterName(starter: starter)
    }

    /// "12 tiles left" (D1).
    public func discorderTilesLeft(_ count: UInt32) -> String { localizer.discorderTilesLeft(count: count) }

    /// "4 pegs left" (D1).
    public func discorderPegsLeft(_ count: UInt32) -> String { localizer.discorderPegsLeft(count: count) }

    /// "3 points, 2 settled" (D5).
    public func discorderScore(_ score: DiscorderScore) -> String { localizer.discorderScore(score: score) }

    /// The rules of Discorder, paragraph by paragraph.
    public func discorderRules() -> [String] { localizer.discorderRules() }

    /// VoiceOver's description of a cell: its position and what is on it.
    public func describe(_ cell: DiscorderCellView) -> String { localizer.describeDiscorderCell(cell: cell) }

    /// VoiceOver's description of an inner edge: its position and whether a peg is on it.
    public func describe(_ edge: DiscorderEdgeView) -> String { localizer.describeDiscorderEdge(edge: edge) }

    // MARK: Color Brake ABAB

    /// The status line of a Color Brake frame, or, while the player picks the colour for a
    /// Tank or for a Diamond, what to choose (C6.2, C6.3).
    public func colorBrakeStatus(_ frame: ColorBrakeView, pick: ColorBrakePick) -> String {
        switch (frame.phase, pick) {
        case let (.play, .tank(cell)): return localizer.colorBrakeChooseTankColour(cell: cell)
        case (.play, .forDiamond): return label(.colorBrakeChooseForDiamond)
        default: return localizer.colorBrakeStatus(status: frame.status)
        }
    }

    /// Why a Color Brake action was refused (announcement, disabled button, VoiceOver).
    public func colorBrakeRefusal(_ refusal: ColorBrakeRefusal) -> String {
        localizer.colorBrakeRefusal(refusal: refusal)
    }

    /// "Player 1", "Player 2".
    public func colorBrakeSeat(_ seat: ColorBrakeSeat) -> String { localizer.colorBrakeSeatName(seat: seat) }

    /// A token's name ("Red", "Neutral", "Tank", "Diamond").
    public func colorBrakeToken(_ token: ColorBrakeToken) -> String { localizer.colorBrakeTokenName(token: token) }

    /// "Round 3".
    public func colorBrakeRound(_ round: UInt32) -> String { localizer.colorBrakeRoundLabel(round: round) }

    /// "Row 6 may still take:" (C4.2).
    public func colorBrakeReference(_ row: UInt32) -> String { localizer.colorBrakeReferenceLabel(row: row) }

    /// "Pile: 34".
    public func colorBrakePile(_ count: UInt32) -> String { localizer.colorBrakePile(count: count) }

    /// "4 rounds", "To 20 points" (C2).
    public func colorBrakeLength(_ length: ColorBrakeLength) -> String {
        localizer.colorBrakeLengthLabel(length: length)
    }

    /// "Player 1: 12 · Player 2: 7" (C5).
    public func colorBrakeScores(_ scores: ColorBrakePerSeat) -> String {
        localizer.colorBrakeScores(one: scores.one, two: scores.two)
    }

    /// The rules of Color Brake ABAB, paragraph by paragraph.
    public func colorBrakeRules() -> [String] { localizer.colorBrakeRules() }

    /// VoiceOver's description of a cell: its number, A or B, what lies on it.
    public func describe(_ cell: ColorBrakeCellView) -> String { localizer.describeColorBrakeCell(cell: cell) }

    // MARK: Errors

    /// The message of an error of the other games by its code and typed details (a refused
    /// length, a saved game that cannot be read); nil for any other error.
    func gameError(_ error: Error) -> String? {
        if let error = error as? DiscorderError, case let .InvalidSavedGame(code, details, _) = error {
            return localizer.discorderError(code: code, details: details)
        }
        if let error = error as? ColorBrakeError {
            switch error {
            case let .InvalidArgument(code, details, _), let .InvalidSavedGame(code, details, _):
                return localizer.colorBrakeError(code: code, details: details)
            }
        }
        return nil
    }
}
