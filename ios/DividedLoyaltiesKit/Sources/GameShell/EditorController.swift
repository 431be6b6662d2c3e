import DividedLoyaltiesCore
import Foundation

/// The position editor screen's controller (SCREENS.md, Position editor and library): brush
/// chips, strokes of a finger over the grid (one undoable stroke each), undo/redo, name, size,
/// and saving into the player's library. Every edit and every check is the Rust
/// `PositionEditor`'s; this keeps the frame to paint and the last refusal to show.
public final class EditorController {
    /// The editor being used.
    public let editor: PositionEditor
    /// The library id of the position being edited, once saved (or when it came from the
    /// library): "Save" then updates it instead of adding a new one.
    public private(set) var libraryId: String?
    /// The frame to paint (`editor.view()` after the last input).
    public private(set) var frame: EditorViewModel
    /// The last refused edit (outside the grid, a resize that would cut cells, …), cleared by
    /// the next accepted one.
    public private(set) var refusal: EditRefusalModel?

    private var strokeCells: Set<CellPos> = []
    private var stroking = false

    /// A controller over `editor`; `libraryId` when it edits one of the player's positions.
    public init(editor: PositionEditor, libraryId: String? = nil) {
        self.editor = editor
        self.libraryId = libraryId
        frame = editor.view()
    }

    /// A brush chip was chosen (token, dot, eraser; pencil or fill).
    public func setBrush(_ brush: BrushModel) {
        editor.setBrush(brush: brush)
        refresh(nil)
    }

    /// A finger touched or moved over the grid at a point in cell units. The first touch begins
    /// a stroke; each cell is painted once per stroke, and a fill happens once, where it began.
    public func drag(atCellUnits x: Float, _ y: Float) {
        guard let cell = editor.cellAt(x: x, y: y) else { return }
        if !stroking {
            stroking = true
            strokeCells = []
            editor.beginStroke()
        }
        guard !strokeCells.contains(cell) else { return }
        if frame.brush.tool == .fill && !strokeCells.isEmpty { return }
        strokeCells.insert(cell)
        refresh(editor.applyBrush(x: cell.x, y: cell.y))
    }

    /// The finger was lifted: the stroke is one step of undo.
    public func endDrag() {
        guard stroking else { return }
        stroking = false
        strokeCells = []
        editor.endStroke()
        refresh(refusal)
    }

    /// VoiceOver's "paint" on one cell: a stroke of one cell.
    public func paint(_ cell: CellPos) {
        editor.beginStroke()
        let refused = editor.applyBrush(x: cell.x, y: cell.y)
        editor.endStroke()
        refresh(refused)
    }

    /// Undo the last edit (the editor's own history).
    public func undo() { refresh(editor.undo()) }

    /// Redo.
    public func redo() { refresh(editor.redo()) }

    /// The name field was committed.
    public func rename(_ name: String) {
        editor.rename(name: name)
        refresh(nil)
    }

    /// A new size (9–25 each way); refused with the cells it would cut.
    public func resize(width: UInt8, height: UInt8) {
        refresh(editor.resize(width: width, height: height))
    }

    /// "Save": into the player's library, as a new position or over the one being edited.
    /// Throws the store's refusal (a blocking problem, a name taken, the list full).
    public func save(in store: GameStore) throws {
        if let libraryId {
            try store.updatePosition(id: libraryId, editor: editor)
        } else {
            libraryId = try store.savePosition(editor: editor)
        }
    }

    /// "Test play": a game on the drawing without saving it (R3 rounds; nil for the default).
    public func testPlay(rounds: UInt8? = nil) throws -> GameSession {
        try editor.testPlay(rounds: rounds)
    }

    /// "Share as CSV": the position file (R9) with the name the Rust share payloads give it;
    /// refused (`editor_blocked`) while a problem blocks.
    public func csvPayload(texts: AppTexts) throws -> SharePayload {
        _ = try editor.toCsv(id: 1)
        return try SharePayload.make(.positionFile, of: editor.testPlay(rounds: nil), texts: texts, theme: .light)
    }

    private func refresh(_ refused: EditRefusalModel?) {
        refusal = refused
        frame = editor.view()
    }
}
