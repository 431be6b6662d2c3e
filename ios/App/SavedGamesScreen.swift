import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Saved games (SCREENS.md, Saved games): the unfinished games the player left, newest first,
/// each with a drawing of its board, position, turn and scores (a game of Discorder or Color
/// Brake ABAB with its game's name and its turn, issue 15); a tap continues one of any of the three games, a
/// swipe deletes it after a confirmation. The history lists the finished games; a tap shows one
/// of any of the three games read-only (`FinishedGameSheet`). Files the store could not read
/// are reported (they are kept under another name).
struct SavedGamesScreen: View {
    let model: AppModel

    /// The two lists.
    private enum Folder: Hashable {
        case saved, history
    }

    @State private var folder = Folder.saved
    @State private var list: GameListModel?
    @State private var thumbnails: [String: ListedBoard] = [:]
    @State private var deleting: GameEntryModel?
    @State private var finished: ShownFinishedGame?
    @Environment(\.dismiss) private var dismiss

    /// A finished game on show, by its id in the history.
    private struct ShownFinishedGame: Identifiable {
        let id: String
        let game: FinishedGame
    }

    var body: some View {
        let texts = model.texts
        NavigationStack {
            List {
                Picker(texts.label(.titleSavedGames), selection: $folder) {
                    Text(texts.label(.titleSavedGames)).tag(Folder.saved)
                    Text(texts.label(.titleHistory)).tag(Folder.history)
                }
                .pickerStyle(.segmented)
                if let list, list.entries.isEmpty {
                    Text(texts.label(folder == .saved ? .savedNone : .savedHistoryNone))
                        .foregroundStyle(.secondary)
                }
                ForEach(list?.entries ?? [], id: \.id) { entry in
                    row(entry)
                }
            }
            .navigationTitle(texts.label(folder == .saved ? .titleSavedGames : .titleHistory))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(texts.label(.close)) { dismiss() }
                }
            }
            .confirmationDialog(texts.label(.dialogDeleteGameTitle), isPresented: deletingBinding,
                                titleVisibility: .visible, presenting: deleting) { entry in
                Button(texts.label(.delete), role: .destructive) { delete(entry) }
                Button(texts.label(.cancel), role: .cancel) {}
            } message: { _ in
                Text(texts.label(.dialogDeleteBody))
            }
            .sheet(item: $finished) { shown in
                FinishedGameSheet(model: model, id: shown.id, game: shown.game) { finished = nil }
            }
            .task(id: folder) { reload() }
        }
    }

    private func row(_ entry: GameEntryModel) -> some View {
        let texts = model.texts
        return Button {
            open(entry)
        } label: {
            HStack(spacing: 12) {
                if let board = thumbnails[entry.id] {
                    GameThumbnail(model: model, board: board).frame(width: 56, height: 56)
                } else {
                    Image(systemName: "circle.grid.3x3").frame(width: 56, height: 56)
                        .accessibilityHidden(true)
                }
                VStack(alignment: .leading) {
                    Text(verbatim: texts.entryTitle(entry)).font(.headline)
                    ForEach(texts.entryLines(entry), id: \.self) { line in
                        Text(verbatim: line).font(.subheadline).foregroundStyle(.secondary)
                    }
                }
            }
        }
        .buttonStyle(.plain)
        .swipeActions {
            Button(texts.label(.delete), role: .destructive) { deleting = entry }
        }
        .contextMenu {
            Button(texts.label(.delete), role: .destructive) { deleting = entry }
        }
    }

    // MARK: Actions

    private func reload() {
        guard let library = model.library else { return }
        do {
            let listed = try folder == .saved ? library.savedGamesWithBoards() : library.finishedGamesWithBoards()
            list = listed.list
            thumbnails = listed.boards
            if !listed.list.movedAside.isEmpty {
                model.message = listed.list.movedAside.map(model.texts.movedAside).joined(separator: "\n")
            }
        } catch {
            model.report(error)
        }
    }

    private func open(_ entry: GameEntryModel) {
        switch folder {
        case .saved:
            model.openSaved(entry.id)
        case .history:
            guard let library = model.library else { return }
            do {
                finished = ShownFinishedGame(id: entry.id, game: try library.finishedGame(entry.id))
            } catch {
                model.report(error)
            }
        }
    }

    private func delete(_ entry: GameEntryModel) {
        guard let library = model.library else { return }
        do {
            switch folder {
            case .saved: try library.deleteSaved(entry.id)
            case .history: try library.deleteFinished(entry.id)
            }
            thumbnails[entry.id] = nil
            reload()
        } catch {
            model.report(error)
        }
    }

    private var deletingBinding: Binding<Bool> {
        Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } })
    }
}
