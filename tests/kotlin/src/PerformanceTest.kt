package app.dividedloyalties.tests

import app.dividedloyalties.core.EndTurnModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.builtinPositionList
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File

/**
 * Times, on the JVM and through the FFI, one `view()` (the whole frame with the board's
 * geometry) on the largest built-in position in mid-game (40 turns of its first reference game),
 * one tap that places a stone, and one hit test. Figures go to the README.
 */
class PerformanceTest {
    private val xy = Regex("\"xy\":\\[(\\d+),(\\d+)\\]")
    private val ends = Regex("\"s_xy\":\\[(\\d+),(\\d+)\\],\"e_xy\":\\[(\\d+),(\\d+)\\]")
    private val color = Regex("\"color\":\"(\\w+)\"")

    /** Replays the first reference game of position `number` up to `turns` ended turns. */
    private fun midGame(number: UInt, turns: Int): GameSession {
        val lines = File(repo, "tests/data/reference-games-seed1.jsonl").readLines()
        val start = lines.indexOfFirst { it.contains("\"type\":\"game\"") && it.contains("\"position_id\":$number,") }
        val s = GameSession.newBuiltin(number.toString(), null)
        var ended = 0
        for (line in lines.drop(start + 1)) {
            if (ended == turns || line.contains("\"type\":\"game\"")) break
            when {
                line.contains("\"type\":\"place\"") -> {
                    val (x, y) = xy.find(line)!!.destructured
                    val c = StoneColor.valueOf(color.find(line)!!.groupValues[1].uppercase())
                    check(s.place(x.toUInt(), y.toUInt(), c) == null) { line }
                }
                line.contains("\"type\":\"bridge\"") && line.contains("\"accepted\":true") -> {
                    val (x1, y1, x2, y2) = ends.find(line)!!.destructured
                    check(s.bridge(x1.toUInt(), y1.toUInt(), x2.toUInt(), y2.toUInt()) == null) { line }
                }
                line.contains("\"type\":\"end_turn\"") -> {
                    if (s.view().canEndTurn) check(s.endTurn(true) is EndTurnModel.Ended)
                    ended++
                }
            }
        }
        return s
    }

    private fun medianMicros(samples: LongArray): Double {
        samples.sort()
        return samples[samples.size / 2] / 1000.0
    }

    @Test
    fun viewAndTapAreFastEnoughForEveryFrame() {
        val largest = builtinPositionList().maxBy { it.width * it.height }
        midGame(largest.number!!, 40).use { s ->
            val v = s.view()
            val bridges = v.bridges.size
            val empty = v.cells.filter { it.stone == null && it.kind == app.dividedloyalties.core.CellKind.REGION }
            assertTrue(bridges > 0 && empty.isNotEmpty())
            repeat(2_000) { s.view() }
            val viewTimes = LongArray(5_000) {
                val t = System.nanoTime()
                s.view()
                System.nanoTime() - t
            }
            val target = empty.first()
            val tapTimes = LongArray(2_000) {
                val t = System.nanoTime()
                val refusal = s.tap(target.x, target.y)
                val elapsed = System.nanoTime() - t
                // The timed tap must be a placement, not a refusal.
                assertNull(refusal)
                assertNull(s.undo())
                elapsed
            }
            val points = v.cells.map { Pair(it.x.toFloat() + 0.3f, it.y.toFloat() + 0.7f) }
            val hitTimes = LongArray(5_000) {
                val (x, y) = points[it % points.size]
                val t = System.nanoTime()
                s.cellAt(x, y)
                System.nanoTime() - t
            }
            val view = medianMicros(viewTimes)
            val tap = medianMicros(tapTimes)
            val hit = medianMicros(hitTimes)
            println(
                "performance: ${largest.name} (${largest.width}x${largest.height}, ${v.cells.count { it.stone != null }} stones, " +
                    "$bridges bridges, ${v.regions.sumOf { r -> r.outline.sumOf { it.size } }} outline points) " +
                    "view() median %.1f µs, tap median %.1f µs, cellAt median %.1f µs".format(view, tap, hit),
            )
            assertTrue("view() median $view µs, the target is 200 µs", view < 200.0)
            assertTrue("tap median $tap µs", tap < 200.0)
        }
    }
}
