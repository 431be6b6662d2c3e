package app.dividedloyalties.tests

import app.dividedloyalties.core.DlApp
import app.dividedloyalties.ui.Answer
import app.dividedloyalties.ui.Body
import app.dividedloyalties.ui.CellAction
import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.GameModel
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.StoneColor
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.nio.file.Files

/**
 * Times, on the JVM and through the FFI, the app's `screen()` (every text, every cell's label
 * and actions, the board's geometry) on the largest built-in position in mid-game: 40 turns of
 * its first reference game played with inputs as a player would (colour chips, placing and
 * ringing by accessibility actions, End turn). Issue 19 asks for at most 300 µs. Also printed:
 * one input and the new screen read back (the store's write runs meanwhile on its own thread).
 */
class AppPerformanceTest {
    private val xy = Regex("\"xy\":\\[(\\d+),(\\d+)\\]")
    private val ends = Regex("\"s_xy\":\\[(\\d+),(\\d+)\\],\"e_xy\":\\[(\\d+),(\\d+)\\]")
    private val color = Regex("\"color\":\"(\\w+)\"")

    /** Plays the first reference game of the position named `name` up to `turns` ended turns. */
    private fun DlApp.replay(
        name: String,
        turns: Int,
    ) {
        val lines = File(repo, "tests/data/reference-games-seed1.jsonl").readLines()
        val start = lines.indexOfFirst { it.contains("\"type\":\"game\"") && it.contains("\"position\":\"$name\"") }
        check(start >= 0) { "no reference game of $name" }
        var ended = 0
        for (line in lines.drop(start + 1)) {
            if (ended == turns || line.contains("\"type\":\"game\"")) break
            val accepted = line.contains("\"accepted\":true")
            when {
                line.contains("\"type\":\"place\"") && accepted -> {
                    val (x, y) = xy.find(line)!!.destructured
                    send(Input.Press(Control.Chip(StoneColor.valueOf(color.find(line)!!.groupValues[1].uppercase()))))
                    val stones = gameModel().board.stones.size
                    send(Input.Cell(x.toUInt(), y.toUInt(), CellAction.PLACE))
                    check(gameModel().board.stones.size == stones + 1) { "not placed: $line" }
                }
                line.contains("\"type\":\"bridge\"") && accepted -> {
                    val (x1, y1, x2, y2) = ends.find(line)!!.destructured
                    val bridges = gameModel().board.bridges.size
                    send(Input.Cell(x1.toUInt(), y1.toUInt(), CellAction.RING))
                    send(Input.Cell(x2.toUInt(), y2.toUInt(), CellAction.RING))
                    check(gameModel().board.bridges.size > bridges) { "no bridge: $line" }
                }
                line.contains("\"type\":\"end_turn\"") -> {
                    if (gameModel().actions.any { it.control == Control.EndTurn && it.enabled }) {
                        send(Input.Press(Control.EndTurn))
                        screen().prompt?.let { send(Input.Answer(it.serial, Answer.CONFIRM)) }
                    }
                    ended++
                }
            }
        }
        check(ended == turns) { "$ended turns played" }
    }

    private fun medianMicros(samples: LongArray): Double {
        samples.sort()
        return samples[samples.size / 2] / 1000.0
    }

    @Test
    fun screenIsFastEnoughForEveryFrame() {
        val dir = Files.createTempDirectory("dl-app-performance").toFile()
        DlApp.launch(dir.path, listOf("en"), 300uL, false, null).use { app ->
            val choices = (app.screen().body as? Body.NewGame)?.model ?: error("the new-game screen")
            val largest = choices.groups.flatMap { it.positions }.maxBy { it.drawing.width * it.drawing.height }
            app.send(Input.Press(largest.button.control))
            app.replay(largest.button.label, 40)
            val model: GameModel = app.gameModel()
            val board = model.board
            assertTrue(board.bridges.isNotEmpty() && board.cells.any { c -> c.actions.any { it.action == CellAction.PLACE } })
            repeat(2_000) { app.screen() }
            val screenTimes =
                LongArray(5_000) {
                    val t = System.nanoTime()
                    app.screen()
                    System.nanoTime() - t
                }
            // One input and its new screen: a colour chip selected, alternately two of the mover's.
            val chips = model.chips.filter { it.enabled }.map { it.control }.take(2)
            val inputTimes =
                LongArray(1_000) {
                    val t = System.nanoTime()
                    app.send(Input.Press(chips[it % chips.size]))
                    app.screen()
                    System.nanoTime() - t
                }
            val screen = medianMicros(screenTimes)
            val input = medianMicros(inputTimes)
            println(
                "performance: app screen() on ${largest.button.label} (${board.width}x${board.height}, " +
                    "${board.stones.size} stones, ${board.bridges.size} bridges, ${board.cells.size} cells) " +
                    "median %.1f µs; an input and its new screen median %.1f µs".format(screen, input),
            )
            assertTrue("screen() median $screen µs, issue 19 asks for at most 300 µs", screen <= 300.0)
        }
        dir.deleteRecursively()
    }
}
