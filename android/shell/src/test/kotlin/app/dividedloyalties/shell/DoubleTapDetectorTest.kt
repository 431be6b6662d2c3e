package app.dividedloyalties.shell

import org.junit.Assert.assertEquals
import org.junit.Test

/** Double taps told from single taps by their timestamps alone (PLATFORMS.md "Taps"). */
class DoubleTapDetectorTest {
    private val stone = cell(3, 4)

    @Test
    fun aSecondTapOnTheSameStoneWithinTheTimeoutIsADoubleTap() {
        val taps = DoubleTapDetector(300)
        assertEquals(TapKind.SINGLE, taps.classify(stone, onStone = true, timeMillis = 1_000))
        assertEquals(TapKind.DOUBLE, taps.classify(stone, onStone = true, timeMillis = 1_299))
        // A double tap is complete: the next tap starts over, however quick.
        assertEquals(TapKind.SINGLE, taps.classify(stone, onStone = true, timeMillis = 1_350))
        assertEquals(TapKind.DOUBLE, taps.classify(stone, onStone = true, timeMillis = 1_400))
    }

    @Test
    fun slowTapsOtherStonesAndEmptyCellsAreSingleTaps() {
        val taps = DoubleTapDetector(300)
        taps.classify(stone, onStone = true, timeMillis = 0)
        assertEquals(TapKind.SINGLE, taps.classify(stone, onStone = true, timeMillis = 300))
        assertEquals(TapKind.SINGLE, taps.classify(cell(4, 4), onStone = true, timeMillis = 350))
        assertEquals(TapKind.SINGLE, taps.classify(stone, onStone = true, timeMillis = 400))
        // The first tap landed on an empty cell (it placed a stone there): no double tap.
        assertEquals(TapKind.SINGLE, taps.classify(cell(1, 1), onStone = false, timeMillis = 2_000))
        assertEquals(TapKind.SINGLE, taps.classify(cell(1, 1), onStone = true, timeMillis = 2_050))
    }

    @Test
    fun aClockGoingBackwardsOrAResetNeverMakesADoubleTap() {
        val taps = DoubleTapDetector(300)
        taps.classify(stone, onStone = true, timeMillis = 5_000)
        assertEquals(TapKind.SINGLE, taps.classify(stone, onStone = true, timeMillis = 4_900))
        taps.classify(stone, onStone = true, timeMillis = 6_000)
        taps.reset()
        assertEquals(TapKind.SINGLE, taps.classify(stone, onStone = true, timeMillis = 6_100))
    }
}
