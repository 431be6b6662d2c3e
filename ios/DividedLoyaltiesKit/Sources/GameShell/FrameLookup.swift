import DividedLoyaltiesCore
import Foundation

/// Look-ups in one frame, by the cell positions the frame itself names. They search the
/// frame's lists instead of computing an index, so no grid arithmetic lives in Swift.
extension ViewModel {
    /// The cell at `position`, or nil when the frame has none there.
    public func cell(at position: CellPos) -> CellModel? {
        cells.first { $0.x == position.x && $0.y == position.y }
    }

    /// The stone on `position`, or nil when the cell is empty.
    public func stone(at position: CellPos) -> StoneModel? {
        stones.first { $0.cell == position }
    }

    /// The region a cell belongs to (its token, shade and owners), or nil for dots and blanks.
    public func region(of cell: CellModel) -> RegionModel? {
        guard let index = cell.region, Int(index) < regions.count else { return nil }
        return regions[Int(index)]
    }

    /// Whether the game is over (the view's result is set, R8).
    public var isOver: Bool { result != nil }
}

extension Side {
    /// The other player; the agreement flow asks each player in turn (R8).
    public var opponent: Side {
        switch self {
        case .blue: return .yellow
        case .yellow: return .blue
        }
    }
}

extension DlError {
    /// The stable code of the refusal (`csv_bad_token`, `link_…`, …), to choose the message.
    public var code: String {
        switch self {
        case let .UnknownPosition(code, _, _), let .InvalidArgument(code, _, _),
             let .InvalidCsv(code, _, _), let .InvalidSavedGame(code, _, _),
             let .InvalidLink(code, _, _), let .InvalidWebSave(code, _, _),
             let .Unrecognised(code, _, _), let .CannotShare(code, _, _):
            return code
        }
    }

    /// The typed fields a message is formatted from (line, column, cell, …).
    public var details: ErrorDetailsModel {
        switch self {
        case let .UnknownPosition(_, details, _), let .InvalidArgument(_, details, _),
             let .InvalidCsv(_, details, _), let .InvalidSavedGame(_, details, _),
             let .InvalidLink(_, details, _), let .InvalidWebSave(_, details, _),
             let .Unrecognised(_, details, _), let .CannotShare(_, details, _):
            return details
        }
    }
}

extension StoreError {
    /// The stable code (`store_locked`, `store_io`, …), to choose the message.
    public var code: String {
        switch self {
        case let .Locked(code, _, _), let .Files(code, _, _, _), let .Unreadable(code, _, _),
             let .NoSuchEntry(code, _, _, _), let .Full(code, _, _, _), let .BadPosition(code, _, _),
             let .NameTaken(code, _, _, _), let .InvalidCsv(code, _, _), let .Misuse(code, _):
            return code
        }
    }

    /// The typed fields a message is formatted from: a refused file's line, the limit of a full
    /// list; empty for the others.
    public var details: ErrorDetailsModel {
        switch self {
        case let .InvalidCsv(_, details, _): return details
        case let .Unreadable(_, moved, _): return moved.details
        case let .Full(_, _, limit, _):
            var details = ErrorDetailsModel.empty
            details.limit = Int64(clamping: limit)
            return details
        case .Locked, .Files, .NoSuchEntry, .BadPosition, .NameTaken, .Misuse:
            return .empty
        }
    }
}

extension EditorError {
    /// The stable code (`editor_blocked`, `editor_size_out_of_range`, `bad_rounds`).
    public var code: String {
        switch self {
        case let .Blocked(code, _, _), let .InvalidArgument(code, _): return code
        }
    }
}

extension ErrorDetailsModel {
    /// No details: for the codes whose message takes no arguments.
    public static let empty = ErrorDetailsModel(
        line: nil, column: nil, index: nil, cell: nil, coordinates: nil, refusal: nil,
        version: nil, side: nil, color: nil, givenKind: nil, actualKind: nil, number: nil,
        limit: nil, linkField: nil, found: nil)
}

extension StoneColor {
    /// The mark drawn on a stone of this colour, colour-blind safe: Rust's `stoneMark`, the
    /// shared board picture's language-free shapes (◉ ▴ ▮ ✚ ⧫ ✶), the same in every language.
    public var mark: String { stoneMark(color: self) }
}

