package app.dividedloyalties.shell

import app.dividedloyalties.ui.Input
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/** A rotation sends nothing; a real stop is the background, and the start after it the foreground. */
class LifecycleTest {
    @Test
    fun onlyARealStopAndTheStartAfterItAreSent() {
        val sent = mutableListOf<Input>()
        val lifecycle = Lifecycle { sent += it }
        lifecycle.started()
        lifecycle.stopped(changingConfigurations = true)
        lifecycle.started()
        assertEquals(emptyList<Input>(), sent)
        lifecycle.stopped(changingConfigurations = false)
        lifecycle.stopped(changingConfigurations = false)
        lifecycle.started()
        lifecycle.started()
        assertEquals(listOf(Input.Background, Input.Foreground), sent)
    }

    @Test
    fun theBackgroundWritesTheGameSoThatAKilledAppResumesIt() {
        val dir = dataDirectory()
        val main = MainQueue()
        val holder = launch(dir, main)
        val lifecycle = Lifecycle(holder::send)
        holder.startGame()
        val cell = holder.placeAnywhere()
        lifecycle.stopped(changingConfigurations = false)
        val files = dir.walk().filter { it.isFile && it.name != ".lock" }.toList()
        assertTrue("the store holds files", files.isNotEmpty())
        holder.close()
        val again = launch(dir, main)
        assertEquals(listOf(cell), again.game().board.stones.map { it.x to it.y })
        again.close()
        dir.deleteRecursively()
    }
}
