package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeEvent
import app.dividedloyalties.core.ColorBrakeEventRecord
import app.dividedloyalties.core.ColorBrakeRefusal
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.DiscorderEvent
import app.dividedloyalties.core.DiscorderEventRecord
import app.dividedloyalties.core.DiscorderTarget

/** What a refusal flashes on the board of Discorder or Color Brake ABAB (SCREENS.md "Touch"). */
sealed interface BoardFlash {
    /** A cell or an inner edge of the Discorder board (D2, D3), as the session names it. */
    data class Discorder(val target: DiscorderTarget) : BoardFlash

    /** A cell of the Color Brake ABAB triangle, by its number 1–28 (C1). */
    data class ColorBrakeCell(val cell: UInt) : BoardFlash
}

/** The cell or edge a refused Discorder action flashes, as the session's event names it; `null` for other events. */
fun discorderFlash(event: DiscorderEvent): BoardFlash? =
    (event as? DiscorderEvent.Refused)?.target?.let { BoardFlash.Discorder(it) }

/**
 * The cell a Color Brake ABAB [refusal] flashes: its own cell (a Tank outside the row, C6.2),
 * else the cell of [frame] the refused action was for, the one to fill next (C3); `null` when
 * no cell is to fill (the round is over).
 */
fun colorBrakeFlash(refusal: ColorBrakeRefusal, frame: ColorBrakeView): BoardFlash? {
    val cell = refusal.cell?.takeIf { number -> frame.cells.any { it.cell == number } }
        ?: frame.cells.firstOrNull { it.next }?.cell
    return cell?.let { BoardFlash.ColorBrakeCell(it) }
}

/**
 * A refusal as the board of Discorder or Color Brake ABAB plays it: the [words] TalkBack
 * announces (each refusal, even the same one twice running) and what it [flash]es.
 */
data class BoardRefusal(val words: String, val flash: BoardFlash?)

/** The refusals among [feedback] of Discorder, each with the localiser's text of its event. */
fun Texts.discorderRefusals(
    feedback: List<PlayFeedback<DiscorderEventRecord>>
): List<BoardRefusal> = feedback.filter { it.event.event is DiscorderEvent.Refused }
    .map { BoardRefusal(catalogs.discorderEvent(it.event.event), it.flash) }

/** The refusals among [feedback] of Color Brake ABAB, each with the localiser's text of its event. */
fun Texts.colorBrakeRefusals(
    feedback: List<PlayFeedback<ColorBrakeEventRecord>>
): List<BoardRefusal> = feedback.filter { it.event.event is ColorBrakeEvent.Refused }
    .map { BoardRefusal(catalogs.colorBrakeEvent(it.event.event), it.flash) }
