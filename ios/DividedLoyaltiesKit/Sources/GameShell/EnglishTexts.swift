import DividedLoyaltiesCore
import Foundation

/// The interim English texts of phase 1, until dl-app's localiser is plugged in (phase 2).
/// The status line and refusals come from the core's English (`describeStatus`), errors from
/// their `english` field; the rest is a fixed English table.
public struct EnglishTexts: GameTexts {
    /// The English texts.
    public init() {}

    public func status(_ status: StatusModel) -> String {
        describeStatus(status: status)
    }

    public func refusal(_ refusal: RefusalInfo) -> String {
        describeStatus(status: .refused(refusal: refusal))
    }

    public func error(_ error: DlError) -> String {
        error.english
    }

    public func colorName(_ color: StoneColor) -> String {
        switch color {
        case .blue: return "blue"
        case .yellow: return "yellow"
        case .red: return "red"
        case .green: return "green"
        case .orange: return "orange"
        case .purple: return "purple"
        }
    }

    public func colorSymbol(_ color: StoneColor) -> String {
        switch color {
        case .blue: return "B"
        case .yellow: return "Y"
        case .red: return "R"
        case .green: return "G"
        case .orange: return "O"
        case .purple: return "P"
        }
    }

    public func sideName(_ side: Side) -> String {
        switch side {
        case .blue: return "Blue"
        case .yellow: return "Yellow"
        }
    }

    public func cellDescription(_ cell: CellModel, in frame: ViewModel) -> String {
        var parts = ["Row \(cell.y + 1), column \(cell.x + 1)"]
        switch cell.kind {
        case .region:
            if let region = frame.region(of: cell) { parts.append("region \(region.token)") }
        case .dot:
            parts.append(cell.highlighted ? "dot, open for the selected colour" : "dot")
        case .empty:
            parts.append("off the board")
        }
        if let stone = cell.stone { parts.append("\(colorName(stone)) stone") }
        if cell.ringed { parts.append("ringed") }
        if cell.lastPlaced { parts.append("last placed") }
        return parts.joined(separator: ", ")
    }

    public func result(_ result: ResultModel) -> String {
        let headline = result.winner.map { "\(sideName($0)) wins" } ?? "Draw"
        let reason: String
        switch result.reason {
        case .allStonesPlaced: reason = "all stones are placed"
        case .noOneCanPlace: reason = "no one can place a stone"
        case .agreed: reason = "ended by agreement"
        }
        return "\(headline) — \(reason)"
    }

    public func text(_ key: UIText) -> String {
        switch key {
        case .appName: return "Divided Loyalties"
        case .undo: return "Undo"
        case .endTurn: return "End turn"
        case .menu: return "Menu"
        case .share: return "Share…"
        case .endByAgreement: return "End by agreement"
        case .newGame: return "New game"
        case .settings: return "Settings"
        case .openLink: return "Open link"
        case let .setProgress(set, sets): return "Set \(set)/\(sets)"
        case let .bridgePoints(points): return "Bridges \(points)"
        case let .regionPoints(points): return "Regions \(points)"
        case let .total(points): return "Total \(points)"
        case let .chip(color, count): return "\(colorName(color)), \(count) left"
        case .confirmDotStoneReturnTitle: return "End the turn?"
        case let .confirmDotStoneReturnMessage(cell):
            return "The stone on the dot at row \(cell.y + 1), column \(cell.x + 1) has no bridge and goes back to your supply."
        case .endTurnAnyway: return "End turn"
        case let .agreementProposeMessage(proposer):
            return "\(sideName(proposer)), end the game now and count the points?"
        case let .agreementAnswerMessage(answering):
            return "\(sideName(answering)), do you agree to end the game now?"
        case .agree: return "Agree"
        case .cancel: return "Cancel"
        case .ok: return "OK"
        case .shareResult: return "Share result"
        case .rematch: return "Rematch"
        case .sharePositionLink: return "Share position link"
        case .sharePositionFile: return "Share position file (CSV)"
        case .sharePositionPicture: return "Share board picture"
        case .shareGame: return "Share game"
        case .fourRounds: return "4 rounds"
        case .threeRounds: return "3 rounds"
        case .openPositionFile: return "Open a position file…"
        case let .boardSize(width, height): return "\(width) × \(height)"
        case let .rounds(count): return "\(count) rounds"
        case .roundsChoice: return "Rounds"
        case .defaultRounds: return "Default"
        case .openReceivedTitle: return "Open this game?"
        case let .openReceivedMessage(positionName, turn):
            return "\(positionName), turn \(turn). Your unfinished game stays in Saved games."
        case .open: return "Open"
        case .theme: return "Theme"
        case .themeSystem: return "System"
        case .themeLight: return "Light"
        case .themeDark: return "Dark"
        case .colorBlindSymbols: return "Colour-blind symbols"
        case .haptics: return "Haptics"
        case .language: return "Language"
        case .placeSelectedColorAction: return "Place selected colour"
        case .ringForBridgeAction: return "Ring for a bridge"
        case .toMove: return "to move"
        case .selected: return "selected"
        }
    }
}
