import DividedLoyaltiesCore
import GameShell
import XCTest

/// The Color Brake ABAB new-game screen's lengths (C2; issue 15) come from the Rust core
/// (`colorBrakeLengthChoices`): the screen offers exactly the lengths a new game accepts and
/// starts on the core's default.
final class ColorBrakeNewGameTests: XCTestCase {
    /// The code of the error a refused length throws; nil when the game starts.
    private func refusal(_ length: ColorBrakeLength) -> String? {
        do {
            _ = try ColorBrakeSession.newGame(seed: 1, length: length, mode: .passAndPlay)
            return nil
        } catch ColorBrakeError.InvalidArgument(let code, _, _) {
            return code
        } catch {
            return "\(error)"
        }
    }

    /// C2: the numbers of rounds offered are the even numbers 2 to 20, the targets 1 to 50, as
    /// the core gives them; the screen starts on the core's default length, and switching to
    /// a target offers the core's default target.
    func testC2TheScreenOffersTheCoresLengths() {
        let lengths = colorBrakeLengthChoices()
        XCTAssertEqual(ColorBrakeNewGame.roundChoices, lengths.roundOptions)
        XCTAssertEqual(ColorBrakeNewGame.roundChoices, Array(stride(from: 2, through: 20, by: 2)))
        XCTAssertEqual(ColorBrakeNewGame.targetChoices, lengths.minTarget...lengths.maxTarget)
        XCTAssertEqual(ColorBrakeNewGame.targetChoices, 1...50)

        var choices = ColorBrakeNewGame()
        XCTAssertEqual(choices.length, lengths.defaultLength)
        XCTAssertEqual(choices.length, .rounds(rounds: 4))
        XCTAssertEqual(choices.mode, .passAndPlay)
        choices.toTarget = true
        XCTAssertEqual(choices.length, .target(target: lengths.defaultTarget))
        XCTAssertTrue(ColorBrakeNewGame.targetChoices.contains(lengths.defaultTarget))
    }

    /// C2: every length the screen offers starts a game; the next ones outside (0, the odd
    /// numbers between and 22 rounds; targets 0 and 51) are refused with the length's code.
    func testC2EveryOfferedLengthStartsAGameAndNoOther() throws {
        for rounds in ColorBrakeNewGame.roundChoices {
            var choices = ColorBrakeNewGame()
            choices.rounds = rounds
            XCTAssertNoThrow(try choices.session(seed: 1), "\(rounds) rounds")
        }
        for target in ColorBrakeNewGame.targetChoices {
            var choices = ColorBrakeNewGame()
            choices.toTarget = true
            choices.target = target
            XCTAssertNoThrow(try choices.session(seed: 1), "target \(target)")
        }
        let last = try XCTUnwrap(ColorBrakeNewGame.roundChoices.last)
        for rounds in 0...(last + 2) where !ColorBrakeNewGame.roundChoices.contains(rounds) {
            XCTAssertEqual(refusal(.rounds(rounds: rounds)), "length_bad_rounds", "\(rounds) rounds")
        }
        let targets = ColorBrakeNewGame.targetChoices
        for target in [targets.lowerBound - 1, targets.upperBound + 1] {
            XCTAssertEqual(refusal(.target(target: target)), "length_bad_target", "target \(target)")
        }
    }
}
