package app.dividedloyalties.shell

import app.dividedloyalties.core.ChangeListener
import app.dividedloyalties.core.DlApp
import app.dividedloyalties.ui.Effect
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.Screen
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.Executor

/**
 * The one app of the process (dl-ui's `DlApp`) and the screen painted from it, on the main
 * thread: [send] hands an input to Rust and reads the screen again; a change made on one of
 * Rust's threads (the store's writer, the computer) hops to [main] through the listener and
 * does the same. Every activity [watch]es the same screen, so a second activity paints the
 * same state; the effects go to the one [attach]ed [EffectCarrier] (the started activity) and
 * wait in Rust while none is attached. Call everything but [launch] on the main thread.
 */
class AppHolder private constructor(private val main: Executor) {
    private val watchers = CopyOnWriteArrayList<(Screen) -> Unit>()
    private var carrier: EffectCarrier? = null
    private var closed = false
    private lateinit var app: DlApp

    /** The screen painted now. */
    lateinit var screen: Screen
        private set

    /** Hops each change told on a Rust thread to the main thread; an older one changes nothing. */
    private inner class Listener : ChangeListener {
        override fun onChange(revision: ULong) {
            main.execute { if (::screen.isInitialized && revision > screen.revision) refresh() }
        }
    }

    /** Carries out [input] and paints the screen it leads to. */
    fun send(input: Input) {
        if (closed) return
        app.send(input)
        refresh()
    }

    /**
     * Reads [input] off the main thread with [work] (a received file), then sends it on the
     * main thread; a reader that throws (the file went away, no permission) sends [failed]
     * instead, which dl-ui refuses with a notice in the player's language.
     */
    fun sendLater(work: Executor, failed: Input, input: () -> Input) {
        work.execute {
            val read = try {
                input()
            } catch (_: Exception) {
                failed
            }
            main.execute { send(read) }
        }
    }

    /** Reads the screen again when its revision moved, tells the watchers, hands out the effects. */
    fun refresh() {
        if (closed) return
        if (app.revision() != screen.revision) {
            screen = app.screen()
            watchers.forEach { it(screen) }
        }
        carrier?.let { carrier ->
            app.takeEffects().forEach { carrier.carryOut(it) }
        }
    }

    /** Calls [watcher] with the screen now and after every change, until the handle is closed. */
    fun watch(watcher: (Screen) -> Unit): AutoCloseable {
        watchers += watcher
        watcher(screen)
        return AutoCloseable { watchers -= watcher }
    }

    /**
     * Makes [effects] the one that carries out the effects (the activity in the foreground):
     * those waiting are carried out at once. Closing the handle detaches it, if still attached.
     */
    fun attach(effects: EffectCarrier): AutoCloseable {
        carrier = effects
        refresh()
        return AutoCloseable { if (carrier === effects) carrier = null }
    }

    /** Closes the app: the store is written and unlocked; nothing is painted afterwards. */
    fun close() {
        closed = true
        watchers.clear()
        carrier = null
        app.close()
    }

    /** How the app is launched. */
    companion object {
        /**
         * Launches the app on [dataDir] with the system's [languages], the platform's
         * [doubleTapMs] and appearance ([dark]); changes are painted on [main]. Throws dl-ui's
         * `LaunchFailure` when the store cannot be opened.
         */
        fun launch(
            dataDir: String,
            languages: List<String>,
            doubleTapMs: Long,
            dark: Boolean,
            main: Executor
        ): AppHolder {
            val holder = AppHolder(main)
            holder.app =
                DlApp.launch(dataDir, languages, doubleTapMs.toULong(), dark, holder.Listener())
            holder.screen = holder.app.screen()
            return holder
        }
    }
}
