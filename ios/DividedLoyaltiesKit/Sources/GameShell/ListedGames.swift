import DividedLoyaltiesCore
import Foundation

/// A list of games as the saved-games screen shows it (SCREENS.md, Saved games): its entries,
/// the files the store moved aside, and the board of each game for its row.
public struct ListedGames: Equatable {
    /// The entries and moved-aside files, those found while reading the boards included.
    public var list: GameListModel
    /// The board of each entry, by id; an entry whose board could not be read now has none.
    public var boards: [String: ListedBoard]
}

extension GameLibrary {
    /// The saved games with the board of each as it stands.
    public func savedGamesWithBoards() throws -> ListedGames {
        withBoards(try savedGames(), peek: peekSaved)
    }

    /// The history with the final board of each game.
    public func finishedGamesWithBoards() throws -> ListedGames {
        withBoards(try finishedGames(), peek: peekFinished)
    }

    /// The boards of `list`'s games, read by the store without opening them. A file that no
    /// longer reads is moved aside by the store: its row goes and it joins the list's
    /// moved-aside files, reported like those found when listing; a file gone meanwhile loses
    /// its row; any other problem leaves the row without a drawing.
    private func withBoards(_ list: GameListModel, peek: (String) throws -> ListedBoard) -> ListedGames {
        var shown = list
        var boards: [String: ListedBoard] = [:]
        var gone: Set<String> = []
        for entry in list.entries {
            do {
                boards[entry.id] = try peek(entry.id)
            } catch let StoreError.Unreadable(_, moved, _) {
                shown.movedAside.append(moved)
                gone.insert(entry.id)
            } catch StoreError.NoSuchEntry {
                gone.insert(entry.id)
            } catch {
                continue
            }
        }
        shown.entries.removeAll { gone.contains($0.id) }
        return ListedGames(list: shown, boards: boards)
    }
}
