import DividedLoyaltiesCore
import Foundation

/// Every text the app shows, in the player's language, from the Rust `Localizer` over dl-app's
/// Fluent catalogs (ARCHITECTURE.md, Strings). The app never builds a sentence itself: it asks
/// for a label, a status, a refusal, an error by its code, or a catalog message by its id with
/// typed arguments. Created again when the player's languages change.
public final class AppTexts {
    /// The Rust localizer.
    public let localizer: Localizer

    /// The texts for `languages` (BCP 47 tags, most wanted first).
    public init(languages: [String]) {
        localizer = Localizer(languages: languages)
    }

    /// The languages to ask for: the language chosen in the app's settings (a tag of
    /// `availableLanguages()`), or else the system's list (which holds the per-app language of
    /// the system Settings app first when the player chose one there).
    public static func languages(choice: String?, preferred: [String] = Locale.preferredLanguages) -> [String] {
        if let choice { return [choice] }
        return preferred
    }

    /// The language the texts are in, as a tag (for the share payloads' web page).
    public var language: String { localizer.language() }

    /// A text without arguments: buttons, menus, titles, dialogs, settings, accessibility words.
    public func label(_ id: LabelId) -> String { localizer.label(label: id) }

    /// The status line of a frame.
    public func status(_ status: StatusModel) -> String { localizer.status(status: status) }

    /// Why an action was refused (status line, disabled chips, VoiceOver).
    public func refusal(_ refusal: RefusalInfo) -> String { localizer.refusal(refusal: refusal) }

    /// A player's name ("Blue").
    public func playerName(_ side: Side) -> String { localizer.playerName(side: side) }

    /// "Blue to move" (the panel's highlighted player, for VoiceOver).
    public func toMove(_ side: Side) -> String { localizer.toMoveLabel(side: side) }

    /// "Turn 12".
    public func turn(_ turn: UInt32) -> String { localizer.turnLabel(turn: turn) }

    /// "Set k/n" (R3).
    public func set(_ set: UInt32, of sets: UInt32) -> String { localizer.setLabel(set: set, sets: sets) }

    /// "3 rounds" (R3).
    public func rounds(_ rounds: UInt32) -> String { localizer.roundsLabel(rounds: rounds) }

    /// "13 × 13".
    public func size(width: UInt32, height: UInt32) -> String {
        localizer.sizeLabel(width: width, height: height)
    }

    /// The result card's headline ("Yellow wins", "Draw").
    public func resultTitle(_ result: ResultModel) -> String { localizer.resultTitle(winner: result.winner) }

    /// Why the game ended (R8), for the result card.
    public func endReason(_ result: ResultModel) -> String { localizer.endReason(reason: result.reason) }

    /// Both totals (R7): the result card, a received game's preview.
    public func scores(blue: UInt32, yellow: UInt32) -> String {
        localizer.resultScores(blue: blue, yellow: yellow)
    }

    /// The VoiceOver label of one cell ("column 7, row 4, region S2, yellow stone, ringed").
    public func cellDescription(_ cell: CellModel, in frame: ViewModel) -> String {
        localizer.describeCell(cell: cell, regionToken: frame.region(of: cell)?.token)
    }

    /// A cell's place on the grid ("column 7, row 4"), for the editor's VoiceOver elements.
    public func cellPosition(x: UInt32, y: UInt32) -> String {
        localizer.cellPosition(cell: CellPos(x: x, y: y))
    }

    /// The hint in words, for VoiceOver beside the hint drawn on the board ("Hint: Red on
    /// column 5, row 3; bridges to form: 1.").
    public func hint(_ hint: ComputerTurnModel) -> String {
        localizer.describeHint(hint: hint)
    }

    /// The VoiceOver label of a colour chip ("Yellow: 4").
    public func chip(_ chip: ColorChipModel) -> String {
        localizer.describeChip(color: chip.color, count: chip.count)
    }

    /// The message of an error: a `DlError`, a `StoreError`, an `EditorError`, a
    /// `DiscorderError`, a `ColorBrakeError` by its code and typed details; any other failure
    /// (the file system) as the catalog's input/output error.
    public func error(_ error: Error) -> String {
        switch error {
        case let error as DlError: return localizer.error(code: error.code, details: error.details)
        case let error as StoreError: return localizer.error(code: error.code, details: error.details)
        case let error as EditorError: return localizer.error(code: error.code, details: .empty)
        default: return gameError(error) ?? localizer.error(code: "io_error", details: .empty)
        }
    }

    /// What the store found unreadable, moved aside and kept (launch, lists).
    public func movedAside(_ moved: MovedAsideModel) -> String {
        localizer.error(code: moved.code, details: moved.details)
    }

    /// One position of an imported CSV file that was refused, with its line and its typed
    /// details (R9): the file's error, the name's problem, a name already taken, a full library.
    public func refusedImport(_ refused: RefusedImportModel) -> String {
        localizer.refusedImport(refused: refused)
    }

    /// The text that goes with a share, from the payload's typed message.
    public func shareMessage(_ message: ShareMessageModel) -> String {
        localizer.shareMessage(message: message)
    }

    /// A problem of the position in the editor, with its token, parts, numbers and limit.
    public func problem(_ problem: ProblemModel) -> String { localizer.problem(problem: problem) }

    /// A refused edit of the editor: the size asked for or the cells it would cut.
    public func editRefusal(_ refusal: EditRefusalModel) -> String {
        localizer.editRefusal(refusal: refusal)
    }

    /// The question each player answers in turn before the game ends by agreement (R8).
    public func agreeQuestion(_ side: Side) -> String { localizer.agreeQuestion(side: side) }

    /// The question before deleting one of the player's positions, naming it.
    public func deletePositionTitle(_ name: String) -> String {
        localizer.deletePositionTitle(name: name)
    }

    /// Where a saved or finished game of any of the three games stands, one phrase per line
    /// (Rust's `entryLines`): "Turn 12", "Yellow to move", "Blue 9 – Yellow 13"; a Color
    /// Brake ABAB game's round; the result once over.
    public func entryLines(_ entry: GameEntryModel) -> [String] {
        localizer.entryLines(entry: entry)
    }

    /// A saved or finished game's first line (Rust's `entryTitle`): the position's name
    /// (Divided Loyalties), or the game's name (the collection's other games).
    public func entryTitle(_ entry: GameEntryModel) -> String {
        localizer.entryTitle(entry: entry)
    }

    /// The name of one of the collection's games.
    public func gameName(_ kind: GameKindModel) -> String {
        switch kind {
        case .dividedLoyalties: return label(.appName)
        case .discorder: return label(.discorderName)
        case .colorBrake: return label(.colorBrakeName)
        }
    }
}
