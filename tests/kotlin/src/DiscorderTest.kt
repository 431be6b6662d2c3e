package app.dividedloyalties.tests

import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSession
import app.dividedloyalties.core.DiscorderAction
import app.dividedloyalties.core.DiscorderDirection
import app.dividedloyalties.core.DiscorderEdgePos
import app.dividedloyalties.core.DiscorderEvent
import app.dividedloyalties.core.DiscorderException
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.DiscorderRefusal
import app.dividedloyalties.core.DiscorderRefusalReason
import app.dividedloyalties.core.DiscorderResult
import app.dividedloyalties.core.DiscorderScore
import app.dividedloyalties.core.DiscorderSession
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.DiscorderStatus
import app.dividedloyalties.core.DiscorderTarget
import app.dividedloyalties.core.DiscorderTool
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.describeDiscorderStatus
import app.dividedloyalties.core.discorderStatusCode
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Discorder through the bindings (issue 15, RULES-DISCORDER.md D1–D7): the crate's worked
 * example played with taps, refusals as typed values, the pure frame, numbered events, the
 * revision, saving and reopening, saved-game errors.
 */
class DiscorderTest {
    /** The worked example's final board (discorder/README.md): Y and B tiles, row by row. */
    private val finalBoard = listOf(
        "YYYBBBBY",
        "BYBYBYBY",
        "YBYYBBYY",
        "BYBYBYBY",
        "BYBBBYBY",
        "YBYYBYYB",
        "BYBBYBYB",
    )

    /** Each player's cells in reading order of the final board. */
    private fun cellsOf(letter: Char): List<CellPos> =
        finalBoard.flatMapIndexed { y, row ->
            row.withIndex().filter { it.value == letter }.map { CellPos(it.index.toUInt(), y.toUInt()) }
        }

    private fun DiscorderView.cell(x: Int, y: Int) = cells[y * width.toInt() + x]
    private fun DiscorderView.edge(x: Int, y: Int) = edges[y * width.toInt() + x]
    private fun DiscorderView.side(p: DiscorderPlayer) = if (p == DiscorderPlayer.YELLOW) yellow else black

    /** Plays one action the way a finger does: choose the tool, tap the cell or the edge. */
    private fun DiscorderSession.tapAction(action: DiscorderAction): DiscorderRefusal? = when (action) {
        is DiscorderAction.PlaceTile -> {
            assertNull(selectTool(DiscorderTool.TILE))
            tap(action.cell.x.toFloat() + 0.5f, action.cell.y.toFloat() + 0.5f)
        }
        is DiscorderAction.PlacePeg -> {
            assertNull(selectTool(DiscorderTool.PEG))
            // Just below the middle of the grid line under cell (x, y).
            tap(action.edge.x.toFloat() + 0.5f, action.edge.y.toFloat() + 1.1f)
        }
    }

    /**
     * The worked example of discorder/README.md, each action tapped: Yellow begins; each player
     * places tiles in reading order of their cells of the final board; Black's action 21 is a
     * peg under (3, 1); Yellow, out of tiles with one cell empty, must place a peg (D2): under
     * (0, 5). `before(n, session)` runs before action n.
     */
    private fun playWorkedExample(s: DiscorderSession, before: (Int, DiscorderSession) -> Unit = { _, _ -> }) {
        val cells = mapOf(DiscorderPlayer.YELLOW to cellsOf('Y'), DiscorderPlayer.BLACK to cellsOf('B'))
        val next = mutableMapOf(DiscorderPlayer.YELLOW to 0, DiscorderPlayer.BLACK to 0)
        val pegs = ArrayDeque(listOf(21 to DiscorderEdgePos(3u, 1u), Int.MAX_VALUE to DiscorderEdgePos(0u, 5u)))
        // 56 tiles and 10 pegs at most (D1): the longest game.
        for (n in 0 until 66) {
            val v = s.view()
            val mover = v.toMove ?: return
            before(n, s)
            val pegNow = pegs.isNotEmpty() && (pegs.first().first == n || v.side(mover).tilesLeft == 0u)
            val action = if (pegNow) {
                DiscorderAction.PlacePeg(pegs.removeFirst().second)
            } else {
                val k = next.getValue(mover)
                next[mover] = k + 1
                DiscorderAction.PlaceTile(cells.getValue(mover)[k])
            }
            val refused = s.tapAction(action)
            assertNull("action $n ($action) refused: ${refused?.code}", refused)
        }
        error("the worked example is not over after the longest possible game")
    }

    @Test
    fun theWorkedExampleEndsYellow4Black2() {
        DiscorderSession.newGame(DiscorderStarter.YELLOW, 0uL).use { s ->
            playWorkedExample(s) { n, session ->
                if (n == 22) {
                    // After Black's peg: Yellow 2 settled, Black 1 open (README).
                    val v = session.view()
                    assertEquals(DiscorderScore(2u, 2u), v.yellow.score)
                    assertEquals(DiscorderScore(1u, 0u), v.black.score)
                    assertTrue(v.edge(3, 1).peg)
                    assertEquals(9u, v.pegsLeft)
                }
            }
            val v = s.view()
            assertNull(v.toMove)
            assertEquals(DiscorderResult(DiscorderPlayer.YELLOW, 4u, 2u), v.result)
            assertEquals(DiscorderScore(4u, 4u), v.yellow.score)
            assertEquals(DiscorderScore(2u, 2u), v.black.score)
            assertEquals(8u, v.pegsLeft)
            assertEquals(6, v.lines.size)
            assertTrue(v.lines.all { it.settled })
            val column4 = v.lines.single { it.direction == DiscorderDirection.VERTICAL && it.from == CellPos(4u, 0u) }
            assertEquals(DiscorderPlayer.BLACK, column4.owner)
            assertEquals(6u, column4.len)
            assertEquals(DiscorderPlayer.YELLOW, column4.pointTo)
            // The line's segment runs between its end tiles' centres, in cell units.
            assertEquals(4.5f, column4.segment.from.x)
            assertEquals(0.5f, column4.segment.from.y)
            assertEquals(5.5f, column4.segment.to.y)
            val status = DiscorderStatus.GameOver(DiscorderPlayer.YELLOW, 4u, 2u)
            assertEquals(status, v.status)
            assertEquals("game_over_result", discorderStatusCode(v.status))
            assertEquals("Game over: Yellow wins, 4 to 2.", describeDiscorderStatus(v.status))
            assertTrue(v.cells.all { it.tile != null })
            assertTrue(v.cells.all { it.tileRefusal?.reason == DiscorderRefusalReason.GAME_OVER })
            val board = finalBoard.map { row -> row.map { if (it == 'Y') DiscorderPlayer.YELLOW else DiscorderPlayer.BLACK } }
            for (c in v.cells) assertEquals(board[c.cell.y.toInt()][c.cell.x.toInt()], c.tile)
        }
    }

    private val seen = mutableSetOf<DiscorderRefusalReason>()

    private fun expect(reason: DiscorderRefusalReason, refusal: DiscorderRefusal?): DiscorderRefusal {
        assertNotNull("expected $reason", refusal)
        assertEquals(reason, refusal!!.reason)
        assertEquals(reason.name.lowercase(), refusal.code)
        assertTrue(describeDiscorderStatus(DiscorderStatus.Refused(refusal)).startsWith("Refused: "))
        assertEquals(refusal.code, discorderStatusCode(DiscorderStatus.Refused(refusal)))
        seen += reason
        return refusal
    }

    @Test
    fun everyRefusalIsATypedValue() {
        DiscorderSession.newGame(DiscorderStarter.YELLOW, 0uL).use { s ->
            expect(DiscorderRefusalReason.NOTHING_TO_UNDO, s.undo())
            // D3.1: on the empty board no edge follows a tile or a peg.
            expect(DiscorderRefusalReason.NO_EDGE_FOR_PEG, s.selectTool(DiscorderTool.PEG))
            assertEquals(CellPos(9u, 0u), expect(DiscorderRefusalReason.CELL_OUTSIDE_BOARD, s.placeTile(9u, 0u)).cell)
            assertEquals(CellPos(255u, 0u), expect(DiscorderRefusalReason.CELL_OUTSIDE_BOARD, s.placeTile(UInt.MAX_VALUE, 0u)).cell)
            assertNull(s.placeTile(0u, 0u))
            assertEquals(CellPos(0u, 0u), expect(DiscorderRefusalReason.CELL_OCCUPIED, s.placeTile(0u, 0u)).cell)
            assertEquals(DiscorderEdgePos(0u, 6u), expect(DiscorderRefusalReason.EDGE_OUTSIDE_BOARD, s.placePeg(0u, 6u)).edge)
            assertEquals(DiscorderEdgePos(5u, 3u), expect(DiscorderRefusalReason.PEG_NOT_FOLLOWING, s.placePeg(5u, 3u)).edge)
            // Ten pegs (D1): one under the tile, seven continuing it along the line (D3.1) …
            for (x in 0u..7u) assertNull(s.placePeg(x, 0u))
            expect(DiscorderRefusalReason.EDGE_HAS_PEG, s.placePeg(3u, 0u))
            // … and two under a new tile.
            assertNull(s.placeTile(0u, 2u))
            assertNull(s.placePeg(0u, 1u))
            assertNull(s.placePeg(1u, 1u))
            assertEquals(0u, s.view().pegsLeft)
            expect(DiscorderRefusalReason.NO_PEGS_LEFT, s.placePeg(2u, 1u))
            expect(DiscorderRefusalReason.NO_PEGS_LEFT, s.selectTool(DiscorderTool.PEG))
            val peg = s.view().tools.single { it.tool == DiscorderTool.PEG }
            assertEquals(DiscorderRefusalReason.NO_PEGS_LEFT, peg.refusal?.reason)
        }
        DiscorderSession.newGame(DiscorderStarter.YELLOW, 0uL).use { s ->
            playWorkedExample(s) { n, session ->
                when (n) {
                    55 -> {
                        // D3.2: Black may not cut its own column 4 into two threes.
                        val r = expect(DiscorderRefusalReason.PEG_AFTER_OWN_THREE, session.placePeg(4u, 2u))
                        assertEquals(DiscorderEdgePos(4u, 2u), r.edge)
                        assertEquals(r, session.view().edge(4, 2).pegRefusal)
                    }
                    56 -> {
                        // D2: Yellow has no tile left; the turn starts with the peg tool.
                        assertEquals(DiscorderTool.PEG, session.view().tool)
                        expect(DiscorderRefusalReason.NO_TILES_LEFT, session.selectTool(DiscorderTool.TILE))
                        expect(DiscorderRefusalReason.NO_TILES_LEFT, session.placeTile(7u, 6u))
                    }
                }
            }
            expect(DiscorderRefusalReason.GAME_OVER, s.tap(0.5f, 0.5f))
            expect(DiscorderRefusalReason.GAME_OVER, s.playComputer(1uL))
        }
        // Against the computer, on its turn, the device's input waits.
        DiscorderSession.newGame(DiscorderStarter.BLACK, 0uL, DiscorderPlayer.BLACK).use { s ->
            assertTrue(s.computerToMove())
            expect(DiscorderRefusalReason.COMPUTER_TO_MOVE, s.placeTile(1u, 1u))
            expect(DiscorderRefusalReason.COMPUTER_TO_MOVE, s.selectTool(DiscorderTool.PEG))
            assertNull(s.playComputer(2uL))
            assertFalse(s.computerToMove())
        }
        assertEquals(DiscorderRefusalReason.entries.toSet(), seen)
    }

    @Test
    fun viewIsPureEventsComeOnceNumberedAndTheRevisionMovesWithTheSavedGame() {
        DiscorderSession.newGame(DiscorderStarter.BLACK, 0uL).use { s ->
            val start = s.view()
            assertEquals(start, s.view())
            assertEquals(0uL, start.revision)
            assertEquals(DiscorderPlayer.BLACK, start.firstPlayer)
            assertEquals(DiscorderStatus.PlaceTile(DiscorderPlayer.BLACK), start.status)
            assertEquals(56, start.cells.size)
            assertEquals(48, start.edges.size)
            assertFalse(start.canUndo)

            assertNull(s.tap(2.5f, 3.5f))
            val placed = s.view()
            assertEquals(placed, s.view())
            assertEquals(1uL, placed.revision)
            assertEquals(1uL, s.revision())
            assertEquals(DiscorderPlayer.BLACK, placed.cell(2, 3).tile)
            assertTrue(placed.cell(2, 3).lastPlaced)
            assertEquals(
                listOf(
                    DiscorderEvent.TilePlaced(DiscorderPlayer.BLACK, CellPos(2u, 3u)),
                    DiscorderEvent.TurnStarted(DiscorderPlayer.YELLOW),
                ),
                s.takeEvents().map { it.event },
            )
            assertTrue("events are taken once", s.takeEvents().isEmpty())

            // A refusal, a tool change or a tap beside the board changes only the status.
            val refused = s.placeTile(2u, 3u)
            assertNull(s.selectTool(DiscorderTool.PEG))
            assertEquals(DiscorderStatus.PlacePeg(DiscorderPlayer.YELLOW), s.view().status)
            assertNull(s.tap(-3f, -3f))
            assertEquals(DiscorderStatus.NoTarget(DiscorderTool.PEG), s.view().status)
            assertEquals("no_target", discorderStatusCode(s.view().status))
            assertEquals(1uL, s.revision())
            val refusedEvents = s.takeEvents()
            assertEquals(listOf(3uL), refusedEvents.map { it.seq })
            assertEquals(
                DiscorderEvent.Refused(refused!!, DiscorderTarget.Cell(CellPos(2u, 3u))),
                refusedEvents.single().event,
            )

            // The hit tests, in cell units.
            assertEquals(DiscorderTarget.Edge(DiscorderEdgePos(2u, 2u)), s.targetAt(2.5f, 2.95f))
            assertEquals(CellPos(2u, 2u), s.cellAt(2.5f, 2.95f))
            assertEquals(DiscorderEdgePos(2u, 3u), s.edgeAt(2.2f, 4.3f))
            assertNull(s.edgeAt(2.5f, 0.2f))
            assertNull(s.cellAt(Float.NaN, 1f))
            val edge = s.view().edge(2, 2)
            assertEquals(3f, edge.segment.from.y)
            assertEquals(0.6f, edge.bar.to.x - edge.bar.from.x, 1e-6f)

            // The peg under (2, 2) follows Black's tile (D3.1).
            assertNull(s.tap(2.5f, 2.95f))
            assertEquals(2uL, s.revision())
            assertEquals(
                listOf(4uL, 5uL),
                s.takeEvents().map { it.seq },
            )
            assertNull(s.undo())
            assertEquals(3uL, s.revision())
            val undone = s.takeEvents()
            assertEquals(listOf(6uL, 7uL), undone.map { it.seq })
            assertEquals(
                DiscorderEvent.Undone(DiscorderAction.PlacePeg(DiscorderEdgePos(2u, 2u)), DiscorderPlayer.YELLOW),
                undone[0].event,
            )
            assertEquals(DiscorderEvent.TurnStarted(DiscorderPlayer.YELLOW), undone[1].event)
        }
    }

    @Test
    fun aSavedGameReopensAsTheSameGame() {
        DiscorderSession.newGame(DiscorderStarter.RANDOM, 1uL).use { s ->
            assertEquals(DiscorderPlayer.BLACK, s.view().firstPlayer)
            for (seed in 1uL..12uL) assertNull(s.playComputer(seed))
            val json = s.saveGame()
            assertTrue(json.contains("\"game\": \"discorder\""))
            DiscorderSession.fromSavedGame(json).use { back ->
                assertEquals(json, back.saveGame())
                assertEquals(s.view().copy(revision = 0uL), back.view())
            }
        }
    }

    @Test
    fun refusedSavedGamesAreTypedErrors() {
        val truncated = assertThrows(DiscorderException.InvalidSavedGame::class.java) {
            DiscorderSession.fromSavedGame("{\"game\": \"discorder\"")
        }
        assertEquals("record_truncated", truncated.code)
        val illegal = assertThrows(DiscorderException.InvalidSavedGame::class.java) {
            DiscorderSession.fromSavedGame(
                """{"game": "discorder", "version": 1, "app_version": "0.1.0", "first": "yellow",
                   "actions": ["tile 3,4", "tile 3,4"]}""",
            )
        }
        assertEquals("record_illegal_action", illegal.code)
        assertEquals(1uL, illegal.details.index)
        assertEquals(DiscorderAction.PlaceTile(CellPos(3u, 4u)), illegal.details.action)
        assertEquals(DiscorderRefusalReason.CELL_OCCUPIED, illegal.details.refusal?.reason)
        val newer = assertThrows(DiscorderException.InvalidSavedGame::class.java) {
            DiscorderSession.fromSavedGame("""{"game": "discorder", "version": 9}""")
        }
        assertEquals("record_newer_version", newer.code)
        assertEquals(9uL, newer.details.version)
        // A saved game of another game of the collection names it.
        ColorBrakeSession.newGame(5uL, ColorBrakeLength.Rounds(2u), ColorBrakeMode.PassAndPlay).use { other ->
            val wrong = assertThrows(DiscorderException.InvalidSavedGame::class.java) {
                DiscorderSession.fromSavedGame(other.saveGame())
            }
            assertEquals("record_other_game", wrong.code)
            assertEquals("color-brake", wrong.details.found)
        }
    }
}
