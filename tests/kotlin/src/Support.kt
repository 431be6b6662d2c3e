package app.dividedloyalties.tests

import app.dividedloyalties.core.DlApp
import app.dividedloyalties.ui.Body
import app.dividedloyalties.ui.CellAction
import app.dividedloyalties.ui.GameModel
import app.dividedloyalties.ui.Input
import java.io.File

/** The repository root, passed by tests/kotlin/run.sh. */
val repo: File = File(System.getProperty("dl.repo") ?: ".")

/** The game screen's model of the app; fails naming the screen shown instead. */
fun DlApp.gameModel(): GameModel = (screen().body as? Body.Game)?.model ?: error("not the game screen: ${screen().route}")

/** The cells the screen offers "place" on now, in reading order. */
fun DlApp.placeable(): List<Pair<UInt, UInt>> =
    gameModel().board.cells.filter { c -> c.actions.any { it.action == CellAction.PLACE } }.map { it.x to it.y }

/**
 * Places the selected colour by an accessibility action on the first cell that takes it (a cell
 * offers "place" for any colour; the rules may refuse this one there); the cell used.
 */
fun DlApp.placeAnywhere(): Pair<UInt, UInt> = placeWith { (x, y), _ -> send(Input.Cell(x, y, CellAction.PLACE)) }

/**
 * Places the selected colour by a touch at the centre of the first cell that takes it, the touches
 * a second apart from `atMs` on (never a double tap); the cell used.
 */
fun DlApp.placeByTouch(atMs: ULong): Pair<UInt, UInt> =
    placeWith { (x, y), i -> send(Input.Touch(x.toFloat() + 0.5f, y.toFloat() + 0.5f, atMs + 1_000uL * i.toULong())) }

private fun DlApp.placeWith(place: (Pair<UInt, UInt>, Int) -> Unit): Pair<UInt, UInt> {
    val before = gameModel().board.stones.size
    placeable().forEachIndexed { i, cell ->
        place(cell, i)
        if (gameModel().board.stones.size > before) return cell
    }
    error("no cell takes a stone")
}
