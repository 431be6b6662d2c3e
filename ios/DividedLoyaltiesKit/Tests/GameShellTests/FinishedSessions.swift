import DividedLoyaltiesCore
import GameShell
import XCTest

/// Games played to their ends, for the tests of the history
/// (`FinishedGameTests`) and of the replay (`GameReplayerTests`).
extension XCTestCase {
    /// A game of Discorder played to its end (D6) by the computer's choice for whoever is to
    /// move, failing past the most actions it can take: each of the 56 tiles and 10 pegs once
    /// (D1).
    func finishedDiscorder() throws -> DiscorderSession {
        var choices = DiscorderNewGame()
        choices.starter = .yellow
        let session = choices.session(seed: 3)
        let start = session.view()
        let bound = start.yellow.tilesLeft + start.black.tilesLeft + start.pegsLeft
        for turn in 0...bound {
            if session.view().result != nil { return session }
            XCTAssertNil(session.playComputer(seed: UInt64(turn)), "D2, D3: the player to move can act")
        }
        XCTFail("D6: the game did not end within \(bound) actions")
        return session
    }

    /// A game of Color Brake ABAB of two rounds played to its end (C2) on one device: Ready at
    /// each hand-over, else the first action the frame offers and the engine accepts (Next
    /// round between the rounds); failing past the longest two rounds: 28 cells, each with at
    /// most a hand-over, a neutral's rescue and a Tank before it (C3, C6.1, C6.2).
    func finishedColorBrake() throws -> ColorBrakeSession {
        var choices = ColorBrakeNewGame()
        choices.rounds = 2
        let session = try choices.session(seed: 11)
        let bound = 2 * (28 * 8 + 1)
        for _ in 0..<bound {
            let frame = session.view()
            if frame.phase == .gameOver { return session }
            if case .handOver = frame.phase {
                session.ready()
                continue
            }
            let offer = try XCTUnwrap(frame.offers.first { $0.refusal == nil }, "C4.4: the player to move can move")
            XCTAssertNil(session.play(action: offer.action))
        }
        XCTFail("C2: the game did not end within \(bound) steps")
        return session
    }
}

extension RealStoreTestCase {
    /// A game of Divided Loyalties on Pyramid ended by agreement at once (R8), moved to the
    /// history by a rematch: its final frame.
    func finishedByAgreement() throws -> ViewModel {
        let game = GameController(session: try GameSession.newBuiltin(key: "pyramid", rounds: nil),
                                  writer: writer, isStored: false)
        game.proposeAgreement()
        game.confirm()
        game.confirm()
        let played = game.frame
        game.rematch()
        return played
    }
}
