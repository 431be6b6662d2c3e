package app.dividedloyalties.android

import android.app.Application
import android.content.Context
import android.content.Intent
import android.view.ViewConfiguration
import androidx.appcompat.app.AppCompatDelegate
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.core.app.LocaleManagerCompat
import androidx.core.content.ContextCompat
import androidx.core.content.edit
import androidx.core.os.LocaleListCompat
import androidx.lifecycle.AndroidViewModel
import app.dividedloyalties.core.PositionInfo
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.AppFlow
import app.dividedloyalties.shell.AtomicFileStore
import app.dividedloyalties.shell.BindingsRouter
import app.dividedloyalties.shell.EnglishTexts
import app.dividedloyalties.shell.Feedback
import app.dividedloyalties.shell.GameController
import app.dividedloyalties.shell.GameSaver
import app.dividedloyalties.shell.GameUpdate
import app.dividedloyalties.shell.Incoming
import app.dividedloyalties.shell.LinkSharePayloads
import app.dividedloyalties.shell.NewGameCatalog
import app.dividedloyalties.shell.Notice
import app.dividedloyalties.shell.Question
import app.dividedloyalties.shell.Screen
import app.dividedloyalties.shell.Settings
import app.dividedloyalties.shell.ShareAction
import app.dividedloyalties.shell.SharePayloads
import app.dividedloyalties.shell.Texts
import java.io.File
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** The feedback of one input, numbered so the UI plays each batch once. */
data class FeedbackBatch(val serial: Int, val items: List<Feedback>)

/**
 * The app's state for Compose, kept across configuration changes: it owns the [AppFlow] (and
 * through it the game controller and the one writer of the store) and mirrors what the screens
 * show into snapshot state. Disk work runs on background threads: the store's writer, and one
 * thread for reading (the stored game at launch, received files, files to share).
 */
class AppModel(application: Application) : AndroidViewModel(application) {
    private val app: Application = application
    private val writer: ExecutorService = Executors.newSingleThreadExecutor()
    private val io: ExecutorService = Executors.newSingleThreadExecutor()
    private val main = ContextCompat.getMainExecutor(application)
    private val preferences = application.getSharedPreferences(SETTINGS, Context.MODE_PRIVATE)
    private val store = AtomicFileStore(File(application.filesDir, "store").toPath())
    private val saver = GameSaver(store, writer) { _, _ -> main.execute { saveFailed = true } }
    private val flow = AppFlow(
        store,
        saver,
        BindingsRouter,
        ViewConfiguration.getDoubleTapTimeout().toLong(),
        { update -> gameUpdated(update) },
        { refresh() }
    )
    private val waiting = mutableListOf<() -> Incoming>()

    /** The new-game screen's built-ins and their drawings. */
    val catalog: NewGameCatalog by lazy { NewGameCatalog() }

    /** The share payloads (phase 2: dl-app's). */
    val sharePayloads: SharePayloads = LinkSharePayloads

    /** The player's settings. */
    var settings: Settings by mutableStateOf(loadSettings())
        private set

    /** Every text, in the app's language (phase 2: the Rust localiser, made anew for [Settings.language]). */
    val texts: Texts = EnglishTexts

    /** Whether the stored game was read (until then the screens wait). */
    var ready: Boolean by mutableStateOf(false)
        private set

    /** The screen on top. */
    var screen: Screen by mutableStateOf(Screen.NEW_GAME)
        private set

    /** Whether back returns to an earlier screen of the app. */
    var canGoBack: Boolean by mutableStateOf(false)
        private set

    /** The game's frame, once there is a game. */
    var frame: ViewModel? by mutableStateOf(null)
        private set

    /** The game screen's open question. */
    var question: Question? by mutableStateOf(null)
        private set

    /** The start frame of a received game waiting for the player's answer. */
    var preview: ViewModel? by mutableStateOf(null)
        private set

    /** A message to show once. */
    var notice: Notice? by mutableStateOf(null)
        private set

    /** The feedback of the last input. */
    var feedback: FeedbackBatch by mutableStateOf(FeedbackBatch(0, emptyList()))
        private set

    /** Whether the last write of the game failed (it is tried again at the next change). */
    var saveFailed: Boolean by mutableStateOf(false)
        private set

    private var playedFeedback = 0

    /** The game controller, for the game screen's inputs. */
    val game: GameController?
        get() = flow.game

    init {
        io.execute {
            val stored = flow.readStored()
            main.execute {
                flow.launch(stored)
                ready = true
                waiting.forEach { receive(it) }
                waiting.clear()
            }
        }
    }

    /** A link, file or text arrived: [reader] reads it (off the UI thread), then its preview card shows. */
    fun receive(reader: () -> Incoming) {
        if (!ready) {
            waiting += reader
            return
        }
        io.execute {
            val incoming = try {
                reader()
            } catch (error: Exception) {
                // Anything a content provider throws: the file is not there to read.
                main.execute { flow.cannotRead(error) }
                return@execute
            }
            main.execute { flow.receive(incoming) }
        }
    }

    /** The items of [batch] not played yet (haptics, flash), once: a screen shown again replays nothing. */
    fun unplayed(batch: FeedbackBatch): List<Feedback> {
        if (batch.serial <= playedFeedback) return emptyList()
        playedFeedback = batch.serial
        return batch.items
    }

    /** The player's answer on the preview card. */
    fun answerPreview(open: Boolean) = flow.answerPreview(open)

    /** Starts a new game on a built-in with [rounds] sets per player (or its default). */
    fun startBuiltin(position: PositionInfo, rounds: UByte?) =
        flow.start(catalog.start(position, rounds))

    /** A new game on the same position (the result card's Rematch). */
    fun rematch() = flow.rematch()

    /** Shows [screen] over the current one. */
    fun open(screen: Screen) {
        flow.navigation.open(screen)
        refresh()
    }

    /** System back inside the app. */
    fun back() {
        flow.navigation.back()
        refresh()
    }

    /** The notice was shown. */
    fun dismissNotice() = flow.dismissNotice()

    /** Makes the payload of [action] and gives the share sheet's intent to [show] (on the UI thread). */
    fun share(action: ShareAction, show: (Intent) -> Unit) {
        val payload = game?.share(action, sharePayloads) ?: return
        val title = texts.label(action.label)
        io.execute {
            val intent = shareIntent(app, payload, title)
            main.execute { show(intent) }
        }
    }

    /** Changes the settings; a new language becomes the per-app language (the system's on Android 13+). */
    fun updateSettings(changed: Settings) {
        if (changed.language != settings.language) {
            val locales = changed.language?.let { LocaleListCompat.forLanguageTags(it) }
            AppCompatDelegate.setApplicationLocales(
                locales ?: LocaleListCompat.getEmptyLocaleList()
            )
        }
        settings = changed
        preferences.edit {
            clear()
            changed.toMap().forEach { (key, value) -> putString(key, value) }
        }
    }

    /** The activity stops: the game is written before the process may be killed. */
    fun onStop() {
        flow.onStop(STOP_WAIT_MILLIS)
    }

    override fun onCleared() {
        flow.onStop(STOP_WAIT_MILLIS)
        flow.close()
        writer.shutdown()
        io.shutdown()
    }

    private fun gameUpdated(update: GameUpdate) {
        frame = update.frame
        question = update.question
        if (update.feedback.isNotEmpty()) {
            feedback = FeedbackBatch(feedback.serial + 1, update.feedback)
        }
        saveFailed = false
    }

    private fun refresh() {
        screen = flow.navigation.current
        canGoBack = flow.navigation.canGoBack
        frame = flow.game?.frame
        question = flow.game?.question
        preview = flow.preview?.view()
        notice = flow.notice
    }

    private fun loadSettings(): Settings {
        val stored = preferences.all.entries
            .mapNotNull { entry -> (entry.value as? String)?.let { entry.key to it } }
            .toMap()
        // The per-app language is the system's record (the player may change it there).
        val locales = LocaleManagerCompat.getApplicationLocales(app)
        val language = if (locales.isEmpty) null else locales[0]?.toLanguageTag()
        return Settings.fromMap(stored).copy(language = language)
    }

    private companion object {
        const val SETTINGS = "settings"
        const val STOP_WAIT_MILLIS = 1_500L
    }
}
