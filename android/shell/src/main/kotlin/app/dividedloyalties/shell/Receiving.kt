package app.dividedloyalties.shell

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import java.io.ByteArrayOutputStream
import java.io.InputStream

/** Something that arrived from outside the app: a link, a file, or pasted text (SCREENS.md "Receiving"). */
sealed interface Incoming {
    /** A link that opened the app (an intent's data, a web-version address or `dividedloyalties:`). */
    data class Link(val link: String) : Incoming

    /** A file's bytes, read at once from a content URI (its type is not trusted: Rust sniffs it). */
    class File(val bytes: ByteArray) : Incoming

    /** Text shared to the app or pasted by the player; a link may hide in it. */
    data class Text(val text: String) : Incoming
}

/** What became of an [Incoming]: a game to preview, or a refusal to explain. */
sealed interface Received {
    /** A game (or a position to start from) to show on the preview card; close it if the player says no. */
    class Game(val session: GameSession) : Received

    /** It cannot become a game; [error] carries the code and fields to explain why. */
    class Refused(val error: DlException) : Received
}

/**
 * Turns everything that arrives into a game or a typed refusal, never a crash (SCREENS.md
 * "Receiving": all go to one Rust function). Phase 2 plugs in dl-app's receiving entry point;
 * [BindingsRouter] routes to today's `GameSession` constructors.
 */
fun interface ReceivingRouter {
    /** Opens [incoming]. */
    fun open(incoming: Incoming): Received
}

/**
 * The interim router: links and text go to `GameSession.fromLink`, files to
 * `GameSession.fromFile` (which tells saved games, web saves and CSV apart by content).
 * Finding a link inside a longer message is the Rust side's phase-2 work.
 */
object BindingsRouter : ReceivingRouter {
    override fun open(incoming: Incoming): Received = try {
        Received.Game(
            when (incoming) {
                is Incoming.Link -> GameSession.fromLink(incoming.link)
                is Incoming.Text -> GameSession.fromLink(incoming.text.trim())
                is Incoming.File -> GameSession.fromFile(incoming.bytes)
            }
        )
    } catch (error: DlException) {
        Received.Refused(error)
    }
}

/**
 * Reads at most [limit] + 1 bytes of [input]: enough for the Rust side to refuse a file larger
 * than what it accepts (its limit is below [limit]) without ever holding a huge file in memory.
 */
fun readBounded(input: InputStream, limit: Int = RECEIVED_FILE_LIMIT): ByteArray {
    val out = ByteArrayOutputStream()
    val buffer = ByteArray(BUFFER_SIZE)
    while (out.size() <= limit) {
        val wanted = minOf(buffer.size, limit + 1 - out.size())
        val n = input.read(buffer, 0, wanted)
        if (n < 0) break
        out.write(buffer, 0, n)
    }
    return out.toByteArray()
}

/** The most bytes read from a received file: above every size the Rust readers accept (1 MiB). */
const val RECEIVED_FILE_LIMIT: Int = 4 shl 20

private const val BUFFER_SIZE = 64 * 1024
