import DividedLoyaltiesCore
import GameShell
import SwiftUI

/// The position editor (SCREENS.md, Position editor and library): the grid painted from the
/// editor's frame in cell units, pinch-zoomed on large grids, painted with the chosen brush
/// (region tokens by shade, dot, eraser, pencil or fill) by dragging a finger (one undoable
/// stroke per drag; taps when zoomed in, where a drag pans), one VoiceOver element per cell;
/// undo/redo, the name, the size, the live problems with their cells marked, Save (disabled
/// while a problem blocks), Test play and Share as CSV. Every edit and check is the Rust
/// `PositionEditor`'s.
struct PositionEditorScreen: View {
    let model: AppModel
    let editor: EditorController

    /// The editor's frame, refreshed after every input (the controller is not observable).
    @State private var frame: EditorViewModel
    @State private var refusal: EditRefusalModel?
    @State private var name: String
    @State private var zoom: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme

    private let tokens = standardTokens()

    init(model: AppModel, editor: EditorController) {
        self.model = model
        self.editor = editor
        _frame = State(initialValue: editor.frame)
        _name = State(initialValue: editor.frame.name)
    }

    var body: some View {
        let texts = model.texts
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    grid
                    if let refusal {
                        Text(texts.editRefusal(refusal)).font(.callout).foregroundStyle(.red)
                    }
                    brushes
                    TextField(texts.label(.editorName), text: $name)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit { update { $0.rename(name) } }
                    sizeSteppers
                    problems
                }
                .padding()
            }
            .navigationTitle(texts.label(.titleEditor))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { toolbar }
        }
        .interactiveDismissDisabled(frame.canUndo)
    }

    // MARK: The grid

    /// The most the grid can be zoomed in.
    private static let maxZoom: CGFloat = 4

    private var gridAspect: CGFloat {
        CGFloat(max(frame.width, 1)) / CGFloat(max(frame.height, 1))
    }

    /// The grid in a viewport: pinch to zoom in (large grids); unzoomed a drag paints a stroke,
    /// zoomed in a drag pans and a tap paints one cell.
    private var grid: some View {
        GeometryReader { viewport in
            let scale = min(max(zoom * pinch, 1), Self.maxZoom)
            let size = CGSize(width: viewport.size.width * scale, height: viewport.size.height * scale)
            ScrollView([.horizontal, .vertical]) {
                canvas(size: size, zoomed: scale > 1)
            }
            .scrollDisabled(scale <= 1)
            .simultaneousGesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in zoom = min(max(zoom * value.magnification, 1), Self.maxZoom) }
            )
        }
        .aspectRatio(gridAspect, contentMode: .fit)
    }

    private func canvas(size: CGSize, zoomed: Bool) -> some View {
        let palette = model.palette(colorScheme)
        let transform = BoardTransform(size: size, width: frame.width, height: frame.height)
        return Canvas { context, _ in
            EditorPainter(frame: frame, palette: palette).paint(&context, transform)
        }
        .frame(width: size.width, height: size.height)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0, coordinateSpace: .local)
                .onChanged { value in
                    let units = transform.cellUnits(value.location)
                    update { $0.drag(atCellUnits: units.x, units.y) }
                }
                .onEnded { _ in update { $0.endDrag() } },
            including: zoomed ? .none : .all
        )
        .simultaneousGesture(
            SpatialTapGesture(count: 1, coordinateSpace: .local).onEnded { value in
                let units = transform.cellUnits(value.location)
                update {
                    $0.drag(atCellUnits: units.x, units.y)
                    $0.endDrag()
                }
            },
            including: zoomed ? .all : .none
        )
        .accessibilityElement(children: .contain)
        .accessibilityChildren { cellElements(transform, size: size) }
    }

    /// One VoiceOver element per cell: its place, what is painted there, and "paint" with the
    /// brush as its action.
    private func cellElements(_ transform: BoardTransform, size: CGSize) -> some View {
        ZStack(alignment: .topLeading) {
            ForEach(frame.cells, id: \.place) { cell in
                let rect = transform.rect(x: cell.x, y: cell.y)
                Rectangle()
                    .frame(width: rect.width, height: rect.height)
                    .position(x: rect.midX, y: rect.midY)
                    .accessibilityLabel(Text(model.texts.cellPosition(x: cell.x, y: cell.y)))
                    .accessibilityValue(Text(paintName(cell.paint)))
                    .accessibilityAddTraits(.isButton)
                    .accessibilityAction { update { $0.paint(CellPos(x: cell.x, y: cell.y)) } }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    /// What a cell holds, for VoiceOver: its region token, a dot, or nothing.
    private func paintName(_ paint: PaintModel) -> String {
        switch paint {
        case .empty: return ""
        case .dot: return model.texts.label(.editorBrushDot)
        case let .region(token): return token
        }
    }

    // MARK: Brushes, name, size, problems

    private var brushes: some View {
        let texts = model.texts
        return VStack(alignment: .leading, spacing: 8) {
            ForEach(RegionShade.brushRows, id: \.self) { shade in
                Text(texts.label(shade.brushLabel)).font(.caption).foregroundStyle(.secondary)
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(tokens.filter { tokenShade(token: $0) == shade }, id: \.self) { token in
                            brushButton(Text(verbatim: token), paint: .region(token: token))
                        }
                    }
                }
            }
            HStack {
                brushButton(Text(texts.label(.editorBrushDot)), paint: .dot)
                brushButton(Text(texts.label(.editorBrushEraser)), paint: .empty)
                Spacer()
                Toggle(texts.label(.editorBrushFill), isOn: fillBinding)
                    .fixedSize()
            }
        }
    }

    private func brushButton(_ title: Text, paint: PaintModel) -> some View {
        let selected = frame.brush.paint == paint
        return Button {
            update { $0.setBrush(BrushModel(paint: paint, tool: frame.brush.tool)) }
        } label: {
            title.padding(.horizontal, 8).padding(.vertical, 4)
        }
        .buttonStyle(.bordered)
        .tint(selected ? .accentColor : .secondary)
        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
    }

    private var fillBinding: Binding<Bool> {
        Binding(get: { frame.brush.tool == .fill },
                set: { fill in update { $0.setBrush(BrushModel(paint: frame.brush.paint, tool: fill ? .fill : .pencil)) } })
    }

    private var sizeSteppers: some View {
        let texts = model.texts
        return VStack(alignment: .leading) {
            Stepper(value: sizeBinding(.width), in: 9...25) {
                Text(verbatim: "\(texts.label(.editorWidth)) \(frame.width)")
            }
            Stepper(value: sizeBinding(.height), in: 9...25) {
                Text(verbatim: "\(texts.label(.editorHeight)) \(frame.height)")
            }
        }
    }

    /// The width or the height; a change asks the editor to resize (refused when it would cut
    /// painted cells). The range 9–25 is the editor's own (`blank` and `resize` refuse others).
    private func sizeBinding(_ side: GridSide) -> Binding<Int> {
        Binding(get: { Int(side == .width ? frame.width : frame.height) }, set: { value in
            let width = side == .width ? value : Int(frame.width)
            let height = side == .height ? value : Int(frame.height)
            update { $0.resize(width: UInt8(clamping: width), height: UInt8(clamping: height)) }
        })
    }

    private var problems: some View {
        let texts = model.texts
        return VStack(alignment: .leading, spacing: 4) {
            Text(texts.label(.editorProblems)).font(.headline)
            if frame.problems.isEmpty {
                Text(texts.label(.editorNoProblems)).foregroundStyle(.secondary)
            }
            ForEach(Array(frame.problems.enumerated()), id: \.offset) { _, problem in
                Label(texts.problem(problem),
                      systemImage: problem.severity == .blocking ? "xmark.octagon" : "exclamationmark.triangle")
                    .foregroundStyle(problem.severity == .blocking ? Color.red : Color.orange)
            }
        }
    }

    // MARK: Toolbar

    @ToolbarContentBuilder private var toolbar: some ToolbarContent {
        let texts = model.texts
        ToolbarItem(placement: .cancellationAction) {
            Button(texts.label(.close)) { dismiss() }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            Button(texts.label(.undo)) { update { $0.undo() } }.disabled(!frame.canUndo)
            Button(texts.label(.redo)) { update { $0.redo() } }.disabled(!frame.canRedo)
            Spacer()
            Button(texts.label(.testPlay)) { testPlay() }.disabled(!frame.canTestPlay)
            Button(texts.label(.sharePositionCsv)) { shareCsv() }.disabled(!frame.canSave)
        }
        ToolbarItem(placement: .confirmationAction) {
            Button(texts.label(.save)) { save() }.disabled(!frame.canSave || model.library == nil)
        }
    }

    // MARK: Actions

    /// Runs one input on the controller, then takes its new frame and refusal.
    private func update(_ input: (EditorController) -> Void) {
        input(editor)
        frame = editor.frame
        refusal = editor.refusal
    }

    private func save() {
        guard let library = model.library else { return }
        update { $0.rename(name) }
        do {
            try library.save(editor)
            model.sheet = .newGame
        } catch {
            model.report(error)
        }
    }

    private func testPlay() {
        update { $0.rename(name) }
        model.start { try editor.testPlay() }
    }

    private func shareCsv() {
        update { $0.rename(name) }
        do {
            try model.present(editor.csvPayload(texts: model.texts))
        } catch {
            model.report(error)
        }
    }
}

/// Paints the editor's frame: each cell's paint (region shade with its token, dot, empty), the
/// grid, and the cells of the live problems (blocking red, warnings orange).
private struct EditorPainter {
    let frame: EditorViewModel
    let palette: Palette

    func paint(_ context: inout GraphicsContext, _ t: BoardTransform) {
        for cell in frame.cells {
            let rect = t.rect(x: cell.x, y: cell.y)
            context.fill(Path(rect), with: .color(cell.shade.map(palette.shade) ?? palette.background))
            context.stroke(Path(rect), with: .color(palette.ink.opacity(0.25)), lineWidth: 0.5)
            switch cell.paint {
            case .dot:
                let radius = t.length(0.12)
                context.fill(Path(ellipseIn: rect.insetBy(dx: rect.width / 2 - radius, dy: rect.height / 2 - radius)),
                             with: .color(palette.dot))
            case let .region(token):
                context.draw(Text(verbatim: token).font(.system(size: t.length(0.3))).foregroundColor(palette.ink),
                             at: CGPoint(x: rect.midX, y: rect.midY))
            case .empty:
                break
            }
            if let flagged = cell.flagged {
                context.stroke(Path(rect.insetBy(dx: 1, dy: 1)),
                               with: .color(flagged == .blocking ? .red : .orange), lineWidth: max(1.5, t.length(0.08)))
            }
        }
    }
}

/// One side of the grid, for the size steppers.
private enum GridSide {
    case width, height
}

/// The three rows of region brushes: the standard tokens of one shade each, as Rust's
/// `tokenShade` groups `standardTokens()` (R2).
private extension RegionShade {
    static let brushRows: [RegionShade] = [.dark, .medium, .light]

    var brushLabel: LabelId {
        switch self {
        case .dark: return .editorBrushDark
        case .medium: return .editorBrushMedium
        case .light: return .editorBrushLight
        }
    }
}

extension EditorCellModel {
    /// The cell's place on the board: the identity VoiceOver keeps its focus on across strokes,
    /// where the whole value would change with each one.
    var place: CellPos { CellPos(x: x, y: y) }
}
