package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeEventRecord
import app.dividedloyalties.core.ColorBrakeException
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.DiscorderEventRecord
import app.dividedloyalties.core.DiscorderException
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.GameEntryModel
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.GameListModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.GameStore
import app.dividedloyalties.core.ImportReportModel
import app.dividedloyalties.core.LibraryPositionModel
import app.dividedloyalties.core.ListedBoard
import app.dividedloyalties.core.MovedAsideModel
import app.dividedloyalties.core.OpponentModel
import app.dividedloyalties.core.PositionEditor
import app.dividedloyalties.core.StoreException
import app.dividedloyalties.core.StoredGame
import app.dividedloyalties.core.ThemeModel
import app.dividedloyalties.core.ViewModel
import java.util.concurrent.Executor

/** Something the app tells the player once (a snackbar). */
sealed interface Notice {
    /** Something could not be done; [error] says why. */
    data class Failed(val error: ErrorText) : Notice

    /** Files of the store could not be read at launch: each was kept under another name (never lost). */
    data class MovedAside(val errors: List<ErrorText>) : Notice

    /** A game of Color Brake ABAB could not be started or read; [error] says why (C2, C7). */
    data class ColorBrakeFailed(val error: ColorBrakeException) : Notice

    /** A game of Discorder could not be started or read; [error] says why (D7). */
    data class DiscorderFailed(val error: DiscorderException) : Notice
}

/** A deletion waiting for the player's confirmation (SCREENS.md: every delete is confirmed). */
sealed interface Confirmation {
    /** Delete saved game [id]. */
    data class DeleteSaved(val id: String) : Confirmation

    /** Delete finished game [id] from the history. */
    data class DeleteFinished(val id: String) : Confirmation

    /** Delete the player's position [id], called [name]. */
    data class DeletePosition(val id: String, val name: String) : Confirmation
}

/** A finished game from the history, of any game of the collection, shown as it ended (it stays in the history). */
sealed interface FinishedGame {
    /** Its id in the history. */
    val id: String

    /** A game of Divided Loyalties: its final board and result (R8–R11). */
    data class DividedLoyalties(override val id: String, val frame: ViewModel) : FinishedGame

    /** A game of Discorder: its final board and result (D6). */
    data class Discorder(override val id: String, val frame: DiscorderView) : FinishedGame

    /** A game of Color Brake ABAB: its final triangle and result (C5). */
    data class ColorBrake(override val id: String, val frame: ColorBrakeView) : FinishedGame
}

/** The final frame of [game], finished game [id] of the history (read-only: nothing is played on it). */
private fun finishedOf(id: String, game: StoredGame): FinishedGame = when (game) {
    is StoredGame.DividedLoyalties -> FinishedGame.DividedLoyalties(id, game.session.view())
    is StoredGame.Discorder -> FinishedGame.Discorder(id, game.session.view())
    is StoredGame.ColorBrake -> FinishedGame.ColorBrake(id, game.session.view())
}

/** Who hears the game screens' updates: one listener for each game of the collection. */
class GameListeners(
    /** The game screen of Divided Loyalties. */
    val dividedLoyalties: GameListener,
    /** The screen of Discorder. */
    val discorder: PlayListener<DiscorderView, DiscorderEventRecord>,
    /** The screen of Color Brake ABAB. */
    val colorBrake: PlayListener<ColorBrakeView, ColorBrakeEventRecord>
)

/** Told whenever the app's state changed: repaint from [AppFlow]'s properties. */
fun interface AppListener {
    /** Something in the flow changed. */
    fun changed()
}

/**
 * The app above the game screens, on the UI thread: the launch (straight back into the stored
 * game of whichever game of the collection, or the game chooser on a first launch), the game
 * chooser and each game's new-game screen, starting games (their seeds from [seeds]), the
 * preview card of received links and files (never replacing the game on screen without the
 * player's yes), the saved games of all three games and the history (a finished game as it
 * ended, and move by move), the player's positions and the position editor, the Share menu,
 * and the back stack. Disk work goes to the store's thread ([access]), other slow work
 * (reading what arrived, painting pictures to share) to [work]; results come back on the UI
 * thread through [access]'s and [ui]; the computer opponents think on [thinking]. Tests run
 * all of it at once on one thread.
 */
class AppFlow(
    private val access: StoreAccess,
    private val work: Executor,
    private val thinking: Executor,
    private val ui: Executor,
    private val doubleTapTimeoutMillis: Long,
    private val seeds: Seeds,
    private val listeners: GameListeners,
    private val listener: AppListener
) : AutoCloseable,
    WriteListener {
    private val writer = GameWriter(access, this)

    /** The screens. */
    val navigation = Navigation(Screen.CHOOSE_GAME)

    /** Whether the store answered at launch (until then the screens wait). */
    var ready: Boolean = false
        private set

    /** The controller of the game on screen, of whichever game, once there is one. */
    var shown: ShownGame? = null
        private set

    /** The game of Divided Loyalties on the game screen, if that is the game on screen. */
    val game: GameController?
        get() = shown as? GameController

    /** The game of Discorder on its screen, if that is the game on screen. */
    val discorder: DiscorderController?
        get() = shown as? DiscorderController

    /** The game of Color Brake ABAB on its screen, if that is the game on screen. */
    val colorBrake: ColorBrakeController?
        get() = shown as? ColorBrakeController

    /** Which game the rules screen explains: the game on screen's, Divided Loyalties' when there is none. */
    val rulesKind: GameKindModel
        get() = shown?.kind ?: GameKindModel.DIVIDED_LOYALTIES

    /** A received game waiting for the player's yes or no on the preview card. */
    var preview: Preview? = null
        private set

    /** The positions of the new-game screen: the built-ins, then the player's. */
    var positions: List<LibraryPositionModel> = builtinEntries()
        private set

    /** The start frames of the player's positions, by id, for their drawings. */
    var libraryPreviews: Map<String, ViewModel> = emptyMap()
        private set

    /** The saved games, newest first, once listed. */
    var savedGames: GameListModel? = null
        private set

    /** The finished games, newest first, once listed. */
    var finishedGames: GameListModel? = null
        private set

    /** The boards of the saved games of all three games as they stand, by id, for their drawings. */
    var savedPreviews: Map<String, ListedBoard> = emptyMap()
        private set

    /** The final boards of the finished games of all three games, by id, for their drawings. */
    var finishedPreviews: Map<String, ListedBoard> = emptyMap()
        private set

    /** The finished game shown from the history. */
    var finished: FinishedGame? = null
        private set

    /** The finished game shown from the history, move by move, while its replay is open. */
    var replay: ReplayController? = null
        private set

    /** The position editor, while its screen is open. */
    var editor: EditorController? = null
        private set

    /** A deletion waiting for the player's yes. */
    var confirmation: Confirmation? = null
        private set

    /** What importing a position file did, until the player closes it. */
    var importReport: ImportReportModel? = null
        private set

    /** The Share menu's payloads, while it is open. */
    var sharing: SharePayloads? = null
        private set

    /** Why the game on screen could not be written, until a write succeeds. */
    var saveError: ErrorText? = null
        private set

    private val notices = ArrayDeque<Notice>()
    private var foreground = true

    /** The message to show now, then [dismissNotice]. */
    val notice: Notice?
        get() = notices.firstOrNull()

    /**
     * Opens the store in [directory] and shows the game that was on screen, of whichever game
     * of the collection, exactly as it was, or the game chooser (SCREENS.md "Launch"); files
     * the store moved aside are explained.
     */
    fun launch(directory: String) = access.open(directory) { result ->
        ready = true
        result.fold(
            { opened ->
                if (opened.movedAside.isNotEmpty()) notices += Notice.MovedAside(opened.movedAside)
                opened.current?.current()?.let { current ->
                    writer.adopt(current)
                    show(current)
                }
            },
            { error -> notices += Notice.Failed(ErrorText.of(error)) }
        )
        refreshPositions()
        listener.changed()
    }

    /**
     * A new game on [entry] with [rounds] sets per player (3 or 4, R3), or its default when
     * `null`; against the computer when [opponent] is given (issue 11).
     */
    fun startPosition(
        entry: LibraryPositionModel,
        rounds: UByte?,
        opponent: OpponentModel? = null
    ) {
        val id = entry.id
        if (id == null) {
            attempt { begin(GameSession.newGame(entry.position.slug, rounds, opponent)) }
        } else {
            access.use({ store ->
                store.newGameOnPosition(id, rounds).also { session ->
                    opponent?.let(session::setOpponent)
                }
            }) { result ->
                result.fold({ begin(it) }, ::failed)
            }
        }
    }

    /** The game chooser's entry [kind]: that game's new-game screen opens over it. */
    fun chooseGame(kind: GameKindModel) = open(newGameScreen(kind))

    /**
     * A new game of Discorder as [choice] says (who begins, D1; the computer's player, if
     * any), with a seed from the secure source; the game on screen goes where the store puts it.
     */
    fun startDiscorder(choice: DiscorderChoice) = attempt {
        begin(
            CurrentGame.Discorder(
                DiscorderSession.newGame(choice.starter, seeds.next(), choice.computer)
            )
        )
    }

    /**
     * A new game of Color Brake ABAB as [choice] says (its length, C2; two players or the
     * computer's seat), dealt from a seed from the secure source; the game on screen goes
     * where the store puts it.
     */
    fun startColorBrake(choice: ColorBrakeChoice) = attempt {
        begin(
            CurrentGame.ColorBrake(
                ColorBrakeSession.newGame(seeds.next(), choice.length, choice.mode)
            )
        )
    }

    /** A link, file or text arrived: its preview card shows, or why it cannot be opened. */
    fun receive(incoming: Incoming) = work.execute {
        val arrival = arrivalOf(incoming)
        ui.execute {
            when (arrival) {
                is Arrival.Card -> {
                    preview?.close()
                    preview = arrival.preview
                }

                is Arrival.Refused -> notices += Notice.Failed(arrival.error)
            }
            listener.changed()
        }
    }

    /** A received file could not be read (the sending app withdrew it, or it vanished). */
    fun cannotRead() {
        notices += Notice.Failed(ErrorText(ErrorText.IO_ERROR))
        listener.changed()
    }

    /** The player chose position [index] of the received position file. */
    fun choosePreview(index: Int) {
        attempt { preview?.choose(index) }
        listener.changed()
    }

    /** The player's answer on the preview card: yes starts the received game, no discards it. */
    fun answerPreview(open: Boolean) {
        val card = preview ?: return
        preview = null
        if (open) begin(card.take())
        card.close()
        listener.changed()
    }

    /** "Save" on the preview card of received positions: they go into the player's library, each refused one reported. */
    fun keepPreviewPositions() {
        val csv = preview?.positionsCsv() ?: return
        importPositions(csv)
    }

    /** Imports the positions of a CSV file into the player's library; the report says which came in and why others did not. */
    fun importPositions(csv: String) = access.use({ it.importPositions(csv) }) { result ->
        result.fold(
            { report ->
                importReport = report
                if (report.movedAside.isNotEmpty()) {
                    notices +=
                        Notice.MovedAside(report.movedAside.map { ErrorText(it.code, it.details) })
                }
                refreshPositions()
            },
            ::failed
        )
        listener.changed()
    }

    /** The import report was read. */
    fun dismissImportReport() {
        importReport = null
        listener.changed()
    }

    /** The result card's Rematch: a new game on the same position with the same rounds. */
    fun rematch() {
        val current = game ?: return
        begin(current.session.rematch())
    }

    /** Opens the Saved games screen with both lists read anew. */
    fun showSavedGames() {
        navigation.open(Screen.SAVED_GAMES)
        closeReplayIfLeft()
        refreshLists()
        listener.changed()
    }

    /**
     * Continues saved game [entry], of whichever game of the collection: it becomes the game
     * on screen, the one on screen goes to Saved games.
     */
    fun openSaved(entry: GameEntryModel): Unit = writer.openSaved(entry.id) { result ->
        result.fold({ opened -> show(opened.game.current()) }, ::failed)
        listener.changed()
    }

    /**
     * Shows finished game [id] from the history as it ended, of whichever game of the
     * collection: the store's game is read on its thread, its final frame kept, the session
     * closed.
     */
    fun viewFinished(id: String) = access.use({ store ->
        val game = store.viewFinished(id)
        try {
            finishedOf(id, game)
        } finally {
            game.destroy()
        }
    }) { result ->
        result.fold(
            { shown ->
                finished = shown
                navigation.open(Screen.FINISHED_GAME)
                closeReplayIfLeft()
            },
            ::failed
        )
        listener.changed()
    }

    /**
     * The finished game's Replay (SCREENS.md "Saved games"): its states are read by the
     * store on its thread, and the replay opens over the finished game at its end.
     */
    fun replayFinished() {
        val id = finished?.id ?: return
        access.use({ store ->
            ReplayController(id, store.replayFinished(id)) { listener.changed() }
        }) { result ->
            result.fold(
                { opened ->
                    replay?.close()
                    replay = opened
                    navigation.open(Screen.REPLAY)
                },
                ::failed
            )
            listener.changed()
        }
    }

    /** Asks before [confirmation]'s deletion. */
    fun ask(confirmation: Confirmation) {
        this.confirmation = confirmation
        listener.changed()
    }

    /** The player's answer to the open confirmation. */
    fun answerConfirmation(yes: Boolean) {
        val asked = confirmation ?: return
        confirmation = null
        listener.changed()
        if (!yes) return
        access.use({ store ->
            when (asked) {
                is Confirmation.DeleteSaved -> store.deleteSaved(asked.id)
                is Confirmation.DeleteFinished -> store.deleteFinished(asked.id)
                is Confirmation.DeletePosition -> store.deletePosition(asked.id)
            }
        }) { result ->
            result.onFailure(::failed)
            if (asked is Confirmation.DeletePosition) refreshPositions() else refreshLists()
            if (asked is Confirmation.DeleteFinished && finished?.id == asked.id) {
                finished = null
                navigation.back()
            }
            listener.changed()
        }
    }

    /** "New position": a blank grid of [width] × [height] (9–25, refused otherwise). */
    fun newPosition(width: UByte, height: UByte) = attempt {
        edit(PositionEditor.blank(width, height), null)
    }

    /** "Edit a copy" of [entry], a built-in or one of the player's positions; [replace] edits the player's position itself. */
    fun editPosition(entry: LibraryPositionModel, replace: Boolean = false) {
        val id = entry.id
        val number = entry.position.number
        when {
            id != null -> access.use({ it.editPosition(id) }) { result ->
                result.fold({ edit(it, if (replace) id else null) }, ::failed)
                listener.changed()
            }

            number != null -> attempt { edit(PositionEditor.copyOfBuiltin(number), null) }
        }
    }

    /** The editor's Save: into the player's library (a new position, or the one edited); the editor closes. */
    fun saveEditor() {
        val open = editor ?: return
        val id = open.libraryId
        access.use({ store ->
            if (id ==
                null
            ) {
                store.savePosition(open.editor)
            } else {
                store.updatePosition(id, open.editor)
            }
        }) { result ->
            result.fold(
                {
                    closeEditor()
                    refreshPositions()
                },
                ::failed
            )
            listener.changed()
        }
    }

    /** The editor's "Test play": a game on the position as it is, over the editor (back returns to it). */
    fun testPlay() {
        val open = editor ?: return
        attempt { begin(open.editor.testPlay(null), over = true) }
    }

    /** Leaves the editor without saving. */
    fun closeEditor() {
        editor?.close()
        editor = null
        if (navigation.current == Screen.EDITOR) navigation.back()
        listener.changed()
    }

    /** Renames the player's position [id]. */
    fun renamePosition(id: String, name: String) = libraryChange { it.renamePosition(id, name) }

    /** Duplicates the player's position [id] as "<name> 2". */
    fun duplicatePosition(id: String) = libraryChange { it.duplicatePosition(id) }

    /** Opens the Share menu of the game on screen; its payloads are made off the UI thread in [language] with pictures in [theme]. */
    fun shareGame(language: String, theme: ThemeModel) {
        val session = game?.session ?: return
        work.execute {
            val made = runCatching { sharePayloads(session, language, theme) }
            ui.execute {
                made.fold({ sharing = it }, ::failed)
                listener.changed()
            }
        }
    }

    /** Opens the Share menu of a position of the new-game screen (its link, CSV file and picture). */
    fun sharePosition(entry: LibraryPositionModel, language: String, theme: ThemeModel) {
        val id = entry.id
        if (id == null) {
            work.execute {
                sharePositionOf({
                    GameSession.newBuiltin(entry.position.slug, null)
                }, language, theme)
            }
        } else {
            access.use({ it.newGameOnPosition(id, null) }) { result ->
                result.fold({ session ->
                    work.execute { sharePositionOf({ session }, language, theme) }
                }, ::failed)
            }
        }
    }

    /** The editor's "Share as CSV": the position as it is, with its link and picture. */
    fun shareEditorPosition(language: String, theme: ThemeModel) {
        val open = editor ?: return
        attempt {
            val session = open.editor.testPlay(null)
            work.execute { sharePositionOf({ session }, language, theme) }
        }
    }

    /** The Share menu was closed. */
    fun dismissShare() {
        sharing = null
        listener.changed()
    }

    /** Opens [screen] over the current one. */
    fun open(screen: Screen) {
        navigation.open(screen)
        closeReplayIfLeft()
        listener.changed()
    }

    /** System back inside the app; `false` at the root, where the system takes over. */
    fun back(): Boolean {
        val current = navigation.current
        if (current == Screen.EDITOR) {
            closeEditor()
            return true
        }
        if (!navigation.back()) return false
        if (current == Screen.FINISHED_GAME) finished = null
        closeReplayIfLeft()
        listener.changed()
        return true
    }

    /** The notice was shown. */
    fun dismissNotice() {
        notices.removeFirstOrNull()
        listener.changed()
    }

    /**
     * The app goes to the background: the computer stops thinking, and the game is written if
     * it moved, waiting up to [timeoutMillis].
     */
    fun onStop(timeoutMillis: Long): Boolean {
        foreground = false
        shown?.pause()
        shown?.save()
        return writer.flush(timeoutMillis)
    }

    /** The app comes to the foreground: the computer thinks again if it is to move. */
    fun onStart() {
        foreground = true
        shown?.resume()
    }

    override fun written() {
        if (saveError != null) {
            saveError = null
            listener.changed()
        }
    }

    override fun failed(error: ErrorText) {
        saveError = error
        listener.changed()
    }

    /** Frees the sessions (the game's after its last write). */
    override fun close() {
        shown?.close()
        preview?.close()
        editor?.close()
        replay?.close()
        shown = null
        preview = null
        editor = null
        replay = null
    }

    private fun begin(session: GameSession, over: Boolean = false) =
        begin(CurrentGame.DividedLoyalties(session), over)

    private fun begin(game: CurrentGame, over: Boolean = false) {
        writer.start(game)
        show(game, over)
        listener.changed()
    }

    /** Shows [current] on its game screen (over the screens open when [over], else alone), in place of the game shown before. */
    private fun show(current: CurrentGame, over: Boolean = false) {
        shown?.close()
        val controller = when (current) {
            is CurrentGame.DividedLoyalties -> GameController(
                current.session,
                writer,
                doubleTapTimeoutMillis,
                thinking,
                ui,
                listeners.dividedLoyalties
            )

            is CurrentGame.Discorder ->
                DiscorderController(
                    current.session,
                    writer,
                    seeds,
                    thinking,
                    ui,
                    listeners.discorder
                )

            is CurrentGame.ColorBrake ->
                ColorBrakeController(current.session, writer, thinking, ui, listeners.colorBrake)
        }
        shown = controller
        val screen = gameScreen(current.kind)
        if (over) navigation.open(screen) else navigation.reset(screen)
        closeReplayIfLeft()
        if (foreground) controller.resume()
    }

    /** Frees the replay once its screen is no longer in the stack (back, or another screen brought up over it). */
    private fun closeReplayIfLeft() {
        if (Screen.REPLAY in navigation) return
        replay?.close()
        replay = null
    }

    private fun edit(opened: PositionEditor, id: String?) {
        editor?.close()
        editor = EditorController(opened, id) { listener.changed() }
        navigation.open(Screen.EDITOR)
        listener.changed()
    }

    private fun sharePositionOf(open: () -> GameSession, language: String, theme: ThemeModel) {
        val made = runCatching {
            open().use { SharePayloads(it.sharePosition(language, theme), null, null) }
        }
        ui.execute {
            made.fold({ sharing = it }, ::failed)
            listener.changed()
        }
    }

    private fun refreshLists() = access.use({ store ->
        Pair(
            peeked(store.savedGames(), store::peekSaved),
            peeked(store.finishedGames(), store::peekFinished)
        )
    }) { result ->
        result.fold(
            { (saved, history) ->
                savedGames = saved.list
                finishedGames = history.list
                savedPreviews = saved.boards
                finishedPreviews = history.boards
                val moved = saved.list.movedAside + history.list.movedAside
                if (moved.isNotEmpty()) {
                    notices +=
                        Notice.MovedAside(moved.map { ErrorText(it.code, it.details) })
                }
            },
            ::failed
        )
        listener.changed()
    }

    /** A list of games as shown: its entries and moved-aside files, and the boards of its games. */
    private data class Peeked(val list: GameListModel, val boards: Map<String, ListedBoard>)

    /**
     * The boards of [list]'s games, of all three games, read by the store without opening them
     * ([peek]). A file that no longer reads is moved aside by the store: its row goes and it
     * joins the list's moved-aside files, reported like those found when listing; a file gone
     * meanwhile loses its row; any other problem leaves the row without a drawing.
     */
    private fun peeked(list: GameListModel, peek: (String) -> ListedBoard): Peeked {
        val boards = mutableMapOf<String, ListedBoard>()
        val moved = mutableListOf<MovedAsideModel>()
        val gone = mutableSetOf<String>()
        for (entry in list.entries) {
            try {
                boards[entry.id] = peek(entry.id)
            } catch (unreadable: StoreException.Unreadable) {
                moved += unreadable.moved
                gone += entry.id
            } catch (_: StoreException.NoSuchEntry) {
                gone += entry.id
            } catch (_: StoreException) {
                continue
            }
        }
        val shown = list.copy(
            entries = list.entries.filterNot { it.id in gone },
            movedAside = list.movedAside + moved
        )
        return Peeked(shown, boards)
    }

    private fun refreshPositions() = access.use({ store ->
        val listing = store.positions()
        val previews = listing.entries.mapNotNull { entry ->
            entry.id?.let { id -> id to store.newGameOnPosition(id, null).use { it.view() } }
        }.toMap()
        Triple(listing.entries, previews, listing.movedAside)
    }) { result ->
        result.fold(
            { (entries, previews, moved) ->
                positions = entries
                libraryPreviews = previews
                if (moved.isNotEmpty()) {
                    notices +=
                        Notice.MovedAside(moved.map { ErrorText(it.code, it.details) })
                }
            },
            ::failed
        )
        listener.changed()
    }

    private fun libraryChange(change: (GameStore) -> Unit) = access.use(change) { result ->
        result.onFailure(::failed)
        refreshPositions()
    }

    private fun failed(error: Throwable) {
        notices += when (error) {
            is ColorBrakeException -> Notice.ColorBrakeFailed(error)
            is DiscorderException -> Notice.DiscorderFailed(error)
            else -> Notice.Failed(ErrorText.of(error))
        }
        listener.changed()
    }

    private fun attempt(action: () -> Unit) = runCatching(action).onFailure(::failed)
}
