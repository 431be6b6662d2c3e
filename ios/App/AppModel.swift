import DividedLoyaltiesCore
import GameShell
import SwiftUI
import UIKit

/// The screens shown over the game screen, one at a time.
enum AppSheet: Identifiable {
    case newGame
    case savedGames
    case rules
    case settings
    case editor(EditorController)
    case received(ReceivedGame)

    var id: String {
        switch self {
        case .newGame: return "new-game"
        case .savedGames: return "saved-games"
        case .rules: return "rules"
        case .settings: return "settings"
        case let .editor(editor): return "editor-\(ObjectIdentifier(editor).hashValue)"
        case let .received(received): return "received-\(ObjectIdentifier(received.session).hashValue)"
        }
    }
}

/// The app's state for SwiftUI: the store, the texts, the game controller and its frame, the
/// screen shown over the game, the received game waiting for a yes, and the messages. Every
/// game decision is the controller's (and so the Rust session's); this class mirrors what it
/// says and routes inputs to it.
@MainActor
@Observable
final class AppModel {
    /// Every text, from the Rust localizer in the app's language.
    private(set) var texts: AppTexts
    /// The board's colours from the Rust side (`boardPalette`), light and dark.
    let palettes = (light: Palette(boardPalette(theme: .light)), dark: Palette(boardPalette(theme: .dark)))

    private(set) var frame: ViewModel? = nil
    private(set) var prompt: GamePrompt? = nil
    /// What the computer is computing (its turn, or the hint), nil when idle (issue 11).
    private(set) var computerWork: ComputerWork? = nil
    /// Whether the hint button is enabled (the controller's `canAskHint`).
    private(set) var canAskHint = false
    /// Counts refusals, so the haptic plays once per refusal.
    private(set) var refusalCount = 0
    /// The refused cell to flash, and when.
    private(set) var flash: (cell: CellPos, at: Date)? = nil
    /// The screen shown over the game screen.
    var sheet: AppSheet? = nil
    /// A message to show (a refused file or link, a storage failure, files moved aside).
    var message: String? = nil
    var settings: GameSettings {
        didSet {
            try? settingsStore.save(settings)
            if settings.language != oldValue.language { reloadTexts() }
        }
    }

    @ObservationIgnored private var controller: GameController? = nil
    @ObservationIgnored private let settingsStore = SettingsStore()
    @ObservationIgnored private let writer: StoreWriter
    /// The store's lists; nil when the store could not be opened (then nothing is saved and
    /// the player is told so).
    @ObservationIgnored let library: GameLibrary?
    @ObservationIgnored private var localeObserver: NSObjectProtocol? = nil
    @ObservationIgnored private var reportedStoreFailures: Set<String> = []

    init() {
        initLogging()
        let settings = SettingsStore().load()
        self.settings = settings
        texts = AppTexts(languages: AppTexts.languages(choice: settings.language))
        let opened: Result<GameStore, Error> = Result { try StoreLocation.open() }
        var reportFailure: (Error) -> Void = { _ in }
        let writer: StoreWriter
        switch opened {
        case let .success(store):
            writer = StoreWriter(store: store) { error in reportFailure(error) }
            library = GameLibrary(store: store, writer: writer)
        case let .failure(error):
            writer = StoreWriter(store: UnavailableStore(error: error)) { error in reportFailure(error) }
            library = nil
        }
        self.writer = writer
        reportFailure = { [weak self] error in
            Task { @MainActor [weak self] in self?.reportStoreFailure(error) }
        }
        localeObserver = NotificationCenter.default.addObserver(
            forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            Task { @MainActor [weak self] in self?.reloadTexts() }
        }
        switch opened {
        case let .success(store): launch(store)
        case let .failure(error):
            message = texts.error(error)
            sheet = .newGame
        }
    }

    /// A failed write of the store, told once per kind of failure: a store that cannot write at
    /// all would otherwise ask after every move.
    private func reportStoreFailure(_ error: Error) {
        let text = texts.error(error)
        guard reportedStoreFailures.insert(text).inserted else { return }
        message = text
    }

    /// The localizer again for the chosen or the system's languages.
    private func reloadTexts() {
        texts = AppTexts(languages: AppTexts.languages(choice: settings.language))
    }

    /// The board's palette for the colour scheme on screen.
    func palette(_ scheme: ColorScheme) -> Palette {
        scheme == .dark ? palettes.dark : palettes.light
    }

    /// SCREENS.md, Launch: straight back into the current game exactly as it was, or the
    /// new-game screen; files the store could not read are reported (they are kept).
    private func launch(_ store: GameStore) {
        let moved = store.movedAside()
        if !moved.isEmpty {
            message = moved.map(texts.movedAside).joined(separator: "\n")
        }
        switch GameLaunch.read(from: store) {
        case let .resume(session):
            attach(GameController(session: session, writer: writer, isStored: true))
        case .firstLaunch, .otherGame:
            // Another game of the collection stays the store's current game until a game
            // starts here; then the store keeps it in Saved games.
            sheet = .newGame
        }
    }

    private func attach(_ controller: GameController) {
        self.controller = controller
        controller.onUpdate = { [weak self] update in self?.apply(update) }
        frame = controller.frame
        prompt = controller.prompt
        computerWork = controller.computerWork
        canAskHint = controller.canAskHint
    }

    private func apply(_ update: FrameUpdate) {
        guard let controller else { return }
        let previousStatus = frame?.status
        frame = controller.frame
        prompt = controller.prompt
        computerWork = controller.computerWork
        canAskHint = controller.canAskHint
        if let refusal = update.refusal {
            refusalCount += 1
            if let cell = update.flashCell ?? refusal.cell {
                flash = (cell, Date())
                Task { [weak self] in
                    try? await Task.sleep(for: .milliseconds(700))
                    self?.flash = nil
                }
            }
        }
        if let status = frame?.status, status != previousStatus {
            UIAccessibility.post(notification: .announcement, argument: texts.status(status))
        }
    }

    // MARK: Inputs of the game screen

    func tap(x: Float, y: Float) {
        controller?.tap(atCellUnits: x, y, time: ProcessInfo.processInfo.systemUptime)
    }

    func place(at cell: CellPos) { controller?.placeSelectedColor(at: cell) }
    func ring(at cell: CellPos) { controller?.ringForBridge(at: cell) }
    func select(_ color: StoneColor) { controller?.selectColor(color) }
    func undo() { controller?.undo() }
    func endTurn() { controller?.endTurn() }
    func proposeAgreement() { controller?.proposeAgreement() }
    func confirm() { controller?.confirm() }
    func cancelPrompt() { controller?.cancelPrompt() }
    func askHint() { controller?.askHint() }

    /// How far the computer's thinking is, 0…1, for the progress indicator; nil when idle.
    func thinkingProgress() -> Double? { controller?.thinkingProgress }

    /// Rematch: the same position with the same rounds (the session's `rematch`).
    func rematch() { controller?.rematch() }

    /// Puts a game on screen: a new one from `make`, which the store starts (the unfinished
    /// one stays in Saved games), or one the store already made current (`isStored`).
    func start(isStored: Bool = false, _ make: () throws -> GameSession) {
        do {
            let session = try make()
            if let controller {
                controller.replace(with: session, isStored: isStored)
            } else {
                attach(GameController(session: session, writer: writer, isStored: isStored))
            }
            sheet = nil
        } catch {
            message = texts.error(error)
        }
    }

    /// Continues a saved game: the store makes it current and keeps the one on screen.
    func openSaved(_ id: String) {
        guard let library else { return }
        do {
            let opened = try library.openSaved(id)
            switch opened.game {
            case let .dividedLoyalties(session):
                start(isStored: true) { session }
            case .discorder, .colorBrake:
                // Another game of the collection, which this version does not show: the one on
                // screen becomes the current game again, and the other goes back to Saved games.
                if let controller { controller.replace(with: controller.session) }
                message = texts.savedOtherGame(opened.game.kind) ?? texts.gameName(opened.game.kind)
            }
        } catch {
            message = texts.error(error)
        }
    }

    /// Shows an error's message.
    func report(_ error: Error) {
        message = texts.error(error)
    }

    // MARK: Receiving

    /// `.onOpenURL`: a link, or a file opened with the app ("Open in", Files).
    func open(_ url: URL) {
        receive {
            if url.isFileURL {
                return try Receiving.file(ReceivedFileReader.read(url))
            }
            return try Receiving.link(url.absoluteString)
        }
    }

    /// "Open link" in the menu: reads the clipboard only now, when the player asked.
    func openLinkFromClipboard() {
        guard let text = UIPasteboard.general.string else { return }
        receive { try Receiving.link(text) }
    }

    /// A position file picked on the new-game screen: the same preview card.
    func openPicked(_ url: URL) {
        receive { try Receiving.file(ReceivedFileReader.read(url)) }
    }

    private func receive(_ make: () throws -> ReceivedGame) {
        do {
            sheet = .received(try make())
        } catch {
            message = texts.error(error)
        }
    }

    /// The yes on the preview card: the received game replaces the one on screen, which stays
    /// in Saved games.
    func acceptReceived(_ received: ReceivedGame) {
        start { received.session }
    }

    /// The preview card of a file of several positions: play another of them.
    func acceptReceived(_ received: ReceivedGame, position index: Int) {
        guard let csv = received.positionFile else { return }
        start { try GameSession.fromCsv(csv: csv, index: UInt32(index), rounds: nil) }
    }

    /// The preview card of a file of several positions: add them to the player's positions;
    /// each refused one is reported with its line and reason.
    func importReceived(_ received: ReceivedGame) {
        guard let csv = received.positionFile, let library else { return }
        do {
            let report = try library.importPositions(csv)
            let lines = report.refused.map(texts.refusedImport) + report.movedAside.map(texts.movedAside)
            sheet = nil
            if !lines.isEmpty { message = lines.joined(separator: "\n") }
        } catch {
            message = texts.error(error)
        }
    }

    // MARK: Share and lifecycle

    /// The share actions of the menu for the game on screen.
    func shareActions() -> [ShareAction] {
        frame.map(ShareAction.available) ?? []
    }

    /// Hands one share action's payload to the system share sheet; `dark` is the colour scheme
    /// on screen, for the pictures when the theme follows the system.
    func share(_ action: ShareAction, dark: Bool) {
        guard let controller else { return }
        do {
            let payload = try SharePayload.make(action, of: controller.session, texts: texts,
                                                theme: settings.boardTheme(systemIsDark: dark))
            try present(payload)
        } catch {
            message = texts.error(error)
        }
    }

    /// Hands a payload to the system share sheet: its text and its files, written first.
    func present(_ payload: SharePayload) throws {
        var items: [Any] = []
        if let text = payload.text { items.append(text) }
        for file in payload.files {
            items.append(try ShareFileWriter.write(file))
        }
        SharePresenter.present(items)
    }

    /// scenePhase became `.background`: stop the computer, write the current game, and wait
    /// for the write.
    func enterBackground() {
        controller?.enterBackground()
    }

    /// scenePhase became `.active`: a computer to move thinks again.
    func enterForeground() {
        controller?.enterForeground()
    }
}

/// The store used when Application Support cannot be opened: every write fails, so the player
/// is told that nothing is being saved instead of losing games silently.
private final class UnavailableStore: CurrentGameStore {
    private let error: Error

    init(error: Error) {
        self.error = error
    }

    func saveCurrent(session: GameSession) throws { throw error }
    func startGame(session: GameSession) throws -> PreviousModel { throw error }
}
