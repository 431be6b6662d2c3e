package app.dividedloyalties.shell

import app.dividedloyalties.core.LibraryPositionModel
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Test

/** The new-game screen's positions: grouped by rounds, the player's after, each with a drawing (SCREENS.md "New game"). */
class NewGameCatalogTest {
    @Test
    fun theBuiltInsAreGroupedFourRoundsThenThreeRounds() {
        val groups = groupPositions(builtinEntries())
        assertEquals(
            listOf(PositionGroup.FOUR_ROUNDS, PositionGroup.THREE_ROUNDS),
            groups.map {
                it.first
            }
        )
        assertEquals((1u..6u).toList(), groups[0].second.map { it.position.number })
        assertEquals((7u..12u).toList(), groups[1].second.map { it.position.number })
    }

    @Test
    fun thePlayersPositionsComeAfterTheBuiltIns() {
        val builtin = builtinEntries().first().position
        val mine = LibraryPositionModel("p1", builtin.copy(name = "Tiny", number = null))
        val groups = groupPositions(listOf(mine) + builtinEntries())
        assertEquals(PositionGroup.MINE, groups.last().first)
        assertEquals(listOf("p1"), groups.last().second.map { it.id })
    }

    @Test
    fun eachDrawingIsTheEmptyStartOfItsPositionMadeOnce() {
        val previews = BuiltinPreviews()
        for (entry in builtinEntries()) {
            val frame = previews.preview(entry.position)
            assertEquals(entry.position.name, frame.positionName)
            assertEquals(entry.position.width to entry.position.height, frame.width to frame.height)
            assertTrue(frame.stones.isEmpty())
            assertNull(frame.result)
            assertSame(frame, previews.preview(entry.position))
        }
    }
}
