package app.dividedloyalties.shell

import app.dividedloyalties.core.CellModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.RegionModel
import app.dividedloyalties.core.ViewModel

/**
 * The cell of this frame at [pos], read from the row-major `cells` list the bindings document
 * (`y * width + x`); `null` for a position outside the grid.
 */
fun ViewModel.cellAt(pos: CellPos): CellModel? {
    if (pos.x >= width || pos.y >= height) return null
    val index = pos.y.toLong() * width.toLong() + pos.x.toLong()
    return cells.getOrNull(index.toInt())?.takeIf { it.x == pos.x && it.y == pos.y }
}

/** The region a cell belongs to in this frame, if it is a region cell. */
fun ViewModel.regionOf(cell: CellModel): RegionModel? =
    cell.region?.let { regions.getOrNull(it.toInt()) }
