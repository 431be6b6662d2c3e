import DividedLoyaltiesCore
import GameShell
import SwiftUI
import UniformTypeIdentifiers

/// Paints the screen the app gives (issue 19): its body under its title, in its language and
/// theme; back as iOS shows it (the navigation bar's back button and the edge swipe, sending
/// `.back`) when the screen says back leaves it; the prompt as an alert answered by its serial;
/// the notice once per serial; the unsaved warning while a write fails.
struct RootView: View {
    let state: AppState

    var body: some View {
        if let screen = state.screen {
            NavigationStack(path: Binding<[Route]>(
                get: { screen.canGoBack ? [screen.route] : [] },
                set: { path in if path.isEmpty && screen.canGoBack { state.send(.back) } }
            )) {
                page(screen, shown: !screen.canGoBack)
                    .navigationDestination(for: Route.self) { _ in page(screen, shown: true) }
            }
            .background {
                if let prompt = screen.prompt {
                    PromptAlert(state: state, prompt: prompt).id(prompt.serial)
                }
            }
            .fileImporter(isPresented: Binding(get: { state.picking }, set: { state.picking = $0 }),
                          allowedContentTypes: state.pickTypes.compactMap { UTType(mimeType: $0) }) { result in
                // The file picked goes to Rust as a received file; a cancelled picker sends nothing.
                if case let .success(url) = result { state.send(Received.input(for: url)) }
            }
            .preferredColorScheme(screen.dark ? .dark : .light)
            .environment(\.locale, Locale(identifier: screen.language))
        } else {
            Text(verbatim: state.failure ?? "").padding()
        }
    }

    /// The current screen's page; under a pushed page (`shown` false) nothing is painted twice.
    @ViewBuilder private func page(_ screen: Screen, shown: Bool) -> some View {
        if shown {
            ScreenContent(state: state, content: screen.body)
                .navigationTitle(screen.title)
                .navigationBarTitleDisplayMode(.inline)
                .safeAreaInset(edge: .bottom) { Messages(state: state, screen: screen) }
        } else {
            // The page under the shown one titles the navigation bar's back button: Rust's
            // `backLabel`, in the app's language (the system's own "Back" is in the system's).
            Color.clear.navigationTitle(screen.backLabel ?? "")
        }
    }
}

/// The body of each screen, painted by its own view.
private struct ScreenContent: View {
    let state: AppState
    let content: ScreenBody

    var body: some View {
        Group {
            switch content {
            case let .games(model): GamesScreen(state: state, model: model)
            case let .newGame(model): NewGameScreen(state: state, model: model)
            case let .game(model): GameScreen(state: state, model: model)
            case let .savedGames(model), let .history(model): GameListScreen(state: state, model: model)
            case let .finished(model): FinishedScreen(state: state, model: model)
            case let .replay(model): ReplayScreen(state: state, model: model)
            case let .rules(model): RulesScreen(model: model)
            case let .settings(model): SettingsScreen(state: state, model: model)
            case let .editor(model): EditorScreen(state: state, model: model)
            case let .received(model): ReceivedScreen(state: state, model: model)
            case let .newDiscorder(model): NewDiscorderScreen(state: state, model: model)
            case let .discorder(model): DiscorderScreen(state: state, model: model)
            case let .newColorBrake(model): NewColorBrakeScreen(state: state, model: model)
            case let .colorBrake(model): ColorBrakeScreen(state: state, model: model)
            case let .playOnline(model): PlayOnlineScreen(state: state, model: model)
            case let .room(model): RoomScreen(state: state, model: model)
            }
        }
    }
}

/// The prompt as an alert, one presentation per serial (a new prompt right after an answer,
/// as both players are asked in turn, is presented afresh); answered by its serial.
private struct PromptAlert: View {
    let state: AppState
    let prompt: Prompt
    @State private var shown = true

    var body: some View {
        Color.clear.alert(prompt.title, isPresented: $shown) {
            SwiftUI.Button(prompt.confirm) { state.send(.answer(prompt: prompt.serial, answer: .confirm)) }
            SwiftUI.Button(prompt.cancel, role: .cancel) { state.send(.answer(prompt: prompt.serial, answer: .cancel)) }
        } message: {
            Text(verbatim: prompt.message)
        }
    }
}

/// The notice (shown once per serial, dismissed by a tap or after a few seconds, then told to
/// Rust) and the warning that the game could not be written.
private struct Messages: View {
    let state: AppState
    let screen: Screen

    var body: some View {
        VStack(spacing: 6) {
            if let unsaved = screen.unsaved {
                Label(unsaved, systemImage: "exclamationmark.triangle")
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
            if let notice = screen.notice {
                Text(verbatim: notice.text)
                    .font(.callout)
                    .padding(12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                    .onTapGesture { state.press(.dismissNotice(serial: notice.serial)) }
                    .task(id: notice.serial) {
                        // Not when the task is cancelled (the page changed): shown again there.
                        guard (try? await Task.sleep(for: .seconds(4))) != nil else { return }
                        state.press(.dismissNotice(serial: notice.serial))
                    }
                    .accessibilityAddTraits(.isStaticText)
            }
        }
        .padding(.horizontal)
    }
}
