package app.dividedloyalties.shell

import app.dividedloyalties.ui.Body
import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.Input
import app.dividedloyalties.ui.Route
import java.io.ByteArrayInputStream
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** A received file is read bounded and previewed by Rust before it replaces anything. */
class ReceivedTest {
    private val csv = """position_id,position_name,row,c0,c1,c2,c3,c4,c5,c6,c7,c8
1,Tiny,0,.,.,.,.,.,.,.,.,.
1,Tiny,1,.,S1,S1,S1,S1,o,G1,G1,.
1,Tiny,2,.,W1,W1,W1,W1,o,G1,G1,.
1,Tiny,3,.,.,.,.,.,.,.,.,.
1,Tiny,4,.,.,.,.,.,.,.,.,.
1,Tiny,5,.,.,.,.,.,.,.,.,.
1,Tiny,6,.,.,.,.,.,.,.,.,.
1,Tiny,7,.,.,.,.,.,.,.,.,.
1,Tiny,8,.,.,.,.,.,.,.,.,.
"""

    @Test
    fun aReadStopsJustPastTheLimit() {
        val bytes = ByteArray(100) { it.toByte() }
        assertEquals(11, readBounded(ByteArrayInputStream(bytes), 10).size)
        assertEquals(100, readBounded(ByteArrayInputStream(bytes), 1000).size)
    }

    @Test
    fun aPositionFileIsPreviewedAndCancellingKeepsTheGame() {
        val dir = dataDirectory()
        val holder = launch(dir, MainQueue())
        holder.startGame()
        val cell = holder.placeAnywhere()
        holder.send(
            receivedFile("tiny.csv", "application/octet-stream") {
                ByteArrayInputStream(csv.toByteArray())
            }
        )
        assertEquals(Route.Received, holder.screen.route)
        val preview = (holder.screen.body as Body.Received).model
        assertTrue(preview.question, preview.question.isNotBlank())
        holder.send(Input.Press(Control.CancelReceived))
        assertEquals(Route.Game, holder.screen.route)
        assertEquals(listOf(cell), holder.game().board.stones.map { it.x to it.y })
        holder.close()
        dir.deleteRecursively()
    }
}
