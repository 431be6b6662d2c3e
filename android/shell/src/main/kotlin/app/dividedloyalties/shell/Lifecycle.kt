package app.dividedloyalties.shell

import app.dividedloyalties.ui.Input

/**
 * The activity's start and stop as dl-ui's inputs: a stop for a configuration change
 * (rotation, theme, size) is not the background, so neither it nor the start that follows
 * sends anything, and nothing blocks the main thread. Keep one per process (the holder's).
 */
class Lifecycle(private val send: (Input) -> Unit) {
    private var background = false

    /** The activity started: back from the background, if it was there. */
    fun started() {
        if (background) send(Input.Foreground)
        background = false
    }

    /** The activity stopped; [changingConfigurations] as the activity says. */
    fun stopped(changingConfigurations: Boolean) {
        if (changingConfigurations || background) return
        background = true
        send(Input.Background)
    }
}
