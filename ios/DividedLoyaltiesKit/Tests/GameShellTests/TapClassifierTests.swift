import DividedLoyaltiesCore
import GameShell
import XCTest

/// The double tap is told from timestamps, never by delaying single taps (PLATFORMS.md, iOS).
final class TapClassifierTests: XCTestCase {
    private let stone = CellPos(x: 3, y: 4)
    private let other = CellPos(x: 5, y: 4)

    func testATapOnAnEmptyCellIsAlwaysSingle() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: false, at: 1.0), .single)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: false, at: 1.1), .single)
    }

    func testASecondTapOnTheSameStoneInTimeIsDouble() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.0), .single)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.25), .double)
    }

    func testATapAfterTheIntervalStartsAgain() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.0), .single)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.5), .single)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.7), .double)
    }

    func testTapsOnTwoStonesAreTwoSingles() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.0), .single)
        XCTAssertEqual(classifier.classify(cell: other, onStone: true, at: 1.1), .single)
        XCTAssertEqual(classifier.classify(cell: other, onStone: true, at: 1.2), .double)
    }

    func testAThirdTapStartsANewPair() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.0), .single)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.1), .double)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.2), .single)
    }

    /// Placing a stone (a tap on an empty cell) and tapping it again at once does not ring it.
    func testPlacingThenTappingTheNewStoneIsNotADoubleTap() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: false, at: 1.0), .single)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.1), .single)
    }

    func testAClockGoingBackwardsIsNotADoubleTap() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 2.0), .single)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.9), .single)
    }

    func testResetForgetsTheFirstTap() {
        var classifier = TapClassifier(interval: 0.3)
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.0), .single)
        classifier.reset()
        XCTAssertEqual(classifier.classify(cell: stone, onStone: true, at: 1.1), .single)
    }
}
