package app.dividedloyalties.android

import android.app.Application
import android.content.Context
import android.content.Intent
import android.os.Build
import android.view.ViewConfiguration
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.core.app.LocaleManagerCompat
import androidx.core.content.ContextCompat
import androidx.core.content.edit
import androidx.lifecycle.AndroidViewModel
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.GameListModel
import app.dividedloyalties.core.ImportReportModel
import app.dividedloyalties.core.LibraryPositionModel
import app.dividedloyalties.core.ListedBoard
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.ViewModel
import app.dividedloyalties.shell.AppFlow
import app.dividedloyalties.shell.BoardRefusal
import app.dividedloyalties.shell.BuiltinPreviews
import app.dividedloyalties.shell.ColorBrakeController
import app.dividedloyalties.shell.ColorBrakeUpdate
import app.dividedloyalties.shell.Confirmation
import app.dividedloyalties.shell.DiscorderController
import app.dividedloyalties.shell.DiscorderUpdate
import app.dividedloyalties.shell.EditorController
import app.dividedloyalties.shell.ErrorText
import app.dividedloyalties.shell.Feedback
import app.dividedloyalties.shell.FinishedGame
import app.dividedloyalties.shell.GameController
import app.dividedloyalties.shell.GameListeners
import app.dividedloyalties.shell.GameUpdate
import app.dividedloyalties.shell.Incoming
import app.dividedloyalties.shell.Notice
import app.dividedloyalties.shell.Preview
import app.dividedloyalties.shell.Question
import app.dividedloyalties.shell.ReplayController
import app.dividedloyalties.shell.ReplayFrame
import app.dividedloyalties.shell.Screen
import app.dividedloyalties.shell.SecureSeeds
import app.dividedloyalties.shell.Settings
import app.dividedloyalties.shell.ShareEntry
import app.dividedloyalties.shell.Texts
import app.dividedloyalties.shell.Thinking
import app.dividedloyalties.shell.colorBrakeRefusals
import app.dividedloyalties.shell.discorderRefusals
import app.dividedloyalties.shell.localizerLanguages
import app.dividedloyalties.shell.shareMenu
import java.io.File
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

/** The feedback of one input, numbered so the UI plays each batch once. */
data class FeedbackBatch(val serial: Int, val items: List<Feedback>)

/**
 * The refusals of one input of Discorder or Color Brake ABAB, numbered so the screen plays
 * each batch once: a buzz, TalkBack's announcement of each, the last one's flash.
 */
data class RefusalBatch(val serial: Int, val items: List<BoardRefusal>)

/** The Tank of Color Brake ABAB being chosen (C6.2): whether its targets are shown, and the cell chosen. */
data class TankChoice(val choosing: Boolean, val cell: UInt?)

/**
 * The app's state for Compose, kept across configuration changes: it owns the [AppFlow] (and
 * through it the game controller, the editor and the one writer of the store) and mirrors
 * what the screens show into snapshot state, read on the UI thread. The store's thread is the
 * application's ([DividedLoyaltiesApp.store]); reading received files and making share
 * payloads run on [work], the computer opponents' turns and the hint on [computer]. New games'
 * seeds come from the platform's secure random source.
 */
class AppModel(application: Application) : AndroidViewModel(application) {
    private val app = application as DividedLoyaltiesApp
    private val work: ExecutorService = Executors.newSingleThreadExecutor()
    private val computer: ExecutorService = Executors.newSingleThreadExecutor()
    private val main = ContextCompat.getMainExecutor(application)
    private val preferences = application.getSharedPreferences(SETTINGS, Context.MODE_PRIVATE)
    private val flow = AppFlow(
        app.store,
        work,
        computer,
        main,
        ViewConfiguration.getDoubleTapTimeout().toLong(),
        SecureSeeds(),
        GameListeners(
            { update -> gameUpdated(update) },
            { update -> discorderUpdated(update) },
            { update -> colorBrakeUpdated(update) }
        ),
        { refresh() }
    )
    private val waiting = mutableListOf<() -> Incoming>()
    private var systemLanguages: List<String> = emptyList()

    /** The small drawings of the built-ins (UI thread only). */
    val builtinPreviews = BuiltinPreviews()

    /** The player's settings. */
    var settings: Settings by mutableStateOf(loadSettings())
        private set

    /** Every text, from the Rust localiser in the app's language; made anew when the languages change. */
    var texts: Texts by mutableStateOf(
        Texts.forLanguages(localizerLanguages(settings.language, emptyList()))
    )
        private set

    /** Whether the store answered at launch (until then the screens wait). */
    var ready: Boolean by mutableStateOf(false)
        private set

    /** The screen on top. */
    var screen: Screen by mutableStateOf(Screen.CHOOSE_GAME)
        private set

    /** Whether back returns to an earlier screen of the app. */
    var canGoBack: Boolean by mutableStateOf(false)
        private set

    /** The game's frame, once there is a game. */
    var frame: ViewModel? by mutableStateOf(null)
        private set

    /** The frame of the game of Discorder on screen, if that is the game on screen. */
    var discorderFrame: DiscorderView? by mutableStateOf(null)
        private set

    /** The frame of the game of Color Brake ABAB on screen, if that is the game on screen. */
    var colorBrakeFrame: ColorBrakeView? by mutableStateOf(null)
        private set

    /** The Tank being chosen on the Color Brake ABAB screen. */
    var tankChoice: TankChoice by mutableStateOf(TankChoice(false, null))
        private set

    /** Whether the computer of Discorder or Color Brake ABAB is playing its action now. */
    var computerPlaying: Boolean by mutableStateOf(false)
        private set

    /** The refusals of the last input of Discorder or Color Brake ABAB that had some. */
    var refusals: RefusalBatch by mutableStateOf(RefusalBatch(0, emptyList()))
        private set

    /** What the game computes in the background (the computer's turn, the hint), for the progress indication. */
    var thinking: Thinking by mutableStateOf(Thinking.NONE)
        private set

    /** The game screen's open question. */
    var question: Question? by mutableStateOf(null)
        private set

    /** A received game or position waiting for the player's answer, and the frame its card draws. */
    var preview: Pair<Preview, ViewModel>? by mutableStateOf(null)
        private set

    /** A message to show once. */
    var notice: Notice? by mutableStateOf(null)
        private set

    /** The feedback of the last input. */
    var feedback: FeedbackBatch by mutableStateOf(FeedbackBatch(0, emptyList()))
        private set

    /** Why the game on screen could not be written (it is tried again at the next change). */
    var saveError: ErrorText? by mutableStateOf(null)
        private set

    /** The new-game screen's positions: the built-ins, then the player's. */
    var positions: List<LibraryPositionModel> by mutableStateOf(emptyList())
        private set

    /** The start frames of the player's positions, by id. */
    var libraryPreviews: Map<String, ViewModel> by mutableStateOf(emptyMap())
        private set

    /** The saved games and the history, once listed. */
    var savedGames: GameListModel? by mutableStateOf(null)
        private set

    /** The history of finished games, once listed. */
    var finishedGames: GameListModel? by mutableStateOf(null)
        private set

    /** The boards of the saved games of all three games as they stand, by id, for their drawings. */
    var savedPreviews: Map<String, ListedBoard> by mutableStateOf(emptyMap())
        private set

    /** The final boards of the finished games of all three games, by id, for their drawings. */
    var finishedPreviews: Map<String, ListedBoard> by mutableStateOf(emptyMap())
        private set

    /** The finished game shown from the history. */
    var finished: FinishedGame? by mutableStateOf(null)
        private set

    /** The step of the finished game's replay on screen and its board, while the replay is open. */
    var replayFrame: ReplayFrame? by mutableStateOf(null)
        private set

    /** The position editor's frame and last refusal, while it is open (a counter forces a repaint). */
    var editorSerial: Int by mutableStateOf(0)
        private set

    /** A deletion waiting for the player's yes. */
    var confirmation: Confirmation? by mutableStateOf(null)
        private set

    /** What importing positions did, until the player closes it. */
    var importReport: ImportReportModel? by mutableStateOf(null)
        private set

    /** The Share menu's entries, while it is open. */
    var shareEntries: List<ShareEntry>? by mutableStateOf(null)
        private set

    private var playedFeedback = 0
    private var playedRefusal = 0

    /** The game controller, for the game screen's inputs. */
    val game: GameController?
        get() = flow.game

    /** The game of Discorder on screen, for its screen's inputs. */
    val discorder: DiscorderController?
        get() = flow.discorder

    /** The game of Color Brake ABAB on screen, for its screen's inputs. */
    val colorBrake: ColorBrakeController?
        get() = flow.colorBrake

    /** The position editor, while its screen is open. */
    val editor: EditorController?
        get() = flow.editor

    /** The finished game's replay, while its screen is open, for its buttons. */
    val replay: ReplayController?
        get() = flow.replay

    /** The flow, for the screens' actions that need nothing more than a call. */
    val actions: AppFlow
        get() = flow

    /** The screen title's way back, when there is an earlier screen of the app. */
    val onBack: (() -> Unit)?
        get() = if (canGoBack) ({ back() }) else null

    init {
        flow.launch(File(application.filesDir, STORE_DIRECTORY).path)
    }

    /**
     * The system's languages, most wanted first (the activity's configuration): the texts are
     * made anew when they, or the language chosen in the app, change.
     */
    fun systemLanguagesChanged(languages: List<String>) {
        if (languages == systemLanguages) return
        systemLanguages = languages
        remakeTexts()
    }

    /** Back to the screen below (the editor closes without saving). */
    fun back() {
        flow.back()
    }

    /** A link, file or text arrived: [reader] reads it (off the UI thread), then its preview card shows. */
    fun receive(reader: () -> Incoming) {
        if (!ready) {
            waiting += reader
            return
        }
        work.execute {
            val incoming = try {
                reader()
            } catch (_: Exception) {
                // Anything a content provider throws: the file is not there to read.
                main.execute { flow.cannotRead() }
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

    /** Whether refusal batch [serial] is still to be played: `true` once for each (a screen shown again replays nothing). */
    fun unfeltRefusal(serial: Int): Boolean {
        if (serial <= playedRefusal) return false
        playedRefusal = serial
        return true
    }

    /** Opens the Share menu of the game on screen, pictures in the [dark] or light theme. */
    fun shareGame(dark: Boolean) = flow.shareGame(texts.language, theme(dark))

    /** Opens the Share menu of a position of the new-game screen. */
    fun sharePosition(entry: LibraryPositionModel, dark: Boolean) =
        flow.sharePosition(entry, texts.language, theme(dark))

    /** The editor's "Share as CSV". */
    fun shareEditorPosition(dark: Boolean) = flow.shareEditorPosition(texts.language, theme(dark))

    /** Writes the files of [entry] and gives the share sheet's intent to [show] (on the UI thread). */
    fun share(entry: ShareEntry, show: (Intent) -> Unit) {
        val title = texts.label(entry.label)
        flow.dismissShare()
        work.execute {
            val intent = shareIntent(app, entry.content, title)
            main.execute { show(intent) }
        }
    }

    /** Changes the settings; a new language becomes the per-app language (the system's on Android 13+). */
    fun updateSettings(changed: Settings) {
        val languageChanged = changed.language != settings.language
        settings = changed
        preferences.edit {
            clear()
            changed.toMap().forEach { (key, value) -> putString(key, value) }
        }
        if (languageChanged) {
            AppLanguage.set(app, changed.language)
            remakeTexts()
        }
    }

    /**
     * The per-app language as the system keeps it (read at each `onCreate`): one chosen in the
     * system's settings becomes the setting, without being set back.
     */
    fun appLanguageRead(tag: String?) {
        if (tag == settings.language) return
        val changed = settings.copy(language = tag)
        settings = changed
        preferences.edit {
            clear()
            changed.toMap().forEach { (key, value) -> putString(key, value) }
        }
        remakeTexts()
    }

    /** The activity starts (again): the computer thinks if it is to move. */
    fun onStart() {
        flow.onStart()
    }

    /** The activity stops: the computer stops thinking, and the game is written before the process may be killed. */
    fun onStop() {
        flow.onStop(STOP_WAIT_MILLIS)
    }

    override fun onCleared() {
        flow.onStop(STOP_WAIT_MILLIS)
        flow.close()
        work.shutdown()
        computer.shutdown()
    }

    private fun remakeTexts() {
        // The texts on screen are not closed here: the next frame may still read them, and
        // the bindings free a localiser nobody holds.
        texts = Texts.forLanguages(localizerLanguages(settings.language, systemLanguages))
    }

    private fun theme(dark: Boolean) = if (dark) ThemeModel.DARK else ThemeModel.LIGHT

    private fun gameUpdated(update: GameUpdate) {
        frame = update.frame
        question = update.question
        thinking = update.thinking
        if (update.feedback.isNotEmpty()) {
            feedback = FeedbackBatch(feedback.serial + 1, update.feedback)
        }
    }

    private fun discorderUpdated(update: DiscorderUpdate) {
        discorderFrame = update.frame
        played(texts.discorderRefusals(update.feedback), update.computing)
    }

    private fun colorBrakeUpdated(update: ColorBrakeUpdate) {
        colorBrakeFrame = update.frame
        tankChoice = tankChoiceOf(flow.colorBrake)
        played(texts.colorBrakeRefusals(update.feedback), update.computing)
    }

    private fun played(refused: List<BoardRefusal>, computing: Boolean) {
        computerPlaying = computing
        if (refused.isNotEmpty()) refusals = RefusalBatch(refusals.serial + 1, refused)
    }

    private fun tankChoiceOf(game: ColorBrakeController?) =
        TankChoice(game?.tankChoosing ?: false, game?.tankCell)

    private fun refresh() {
        ready = flow.ready
        screen = flow.navigation.current
        canGoBack = flow.navigation.canGoBack
        discorderFrame = flow.discorder?.frame
        colorBrakeFrame = flow.colorBrake?.frame
        tankChoice = tankChoiceOf(flow.colorBrake)
        computerPlaying = flow.discorder?.computing ?: flow.colorBrake?.computing ?: false
        frame = flow.game?.frame
        question = flow.game?.question
        thinking = flow.game?.computing ?: Thinking.NONE
        preview = flow.preview?.let { it to it.session.view() }
        notice = flow.notice
        saveError = flow.saveError
        positions = flow.positions
        libraryPreviews = flow.libraryPreviews
        savedGames = flow.savedGames
        finishedGames = flow.finishedGames
        savedPreviews = flow.savedPreviews
        finishedPreviews = flow.finishedPreviews
        finished = flow.finished
        replayFrame = flow.replay?.frame
        editorSerial++
        confirmation = flow.confirmation
        importReport = flow.importReport
        shareEntries = flow.sharing?.let { shareMenu(it, texts) }
        if (ready && waiting.isNotEmpty()) {
            val arrived = waiting.toList()
            waiting.clear()
            arrived.forEach { receive(it) }
        }
    }

    private fun loadSettings(): Settings {
        val stored = preferences.all.entries
            .mapNotNull { entry -> (entry.value as? String)?.let { entry.key to it } }
            .toMap()
        val settings = Settings.fromMap(stored)
        // On Android 13+ the per-app language is the system's record (the player may change it
        // there); before, the app's own record is the only one.
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.TIRAMISU) return settings
        val locales = LocaleManagerCompat.getApplicationLocales(app)
        return settings.copy(language = if (locales.isEmpty) null else locales[0]?.toLanguageTag())
    }

    private companion object {
        const val SETTINGS = "settings"
        const val STORE_DIRECTORY = "store"
        const val STOP_WAIT_MILLIS = 1_500L
    }
}
