import Foundation
import XCTest

extension XCTestCase {
    /// Runs the main run loop (where the controllers' answers arrive) until `condition` holds or
    /// `timeout` passed; whether it holds.
    @discardableResult
    func waitUntil(_ timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while !condition(), Date() < end {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        return condition()
    }
}
