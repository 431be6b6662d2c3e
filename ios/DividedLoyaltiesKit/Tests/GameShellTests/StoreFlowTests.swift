import DividedLoyaltiesCore
import GameShell
import XCTest

/// The screens' flows over the real Rust store (SCREENS.md, Saved games; Position editor and
/// library): a game left for another stays in Saved games, opens again, can be deleted; the
/// position editor saves into the library, which lists, renames, duplicates and deletes.
final class StoreFlowTests: RealStoreTestCase {
    private func playOneStone(_ game: GameController) throws {
        let cell = try XCTUnwrap(game.frame.cells.first { $0.kind == .region && $0.stone == nil })
        game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
    }

    func testAnUnfinishedGameLeftForAnotherIsInSavedGamesAndOpensAgain() throws {
        let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: nil),
                                  writer: writer, isStored: false)
        try playOneStone(game)
        let played = game.frame
        game.replace(with: try GameSession.newBuiltin(key: "octopus", rounds: nil))
        let saved = try library.savedGames()
        let entry = try XCTUnwrap(saved.entries.first)
        XCTAssertEqual(saved.entries.count, 1)
        XCTAssertEqual(entry.positionName, played.positionName)

        let opened = try library.openSaved(entry.id)
        guard case let .dividedLoyalties(session) = opened.game else { return XCTFail("not a game here") }
        game.replace(with: session, isStored: true)
        XCTAssertEqual(game.frame.stones, played.stones)
        writer.flush()
        XCTAssertEqual(try library.savedGames().entries.count, 0, "the blank octopus game was dropped")
    }

    /// The saved-games thumbnails: a saved game's board, read without opening it.
    func testASavedGameShowsItsBoardWithoutBeingOpened() throws {
        let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: nil),
                                  writer: writer, isStored: false)
        try playOneStone(game)
        let played = game.frame
        game.replace(with: try GameSession.newBuiltin(key: "octopus", rounds: nil))
        let entry = try XCTUnwrap(try library.savedGames().entries.first)
        guard case let .dividedLoyalties(frame) = try library.peekSaved(entry.id) else {
            return XCTFail("a board of Divided Loyalties")
        }
        XCTAssertEqual(frame.stones, played.stones)
        XCTAssertEqual(try library.savedGames().entries.count, 1, "still in Saved games")
    }

    /// A saved game whose file no longer reads when its row is drawn is moved aside by the
    /// store, kept unchanged and reported with the list; its row goes.
    func testASavedGameThatNoLongerReadsIsMovedAsideWhenItsRowIsDrawn() throws {
        let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: nil),
                                  writer: writer, isStored: false)
        try playOneStone(game)
        game.replace(with: try GameSession.newBuiltin(key: "octopus", rounds: nil))
        let entry = try XCTUnwrap(try library.savedGames().entries.first)
        let file = folder.url.appending(path: "saved/\(entry.id).json")
        // An illegal action behind an intact summary: listed, refused once replayed.
        let tampered = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "\"place ", with: "\"place 0,0 blue\", \"place ")
        try tampered.write(to: file, atomically: true, encoding: .utf8)

        let listed = try library.savedGamesWithBoards()
        XCTAssertEqual(listed.list.entries, [], "its row goes")
        XCTAssertEqual(listed.list.movedAside.map(\.code), ["record_illegal_action"])
        let kept = try XCTUnwrap(listed.list.movedAside.first).to
        XCTAssertEqual(try String(contentsOfFile: kept, encoding: .utf8), tampered, "kept unchanged")
    }

    func testADeletedSavedGameIsGone() throws {
        let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: nil),
                                  writer: writer, isStored: false)
        try playOneStone(game)
        game.replace(with: try GameSession.newBuiltin(key: "octopus", rounds: nil))
        let entry = try XCTUnwrap(try library.savedGames().entries.first)
        try library.deleteSaved(entry.id)
        XCTAssertEqual(try library.savedGames().entries, [])
        XCTAssertThrowsError(try library.openSaved(entry.id)) { error in
            XCTAssertEqual((error as? StoreError)?.code, "store_no_such_entry")
        }
    }

    /// R8: a game ended by agreement goes to the history when another starts.
    func testAFinishedGameGoesToTheHistory() throws {
        let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: nil),
                                  writer: writer, isStored: false)
        game.proposeAgreement()
        game.confirm()
        game.confirm()
        XCTAssertTrue(game.frame.isOver)
        game.rematch()
        let entry = try XCTUnwrap(try library.finishedGames().entries.first)
        guard case let .dividedLoyalties(frame) = try library.finishedGame(entry.id) else {
            return XCTFail("not a game here")
        }
        XCTAssertEqual(frame.result?.reason, .agreed)
        XCTAssertEqual(try library.finishedGames().entries.count, 1, "viewing keeps it in the history")
    }

    func testTheEditorSavesIntoTheLibrary() throws {
        let editor = EditorController(editor: try PositionEditor.copyOfBuiltin(number: 1))
        editor.rename("My stairs")
        XCTAssertTrue(editor.frame.canSave)
        try library.save(editor)
        let id = try XCTUnwrap(editor.libraryId)
        let catalog = NewGameCatalog(entries: try library.positions().entries)
        XCTAssertEqual(catalog.groups.flatMap(\.positions).count, 12)
        XCTAssertEqual(catalog.library.map(\.position.name), ["My stairs"])

        try library.rename(position: id, to: "Stairs again")
        let copy = try library.duplicate(position: id)
        XCTAssertEqual(try library.positions().entries.filter { $0.id != nil }.count, 2)
        try library.delete(position: copy)
        let game = try library.newGame(onPosition: id, rounds: nil)
        XCTAssertEqual(game.view().positionName, "Stairs again")
    }

    func testABlockedDrawingCannotBeSaved() throws {
        let editor = EditorController(editor: try PositionEditor.blank(width: 9, height: 9))
        XCTAssertFalse(editor.frame.canSave, "a blank grid has no region")
        XCTAssertThrowsError(try library.save(editor))
        XCTAssertNil(editor.libraryId)
    }

    /// A drag paints one undoable stroke, each cell once; undo takes the whole stroke back.
    func testADragIsOneStroke() throws {
        let editor = EditorController(editor: try PositionEditor.blank(width: 9, height: 9))
        editor.setBrush(BrushModel(paint: .region(token: "S1"), tool: .pencil))
        editor.drag(atCellUnits: 0.5, 0.5)
        editor.drag(atCellUnits: 0.6, 0.5)
        editor.drag(atCellUnits: 1.5, 0.5)
        editor.endDrag()
        let painted = editor.frame.cells.filter { $0.paint == .region(token: "S1") }
        XCTAssertEqual(painted.map { CellPos(x: $0.x, y: $0.y) }, [CellPos(x: 0, y: 0), CellPos(x: 1, y: 0)])
        editor.undo()
        XCTAssertTrue(editor.frame.cells.allSatisfy { $0.paint == .empty })
        XCTAssertFalse(editor.frame.canUndo)
    }

    func testAResizeThatWouldCutPaintedCellsIsRefusedWithThem() throws {
        let editor = EditorController(editor: try PositionEditor.blank(width: 12, height: 12))
        editor.paint(CellPos(x: 11, y: 11))
        editor.resize(width: 9, height: 9)
        XCTAssertEqual(editor.refusal?.code, "editor_resize_cuts_painted_cells")
        XCTAssertEqual(editor.frame.width, 12)
        XCTAssertFalse(AppTexts(languages: ["en"]).editRefusal(try XCTUnwrap(editor.refusal)).isEmpty)
    }

    /// R9: an imported file's good positions are added whole; one named like a built-in is
    /// refused with its line and reason.
    func testImportingAddsTheGoodPositionsAndReportsEachRefusedOne() throws {
        let editor = EditorController(editor: try PositionEditor.copyOfBuiltin(number: 3))
        editor.rename("Imported")
        let file = try XCTUnwrap(try editor.csvPayload(texts: AppTexts(languages: ["en"])).files.first)
        let report = try library.importPositions(String(decoding: file.data, as: UTF8.self))
        XCTAssertEqual(report.imported.map(\.name), ["Imported"])
        XCTAssertEqual(report.refused, [])

        let builtin = try library.importPositions(try builtinPositionCsv(number: 3))
        XCTAssertEqual(builtin.imported, [])
        let refused = try XCTUnwrap(builtin.refused.first)
        XCTAssertGreaterThan(refused.line, 0)
        XCTAssertEqual(refused.code, "editor_name_of_builtin")
        let text = AppTexts(languages: ["en"]).refusedImport(refused)
        XCTAssertTrue(text.contains("3") && !text.contains("{"), "every variable is filled: \(text)")
    }
}
