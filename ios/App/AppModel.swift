import DividedLoyaltiesCore
import GameShell
import SwiftUI
import UIKit

/// The app's state for SwiftUI: the game controller and its frame, the screens shown, the
/// received game waiting for a yes, and the messages. Every game decision is the controller's
/// (and so the Rust session's); this class only mirrors what it says and routes inputs to it.
@MainActor
@Observable
final class AppModel {
    /// The texts interface. Phase 1 uses the interim English texts of GameShell; phase 2 plugs
    /// in dl-app's localiser for `GameSettings.preferredLanguage()`.
    let texts: GameTexts = EnglishTexts()
    /// The one entry point for received links and files (interim: the session's constructors).
    let router: ReceivingRouter = SessionReceivingRouter()
    /// The share payloads; nil until dl-app's share module is plugged in (phase 2), and then
    /// the Share menu appears.
    let shareProvider: ShareProvider? = nil

    private(set) var frame: ViewModel? = nil
    private(set) var prompt: GamePrompt? = nil
    /// Counts refusals, so the haptic plays once per refusal.
    private(set) var refusalCount = 0
    /// The refused cell to flash, and when.
    private(set) var flash: (cell: CellPos, at: Date)? = nil
    /// The new-game screen is shown.
    var showingNewGame = false
    /// The settings screen is shown.
    var showingSettings = false
    /// A received game waiting for the player's yes (SCREENS.md, Launch).
    var received: ReceivedGame? = nil
    /// A message to show (a refused file or link, a storage failure).
    var message: String? = nil
    var settings: GameSettings {
        didSet { try? settingsStore.save(settings) }
    }

    @ObservationIgnored private var controller: GameController? = nil
    private let settingsStore = SettingsStore()
    private let store: GameStore
    private let writer: StoreWriter

    init() {
        initLogging()
        settings = SettingsStore().load()
        let store: GameStore
        do {
            store = try FileGameStore()
        } catch {
            store = UnavailableStore(error: error)
        }
        self.store = store
        var reportFailure: (Error) -> Void = { _ in }
        writer = StoreWriter(store: store) { error in reportFailure(error) }
        reportFailure = { [weak self] error in
            let text = error.localizedDescription
            Task { @MainActor [weak self] in self?.message = text }
        }
        launch()
    }

    /// SCREENS.md, Launch: back into the current game exactly as it was, or the new-game screen.
    private func launch() {
        do {
            switch try GameLaunch.read(from: store) {
            case let .resume(session):
                attach(GameController(session: session, writer: writer, isStored: true))
            case .firstLaunch:
                showingNewGame = true
            case let .unreadable(error):
                message = texts.error(error)
                showingNewGame = true
            }
        } catch {
            message = error.localizedDescription
            showingNewGame = true
        }
    }

    private func attach(_ controller: GameController) {
        self.controller = controller
        controller.onUpdate = { [weak self] update in self?.apply(update) }
        frame = controller.frame
        prompt = controller.prompt
    }

    private func apply(_ update: FrameUpdate) {
        guard let controller else { return }
        let previousStatus = frame?.status
        frame = controller.frame
        prompt = controller.prompt
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

    /// Rematch: the same position again. The view does not carry the game's rounds, so the
    /// position's CSV restarts it with its default rounds (see ios/README.md, phase 2).
    func rematch() {
        guard let controller else { return }
        start { try GameSession.fromCsv(csv: controller.session.positionCsv(), index: 0, rounds: nil) }
    }

    /// Starts a new game from `make`, keeping the unfinished one in Saved games.
    func start(_ make: () throws -> GameSession) {
        do {
            let session = try make()
            if let controller {
                controller.replace(with: session)
            } else {
                attach(GameController(session: session, writer: writer, isStored: false))
            }
            showingNewGame = false
        } catch let error as DlError {
            message = texts.error(error)
        } catch {
            message = error.localizedDescription
        }
    }

    // MARK: Receiving

    /// `.onOpenURL`: a link, or a file opened with the app ("Open in", Files).
    func open(_ url: URL) {
        receive {
            if url.isFileURL {
                return try router.receive(file: ReceivedFileReader.read(url))
            }
            return try router.receive(link: url.absoluteString)
        }
    }

    /// "Open link" in the menu: reads the clipboard only now, when the player asked.
    func openLinkFromClipboard() {
        guard let text = UIPasteboard.general.string else { return }
        receive { try router.receive(link: text) }
    }

    private func receive(_ make: () throws -> ReceivedGame) {
        do {
            received = try make()
        } catch let error as DlError {
            message = texts.error(error)
        } catch {
            message = error.localizedDescription
        }
    }

    /// The yes on the preview card: the received game replaces the one on screen, which stays
    /// in Saved games.
    func acceptReceived() {
        guard let received else { return }
        self.received = nil
        start { received.session }
    }

    // MARK: Share and lifecycle

    /// The share actions of the menu (empty until the share provider is plugged in).
    func shareActions() -> [ShareAction] {
        guard let shareProvider, let controller else { return [] }
        return shareProvider.availableActions(for: controller.session)
    }

    /// Hands one share action's payload to the system share sheet.
    func share(_ action: ShareAction) {
        guard let shareProvider, let controller else { return }
        do {
            let payload = try shareProvider.payload(for: action, of: controller.session)
            var items: [Any] = []
            if let text = payload.text { items.append(text) }
            if let file = payload.file {
                let url = try ShareFileWriter.write(file)
                items.append(url)
            }
            SharePresenter.present(items)
        } catch let error as DlError {
            message = texts.error(error)
        } catch {
            message = error.localizedDescription
        }
    }

    /// scenePhase became `.background`: write what moved, and wait for the write.
    func enterBackground() {
        controller?.enterBackground()
    }
}

/// The store used when Application Support cannot be opened: every call fails, so the player
/// is told that nothing is being saved instead of losing games silently.
private final class UnavailableStore: GameStore {
    private let error: Error

    init(error: Error) {
        self.error = error
    }

    func readCurrentGame() throws -> String? { throw error }
    func writeCurrentGame(_ savedGameJSON: String) throws { throw error }
    func keepInSavedGames(_ savedGameJSON: String) throws { throw error }
}
