import DividedLoyaltiesCore
import GameShell
import SwiftUI
import UIKit

/// The screens shown over the game screen, one at a time.
enum AppSheet: Identifiable {
    /// The game chooser (issue 15).
    case chooser
    /// Divided Loyalties' new-game screen.
    case newGame
    /// Discorder's new-game screen.
    case newDiscorder
    /// Color Brake ABAB's new-game screen.
    case newColorBrake
    case savedGames
    case rules
    case settings
    case editor(EditorController)
    case received(ReceivedGame)

    var id: String {
        switch self {
        case .chooser: return "chooser"
        case .newGame: return "new-game"
        case .newDiscorder: return "new-discorder"
        case .newColorBrake: return "new-color-brake"
        case .savedGames: return "saved-games"
        case .rules: return "rules"
        case .settings: return "settings"
        case let .editor(editor): return "editor-\(ObjectIdentifier(editor).hashValue)"
        case let .received(received): return "received-\(ObjectIdentifier(received.session).hashValue)"
        }
    }

    /// The sheet of a route of the collection.
    init(_ route: NewGameRoute) {
        switch route {
        case .chooser: self = .chooser
        case .newGame(.dividedLoyalties): self = .newGame
        case .newGame(.discorder): self = .newDiscorder
        case .newGame(.colorBrake): self = .newColorBrake
        }
    }
}

/// The app's state for SwiftUI: the store, the texts, the collection of games (issue 15) with
/// the controller of the game on screen and its frame, the screen shown over the game, the
/// received game waiting for a yes, and the messages. Every game decision is the controllers'
/// (and so the Rust sessions'); this class mirrors what they say and routes inputs to them.
@MainActor
@Observable
final class AppModel {
    /// Every text, from the Rust localizer in the app's language.
    private(set) var texts: AppTexts
    /// The board's colours from the Rust side (`boardPalette`), light and dark.
    let palettes = (light: Palette(boardPalette(theme: .light)), dark: Palette(boardPalette(theme: .dark)))
    /// Discorder's board colours from the Rust side (`discorderPalette`, with the tile patterns'
    /// inks), light and dark.
    let discorderPalettes = (light: DiscorderColours(theme: .light), dark: DiscorderColours(theme: .dark))
    /// Color Brake ABAB's board colours from the Rust side (`colorBrakePalette`, with the letters'
    /// inks), light and dark.
    let colorBrakePalettes = (light: ColorBrakeColours(theme: .light), dark: ColorBrakeColours(theme: .dark))

    /// The frame of the game of Divided Loyalties on screen, if it is one.
    private(set) var frame: ViewModel? = nil
    /// The frame of the game of Discorder on screen, if it is one.
    private(set) var discorderFrame: DiscorderView? = nil
    /// The frame of the game of Color Brake ABAB on screen, if it is one.
    private(set) var colorBrakeFrame: ColorBrakeView? = nil
    /// What the Color Brake colour buttons play (place, for the Diamond, on a Tank).
    private(set) var colorBrakePick: ColorBrakePick = .place
    /// The Color Brake hand's buttons.
    private(set) var colorBrakeChoices: [ColorBrakeChoice] = []
    /// Whether the computer of Discorder or Color Brake is playing its turn.
    private(set) var otherComputerPlaying = false
    /// The Discorder target whose action was refused, to flash, and when.
    private(set) var discorderFlash: (target: DiscorderTarget, at: Date)? = nil
    private(set) var prompt: GamePrompt? = nil
    /// What the computer is computing (its turn, or the hint), nil when idle (issue 11).
    private(set) var computerWork: ComputerWork? = nil
    /// Whether the hint button is enabled (the controller's `canAskHint`).
    private(set) var canAskHint = false
    /// Counts refusals, so the haptic plays once per refusal.
    private(set) var refusalCount = 0
    /// The refused cell to flash, and when.
    private(set) var flash: (cell: CellPos, at: Date)? = nil
    /// The screen shown over the game screen. Closing the chooser or a new-game screen goes
    /// back to the game on screen.
    var sheet: AppSheet? = nil {
        didSet {
            switch sheet {
            case .chooser?, .newGame?, .newDiscorder?, .newColorBrake?: break
            default: collection.dismissRoute()
            }
        }
    }
    /// A message to show (a refused file or link, a storage failure, files moved aside).
    var message: String? = nil
    var settings: GameSettings {
        didSet {
            try? settingsStore.save(settings)
            if settings.language != oldValue.language { reloadTexts() }
        }
    }

    /// The collection: the game on screen, whichever game it is, and the way to a new one.
    @ObservationIgnored private let collection: GameCollection
    @ObservationIgnored private let settingsStore = SettingsStore()
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
        // SCREENS.md, Launch: straight back into the current game of any of the three games, or
        // the chooser; files the store could not read are reported (they are kept).
        let moved = (try? opened.get())?.movedAside() ?? []
        let launch = (try? opened.get()).map { GameLaunch.read(from: $0) } ?? .firstLaunch
        collection = GameCollection(launch: launch, writer: writer)
        if !moved.isEmpty {
            message = moved.map(texts.movedAside).joined(separator: "\n")
        }
        reportFailure = { [weak self] error in
            Task { @MainActor [weak self] in self?.reportStoreFailure(error) }
        }
        localeObserver = NotificationCenter.default.addObserver(
            forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            Task { @MainActor [weak self] in self?.reloadTexts() }
        }
        if case let .failure(error) = opened {
            message = texts.error(error)
        }
        collection.onCurrentChanged = { [weak self] in self?.attachCurrent() }
        attachCurrent()
        if let route = collection.route { sheet = AppSheet(route) }
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

    /// Discorder's board colours for the colour scheme on screen.
    func discorderColours(_ scheme: ColorScheme) -> DiscorderColours {
        scheme == .dark ? discorderPalettes.dark : discorderPalettes.light
    }

    /// Color Brake ABAB's board colours for the colour scheme on screen.
    func colorBrakeColours(_ scheme: ColorScheme) -> ColorBrakeColours {
        scheme == .dark ? colorBrakePalettes.dark : colorBrakePalettes.light
    }

    /// Which game is on screen, if any.
    var currentKind: GameKindModel? { collection.current?.kind }

    private var controller: GameController? {
        if case let .dividedLoyalties(controller)? = collection.current { return controller }
        return nil
    }

    private var discorder: DiscorderController? {
        if case let .discorder(controller)? = collection.current { return controller }
        return nil
    }

    private var colorBrake: ColorBrakeController? {
        if case let .colorBrake(controller)? = collection.current { return controller }
        return nil
    }

    /// SCREENS.md, Launch; issue 15: the game on screen changed (launch, a new game of another
    /// kind, a saved game opened): mirror its controller, and only its.
    private func attachCurrent() {
        frame = nil
        discorderFrame = nil
        colorBrakeFrame = nil
        switch collection.current {
        case let .dividedLoyalties(controller)?:
            controller.onUpdate = { [weak self] update in self?.apply(update) }
            mirror(controller)
        case let .discorder(controller)?:
            controller.onUpdate = { [weak self] events in self?.apply(discorder: events) }
            mirror(controller)
        case let .colorBrake(controller)?:
            controller.onUpdate = { [weak self] events in self?.apply(colorBrake: events) }
            mirror(controller)
        case nil:
            break
        }
    }

    private func mirror(_ controller: GameController) {
        frame = controller.frame
        prompt = controller.prompt
        computerWork = controller.computerWork
        canAskHint = controller.canAskHint
    }

    private func mirror(_ controller: DiscorderController) {
        discorderFrame = controller.frame
        otherComputerPlaying = controller.computerIsPlaying
    }

    private func mirror(_ controller: ColorBrakeController) {
        colorBrakeFrame = controller.frame
        colorBrakePick = controller.pick
        colorBrakeChoices = controller.choices
        otherComputerPlaying = controller.computerIsPlaying
    }

    private func apply(_ update: FrameUpdate) {
        guard let controller else { return }
        let previousStatus = frame?.status
        let previousHint = frame?.hint
        mirror(controller)
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
            announce(texts.status(status))
        }
        if let hint = frame?.hint, hint != previousHint {
            announce(texts.hint(hint))
        }
    }

    /// Discorder: the frame, the refusal's haptic, flash and announcement, the status spoken
    /// when it changed.
    private func apply(discorder events: [DiscorderEventRecord]) {
        guard let discorder else { return }
        let previousStatus = discorderFrame?.status
        mirror(discorder)
        if let refused = events.refusal {
            refusalCount += 1
            if let target = refused.target {
                discorderFlash = (target, Date())
                Task { [weak self] in
                    try? await Task.sleep(for: .milliseconds(700))
                    self?.discorderFlash = nil
                }
            }
            announce(texts.discorderRefusal(refused.refusal))
        } else if let status = discorderFrame?.status, status != previousStatus {
            announce(texts.discorderStatus(status))
        }
    }

    /// Color Brake ABAB: the frame and the hand's buttons, the refusal's haptic and
    /// announcement, the status spoken when it changed.
    private func apply(colorBrake events: [ColorBrakeEventRecord]) {
        guard let colorBrake else { return }
        let previousStatus = colorBrakeFrame?.status
        mirror(colorBrake)
        if let refusal = events.refusal {
            refusalCount += 1
            announce(texts.colorBrakeRefusal(refusal))
        } else if let frame = colorBrakeFrame, frame.status != previousStatus {
            announce(texts.colorBrakeStatus(frame, pick: colorBrakePick))
        }
    }

    private func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }

    // MARK: Inputs of the game screen

    func tap(x: Float, y: Float) {
        controller?.tap(atCellUnits: x, y, time: ProcessInfo.processInfo.systemUptime)
    }

    func place(at cell: CellPos) { controller?.placeSelectedColor(at: cell) }
    func ring(at cell: CellPos) { controller?.ringForBridge(at: cell) }
    func select(_ color: StoneColor) { controller?.selectColor(color) }
    /// Undo of the game on screen, whichever it is.
    func undo() {
        switch collection.current {
        case let .dividedLoyalties(controller)?: controller.undo()
        case let .discorder(controller)?: controller.undo()
        case let .colorBrake(controller)?: controller.undo()
        case nil: break
        }
    }
    func endTurn() { controller?.endTurn() }
    func proposeAgreement() { controller?.proposeAgreement() }
    func confirm() { controller?.confirm() }
    func cancelPrompt() { controller?.cancelPrompt() }
    func askHint() { controller?.askHint() }

    /// How far the computer's thinking is, 0…1, for the progress indicator; nil when idle.
    func thinkingProgress() -> Double? { controller?.thinkingProgress }

    /// Rematch: the same position with the same rounds (the session's `rematch`).
    func rematch() { controller?.rematch() }

    // MARK: Discorder

    /// A tap on the Discorder board at a point in board units.
    func discorderTap(x: Float, y: Float) { discorder?.tap(atBoardUnits: x, y) }
    /// A tool button.
    func discorderSelect(_ tool: DiscorderTool) { discorder?.selectTool(tool) }
    /// VoiceOver: a tile on a cell.
    func discorderPlaceTile(_ cell: CellPos) { discorder?.placeTile(at: cell) }
    /// VoiceOver: a peg on an edge.
    func discorderPlacePeg(_ edge: DiscorderEdgePos) { discorder?.placePeg(at: edge) }

    // MARK: Color Brake ABAB

    /// The hand-over's Ready.
    func colorBrakeReady() { colorBrake?.ready() }
    /// A button of the hand, of the drawn colours, or Next round.
    func colorBrakePlay(_ action: ColorBrakeAction) { colorBrake?.play(action) }
    /// "For your Diamond".
    func colorBrakeToggleForDiamond() { colorBrake?.toggleForDiamond() }
    /// A tap on the triangle at a point in board units (a Tank target).
    func colorBrakeTap(x: Float, y: Float) { colorBrake?.tap(atBoardUnits: x, y) }
    /// VoiceOver: a Tank on the cell numbered `cell`.
    func colorBrakeChooseTank(_ cell: UInt32) { colorBrake?.chooseTankTarget(cell) }

    // MARK: New games and saved games

    /// "New game" in the menu: the game chooser first (issue 15).
    func showChooser() {
        collection.showChooser()
        sheet = .chooser
    }

    /// An entry of the chooser: its game's new-game screen.
    func choose(_ kind: GameKindModel) {
        collection.choose(kind)
        sheet = collection.route.map(AppSheet.init)
    }

    /// Whether a game is on screen (the chooser can then be closed).
    var hasGame: Bool { collection.current != nil }

    /// Starts a game of Discorder with the new-game screen's choices.
    func startDiscorder(_ choices: DiscorderNewGame) {
        collection.startDiscorder(choices)
        sheet = nil
    }

    /// Starts a game of Color Brake ABAB with the new-game screen's choices.
    func startColorBrake(_ choices: ColorBrakeNewGame) {
        do {
            try collection.startColorBrake(choices)
            sheet = nil
        } catch {
            message = texts.error(error)
        }
    }

    /// Puts a game of Divided Loyalties on screen: a new one from `make`, which the store starts
    /// (the unfinished one stays in Saved games), or one the store already made current
    /// (`isStored`).
    func start(isStored: Bool = false, _ make: () throws -> GameSession) {
        do {
            collection.show(.dividedLoyalties(try make()), isStored: isStored)
            sheet = nil
        } catch {
            message = texts.error(error)
        }
    }

    /// Continues a saved game of any of the three games: the store makes it current and keeps
    /// the one on screen.
    func openSaved(_ id: String) {
        guard let library else { return }
        do {
            collection.open(try library.openSaved(id))
            sheet = nil
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
        collection.enterBackground()
    }

    /// scenePhase became `.active`: a computer to move thinks again.
    func enterForeground() {
        collection.enterForeground()
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
    func saveCurrentDiscorder(session: DiscorderSession) throws { throw error }
    func startDiscorder(session: DiscorderSession) throws -> PreviousModel { throw error }
    func saveCurrentColorBrake(session: ColorBrakeSession) throws { throw error }
    func startColorBrake(session: ColorBrakeSession) throws -> PreviousModel { throw error }
}
