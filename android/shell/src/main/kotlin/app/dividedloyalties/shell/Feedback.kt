package app.dividedloyalties.shell

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EventModel
import app.dividedloyalties.core.EventRecord

/** The haptic a shell plays for an event (when the player left haptics on). */
enum class Haptic {
    /** A short buzz: the action was refused. */
    REFUSAL,

    /** A light tick: a bridge was formed. */
    CONFIRM
}

/** What the app does for one event of the session besides repainting the frame. */
data class Feedback(
    /** The event, numbered by the session. */
    val event: EventRecord,
    /** The haptic to play, if any. */
    val haptic: Haptic?,
    /** The cell to flash (a refused action's cell), if any. */
    val flash: CellPos?
)

/** The feedback for [record]: refusals buzz and flash their cell, bridges tick (SCREENS.md "Touch"). */
fun feedbackFor(record: EventRecord): Feedback = when (val event = record.event) {
    is EventModel.Refused -> Feedback(record, Haptic.REFUSAL, event.cell ?: event.refusal.cell)
    is EventModel.BridgeFormed -> Feedback(record, Haptic.CONFIRM, null)
    else -> Feedback(record, null, null)
}
