import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// Color Brake ABAB's panel (RULES-COLOR-BRAKE.md; issue 15): the result when the game is
/// over, the round and the length, the totals and the finished rounds, the hand sizes and the
/// pile, what the row in play may still take, the status line, the viewer's hand as buttons
/// from the frame's offers (or the drawn colours, C6.1), "For your Diamond" (C6.3), Next round
/// (C2), Undo and the menu. Its texts use the system text styles (Dynamic Type).
struct ColorBrakePanel: View {
    let model: AppModel
    let frame: ColorBrakeView

    var body: some View {
        let texts = model.texts
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                if frame.winner != nil {
                    GameOverCard(model: model, kind: .colorBrake,
                                 result: texts.colorBrakeStatus(frame, pick: model.colorBrakePick))
                }
                ColorBrakeScoreLines(model: model, frame: frame)
                if let reference = frame.reference {
                    ReferenceRow(model: model, reference: reference)
                }
                Text(verbatim: texts.colorBrakeStatus(frame, pick: model.colorBrakePick))
                    .font(.callout)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .accessibilityAddTraits(.updatesFrequently)
                if model.otherComputerPlaying || frame.phase == .computerToMove {
                    ProgressView().accessibilityLabel(Text(verbatim: texts.colorBrakeStatus(frame, pick: .place)))
                }
                hand
                HStack {
                    Button(texts.label(.undo)) { model.undo() }
                        .disabled(!frame.canUndo)
                    if frame.phase == .roundOver, let next = ColorBrakeChoice.nextRound(frame) {
                        Button(texts.label(.colorBrakeNextRound)) { model.colorBrakePlay(next.action) }
                            .buttonStyle(.borderedProminent)
                            .disabled(next.refusal != nil)
                    }
                    Spacer()
                    CollectionMenu(model: model)
                }
                .buttonStyle(.bordered)
            }
            .padding(.vertical, 8)
        }
    }

    /// The viewer's hand (or the colours drawn onto the neutral, C6.1) and "For your Diamond".
    @ViewBuilder private var hand: some View {
        let texts = model.texts
        let choices = model.colorBrakeChoices
        if !choices.isEmpty {
            Text(texts.label(frame.phase == .chooseRescue ? .colorBrakeDrawn : .colorBrakeHand))
                .font(.subheadline).foregroundStyle(.secondary)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 52), spacing: 8)], alignment: .leading, spacing: 8) {
                ForEach(choices, id: \.token) { choice in
                    TokenButton(model: model, choice: choice)
                }
            }
        }
        if frame.phase == .play, ColorBrakeChoice.forDiamondOffered(frame) || model.colorBrakePick == .forDiamond {
            Toggle(texts.label(.colorBrakeForDiamond), isOn: Binding(
                get: { model.colorBrakePick == .forDiamond },
                set: { _ in model.colorBrakeToggleForDiamond() }))
                .toggleStyle(.button)
        }
    }
}

/// The round and the length, the totals and each finished round's points (C5), each seat's hand
/// size and the pile (public).
struct ColorBrakeScoreLines: View {
    let model: AppModel
    let frame: ColorBrakeView

    var body: some View {
        let texts = model.texts
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(verbatim: texts.colorBrakeRound(frame.round)).font(.headline)
                Spacer()
                Text(verbatim: texts.colorBrakeLength(frame.length)).font(.subheadline).foregroundStyle(.secondary)
            }
            Text(verbatim: texts.colorBrakeScores(frame.scores)).font(.body)
            ForEach(frame.results, id: \.round) { result in
                LabeledContent(texts.colorBrakeRound(result.round)) {
                    Text(verbatim: texts.colorBrakeScores(result.points))
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            HStack {
                Text(texts.label(.colorBrakeHand)).foregroundStyle(.secondary)
                ForEach(ColorBrakeNewGame.seats, id: \.self) { seat in
                    LabeledContent(texts.colorBrakeSeat(seat)) {
                        Text(verbatim: "\(frame.handSizes[seat])")
                    }
                    .fixedSize()
                }
                Spacer()
                Text(verbatim: texts.colorBrakePile(frame.pile)).foregroundStyle(.secondary)
            }
            .font(.subheadline)
        }
    }
}

/// C4.2: "Row n may still take:" with each colour it may still take and how many, and the
/// Diamond's free slots of each seat (C6.3).
private struct ReferenceRow: View {
    let model: AppModel
    let reference: ColorBrakeReference

    var body: some View {
        let texts = model.texts
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: texts.colorBrakeReference(reference.row)).font(.subheadline)
            HStack(spacing: 6) {
                ForEach(reference.colours.filter { $0.count > 0 }, id: \.colour) { entry in
                    HStack(spacing: 2) {
                        Swatch(model: model, token: .colour(colour: entry.colour)).frame(width: 16, height: 16)
                        Text(verbatim: "\(entry.count)").font(.caption)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(Text(verbatim: texts.colorBrakeToken(.colour(colour: entry.colour))))
                    .accessibilityValue(Text(verbatim: "\(entry.count)"))
                }
            }
            ForEach(ColorBrakeNewGame.seats.filter { reference.freeSlots[$0] > 0 }, id: \.self) { seat in
                LabeledContent(texts.colorBrakeSeat(seat)) {
                    HStack(spacing: 2) {
                        Swatch(model: model, token: .diamond).frame(width: 14, height: 14)
                            .accessibilityLabel(Text(texts.label(.colorBrakeDiamond)))
                        Text(verbatim: "\(reference.freeSlots[seat])")
                    }
                }
                .font(.caption)
                .accessibilityElement(children: .combine)
            }
        }
    }
}

/// One button of the hand: the token's swatch and how many; disabled when the engine refuses
/// its action now, VoiceOver reading the token's name, the count and why.
private struct TokenButton: View {
    let model: AppModel
    let choice: ColorBrakeChoice

    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 36

    var body: some View {
        Button {
            if let action = choice.action { model.colorBrakePlay(action) }
        } label: {
            VStack(spacing: 2) {
                Swatch(model: model, token: choice.token).frame(width: size, height: size)
                Text(verbatim: "\(choice.count)").font(.caption)
            }
            .opacity(choice.enabled ? 1 : 0.35)
        }
        .buttonStyle(.plain)
        .disabled(!choice.enabled)
        .accessibilityLabel(Text(verbatim: model.texts.colorBrakeToken(choice.token)))
        .accessibilityValue(Text(verbatim: "\(choice.count)"))
        .accessibilityHint(Text(verbatim: choice.refusal.map(model.texts.colorBrakeRefusal) ?? ""))
    }
}

/// A token's look in `colorBrakePalette`'s colours: a colour disc (the pink checkered; with the
/// colour-blind symbols on, its letter, C1), a neutral disc, a Diamond's rhombus, a Tank's square.
struct Swatch: View {
    let model: AppModel
    let token: ColorBrakeToken

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let colours = model.colorBrakeColours(colorScheme)
        switch token {
        case let .colour(colour) where colour == .pink:
            Circle()
                .fill(colours.pinkCheck.ground)
                .overlay {
                    Circle().stroke(colours.pinkCheck.squares, style: StrokeStyle(lineWidth: 4, dash: [4, 4]))
                        .padding(5)
                }
                .overlay(Circle().stroke(colours.tokenEdge, lineWidth: 1))
                .overlay { letter(colour, colours) }
        case let .colour(colour):
            Circle()
                .fill(colours.token(colour))
                .overlay(Circle().stroke(colours.tokenEdge, lineWidth: 1))
                .overlay { letter(colour, colours) }
        case .neutral:
            Circle().fill(colours.neutral).overlay(Circle().stroke(colours.tokenEdge, lineWidth: 1))
        case .diamond:
            Rectangle().fill(colours.diamond).rotationEffect(.degrees(45)).scaleEffect(0.7)
        case .tank:
            RoundedRectangle(cornerRadius: 4).fill(colours.tank)
        }
    }

    /// C1, with the colour-blind symbols on: the colour's letter, bold, centred, sized to the
    /// swatch, in its ink. Decoration for sight: VoiceOver reads the colour's name elsewhere.
    @ViewBuilder private func letter(_ colour: ColorBrakeColour, _ colours: ColorBrakeColours) -> some View {
        if model.settings.colorBlindSymbols {
            Canvas { context, size in
                let text = Text(verbatim: colour.letter)
                    .font(.system(size: min(size.width, size.height) * 0.55, weight: .bold))
                    .foregroundStyle(colours.letterInk(colour))
                context.draw(text, at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .accessibilityHidden(true)
        }
    }
}

/// C2: the hand-over between two players on one device: a full screen that shows no hand and no
/// board, only the round, the totals, whom to pass the device to, and the Ready button.
struct ColorBrakeHandOver: View {
    let model: AppModel
    let frame: ColorBrakeView

    var body: some View {
        let texts = model.texts
        VStack(spacing: 24) {
            Spacer()
            Text(verbatim: texts.colorBrakeRound(frame.round)).font(.headline)
            Text(verbatim: texts.colorBrakeScores(frame.scores)).font(.subheadline)
            Text(verbatim: texts.colorBrakeStatus(frame, pick: .place))
                .font(.title3)
                .multilineTextAlignment(.center)
            Button(texts.label(.colorBrakeReady)) { model.colorBrakeReady() }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            Spacer()
            HStack {
                Button(texts.label(.undo)) { model.undo() }
                    .disabled(!frame.canUndo)
                    .buttonStyle(.bordered)
                Spacer()
                CollectionMenu(model: model)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
