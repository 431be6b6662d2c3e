package app.dividedloyalties.tests

import app.dividedloyalties.core.CellModel
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.ViewModel
import java.io.File

/** The repository root, passed by tests/kotlin/run.sh. */
val repo: File = File(System.getProperty("dl.repo") ?: ".")

/** The cell (x, y) of a frame. */
fun ViewModel.at(x: Int, y: Int): CellModel = cells[y * width.toInt() + x]

/** Taps (x, y) and fails the test on a refusal. */
fun GameSession.mustTap(x: Int, y: Int) {
    val refusal = tap(x.toUInt(), y.toUInt())
    check(refusal == null) { "tap ($x, $y) refused: ${refusal?.code}" }
}

/** Double-taps (x, y) and returns the refusal's code, if any. */
fun GameSession.doubleTapCode(x: Int, y: Int): String? = doubleTap(x.toUInt(), y.toUInt())?.code
