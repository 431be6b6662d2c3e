import DividedLoyaltiesCore
import Foundation

/// The store's lists for the screens (SCREENS.md, Saved games, Position editor and library):
/// saved and finished games, the player's positions. Every call runs on the writer's queue
/// after the queued writes of the current game, so opening or deleting never overtakes them.
public final class GameLibrary {
    private let store: GameStore
    private let writer: StoreWriter

    /// The library of `store`, in step with `writer` (the writer of the same store).
    public init(store: GameStore, writer: StoreWriter) {
        self.store = store
        self.writer = writer
    }

    /// The unfinished games, the one last played first.
    public func savedGames() throws -> GameListModel {
        try writer.serially { try store.savedGames() }
    }

    /// The finished games, the one last played first.
    public func finishedGames() throws -> GameListModel {
        try writer.serially { try store.finishedGames() }
    }

    /// Continues a saved game: it becomes the current game (`GameController.replace` with
    /// `isStored: true`); the one on screen goes to Saved games or the history.
    public func openSaved(_ id: String) throws -> OpenedGameModel {
        try writer.serially { try store.openSaved(id: id) }
    }

    /// A finished game of any of the three games, to look at (its final frame, nothing to
    /// play); it stays in the history and the current game stays as it is.
    public func finishedGame(_ id: String) throws -> FinishedGame {
        FinishedGame(try writer.serially { try store.viewFinished(id: id) })
    }

    /// A finished game of any of the three games, move by move, on show at its end ("Replay";
    /// R11, D7, C7); it stays in the history and the current game stays as it is. Throws
    /// `store_no_such_entry` for an id the history does not hold.
    public func replay(_ id: String) throws -> GameReplayer {
        GameReplayer(try writer.serially { try store.replayFinished(id: id) })
    }

    /// The board of a saved game of any of the three games as it stands, without opening it
    /// (the row's thumbnail).
    public func peekSaved(_ id: String) throws -> ListedBoard {
        try writer.serially { try store.peekSaved(id: id) }
    }

    /// The final board of a finished game of any of the three games, without opening it (the
    /// history row's thumbnail).
    public func peekFinished(_ id: String) throws -> ListedBoard {
        try writer.serially { try store.peekFinished(id: id) }
    }

    /// Deletes a saved game, after the player confirmed.
    public func deleteSaved(_ id: String) throws {
        try writer.serially { try store.deleteSaved(id: id) }
    }

    /// Deletes a finished game, after the player confirmed.
    public func deleteFinished(_ id: String) throws {
        try writer.serially { try store.deleteFinished(id: id) }
    }

    /// The new-game screen's positions: the 12 built-ins, then the player's.
    public func positions() throws -> PositionListModel {
        try writer.serially { try store.positions() }
    }

    /// A new game on one of the player's positions (`rounds` nil: its default, R3), against
    /// `opponent` when given (issue 11; nil: two players on the device).
    public func newGame(onPosition id: String, rounds: UInt8?, opponent: OpponentModel? = nil) throws -> GameSession {
        let session = try writer.serially { try store.newGameOnPosition(id: id, rounds: rounds) }
        if let opponent { session.setOpponent(opponent: opponent) }
        return session
    }

    /// "Edit a copy" of one of the player's positions; saving updates it.
    public func edit(position id: String) throws -> EditorController {
        EditorController(editor: try writer.serially { try store.editPosition(id: id) }, libraryId: id)
    }

    /// Saves the editor's drawing into the library.
    public func save(_ editor: EditorController) throws {
        try writer.serially { try editor.save(in: store) }
    }

    /// Renames one of the player's positions (names are unique).
    public func rename(position id: String, to name: String) throws {
        try writer.serially { try store.renamePosition(id: id, name: name) }
    }

    /// Duplicates a position as "<name> 2" …; the copy's id.
    public func duplicate(position id: String) throws -> String {
        try writer.serially { try store.duplicatePosition(id: id) }
    }

    /// Deletes one of the player's positions, after the player confirmed.
    public func delete(position id: String) throws {
        try writer.serially { try store.deletePosition(id: id) }
    }

    /// Adds the positions of a CSV file (R9): each good one whole, each bad one reported.
    public func importPositions(_ csv: String) throws -> ImportReportModel {
        try writer.serially { try store.importPositions(csv: csv) }
    }
}
