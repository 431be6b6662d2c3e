import DividedLoyaltiesCore
import GameShell
import SwiftUI
import UniformTypeIdentifiers

/// The new-game screen (SCREENS.md, New game; Position editor and library): the opponent (two
/// players, or the computer with the side the player plays and its level, issue 11), the rounds (the
/// position's default, R3, or 3 or 4), the 12 built-ins grouped "4 rounds" and "3 rounds" with a
/// drawing, name and size each, then the player's positions (rename, duplicate, delete, share,
/// edit a copy), "New position", and "Open a position file…" through the system file picker.
struct NewGameScreen: View {
    let model: AppModel

    @State private var rounds: UInt8?
    @State private var opponentChoice: OpponentChoice
    @State private var catalog = NewGameCatalog()
    @State private var previews: [String: ViewModel] = [:]
    @State private var importing = false
    @State private var renaming: LibraryPositionModel?
    @State private var newName = ""
    @State private var deleting: LibraryPositionModel?
    @Environment(\.colorScheme) private var colorScheme

    /// The screen, with the opponent of the game on screen chosen first.
    init(model: AppModel) {
        self.model = model
        _opponentChoice = State(initialValue: OpponentChoice(current: model.frame?.opponent))
    }

    var body: some View {
        let texts = model.texts
        NavigationStack {
            List {
                Section {
                    opponent
                    Picker(texts.label(.newGameDefaultRounds), selection: $rounds) {
                        Text(texts.label(.newGameDefaultRounds)).tag(UInt8?.none)
                        Text(texts.rounds(3)).tag(UInt8?.some(3))
                        Text(texts.rounds(4)).tag(UInt8?.some(4))
                    }
                    .pickerStyle(.segmented)
                }
                ForEach(catalog.groups, id: \.rounds) { group in
                    Section(texts.label(group.rounds == 4 ? .newGameFourRounds : .newGameThreeRounds)) {
                        ForEach(group.positions, id: \.slug) { position in
                            builtinRow(position)
                        }
                    }
                }
                Section(texts.label(.newGameMyPositions)) {
                    ForEach(catalog.library, id: \.id) { entry in
                        libraryRow(entry)
                    }
                    Button(texts.label(.newPosition)) { newPosition() }
                    Button(texts.label(.openPositionFile)) { importing = true }
                }
            }
            .navigationTitle(texts.label(.titleNewGame))
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(texts.label(.cancel)) { model.showChooser() }
                }
            }
            .fileImporter(isPresented: $importing,
                          allowedContentTypes: [.commaSeparatedText, .plainText, .json, .data]) { result in
                do {
                    model.openPicked(try result.get())
                } catch {
                    model.report(error)
                }
            }
            .alert(texts.label(.rename), isPresented: renamingBinding, presenting: renaming) { entry in
                TextField(texts.label(.editorName), text: $newName)
                Button(texts.label(.rename)) { rename(entry) }
                Button(texts.label(.cancel), role: .cancel) {}
            }
            .confirmationDialog(deleteTitle, isPresented: deletingBinding, titleVisibility: .visible,
                                presenting: deleting) { entry in
                Button(texts.label(.delete), role: .destructive) { delete(entry) }
                Button(texts.label(.cancel), role: .cancel) {}
            } message: { _ in
                Text(texts.label(.dialogDeleteBody))
            }
            .task { reload() }
        }
        .interactiveDismissDisabled(!model.hasGame)
    }

    /// Two players, or against the computer: then the side the player plays and the level.
    @ViewBuilder private var opponent: some View {
        let texts = model.texts
        OpponentPickers(texts: texts, againstComputer: $opponentChoice.againstComputer,
                        youPlay: $opponentChoice.playerSide, sides: [Side.blue, .yellow],
                        name: texts.playerName)
        if opponentChoice.againstComputer {
            Picker(texts.label(.newGameLevel), selection: $opponentChoice.level) {
                ForEach(ComputerLevel.all, id: \.self) { level in
                    Text(texts.label(level.label)).tag(level)
                }
            }
        }
    }

    private func builtinRow(_ position: PositionInfo) -> some View {
        Button {
            model.start { try NewGameCatalog.start(position, rounds: rounds, opponent: opponentChoice.opponent) }
        } label: {
            row(position, key: position.slug)
        }
        .buttonStyle(.plain)
        .contextMenu {
            if let number = position.number {
                Button(model.texts.label(.editCopy)) {
                    openEditor { EditorController(editor: try PositionEditor.copyOfBuiltin(number: number)) }
                }
            }
        }
    }

    private func libraryRow(_ entry: LibraryPositionModel) -> some View {
        let texts = model.texts
        return Button {
            guard let id = entry.id, let library = model.library else { return }
            model.start { try library.newGame(onPosition: id, rounds: rounds, opponent: opponentChoice.opponent) }
        } label: {
            row(entry.position, key: entry.id ?? entry.position.slug)
        }
        .buttonStyle(.plain)
        .contextMenu {
            Button(texts.label(.editCopy)) {
                guard let id = entry.id, let library = model.library else { return }
                openEditor { try library.edit(position: id) }
            }
            Button(texts.label(.rename)) {
                newName = entry.position.name
                renaming = entry
            }
            Button(texts.label(.duplicate)) { duplicate(entry) }
            Button(texts.label(.sharePositionCsv)) { share(entry) }
            Button(texts.label(.delete), role: .destructive) { deleting = entry }
        }
        .swipeActions {
            Button(texts.label(.delete), role: .destructive) { deleting = entry }
        }
    }

    private func row(_ position: PositionInfo, key: String) -> some View {
        HStack(spacing: 12) {
            if let preview = previews[key] {
                BoardThumbnail(model: model, frame: preview)
                    .frame(width: 64, height: 64)
            }
            PositionLabel(texts: model.texts, position: position)
        }
    }

    // MARK: Library actions

    /// The positions again from the store (after a change), and the drawings of each: its
    /// first frame, from the core.
    private func reload() {
        do {
            if let library = model.library {
                let listing = try library.positions()
                catalog = NewGameCatalog(entries: listing.entries)
                if !listing.movedAside.isEmpty {
                    model.message = listing.movedAside.map(model.texts.movedAside).joined(separator: "\n")
                }
            }
        } catch {
            model.report(error)
        }
        for position in catalog.groups.flatMap(\.positions) where previews[position.slug] == nil {
            previews[position.slug] = try? NewGameCatalog.start(position, rounds: nil).view()
        }
        for entry in catalog.library {
            guard let id = entry.id, previews[id] == nil, let library = model.library else { continue }
            previews[id] = try? library.newGame(onPosition: id, rounds: nil).view()
        }
    }

    private func newPosition() {
        openEditor { EditorController(editor: try PositionEditor.blank(width: 13, height: 13)) }
    }

    private func openEditor(_ make: () throws -> EditorController) {
        do {
            model.sheet = .editor(try make())
        } catch {
            model.report(error)
        }
    }

    private func rename(_ entry: LibraryPositionModel) {
        changeLibrary(entry) { id, library in try library.rename(position: id, to: newName) }
    }

    private func duplicate(_ entry: LibraryPositionModel) {
        changeLibrary(entry) { id, library in _ = try library.duplicate(position: id) }
    }

    private func delete(_ entry: LibraryPositionModel) {
        changeLibrary(entry) { id, library in try library.delete(position: id) }
    }

    /// Changes one of the player's positions in the library, then lists them again.
    private func changeLibrary(_ entry: LibraryPositionModel, _ change: (String, GameLibrary) throws -> Void) {
        guard let id = entry.id, let library = model.library else { return }
        do {
            try change(id, library)
            previews[id] = nil
            reload()
        } catch {
            model.report(error)
        }
    }

    /// The position's CSV file (R9), named and written by the Rust share payloads.
    private func share(_ entry: LibraryPositionModel) {
        guard let id = entry.id, let library = model.library else { return }
        do {
            let session = try library.newGame(onPosition: id, rounds: nil)
            let theme = model.settings.boardTheme(systemIsDark: colorScheme == .dark)
            try model.present(SharePayload.make(.positionFile, of: session, texts: model.texts, theme: theme))
        } catch {
            model.report(error)
        }
    }

    // MARK: Bindings for the dialogs

    private var deleteTitle: String {
        guard let deleting else { return "" }
        return model.texts.deletePositionTitle(deleting.position.name)
    }

    private var renamingBinding: Binding<Bool> {
        Binding(get: { renaming != nil }, set: { if !$0 { renaming = nil } })
    }

    private var deletingBinding: Binding<Bool> {
        Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } })
    }
}
