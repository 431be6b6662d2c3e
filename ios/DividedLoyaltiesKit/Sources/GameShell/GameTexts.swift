import DividedLoyaltiesCore
import Foundation

/// Every text the app shows, in the player's language. Phase 2 plugs in dl-app's Fluent
/// localiser through the bindings (ARCHITECTURE.md, Strings); until then `EnglishTexts`.
/// The app never builds a sentence itself: it asks this interface with typed arguments.
public protocol GameTexts {
    /// The status line of a frame.
    func status(_ status: StatusModel) -> String
    /// Why an action was refused (status line, disabled chips, VoiceOver).
    func refusal(_ refusal: RefusalInfo) -> String
    /// Why a file, link or saved game could not become a game.
    func error(_ error: DlError) -> String
    /// A fixed text of the interface (buttons, menus, titles, labels with counts).
    func text(_ key: UIText) -> String
    /// The name of a colour ("yellow").
    func colorName(_ color: StoneColor) -> String
    /// The letter or symbol drawn on a stone of this colour (colour-blind safe).
    func colorSymbol(_ color: StoneColor) -> String
    /// The name of a player ("Blue").
    func sideName(_ side: Side) -> String
    /// The VoiceOver label of one cell ("Row 4, column 7, region S2, yellow stone, ringed").
    func cellDescription(_ cell: CellModel, in frame: ViewModel) -> String
    /// The result card's headline and end reason.
    func result(_ result: ResultModel) -> String
}

/// The fixed texts of the interface, by meaning; a key with values carries them typed.
public enum UIText: Equatable {
    /// The app's name.
    case appName
    /// Buttons of the game screen.
    case undo, endTurn, menu
    /// Menu entries.
    case share, endByAgreement, newGame, settings, openLink
    /// "Set k/n" of a player (R3).
    case setProgress(set: UInt32, sets: UInt32)
    /// The panel's score lines (R7).
    case bridgePoints(UInt32), regionPoints(UInt32), total(UInt32)
    /// A colour chip's label: its colour and how many stones are left.
    case chip(color: StoneColor, count: UInt32)
    /// The dot-stone confirmation (R4.3): title, message naming the cell, confirm button.
    case confirmDotStoneReturnTitle, confirmDotStoneReturnMessage(CellPos), endTurnAnyway
    /// The agreement flow (R8): the proposer confirms, then the other player agrees.
    case agreementProposeMessage(proposer: Side), agreementAnswerMessage(answering: Side)
    case agree, cancel, ok
    /// The result card (R8).
    case shareResult, rematch
    /// Share menu entries (SCREENS.md, Share).
    case sharePositionLink, sharePositionFile, sharePositionPicture, shareGame
    /// The new-game screen.
    case fourRounds, threeRounds, openPositionFile, boardSize(width: UInt32, height: UInt32)
    case rounds(UInt32), roundsChoice, defaultRounds
    /// The preview card of a received game or position.
    case openReceivedTitle, openReceivedMessage(positionName: String, turn: UInt32), open
    /// Settings.
    case theme, themeSystem, themeLight, themeDark, colorBlindSymbols, haptics, language
    /// VoiceOver action names on a cell.
    case placeSelectedColorAction, ringForBridgeAction
    /// VoiceOver values.
    case toMove, selected
}
