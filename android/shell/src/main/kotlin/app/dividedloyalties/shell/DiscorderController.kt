package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.DiscorderEdgePos
import app.dividedloyalties.core.DiscorderEvent
import app.dividedloyalties.core.DiscorderEventRecord
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderTool
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.GameKindModel
import java.util.concurrent.Executor

/** What the Discorder screen shows after an input or the computer's action. */
typealias DiscorderUpdate = PlayUpdate<DiscorderView, DiscorderEventRecord>

/**
 * The Discorder screen's logic over one [session] (RULES-DISCORDER.md D1–D7), on the UI
 * thread: the tools, taps in board units (hit-tested by the session with the tool in use),
 * TalkBack's place actions, Undo; keeps the current frame and writes the store when its
 * revision moves ([PlayLoop]). Against the computer, the session's `playComputer` (its
 * tie-breaks seeded from [seeds]) runs on the background executor whenever it is to move; the
 * player's inputs meanwhile are refused by the session. It decides nothing about the game:
 * what is enabled, every refusal and every text come from the session and the localiser.
 */
class DiscorderController(
    private val session: DiscorderSession,
    writer: GameWriter,
    seeds: Seeds,
    thinking: Executor,
    ui: Executor,
    listener: PlayListener<DiscorderView, DiscorderEventRecord>
) : PlayController<DiscorderView, DiscorderEventRecord>(
    DiscorderPlay(session, seeds),
    writer,
    thinking,
    ui,
    listener
) {
    override val kind = GameKindModel.DISCORDER

    /** A tool chip was touched (D2, D3): the tool for the next taps. */
    fun selectTool(tool: DiscorderTool) = loop.act { session.selectTool(tool) }

    /** A finger touched the board at ([x], [y]) in cell units (the board's [BoardTransform]). */
    fun touch(x: Float, y: Float) = loop.act { session.tap(x, y) }

    /** TalkBack's "place a tile" on [cell] (D2). */
    fun placeTile(cell: CellPos) = loop.act { session.placeTile(cell.x, cell.y) }

    /** TalkBack's "place a peg" on [edge] (D3). */
    fun placePeg(edge: DiscorderEdgePos) = loop.act { session.placePeg(edge.x, edge.y) }

    /** The Undo button (D7). */
    fun undo() = loop.act { session.undo() }
}

/** A session of Discorder as [PlayLoop] drives it. */
private class DiscorderPlay(private val session: DiscorderSession, private val seeds: Seeds) :
    Playable<DiscorderView, DiscorderEventRecord> {
    override val game = CurrentGame.Discorder(session)

    override fun view(): DiscorderView = session.view()

    override fun revisionOf(frame: DiscorderView): ULong = frame.revision

    override fun takeEvents(): List<DiscorderEventRecord> = session.takeEvents()

    override fun hapticOf(event: DiscorderEventRecord): Haptic? =
        if (event.event is DiscorderEvent.Refused) Haptic.REFUSAL else null

    override fun flashOf(event: DiscorderEventRecord): BoardFlash? = discorderFlash(event.event)

    override fun computerToMove(): Boolean = session.computerToMove()

    override fun playComputer() {
        session.playComputer(seeds.next())
    }
}
