package app.dividedloyalties.tests

import app.dividedloyalties.core.ChangeListener
import app.dividedloyalties.core.DlApp
import app.dividedloyalties.core.LaunchFailure
import app.dividedloyalties.ui.Answer
import app.dividedloyalties.ui.Body
import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.Effect
import app.dividedloyalties.ui.GameKind
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.Route
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import java.io.File
import java.nio.file.Files
import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.Semaphore
import java.util.concurrent.TimeUnit

/**
 * The app as one object (issue 19) through the real library: launched in a temporary directory,
 * it opens on the new-game screen, starts a game from a control, takes a stone by an accessibility
 * action and one by a touch, paints the board and the status in English, gives the announcement of
 * each move once, tells of the store's writes from the writer's thread with the new revision,
 * answers its prompts by serial, goes back, and opens on the same game when launched again in the
 * same directory. A directory it cannot use is refused with a stable code and the player's
 * sentence.
 */
class AppTest {
    private fun tempDir(): File = Files.createTempDirectory("dl-app-test").toFile()

    @Test
    fun aGameIsStartedPlayedAndResumedThroughTheApp() {
        val dir = tempDir()
        val changes = Changes()
        val caller = Thread.currentThread().id
        val played =
            DlApp.launch(dir.path, listOf("en"), 300uL, false, changes).use { app ->
                val first = app.screen()
                assertEquals(Route.NewGame(GameKind.DIVIDED_LOYALTIES), first.route)
                assertEquals("en", first.language)
                val choices = (first.body as? Body.NewGame)?.model ?: error("the new-game screen: ${first.body}")
                val start = Control.StartPosition("up-the-stairs")
                assertTrue(choices.groups.flatMap { g -> g.positions.map { it.button.control } }.contains(start))

                app.send(Input.Press(start))
                assertEquals(Route.Game, app.screen().route)
                val empty = app.gameModel()
                assertEquals(16u to 17u, empty.board.width to empty.board.height)
                assertTrue(empty.board.stones.isEmpty())
                assertEquals("Blue: place a stone.", empty.status)
                app.takeEffects()

                // Blue: an accessibility action on a cell.
                val sent = app.revision()
                val blue = app.placeAnywhere()
                val afterBlue = app.gameModel()
                assertEquals(listOf(blue), afterBlue.board.stones.map { it.x to it.y })
                assertEquals("Blue: double-tap two stones to form a bridge, or end the turn.", afterBlue.status)
                val announced = app.takeEffects().filterIsInstance<Effect.Announce>()
                assertTrue("an announcement of the stone: $announced", announced.isNotEmpty())
                assertTrue(announced.all { it.language == "en" && it.text.isNotBlank() })
                assertTrue("each effect is given once", app.takeEffects().isEmpty())

                // The store's writer tells of its write, on its own thread, with the revision after it.
                val write = changes.after(sent) ?: error("no call with a revision after $sent: ${changes.all}")
                assertTrue("told on a Rust thread, not the caller's", write.thread != caller)
                assertTrue(write.revision <= app.revision())

                app.send(Input.Press(Control.EndTurn))
                assertEquals("Yellow: place a stone.", app.gameModel().status)

                // Yellow: a touch at a cell's centre, in cell units.
                val beforeYellow = app.revision()
                val yellow = app.placeByTouch(20_000uL)
                val afterYellow = app.gameModel()
                assertEquals(setOf(blue, yellow), afterYellow.board.stones.map { it.x to it.y }.toSet())
                assertTrue(app.takeEffects().any { it is Effect.Announce })
                assertNotNull("a call for the write of Yellow's stone", changes.after(beforeYellow))
                afterYellow.board.stones
            }
        val revisions = changes.all.map { it.revision }
        assertEquals("revisions never go back", revisions.sorted(), revisions)
        assertTrue("every call on a Rust thread", changes.all.none { it.thread == caller })
        val calls = changes.all.size
        DlApp.launch(dir.path, listOf("en"), 300uL, false, null).use { app ->
            val back = app.screen()
            assertEquals(Route.Game, back.route)
            assertTrue(back.canGoBack)
            assertEquals(played, app.gameModel().board.stones)
            assertEquals("Yellow: double-tap two stones to form a bridge, or end the turn.", app.gameModel().status)
            // Back leaves the game for the game chooser; the game stays the current one.
            val revision = app.revision()
            app.send(Input.Back)
            assertTrue("back moved the revision", app.revision() > revision)
            assertEquals(Route.Games, app.screen().route)
        }
        assertEquals("the first app's listener is not called after it closed", calls, changes.all.size)
        dir.deleteRecursively()
    }

    @Test
    fun endingByAgreementAsksEachPlayerByAPromptAnsweredByItsSerial() {
        val dir = tempDir()
        DlApp.launch(dir.path, listOf("en"), 300uL, false, null).use { app ->
            app.send(Input.Press(Control.StartPosition("up-the-stairs")))
            repeat(2) {
                app.placeAnywhere()
                app.send(Input.Press(Control.EndTurn))
            }
            app.send(Input.Press(Control.EndByAgreement))
            val blue = app.screen().prompt ?: error("Blue is asked")
            assertEquals("Blue, do you agree to end the game now?", blue.message)

            // An answer to another prompt is ignored: the question stays.
            app.send(Input.Answer(blue.serial + 7uL, Answer.CONFIRM))
            assertEquals(blue, app.screen().prompt)

            app.send(Input.Answer(blue.serial, Answer.CONFIRM))
            val yellow = app.screen().prompt ?: error("then Yellow")
            assertEquals("Yellow, do you agree to end the game now?", yellow.message)
            assertTrue("a new prompt has a new serial", yellow.serial != blue.serial)
            assertNull("one agreement is not enough", app.gameModel().result)

            app.send(Input.Answer(yellow.serial, Answer.CONFIRM))
            assertNull(app.screen().prompt)
            val result = app.gameModel().result ?: error("the game is over")
            assertEquals(listOf("Share result", "Rematch", "New game"), result.buttons.map { it.label })
        }
        dir.deleteRecursively()
    }

    @Test
    fun aDirectoryTheAppCannotUseIsRefusedWithItsCodeInThePlayersLanguage() {
        val file = File.createTempFile("dl-app-test", ".txt")
        try {
            DlApp.launch(file.path, listOf("de-CH", "en"), 300uL, false, null).close()
            fail("a file is no data directory")
        } catch (e: LaunchFailure.Store) {
            assertEquals("store_not_a_directory", e.code)
            assertTrue(e.text, e.text.contains(file.path))
            assertTrue(e.text, e.text.endsWith("Der Ordner der Spieldaten ist kein Ordner."))
        }
        file.delete()
    }

    @Test
    fun aSecondAppOnTheSameDirectoryIsRefusedAsLocked() {
        val dir = tempDir()
        DlApp.launch(dir.path, listOf("en"), 300uL, false, null).use { app ->
            try {
                DlApp.launch(dir.path, listOf("fr-CH"), 300uL, false, null).close()
                fail("a second app on the directory is refused")
            } catch (e: LaunchFailure.Store) {
                assertEquals("store_locked", e.code)
                assertTrue(e.text, e.text.endsWith("Les données de jeu sont utilisées par une autre fenêtre de l'application."))
            }
            assertEquals("the first app is unharmed", "en", app.screen().language)
        }
        // Closed, the directory is free at once.
        DlApp.launch(dir.path, listOf("en"), 300uL, false, null).close()
        dir.deleteRecursively()
    }

    /** One call of the listener: the revision it was given and the thread it came on. */
    private data class Call(val revision: ULong, val thread: Long)

    /** Remembers the listener's calls in order. */
    private class Changes : ChangeListener {
        val all = ConcurrentLinkedQueue<Call>()
        private val calls = Semaphore(0)

        override fun onChange(revision: ULong) {
            all.add(Call(revision, Thread.currentThread().id))
            calls.release()
        }

        /** The first call with a revision after `revision`, waiting at most ten seconds for it. */
        fun after(revision: ULong): Call? {
            val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10)
            while (true) {
                all.firstOrNull { it.revision > revision }?.let { return it }
                val left = deadline - System.nanoTime()
                if (left <= 0 || !calls.tryAcquire(left, TimeUnit.NANOSECONDS)) return null
            }
        }
    }
}
