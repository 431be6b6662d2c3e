package app.dividedloyalties.tests

import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.EventModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.appVersion
import app.dividedloyalties.core.savedGameFormatVersion
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The seam a phone shell paints through (issue 8): the geometry arrives in cell units, the hit
 * test works through the FFI, `view()` is pure, events come once and numbered, the revision
 * moves exactly when the saved game changes.
 */
class SeamTest {
    @Test
    fun theBoardGeometryArrivesInCellUnits() {
        GameSession.newBuiltin("octopus", null).use { s ->
            val v = s.view()
            assertTrue(v.regions.isNotEmpty())
            for ((i, region) in v.regions.withIndex()) {
                assertTrue(region.outline.isNotEmpty())
                for (loop in region.outline) {
                    assertTrue(loop.size >= 4)
                    // Whole cell corners, inside the grid.
                    assertTrue(loop.all { it.x == Math.round(it.x).toFloat() && it.x in 0f..v.width.toFloat() })
                    assertTrue(loop.all { it.y == Math.round(it.y).toFloat() && it.y in 0f..v.height.toFloat() })
                }
                val label = region.label
                assertEquals(i.toUInt(), v.at(label.x.toInt(), label.y.toInt()).region)
            }
            val dot = v.dots.first()
            assertEquals(dot.cell.x.toFloat() + 0.5f, dot.center.x)
            assertEquals(CellKind.DOT, v.at(dot.cell.x.toInt(), dot.cell.y.toInt()).kind)
        }
    }

    @Test
    fun cellAtHitTestsThroughTheFfi() {
        GameSession.newBuiltin("octopus", null).use { s ->
            val v = s.view()
            for (cell in v.cells) {
                val hit = s.cellAt(cell.x.toFloat() + 0.5f, cell.y.toFloat() + 0.5f)
                if (cell.kind == CellKind.EMPTY) assertNull(hit) else assertEquals(CellPos(cell.x, cell.y), hit)
            }
            assertNull(s.cellAt(Float.NaN, 1f))
            assertNull(s.cellAt(-50f, -50f))
            // A touch just outside a playable cell, within half a cell, still finds it.
            val edge = v.cells.first { it.kind != CellKind.EMPTY }
            assertEquals(CellPos(edge.x, edge.y), s.cellAt(edge.x.toFloat() - 0.2f, edge.y.toFloat() + 0.5f))
        }
    }

    @Test
    fun viewIsPureEventsComeOnceAndTheRevisionMovesWithTheSavedGame() {
        GameSession.newBuiltin("pyramid", null).use { s ->
            val start = s.view()
            assertEquals(start, s.view())
            assertEquals(0uL, start.revision)
            val free = start.cells.first { it.kind == CellKind.REGION }
            assertNull(s.tap(free.x, free.y))
            val placed = s.view()
            assertEquals(placed, s.view())
            assertEquals(1uL, placed.revision)
            assertEquals(placed.revision, s.revision())
            val events = s.takeEvents()
            assertEquals(listOf(1uL), events.map { it.seq })
            assertEquals(EventModel.StonePlaced(CellPos(free.x, free.y), StoneColor.BLUE), events[0].event)
            assertTrue("events are taken once", s.takeEvents().isEmpty())

            // A refusal changes only the status: the revision stays, the refusal is an event.
            assertTrue(s.place(free.x, free.y, StoneColor.BLUE) != null)
            assertEquals(1uL, s.view().revision)
            assertTrue(s.takeEvents().single().event is EventModel.Refused)

            // Selecting the colour already selected changes nothing; another one is saved.
            assertNull(s.selectColor(StoneColor.BLUE))
            assertEquals(1uL, s.revision())
            assertTrue(s.endTurn(true) is app.dividedloyalties.core.EndTurnModel.Ended)
            assertEquals(2uL, s.revision())
            val turn = s.takeEvents()
            assertEquals(listOf(3uL), turn.map { it.seq })
            assertEquals(EventModel.TurnStarted(Side.YELLOW), turn[0].event)
            assertNull(s.selectColor(StoneColor.ORANGE))
            assertEquals(3uL, s.revision())
            assertNotEquals(placed, s.view())

            // The saved game keeps the selected colour.
            GameSession.fromSavedGame(s.saveGame()).use { back ->
                assertEquals(StoneColor.ORANGE, back.view().selected)
            }
        }
    }

    @Test
    fun aRematchKeepsThePositionAndTheRounds() {
        GameSession.newBuiltin("pyramid", 4u).use { s ->
            val free = s.view().cells.first { it.kind == CellKind.REGION }
            assertNull(s.tap(free.x, free.y))
            s.rematch().use { again ->
                val v = again.view()
                assertEquals("Pyramid", v.positionName)
                assertEquals(4u, v.blue.sets)
                assertTrue(v.stones.isEmpty())
            }
        }
    }

    @Test
    fun theVersionsAreExported() {
        assertEquals(1uL, savedGameFormatVersion())
        assertTrue(appVersion().matches(Regex("""\d+\.\d+\.\d+""")))
    }
}
