package app.dividedloyalties.shell

import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import java.io.IOException
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/** Launch, starting games and the preview card of received games (SCREENS.md "Launch", "Receiving"). */
class AppFlowTest {
    private fun flow(store: MemoryStore, router: ReceivingRouter = BindingsRouter) =
        AppFlow(store, GameSaver(store, directExecutor), router, 300, {}, {})

    private fun pyramidLink(): String = GameSession.newBuiltin("pyramid", null).use {
        it.positionLink()!!
    }

    @Test
    fun theFirstLaunchShowsTheNewGameScreen() {
        flow(MemoryStore()).use { app ->
            app.launch()
            assertEquals(Screen.NEW_GAME, app.navigation.current)
            assertNull(app.game)
            assertNull(app.notice)
        }
    }

    @Test
    fun aLaterLaunchGoesStraightBackIntoTheGameExactlyAsItWas() {
        val store = MemoryStore()
        flow(store).use { app ->
            app.start(tinySession())
            val game = app.game!!
            game.selectColor(StoneColor.PURPLE)
            game.touch(2.5f, 1.5f, 1_000)
            game.endTurn()
            game.selectColor(StoneColor.ORANGE)
        }
        flow(store).use { app ->
            app.launch()
            assertEquals(Screen.GAME, app.navigation.current)
            val frame = app.game!!.frame
            assertEquals(StoneColor.PURPLE, frame.cellAt(cell(2, 1))?.stone)
            assertEquals(StoneColor.ORANGE, frame.selected)
            assertEquals(Side.YELLOW, frame.toMove)
        }
    }

    @Test
    fun anUnreadableStoredGameIsSetAsideAndExplained() {
        val store = MemoryStore(current = """{"format":"divided-loyalties-game","version":99}""")
        flow(store).use { app ->
            app.launch()
            assertEquals(1, store.setAside)
            assertEquals(Screen.NEW_GAME, app.navigation.current)
            val notice = app.notice as Notice.CannotOpen
            assertTrue(
                notice.error.code,
                notice.error.code.startsWith("record_") || notice.error.code.startsWith("json_")
            )
            assertTrue("nothing was overwritten", store.writes.isEmpty())
        }
    }

    @Test
    fun aReceivedGameWaitsForYesAndThenReplacesTheGameWhichIsKept() {
        val store = MemoryStore()
        flow(store).use { app ->
            app.start(tinySession())
            app.game!!.touch(1.5f, 1.5f, 1_000)
            val before = store.current
            app.receive(Incoming.Link(pyramidLink()))
            assertNotNull(app.preview)
            assertEquals("Tiny", app.game!!.frame.positionName)
            assertEquals(before, store.current)
            app.answerPreview(open = true)
            assertNull(app.preview)
            assertEquals("Pyramid", app.game!!.frame.positionName)
            assertEquals(listOf(before), store.kept)
            assertEquals(Screen.GAME, app.navigation.current)
        }
    }

    @Test
    fun noToAReceivedGameLeavesEverythingAsItWas() {
        val store = MemoryStore()
        flow(store).use { app ->
            app.start(tinySession())
            val writes = store.writes.toList()
            app.navigation.open(Screen.SETTINGS)
            app.receive(Incoming.Text("  ${pyramidLink()}\n"))
            assertEquals("Pyramid", app.preview!!.view().positionName)
            app.answerPreview(open = false)
            assertNull(app.preview)
            assertEquals(Screen.SETTINGS, app.navigation.current)
            assertEquals(writes, store.writes)
            assertEquals("Tiny", app.game!!.frame.positionName)
        }
    }

    @Test
    fun aRefusedLinkIsExplainedAndChangesNothing() {
        val store = MemoryStore()
        flow(store).use { app ->
            app.start(tinySession())
            app.receive(Incoming.Link("https://example.com/not-a-game"))
            val notice = app.notice as Notice.CannotOpen
            assertTrue(notice.error.code, notice.error.code.startsWith("link_"))
            assertNull(app.preview)
            app.dismissNotice()
            assertNull(app.notice)
            assertEquals("Tiny", app.game!!.frame.positionName)
        }
    }

    @Test
    fun aRematchStartsTheSamePositionWithTheSameSetsAndKeepsTheFinishedGame() {
        val store = MemoryStore()
        flow(store).use { app ->
            app.start(GameSession.newBuiltin("pyramid", 4u)) // not its default 3 (R3)
            val game = app.game!!
            game.proposeAgreement()
            game.answer(true)
            game.answer(true)
            assertNotNull(game.frame.result)
            app.rematch()
            val again = app.game!!.frame
            assertEquals("Pyramid", again.positionName)
            assertNull(again.result)
            assertEquals(4u, again.blue.sets)
            assertEquals(1, store.kept.size)
        }
    }

    @Test
    fun aStoredGameTheDiskCannotReadIsSetAsideAndTheFirstNewGameKeepsItToo() {
        val store = object : GameStore by MemoryStore() {
            var reads = 0

            override fun readCurrentGame(): String? {
                reads++
                throw IOException("input/output error")
            }
        }
        AppFlow(store, GameSaver(store, directExecutor), BindingsRouter, 300, {}, {}).use { app ->
            val stored = app.readStored()
            assertNull(stored.json)
            app.launch(stored)
            assertEquals(1, store.reads)
            assertTrue(app.notice is Notice.StoreUnreadable)
            assertEquals(Screen.NEW_GAME, app.navigation.current)
        }
    }

    @Test
    fun aFileThatCannotBeReadIsExplainedAndChangesNothing() {
        val store = MemoryStore()
        flow(store).use { app ->
            app.start(tinySession())
            app.cannotRead(SecurityException("permission withdrawn"))
            assertTrue(app.notice is Notice.CannotRead)
            assertNull(app.preview)
            assertEquals(1, store.writes.size)
        }
    }
}
