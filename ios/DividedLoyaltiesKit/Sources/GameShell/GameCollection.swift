import DividedLoyaltiesCore
import Foundation

/// The controller of the game on screen, whichever game of the collection it is.
public enum CurrentGame {
    /// Divided Loyalties.
    case dividedLoyalties(GameController)
    /// Discorder.
    case discorder(DiscorderController)
    /// Color Brake ABAB.
    case colorBrake(ColorBrakeController)

    /// Which game it is.
    public var kind: GameKindModel {
        switch self {
        case .dividedLoyalties: return .dividedLoyalties
        case .discorder: return .discorder
        case .colorBrake: return .colorBrake
        }
    }
}

/// What is shown over the game screen on the way to a new game (issue 15).
public enum NewGameRoute: Equatable {
    /// The game chooser: the three games, each with its name and one line about it.
    case chooser
    /// That game's new-game screen.
    case newGame(GameKindModel)
}

/// The app's routing between the collection's three games (issue 15; SCREENS.md, Launch): the
/// current game of any kind comes back at launch with no question; "New game" shows the game
/// chooser, whose entries open their game's new-game screen; starting a game or opening a saved
/// one puts its controller on screen (the store moves the previous game to Saved games or the
/// history, as it decides). It also passes the app's lifecycle to the game on screen. Use it
/// from the main thread.
public final class GameCollection {
    /// The games of the chooser, in its order.
    public static let games: [GameKindModel] = [.dividedLoyalties, .discorder, .colorBrake]

    /// The controller of the game on screen; nil before the first game.
    public private(set) var current: CurrentGame?
    /// The chooser or a new-game screen over the game, if shown.
    public private(set) var route: NewGameRoute?
    /// Called after the game on screen changed (a new controller to show).
    public var onCurrentChanged: (() -> Void)?

    private let writer: StoreWriter

    /// The collection at launch: straight back into the store's current game, or the chooser.
    public init(launch: GameLaunch, writer: StoreWriter) {
        self.writer = writer
        switch launch {
        case let .resume(game): current = Self.controller(for: game, writer: writer, isStored: true)
        case .firstLaunch: route = .chooser
        }
    }

    /// The one line about a game under its name in the chooser.
    public static func about(_ kind: GameKindModel) -> LabelId {
        switch kind {
        case .dividedLoyalties: return .gamesAboutDividedLoyalties
        case .discorder: return .gamesAboutDiscorder
        case .colorBrake: return .gamesAboutColorBrake
        }
    }

    /// "New game" in the menu: the chooser first.
    public func showChooser() {
        route = .chooser
    }

    /// An entry of the chooser: its game's new-game screen.
    public func choose(_ kind: GameKindModel) {
        route = .newGame(kind)
    }

    /// The chooser or new-game screen closed without starting: back to the game on screen (or,
    /// before the first game, nothing over the empty screen).
    public func dismissRoute() {
        route = nil
    }

    /// Starts a new game of Discorder with the screen's choices.
    public func startDiscorder(_ choices: DiscorderNewGame) {
        show(.discorder(choices.session()), isStored: false)
    }

    /// Starts a new game of Color Brake ABAB with the screen's choices; a length the rules
    /// refuse throws (`ColorBrakeError`) and nothing changes.
    public func startColorBrake(_ choices: ColorBrakeNewGame) throws {
        show(.colorBrake(try choices.session()), isStored: false)
    }

    /// Puts a game on screen: a new or received one, which the store starts (`isStored` false),
    /// or one the store already made current (a saved game opened, `isStored` true). A game of
    /// the same kind reuses the controller on screen.
    public func show(_ game: CollectionSession, isStored: Bool) {
        route = nil
        switch (current, game) {
        case let (.dividedLoyalties(controller)?, .dividedLoyalties(session)):
            controller.replace(with: session, isStored: isStored)
        case let (.discorder(controller)?, .discorder(session)):
            controller.replace(with: session, isStored: isStored)
        case let (.colorBrake(controller)?, .colorBrake(session)):
            controller.replace(with: session, isStored: isStored)
        default:
            current = Self.controller(for: game, writer: writer, isStored: isStored)
            onCurrentChanged?()
        }
    }

    /// A saved game opened by the store (it is the current game now), of any of the games.
    public func open(_ opened: OpenedGameModel) {
        show(CollectionSession(opened.game), isStored: true)
    }

    /// The app goes to the background: the game on screen is written and the write waited for.
    public func enterBackground() {
        switch current {
        case let .dividedLoyalties(controller)?: controller.enterBackground()
        case let .discorder(controller)?: controller.enterBackground()
        case let .colorBrake(controller)?: controller.enterBackground()
        case nil: break
        }
    }

    /// The app is active again: a computer to move plays.
    public func enterForeground() {
        switch current {
        case let .dividedLoyalties(controller)?: controller.enterForeground()
        case let .discorder(controller)?: controller.enterForeground()
        case let .colorBrake(controller)?: controller.enterForeground()
        case nil: break
        }
    }

    private static func controller(for game: CollectionSession, writer: StoreWriter, isStored: Bool) -> CurrentGame {
        switch game {
        case let .dividedLoyalties(session):
            return .dividedLoyalties(GameController(session: session, writer: writer, isStored: isStored))
        case let .discorder(session):
            return .discorder(DiscorderController(session: session, writer: writer, isStored: isStored))
        case let .colorBrake(session):
            return .colorBrake(ColorBrakeController(session: session, writer: writer, isStored: isStored))
        }
    }
}
