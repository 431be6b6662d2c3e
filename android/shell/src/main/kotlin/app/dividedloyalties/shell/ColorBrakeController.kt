package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeAction
import app.dividedloyalties.core.ColorBrakeEvent
import app.dividedloyalties.core.ColorBrakeEventRecord
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.GameKindModel
import java.util.concurrent.Executor

/** What the Color Brake ABAB screen shows after an input or the computer's action. */
typealias ColorBrakeUpdate = PlayUpdate<ColorBrakeView, ColorBrakeEventRecord>

/**
 * The Color Brake ABAB screen's logic over one [session] (RULES-COLOR-BRAKE.md C1–C7), on the
 * UI thread: the hand-over's Ready (C2: the frame shows no hand before it), the hand's
 * buttons ([colorBrakeHand]) played as the frame offers them, the Tank chosen by a tap on one
 * of the frame's Tank targets then a colour (C6.2), the next round, Undo; keeps the current
 * frame and writes the store when its revision moves ([PlayLoop]). Against the computer, the
 * session's `playComputer` runs on the background executor whenever it is to move. It decides
 * nothing about the game: every offer, refusal and text comes from the session and the
 * localiser.
 */
class ColorBrakeController(
    private val session: ColorBrakeSession,
    writer: GameWriter,
    thinking: Executor,
    ui: Executor,
    listener: PlayListener<ColorBrakeView, ColorBrakeEventRecord>
) : PlayController<ColorBrakeView, ColorBrakeEventRecord>(
    ColorBrakePlay(session),
    writer,
    thinking,
    ui,
    listener
) {
    override val kind = GameKindModel.COLOR_BRAKE

    /** Whether the Tank's cell is being chosen (the board marks the frame's Tank targets). */
    var tankChoosing: Boolean = false
        private set

    /** The Tank's cell (1–28) chosen by a tap, waiting for the colour on top (C6.2); `null` when none is. */
    var tankCell: UInt? = null
        private set

    /** The buttons of the hand and the round as the frame offers them now. */
    val hand: ColorBrakeHand
        get() = colorBrakeHand(frame, tankCell)

    /** The hand-over screen's button: the player to move sees their hand now (C2). */
    fun ready() = input { session.ready() }

    /** A button of the hand, the drawn colours or the next round: its action, played (the session may refuse it, and says why). */
    fun play(action: ColorBrakeAction) = input { session.play(action) }

    /**
     * The Tank button: the board shows the Tank's targets, a tap on one chooses it; pressed
     * again, no Tank is chosen.
     */
    fun chooseTank() {
        tankCell = null
        tankChoosing = !tankChoosing
        loop.repaint()
    }

    /**
     * A finger touched the board at ([x], [y]) in cell units: a Tank target of the frame
     * becomes the Tank's cell, whose colours the hand then offers (C6.2); other cells do nothing.
     */
    fun touch(x: Float, y: Float) {
        if (!loop.open) return
        val number = session.cellAt(x, y) ?: return
        chooseTankCell(number)
    }

    /** A Tank target chosen by a tap or by TalkBack's action on cell [number] (C6.2). */
    fun chooseTankCell(number: UInt) {
        val cell = frame.cells.firstOrNull { it.cell == number } ?: return
        if (!cell.tankTarget) return
        tankChoosing = true
        tankCell = number
        loop.repaint()
    }

    /** The Undo button (C7; against the computer, back to the player's last decision). */
    fun undo() = input { session.undo() }

    private fun input(action: () -> Unit) {
        tankChoosing = false
        tankCell = null
        loop.act(action)
    }
}

/** A session of Color Brake ABAB as [PlayLoop] drives it. */
private class ColorBrakePlay(private val session: ColorBrakeSession) :
    Playable<ColorBrakeView, ColorBrakeEventRecord> {
    override val game = CurrentGame.ColorBrake(session)

    override fun view(): ColorBrakeView = session.view()

    override fun revisionOf(frame: ColorBrakeView): ULong = frame.revision

    override fun takeEvents(): List<ColorBrakeEventRecord> = session.takeEvents()

    override fun hapticOf(event: ColorBrakeEventRecord): Haptic? =
        if (event.event is ColorBrakeEvent.Refused) Haptic.REFUSAL else null

    override fun flashOf(event: ColorBrakeEventRecord): BoardFlash? {
        val refused = event.event as? ColorBrakeEvent.Refused ?: return null
        return colorBrakeFlash(refused.refusal, session.view())
    }

    override fun computerToMove(): Boolean = session.computerToMove()

    override fun playComputer() {
        session.playComputer()
    }
}
