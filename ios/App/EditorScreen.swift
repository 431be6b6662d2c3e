import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The position editor: the name field, the size, the grid (painted by dragging: each point a
/// touch in cell units, the stroke ended by lifting the finger; VoiceOver paints a cell by
/// activating it), the brushes, fill, the resize buttons, the problems with their cells flagged,
/// and the actions (Undo, Redo, Test play, Save, Share as CSV).
struct EditorScreen: View {
    let state: AppState
    let model: EditorModel

    var body: some View {
        GameLayout {
            EditorGridView(state: state, grid: model.grid)
        } panel: {
            VStack(alignment: .leading, spacing: 10) {
                TextField(model.nameLabel, text: Binding(get: { model.name },
                                                         set: { state.send(.text(field: .editorName, text: $0)) }))
                    .textFieldStyle(.roundedBorder)
                Text(verbatim: model.size).font(.subheadline)
                ControlRow(state: state, buttons: model.resize)
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 6)], alignment: .leading, spacing: 6) {
                    ForEach(model.brushes, id: \.choice.button.control) { brush in
                        SwiftUI.Button {
                            state.press(brush.choice.button.control)
                        } label: {
                            Label {
                                Text(verbatim: brush.choice.button.label)
                            } icon: {
                                RoundedRectangle(cornerRadius: 3).fill(Color(brush.color)).frame(width: 16, height: 16)
                            }
                        }
                        .buttonStyle(.bordered)
                        .tint(brush.choice.selected ? .accentColor : .secondary)
                        .disabled(!brush.choice.button.enabled)
                        .accessibilityAddTraits(brush.choice.selected ? .isSelected : [])
                    }
                }
                ChoiceToggle(state: state, choice: model.fill)
                if let none = model.noProblems {
                    Text(verbatim: none).font(.callout).foregroundStyle(.secondary)
                }
                ForEach(model.problems, id: \.text) { problem in
                    Label {
                        Text(verbatim: problem.text).font(.callout)
                    } icon: {
                        Circle().fill(Color(problem.color)).frame(width: 10, height: 10)
                    }
                    .fontWeight(problem.blocking ? .semibold : .regular)
                }
                ControlRow(state: state, buttons: model.actions)
            }
        }
    }
}

/// The grid being painted: each cell's fill, its token or dot, its problem flag; one VoiceOver
/// element per cell, read with its label, painting with the brush when activated.
private struct EditorGridView: View {
    let state: AppState
    let grid: EditorGrid

    var body: some View {
        GeometryReader { geometry in
            let t = BoardTransform(size: geometry.size, width: CGFloat(grid.width), height: CGFloat(grid.height))
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(grid.background)))
                for cell in grid.cells {
                    let rect = t.rect(x: cell.x, y: cell.y)
                    context.fill(Path(rect), with: .color(Color(cell.fill)))
                    context.stroke(Path(rect), with: .color(Color(grid.ink).opacity(0.25)), lineWidth: 0.5)
                    if let flag = cell.flag {
                        context.stroke(Path(rect.insetBy(dx: 1, dy: 1)), with: .color(Color(flag)), lineWidth: 2)
                    }
                    if cell.dot {
                        context.fill(circle(CGPoint(x: rect.midX, y: rect.midY), rect.width * 0.15),
                                     with: .color(Color(grid.ink)))
                    }
                    if let token = cell.token {
                        context.draw(Text(verbatim: token).font(.system(size: rect.width * 0.35))
                            .foregroundColor(Color(grid.ink)), at: CGPoint(x: rect.midX, y: rect.midY))
                    }
                }
            }
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in touch(t.cellUnits(drag.location)) }
                    .onEnded { _ in state.send(.lift) }
            )
            .accessibilityElement(children: .contain)
            .accessibilityChildren {
                ZStack(alignment: .topLeading) {
                    ForEach(grid.cells, id: \.place) { cell in
                        let rect = t.rect(x: cell.x, y: cell.y)
                        Rectangle()
                            .frame(width: rect.width, height: rect.height)
                            .position(x: rect.midX, y: rect.midY)
                            .accessibilityLabel(Text(verbatim: cell.label))
                            .accessibilityAddTraits(.isButton)
                            .accessibilityAction(.default) {
                                touch((Float(cell.x) + 0.5, Float(cell.y) + 0.5))
                                state.send(.lift)
                            }
                    }
                }
                .frame(width: geometry.size.width, height: geometry.size.height, alignment: .topLeading)
            }
        }
        .aspectRatio(CGFloat(max(grid.width, 1)) / CGFloat(max(grid.height, 1)), contentMode: .fit)
    }

    /// A touch of the pencil at a point in cell units, now.
    private func touch(_ units: (x: Float, y: Float)) {
        state.send(.touch(x: units.x, y: units.y, atMs: LaunchPlace.nowMs()))
    }
}

extension EditorCell {
    /// The cell's place: its identity for VoiceOver.
    var place: [UInt32] { [x, y] }
}
