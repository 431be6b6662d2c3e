package app.dividedloyalties.shell

import app.dividedloyalties.core.ComputerLevel
import app.dividedloyalties.core.EventModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.OpponentModel
import app.dividedloyalties.core.Phase
import app.dividedloyalties.core.RefusalReason
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.StoneColor
import java.util.concurrent.Executors
import java.util.concurrent.TimeUnit
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The computer opponent in the game controller and the app's flow (issue 11), with the real
 * library: the computer answers the player's turn, a think is cancelled from the UI thread
 * while it runs on its own, undo takes back both turns (R11), and a game left with the
 * computer to move thinks again after a relaunch.
 */
class ComputerTest {
    /** The tiny position against the easy computer playing [computer]. */
    private fun tinyAgainst(
        computer: Side,
        level: ComputerLevel = ComputerLevel.EASY
    ): GameSession = tinySession().also { it.setOpponent(OpponentModel(computer, level)) }

    private fun stones(h: ControllerHarness) = h.controller.frame.stones.size

    @Test
    fun theComputerAnswersThePlayersTurnAndTheStoreKeepsItsReply() {
        val h = ControllerHarness(tinyAgainst(Side.YELLOW))
        h.controller.resume()
        assertFalse(h.controller.frame.computerToMove)
        h.turn(StoneColor.BLUE, 1, 1)
        // Direct executors: the computer's whole turn (R4) was played before turn() returned.
        val frame = h.controller.frame
        assertEquals(Side.BLUE, frame.toMove)
        assertEquals(2, frame.stones.size)
        assertEquals(Thinking.NONE, h.controller.computing)
        assertTrue(
            "the computer's turn was published while thinking, then played",
            h.updates.any { it.thinking == Thinking.COMPUTER }
        )
        assertTrue(h.updates.last().feedback.isNotEmpty())
        assertTrue(h.writes.failures.isEmpty())
        GameSession.fromSavedGame(h.storedGame()!!).use { back ->
            assertEquals(frame.cells, back.view().cells)
            assertEquals(OpponentModel(Side.YELLOW, ComputerLevel.EASY), back.view().opponent)
        }
    }

    @Test
    fun aPausedGameDoesNotThinkAndThePlayersMovesAreRefusedAsTheStatusSays() {
        ControllerHarness(tinyAgainst(Side.BLUE)).use { h ->
            assertTrue(h.controller.frame.computerToMove)
            assertTrue(h.controller.frame.status is StatusModel.ComputerThinking)
            h.tap(1, 1) // not resumed: nothing thinks, and the session refuses the player's stone
            assertEquals(0, stones(h))
            val refused = h.updates.last().feedback.single().event.event as EventModel.Refused
            assertEquals(RefusalReason.COMPUTER_TO_MOVE, refused.refusal.reason)
            h.controller.resume()
            assertEquals(1, stones(h))
            assertEquals(Side.YELLOW, h.controller.frame.toMove)
        }
    }

    @Test
    fun undoAgainstTheComputerTakesBackThePlayersTurnAndTheReply() {
        ControllerHarness(tinyAgainst(Side.YELLOW)).use { h ->
            h.controller.resume()
            h.turn(StoneColor.BLUE, 1, 1)
            assertEquals(2, stones(h))
            val written = h.writes.written
            h.controller.undo()
            val frame = h.controller.frame
            assertEquals(0, frame.stones.size)
            assertEquals(Side.BLUE, frame.toMove)
            assertFalse(frame.computerToMove)
            assertEquals(written + 1, h.writes.written)
        }
    }

    @Test
    fun aThinkIsCancelledFromTheUiThreadWhileItRunsOnItsOwnAndThinksAgainOnResume() {
        val thinking = Executors.newSingleThreadExecutor()
        val ui = QueueExecutor()
        try {
            ControllerHarness(tinyAgainst(Side.BLUE, ComputerLevel.HARD), thinking, ui).use { h ->
                val controller = h.controller
                controller.resume()
                assertEquals(Thinking.COMPUTER, controller.computing)
                assertEquals(Thinking.COMPUTER, h.updates.last().thinking)
                // The hard level may think for a second: wait until it has begun, then go to the background.
                waitUntilThinking(controller)
                assertTrue(controller.progress!! < 1f)
                val cancelled = System.nanoTime()
                controller.pause()
                ui.runUntil(5_000) { controller.computing == Thinking.NONE }
                val tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cancelled)
                assertTrue("the cancelled think answered after $tookMillis ms", tookMillis < 500)
                assertEquals("nothing played", 0, stones(h))
                assertTrue(controller.frame.computerToMove)
                assertNull(controller.progress)
                controller.resume()
                ui.runUntil(5_000) { controller.computing == Thinking.NONE }
                assertEquals(1, stones(h))
                assertEquals(Side.YELLOW, controller.frame.toMove)
            }
        } finally {
            thinking.shutdownNow()
        }
    }

    @Test
    fun leavingTheGameWhileTheComputerThinksCancelsItAndPlaysNothing() {
        val thinking = Executors.newSingleThreadExecutor()
        val ui = QueueExecutor()
        try {
            val h = ControllerHarness(tinyAgainst(Side.BLUE, ComputerLevel.HARD), thinking, ui)
            val controller = h.controller
            controller.resume()
            waitUntilThinking(controller)
            val left = System.nanoTime()
            controller.close()
            ui.runUntil(5_000) { controller.computing == Thinking.NONE }
            val tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - left)
            assertTrue("the cancelled think answered after $tookMillis ms", tookMillis < 500)
            assertTrue("no frame after leaving", h.updates.none { it.frame.stones.isNotEmpty() })
            GameSession.fromSavedGame(h.storedGame()!!).use { stored ->
                assertEquals("nothing played", 0, stored.view().stones.size)
                assertTrue(stored.view().computerToMove)
            }
        } finally {
            thinking.shutdownNow()
        }
    }

    /** Waits until the computer's think has begun (its progress moved), for at most 5 s. */
    private fun waitUntilThinking(controller: GameController) {
        val began = System.nanoTime()
        while ((controller.progress ?: 0f) <= 0f) {
            check(System.nanoTime() - began < TimeUnit.SECONDS.toNanos(5)) { "never began" }
            Thread.sleep(5)
        }
    }

    @Test
    fun theHintIsShownForThePlayerToMoveAndGoesWithTheNextInput() {
        ControllerHarness(tinyAgainst(Side.YELLOW)).use { h ->
            h.controller.resume()
            assertTrue(hintOffered(h.controller.frame))
            h.controller.hint()
            val hint = checkNotNull(h.controller.frame.hint) { "the hint is in the frame" }
            assertEquals(Phase.PLACE, h.controller.frame.phase)
            h.controller.selectColor(hint.color)
            h.tap(hint.cell.x.toInt(), hint.cell.y.toInt())
            assertNull(h.controller.frame.hint)
            assertFalse(hintOffered(h.controller.frame))
        }
    }

    @Test
    fun aGameLeftWithTheComputerToMoveThinksAgainAfterARelaunch() {
        val directory = storeDirectory()
        val never = QueueExecutor()
        FlowHarness(directory, thinking = never).use { h ->
            h.startBuiltin("pyramid", opponent = OpponentModel(Side.BLUE, ComputerLevel.EASY))
            assertEquals(Thinking.COMPUTER, h.app.game!!.computing)
            assertEquals(1, never.waiting)
        } // the app is killed while the computer thinks: the store keeps the game as it was
        FlowHarness(directory).use { h ->
            val frame = h.app.game!!.frame
            assertEquals(OpponentModel(Side.BLUE, ComputerLevel.EASY), frame.opponent)
            assertEquals(1, frame.stones.size)
            assertEquals(Side.YELLOW, frame.toMove)
            assertFalse(frame.computerToMove)
        }
        GameSession.fromSavedGame(currentGameIn(directory)!!).use { stored ->
            assertEquals("the computer's turn was written", 1, stored.view().stones.size)
        }
    }

    @Test
    fun theComputersTextsComeFromTheLocalizerInEveryLanguage() {
        val levels = listOf(LabelId.LEVEL_EASY, LabelId.LEVEL_MEDIUM, LabelId.LEVEL_HARD)
        val thinking = tinyAgainst(Side.BLUE).use { it.view().status }
        assertTrue(thinking is StatusModel.ComputerThinking)
        for (language in Texts.languages()) {
            Texts.forLanguages(listOf(language.tag)).use { texts ->
                val words = (levels + LabelId.HINT).map(texts::label)
                assertTrue(language.tag, words.all { it.isNotBlank() })
                assertEquals(language.tag, 3, words.take(3).distinct().size)
                assertTrue(language.tag, texts.status(thinking).isNotBlank())
            }
        }
        englishTexts().use { texts ->
            assertEquals(
                listOf("Easy", "Medium", "Hard", "Hint"),
                (levels + LabelId.HINT).map(texts::label)
            )
        }
    }

    @Test
    fun theOpponentChoiceGivesTheComputerTheOtherSide() {
        assertNull(OpponentChoice().opponent)
        assertEquals(
            OpponentModel(Side.BLUE, ComputerLevel.HARD),
            OpponentChoice(true, Side.YELLOW, ComputerLevel.HARD).opponent
        )
        assertEquals(Side.YELLOW, OpponentChoice(true).opponent?.side)
        for (level in ComputerLevel.entries) {
            assertTrue(thinkDeadlineMillis(level) <= HINT_DEADLINE_MILLIS)
        }
    }
}
