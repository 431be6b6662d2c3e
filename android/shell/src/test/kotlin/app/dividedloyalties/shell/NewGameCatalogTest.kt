package app.dividedloyalties.shell

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Test

/** The new-game screen's built-ins: grouped by rounds, each with a drawing of its start (SCREENS.md "New game"). */
class NewGameCatalogTest {
    private val catalog = NewGameCatalog()

    @Test
    fun theBuiltInsAreGroupedFourRoundsThenThreeRounds() {
        assertEquals(listOf(4u, 3u), catalog.groups.map { it.rounds })
        assertEquals((1u..6u).toList(), catalog.groups[0].positions.map { it.number })
        assertEquals((7u..12u).toList(), catalog.groups[1].positions.map { it.number })
    }

    @Test
    fun eachDrawingIsTheEmptyStartOfItsPositionMadeOnce() {
        for (position in catalog.groups.flatMap { it.positions }) {
            val frame = catalog.preview(position)
            assertEquals(position.name, frame.positionName)
            assertEquals(position.width to position.height, frame.width to frame.height)
            assertTrue(frame.stones.isEmpty() && frame.bridges.isEmpty())
            assertNull(frame.result)
            assertSame(frame, catalog.preview(position))
        }
    }

    @Test
    fun roundsDefaultPerPositionAndCanBeChanged() {
        val pyramid = catalog.groups.flatMap { it.positions }.first { it.slug == "pyramid" }
        catalog.start(pyramid).use { assertEquals(pyramid.defaultRounds, it.view().blue.sets) }
        catalog.start(pyramid, 4u).use { assertEquals(4u, it.view().blue.sets) }
    }
}
