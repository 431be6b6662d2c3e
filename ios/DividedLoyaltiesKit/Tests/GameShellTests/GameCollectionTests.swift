import DividedLoyaltiesCore
import GameShell
import XCTest

/// The app's routing between the collection's three games over the real Rust store (issue 15;
/// SCREENS.md, Launch and Saved games): the chooser and its new-game screens, a new game moving
/// the previous one to Saved games, a saved game of each kind opened, a launch into the current
/// game of any kind.
final class GameCollectionTests: RealStoreTestCase {
    /// The chooser's three entries, each named with one line about it, and each opening its own
    /// game's new-game screen; closing goes back without starting anything.
    func testTheChooserOpensEachGamesNewGameScreen() throws {
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        XCTAssertEqual(collection.route, .chooser, "the first launch shows the chooser")
        XCTAssertNil(collection.current)
        let texts = AppTexts(languages: ["en"])
        XCTAssertEqual(GameCollection.games, [.dividedLoyalties, .discorder, .colorBrake])
        let lines = GameCollection.games.map(texts.about)
        XCTAssertEqual(Set(lines).count, 3, "one line of its own for each game")
        XCTAssertFalse(lines.contains { $0.isEmpty })
        for kind in GameCollection.games {
            collection.showChooser()
            collection.choose(kind)
            XCTAssertEqual(collection.route, .newGame(kind))
        }
        collection.dismissRoute()
        XCTAssertNil(collection.route)
        XCTAssertNil(collection.current)
    }

    /// Starting a game of another kind puts its controller on screen and moves the unfinished
    /// game to Saved games, whose rows name the game, its move, who is to move and the points.
    func testStartingAGameMovesThePreviousOneToSavedGames() throws {
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        var changes = 0
        collection.onCurrentChanged = { changes += 1 }
        collection.show(.dividedLoyalties(try GameSession.newBuiltin(key: "pyramid", rounds: nil)), isStored: false)
        guard case let .dividedLoyalties(first)? = collection.current else { return XCTFail("Divided Loyalties") }
        let cell = try XCTUnwrap(first.frame.cells.first { $0.kind == .region && $0.stone == nil })
        first.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))

        collection.showChooser()
        collection.choose(.discorder)
        collection.startDiscorder(DiscorderNewGame())
        XCTAssertNil(collection.route)
        guard case let .discorder(discorder)? = collection.current else { return XCTFail("Discorder on screen") }
        discorder.placeTile(at: CellPos(x: 0, y: 6))

        collection.choose(.colorBrake)
        try collection.startColorBrake(ColorBrakeNewGame())
        XCTAssertEqual(collection.current?.kind, .colorBrake)
        XCTAssertEqual(changes, 3)

        let entries = try library.savedGames().entries
        XCTAssertEqual(Set(entries.map(\.kind)), [.dividedLoyalties, .discorder])
        let texts = AppTexts(languages: ["en"])
        let other = try XCTUnwrap(entries.first { $0.kind == .discorder })
        XCTAssertEqual(texts.entryTitle(other), texts.label(.discorderName))
        let lines = texts.entryLines(other)
        XCTAssertEqual(lines.count, 3, "the move, who is to move (the starter was drawn), both totals")
        XCTAssertEqual(lines.first, "Turn 2")
        XCTAssertEqual(lines.last, "Yellow: 0 · Black: 0")
    }

    /// A length the rules refuse (C2: an odd number of rounds) is refused with its message and
    /// changes nothing.
    func testC2ARefusedLengthStartsNothing() throws {
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        var choices = ColorBrakeNewGame()
        choices.rounds = 3
        XCTAssertThrowsError(try collection.startColorBrake(choices)) { error in
            let text = AppTexts(languages: ["en"]).error(error)
            XCTAssertFalse(text.isEmpty || text.contains("{"), "a readable message: \(text)")
        }
        XCTAssertNil(collection.current)
    }

    /// A saved game of each kind opens exactly as it was left, on its own screen.
    func testASavedGameOfEachKindOpens() throws {
        let collection = GameCollection(launch: .firstLaunch, writer: writer)
        collection.startDiscorder(DiscorderNewGame())
        guard case let .discorder(discorder)? = collection.current else { return XCTFail("Discorder") }
        discorder.placeTile(at: CellPos(x: 5, y: 5))
        let discorderJson = discorder.session.saveGame()

        try collection.startColorBrake(ColorBrakeNewGame())
        guard case let .colorBrake(colorBrake)? = collection.current else { return XCTFail("Color Brake") }
        colorBrake.ready()
        colorBrake.play(try XCTUnwrap(colorBrake.frame.offers.first { $0.refusal == nil }).action)
        let colorBrakeJson = colorBrake.session.saveGame()

        collection.show(.dividedLoyalties(try GameSession.newBuiltin(key: "octopus", rounds: nil)), isStored: false)
        guard case let .dividedLoyalties(game)? = collection.current else { return XCTFail("Divided Loyalties") }
        let cell = try XCTUnwrap(game.frame.cells.first { $0.kind == .region && $0.stone == nil })
        game.placeSelectedColor(at: CellPos(x: cell.x, y: cell.y))
        let stones = game.frame.stones
        writer.flush()

        func open(_ kind: GameKindModel) throws {
            let entry = try XCTUnwrap(try library.savedGames().entries.first { $0.kind == kind })
            collection.open(try library.openSaved(entry.id))
            writer.flush()
        }
        try open(.discorder)
        guard case let .discorder(opened)? = collection.current else { return XCTFail("Discorder opened") }
        XCTAssertEqual(opened.session.saveGame(), discorderJson)
        try open(.colorBrake)
        guard case let .colorBrake(openedBrake)? = collection.current else { return XCTFail("Color Brake opened") }
        XCTAssertEqual(openedBrake.session.saveGame(), colorBrakeJson)
        try open(.dividedLoyalties)
        guard case let .dividedLoyalties(openedGame)? = collection.current else { return XCTFail("DL opened") }
        XCTAssertEqual(openedGame.frame.stones, stones)
        XCTAssertEqual(Set(try library.savedGames().entries.map(\.kind)), [.discorder, .colorBrake])
    }

    /// The launch goes straight back into the current game whichever game it is.
    func testALaunchResumesTheCurrentGameOfAnyKind() throws {
        var json = ""
        do {
            let collection = GameCollection(launch: .firstLaunch, writer: writer)
            try collection.startColorBrake(ColorBrakeNewGame())
            guard case let .colorBrake(game)? = collection.current else { return XCTFail("Color Brake") }
            game.ready()
            game.play(try XCTUnwrap(game.frame.offers.first { $0.refusal == nil }).action)
            writer.flush()
            json = game.session.saveGame()
        }
        library = nil
        writer = nil
        store = nil

        let relaunched = try StoreLocation.open(folder.url)
        let again = GameCollection(launch: GameLaunch.read(from: relaunched), writer: StoreWriter(store: relaunched))
        XCTAssertNil(again.route, "no question")
        guard case let .colorBrake(resumed)? = again.current else { return XCTFail("the game of Color Brake") }
        XCTAssertEqual(resumed.session.saveGame(), json)
    }
}
