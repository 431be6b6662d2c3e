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
        localizer.format(id: "cell-position", args: [
            FormatArg(name: "column", value: .number(value: Int64(x) + 1)),
            FormatArg(name: "row", value: .number(value: Int64(y) + 1)),
        ])
    }

    /// The VoiceOver label of a colour chip ("Yellow: 4").
    public func chip(_ chip: ColorChipModel) -> String {
        localizer.describeChip(color: chip.color, count: chip.count)
    }

    /// The message of an error: a `DlError`, a `StoreError`, an `EditorError` by its code and
    /// typed details; any other failure (the file system) as the catalog's input/output error.
    public func error(_ error: Error) -> String {
        switch error {
        case let error as DlError: return localizer.error(code: error.code, details: error.details)
        case let error as StoreError: return localizer.error(code: error.code, details: error.details)
        case let error as EditorError: return localizer.error(code: error.code, details: .empty)
        default: return localizer.error(code: "io_error", details: .empty)
        }
    }

    /// What the store found unreadable, moved aside and kept (launch, lists).
    public func movedAside(_ moved: MovedAsideModel) -> String {
        localizer.error(code: moved.code, details: moved.details)
    }

    /// One position of an imported CSV file that was refused, with its line (R9): a file error
    /// (`error-<code>`) or a problem of the position's name (`problem-<code>`). The refusal carries
    /// no typed details, so a name of a built-in is matched to that built-in's number here.
    public func refusedImport(_ refused: RefusedImportModel) -> String {
        let problem: String
        if refused.code.hasPrefix("editor_") {
            var args: [FormatArg] = []
            if let name = refused.name {
                args.append(FormatArg(name: "found", value: .text(text: name)))
                if let number = builtinPositionList().first(where: { $0.name == name })?.number {
                    args.append(FormatArg(name: "number", value: .number(value: Int64(number))))
                }
            }
            problem = localizer.format(id: Self.messageId("problem", refused.code), args: args)
        } else {
            problem = localizer.error(code: refused.code, details: .empty)
        }
        return localizer.format(id: "error-at-line", args: [
            FormatArg(name: "line", value: .number(value: Int64(refused.line))),
            FormatArg(name: "problem", value: .text(text: problem)),
        ])
    }

    /// The text that goes with a share (catalog messages `share-position`, `share-game`,
    /// `share-result`), from the payload's typed message.
    public func shareMessage(_ message: ShareMessageModel) -> String {
        switch message {
        case let .position(positionName, onTheWeb):
            return localizer.format(id: "share-position", args: [
                FormatArg(name: "position", value: .text(text: positionName)),
                FormatArg(name: "web", value: .key(key: onTheWeb ? "yes" : "no")),
            ])
        case let .game(positionName, turn, toMove, blueTotal, yellowTotal, result):
            return localizer.format(id: "share-game", args: [
                FormatArg(name: "position", value: .text(text: positionName)),
                FormatArg(name: "turn", value: .number(value: Int64(turn))),
                FormatArg(name: "player", value: .key(key: toMove.key)),
                FormatArg(name: "blue", value: .number(value: Int64(blueTotal))),
                FormatArg(name: "yellow", value: .number(value: Int64(yellowTotal))),
                FormatArg(name: "winner", value: .key(key: result.map { $0.winner?.key ?? "draw" } ?? "none")),
            ])
        case let .result(positionName, result, blueTotal, yellowTotal):
            return localizer.format(id: "share-result", args: [
                FormatArg(name: "winner", value: .key(key: result.winner?.key ?? "draw")),
                FormatArg(name: "blue", value: .number(value: Int64(blueTotal))),
                FormatArg(name: "yellow", value: .number(value: Int64(yellowTotal))),
                FormatArg(name: "position", value: .text(text: positionName)),
            ])
        }
    }

    /// A problem of the position in the editor (`problem-<code>`), with its numbers.
    public func problem(_ problem: ProblemModel) -> String {
        var args: [FormatArg] = []
        if let token = problem.token { args.append(FormatArg(name: "found", value: .text(text: token))) }
        if let number = problem.number { args.append(FormatArg(name: "number", value: .number(value: Int64(number)))) }
        if let chars = problem.chars {
            args.append(FormatArg(name: "count", value: .number(value: Int64(chars))))
            args.append(FormatArg(name: "limit", value: .number(value: Int64(Self.nameLimit))))
        } else if !problem.parts.isEmpty {
            args.append(FormatArg(name: "count", value: .number(value: Int64(problem.parts.count))))
        } else if !problem.cells.isEmpty {
            args.append(FormatArg(name: "count", value: .number(value: Int64(problem.cells.count))))
        }
        return localizer.format(id: Self.messageId("problem", problem.code), args: args)
    }

    /// A refused edit of the editor (`error-<code>`): the size asked for or the cells it would cut.
    public func editRefusal(_ refusal: EditRefusalModel) -> String {
        var args = [FormatArg(name: "count", value: .number(value: Int64(refusal.cells.count)))]
        if let width = refusal.width { args.append(FormatArg(name: "width", value: .number(value: Int64(width)))) }
        if let height = refusal.height { args.append(FormatArg(name: "height", value: .number(value: Int64(height)))) }
        if let cell = refusal.cells.first {
            args.append(FormatArg(name: "column", value: .number(value: Int64(cell.x) + 1)))
            args.append(FormatArg(name: "row", value: .number(value: Int64(cell.y) + 1)))
        }
        return localizer.format(id: Self.messageId("error", refusal.code), args: args)
    }

    /// The question before deleting one of the player's positions, naming it.
    public func deletePositionTitle(_ name: String) -> String {
        localizer.format(id: "dialog-delete-position-title", args: [FormatArg(name: "name", value: .text(text: name))])
    }

    /// A saved or finished game's second line: its turn and both scores ("Turn 12 · 9–13").
    public func entrySummary(_ entry: GameEntryModel) -> String {
        let turn = localizer.format(id: "saved-turn", args: [
            FormatArg(name: "turn", value: .number(value: Int64(entry.turn))),
        ])
        return "\(turn) · \(entry.firstScore)–\(entry.secondScore)"
    }

    /// The name of one of the collection's games.
    public func gameName(_ kind: GameKindModel) -> String {
        switch kind {
        case .dividedLoyalties: return label(.appName)
        case .discorder: return label(.discorderName)
        case .colorBrake: return label(.colorBrakeName)
        }
    }

    /// A catalog message's id from a stable code, as the catalogs name them
    /// (app/locales/README.md): the prefix, then the code with `-` for `_`.
    static func messageId(_ prefix: String, _ code: String) -> String {
        prefix + "-" + code.replacingOccurrences(of: "_", with: "-")
    }

    /// The longest position name (R9, dl-core's `MAX_NAME_CHARS`), the `limit` of
    /// `problem-editor-name-too-long`: `ProblemModel` does not carry it.
    static let nameLimit = 80
}

extension Side {
    /// The selector key of a player in the catalogs (`player`, `winner`).
    var key: String {
        switch self {
        case .blue: return "blue"
        case .yellow: return "yellow"
        }
    }
}
