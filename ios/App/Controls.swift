import DividedLoyaltiesCore
import SwiftUI

/// dl-ui's control, named apart from SwiftUI's `Button`.
typealias ScreenButton = DividedLoyaltiesCore.Button
/// dl-ui's screen body, named apart from a view's `Body`.
typealias ScreenBody = DividedLoyaltiesCore.Body

extension Color {
    /// A colour the screen gives, in sRGB.
    init(_ rgba: Rgba) {
        self.init(.sRGB, red: Double(rgba.r) / 255, green: Double(rgba.g) / 255, blue: Double(rgba.b) / 255,
                  opacity: Double(rgba.a) / 255)
    }
}

/// A control of the screen as a button: its label, disabled as the screen says; pressing sends
/// its id. Its frame is kept as the share sheet's anchor on iPad (issue 22, point 6).
struct ControlButton: View {
    let state: AppState
    let button: ScreenButton
    @State private var frame: CGRect = .zero

    var body: some View {
        SwiftUI.Button(button.label) {
            state.shareAnchor = frame
            state.press(button.control)
        }
        .disabled(!button.enabled)
        .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { frame = $0 }
    }
}

/// A row of controls (a screen's actions), wrapping when they do not fit.
struct ControlRow: View {
    let state: AppState
    let buttons: [ScreenButton]

    var body: some View {
        ViewThatFits {
            HStack { items }
            VStack(alignment: .leading) { items }
        }
        .buttonStyle(.bordered)
    }

    private var items: some View {
        ForEach(buttons, id: \.control) { ControlButton(state: state, button: $0) }
    }
}

/// A screen's menu (share choices, end by agreement, new game…) behind the "more" symbol; the
/// menu's own frame anchors the share sheet.
struct ControlMenu: View {
    let state: AppState
    let buttons: [ScreenButton]
    @State private var frame: CGRect = .zero

    var body: some View {
        Menu {
            ForEach(buttons, id: \.control) { button in
                SwiftUI.Button(button.label) {
                    state.shareAnchor = frame
                    state.press(button.control)
                }
                .disabled(!button.enabled)
            }
        } label: {
            Image(systemName: "ellipsis.circle").imageScale(.large)
                .accessibilityLabel(Text(verbatim: state.screen?.menuLabel ?? ""))
        }
        .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { frame = $0 }
    }
}

/// A group of choices of which one is selected: segmented when short, a menu when long.
struct ChoicePicker: View {
    let state: AppState
    let choices: [Choice]

    var body: some View {
        let picker = Picker(selection: Binding(
            get: { choices.firstIndex(where: \.selected) ?? -1 },
            set: { index in state.press(choices[index].button.control) }
        )) {
            ForEach(choices.indices, id: \.self) { index in
                Text(verbatim: choices[index].button.label).tag(index)
            }
        } label: {
            EmptyView()
        }
        .disabled(!choices.contains(where: \.button.enabled))
        if choices.count <= 4 {
            picker.pickerStyle(.segmented)
        } else {
            picker.pickerStyle(.menu)
        }
    }
}

/// A choice that is a switch (colour-blind symbols, haptics, the editor's fill).
struct ChoiceToggle: View {
    let state: AppState
    let choice: Choice

    var body: some View {
        Toggle(choice.button.label, isOn: Binding(get: { choice.selected },
                                                  set: { _ in state.press(choice.button.control) }))
            .disabled(!choice.button.enabled)
    }
}

/// The computer thinking: its text and how far it is.
struct ThinkingBar: View {
    let thinking: Thinking

    var body: some View {
        ProgressView(value: Double(thinking.permille), total: 1000) {
            Text(verbatim: thinking.text).font(.callout)
        }
    }
}

/// The result card once a game is over (R8): who won, the scores, how it ended, and its
/// buttons (Share result, Rematch, New game).
struct ResultCardView: View {
    let state: AppState
    let card: ResultCard

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(verbatim: card.title).font(.title2.bold())
            Text(verbatim: card.scores).font(.headline)
            Text(verbatim: card.reason).font(.subheadline).foregroundStyle(.secondary)
            ControlRow(state: state, buttons: card.buttons)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
        .accessibilityElement(children: .contain)
    }
}

/// A small drawing of a board (saved games, history, positions, what arrived): one colour per
/// cell and a disc for what sits on it. Not read by VoiceOver: the row's texts say it.
struct MiniBoardView: View {
    let board: MiniBoard

    var body: some View {
        Canvas { context, size in
            guard board.width > 0 else { return }
            let transform = BoardTransform(size: size, width: CGFloat(board.width), height: CGFloat(board.height))
            for (index, fill) in board.cells.enumerated() {
                let rect = transform.rect(x: UInt32(index) % board.width, y: UInt32(index) / board.width)
                context.fill(Path(rect), with: .color(Color(fill)))
                if index < board.pieces.count, board.pieces[index].a > 0 {
                    let disc = rect.insetBy(dx: rect.width * 0.12, dy: rect.height * 0.12)
                    context.fill(Path(ellipseIn: disc), with: .color(Color(board.pieces[index])))
                }
            }
        }
        .aspectRatio(CGFloat(max(board.width, 1)) / CGFloat(max(board.height, 1)), contentMode: .fit)
        .accessibilityHidden(true)
    }
}
