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

    /// The panel's model of one side.
    public func player(_ side: Side) -> PlayerModel {
        switch side {
        case .blue: return blue
        case .yellow: return yellow
        }
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
             let .InvalidLink(code, _, _), let .InvalidWebSave(code, _, _):
            return code
        }
    }

    /// The typed fields a message is formatted from (line, column, cell, …).
    public var details: ErrorDetailsModel {
        switch self {
        case let .UnknownPosition(_, details, _), let .InvalidArgument(_, details, _),
             let .InvalidCsv(_, details, _), let .InvalidSavedGame(_, details, _),
             let .InvalidLink(_, details, _), let .InvalidWebSave(_, details, _):
            return details
        }
    }

    /// The English text, for logs.
    public var english: String {
        switch self {
        case let .UnknownPosition(_, _, english), let .InvalidArgument(_, _, english),
             let .InvalidCsv(_, _, english), let .InvalidSavedGame(_, _, english),
             let .InvalidLink(_, _, english), let .InvalidWebSave(_, _, english):
            return english
        }
    }
}
