package app.dividedloyalties.shell

import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.Level
import app.dividedloyalties.ui.Route
import app.dividedloyalties.ui.Screen
import app.dividedloyalties.ui.Side
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** The one app of the process, the screen it paints and its effects, against the real library. */
class AppHolderTest {
    @Test
    fun everyWatcherPaintsTheSameScreenAfterEachInput() {
        val dir = dataDirectory()
        val main = MainQueue()
        val holder = launch(dir, main)
        val first = mutableListOf<Screen>()
        val second = mutableListOf<Screen>()
        holder.watch { first += it }
        val handle = holder.watch { second += it }
        assertEquals(
            "told at once",
            Route.NewGame(app.dividedloyalties.ui.GameKind.DIVIDED_LOYALTIES),
            first.single().route
        )

        holder.startGame()
        assertEquals(Route.Game, holder.screen.route)
        assertEquals(first, second)
        handle.close()
        holder.placeAnywhere()
        assertEquals("a closed watcher is told nothing more", 2, second.size)
        assertEquals(1, holder.game().board.stones.size)
        assertEquals(holder.screen, first.last())
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun effectsWaitForACarrierAndAreCarriedOutOnce() {
        val dir = dataDirectory()
        val holder = launch(dir, MainQueue())
        holder.startGame()
        holder.placeAnywhere()
        val carrier = RecordingCarrier()
        val handle = holder.attach(carrier)
        assertTrue(
            "the stone's announcement waited: ${carrier.done}",
            carrier.done.any {
                it.startsWith("announce en ")
            }
        )
        val seen = carrier.done.size
        holder.refresh()
        assertEquals("each effect once", seen, carrier.done.size)

        handle.close()
        holder.send(Input.Press(Control.EndTurn))
        assertEquals("nothing while detached", seen, carrier.done.size)
        holder.attach(carrier)
        assertTrue(carrier.done.size > seen)
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun theComputersMoveMadeOnARustThreadIsPaintedOnTheMainThread() {
        val dir = dataDirectory()
        val main = MainQueue()
        val holder = launch(dir, main)
        holder.send(Input.Press(Control.Opponent(Side.FIRST)))
        // Medium thinks for 300 ms, so its stone cannot be on the screen read right after the
        // start (Easy can finish within the start's own refresh on a fast machine).
        holder.send(Input.Press(Control.Level(Level.MEDIUM)))
        holder.startGame()
        assertTrue("thinking when the game starts", holder.game().thinking != null)
        val painted = mutableListOf<Screen>()
        holder.watch { painted += it }
        main.runUntil { holder.game().board.stones.isNotEmpty() && holder.game().thinking == null }
        assertTrue(
            "the computer's stones, painted when the hop ran",
            painted.last().revision == holder.screen.revision
        )
        assertTrue("painted again after the first paint: ${painted.size}", painted.size > 1)
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun theGameOnScreenIsThereAgainAfterTheAppIsLaunchedAgain() {
        val dir = dataDirectory()
        val main = MainQueue()
        val before = launch(dir, main).let { holder ->
            holder.startGame()
            val cell = holder.placeAnywhere()
            holder.close()
            cell
        }
        main.drain()
        val holder = launch(dir, main)
        assertEquals(Route.Game, holder.screen.route)
        assertEquals(listOf(before), holder.game().board.stones.map { it.x to it.y })
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun aFileThatCannotBeReadBecomesANoticeInThePlayersLanguage() {
        val dir = dataDirectory()
        val main = MainQueue()
        val holder = launch(dir, main, listOf("de-CH"))
        holder.sendLater(main, unreadableFile("game.dlgame.json", null)) { error("gone") }
        main.runUntil { holder.screen.notice != null }
        val notice = holder.screen.notice ?: error("no notice")
        assertTrue(notice.text, notice.text.isNotBlank())
        assertEquals("de", holder.screen.language)
        holder.close()
        dir.deleteRecursively()
    }

    @Test
    fun aClosedAppPaintsNothingMoreAndFreesItsDirectory() {
        val dir = dataDirectory()
        val main = MainQueue()
        val holder = launch(dir, main)
        val painted = mutableListOf<Screen>()
        holder.watch { painted += it }
        holder.close()
        holder.startGame()
        main.drain()
        assertEquals("only the first paint", 1, painted.size)
        // The store's lock is released: the directory can be launched on again at once.
        val again = launch(dir, main)
        assertEquals(painted.single().route, again.screen.route)
        again.close()
        dir.deleteRecursively()
    }
}
