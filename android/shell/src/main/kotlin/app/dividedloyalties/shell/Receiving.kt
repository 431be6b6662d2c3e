package app.dividedloyalties.shell

import app.dividedloyalties.core.ArrivalModel
import app.dividedloyalties.core.ArrivedModel
import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.receiveFile
import app.dividedloyalties.core.receiveText
import java.io.ByteArrayOutputStream
import java.io.InputStream
import java.nio.charset.StandardCharsets

/** Something that arrived from outside the app: a link, a file, or pasted text (SCREENS.md "Receiving"). */
sealed interface Incoming {
    /** A link that opened the app (an intent's data: a web-version address or `dividedloyalties:`). */
    data class Link(val link: String) : Incoming

    /** A file's bytes, read at once from a content URI (its type is not trusted: Rust sniffs it). */
    class File(val bytes: ByteArray) : Incoming

    /** Text shared to the app or pasted by the player ("Open link"); a link may hide in it. */
    data class Text(val text: String) : Incoming
}

/**
 * A received game or position waiting on the preview card for the player's yes (SCREENS.md
 * "Launch": it never replaces the game on screen without it). [arrived] says what it is;
 * [session] opens it. A position file with several positions offers each: [choose] one.
 */
class Preview(private val arrival: ArrivalModel, private val source: String?) : AutoCloseable {
    /** What arrived, for the card. */
    val arrived: ArrivedModel = arrival.arrived

    /** The position of the file chosen (the first at first). */
    var chosen: Int = 0
        private set

    /** The game the card shows: the arrival's, or the one on the chosen position. */
    var session: GameSession = arrival.session
        private set

    /** The positions a position file holds, for the choice; empty otherwise. */
    val positions = (arrived as? ArrivedModel.PositionFile)?.positions.orEmpty()

    private var taken = false

    /**
     * The positions that arrived as a CSV file (R9), to keep in the player's library: a
     * position file as it came, or the one position of a link that is not a built-in; `null`
     * for a game.
     */
    fun positionsCsv(): String? = when (val what = arrived) {
        is ArrivedModel.PositionFile -> source

        is ArrivedModel.Position -> if (what.position.number ==
            null
        ) {
            session.positionCsv()
        } else {
            null
        }

        is ArrivedModel.Game -> null
    }

    /** Chooses position [index] of a position file: the card shows a new game on it. */
    fun choose(index: Int) {
        val csv = source ?: return
        if (index == chosen || index !in positions.indices) return
        val next = GameSession.fromCsv(csv, index.toUInt(), null)
        session.close()
        session = next
        chosen = index
    }

    /** Hands the session over (the player said yes): closing the preview no longer closes it. */
    fun take(): GameSession = session.also { taken = true }

    override fun close() {
        if (!taken) session.close()
    }
}

/** What became of an [Incoming]: a preview card, or a refusal to explain. */
sealed interface Arrival {
    /** It can be opened: show its preview card. */
    class Card(val preview: Preview) : Arrival

    /** It cannot be opened; [error] says why, in the player's language. */
    class Refused(val error: ErrorText) : Arrival
}

/**
 * Sends everything that arrives to the one Rust entry point (`receiveText` for links and text,
 * `receiveFile` for files, which tells CSV, game files and web saves apart by content) and
 * turns refusals into errors to explain, never a crash (SCREENS.md "Receiving").
 */
fun arrivalOf(incoming: Incoming): Arrival = try {
    when (incoming) {
        is Incoming.Link -> Arrival.Card(Preview(receiveText(incoming.link), null))

        is Incoming.Text -> Arrival.Card(Preview(receiveText(incoming.text), incoming.text))

        is Incoming.File -> Arrival.Card(
            Preview(receiveFile(incoming.bytes), String(incoming.bytes, StandardCharsets.UTF_8))
        )
    }
} catch (error: DlException) {
    Arrival.Refused(ErrorText.of(error))
}

/**
 * Reads at most [limit] + 1 bytes of [input]: enough for the Rust side to refuse a file larger
 * than what it accepts (`receive_too_large`) without ever holding a huge file in memory.
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

/** The most bytes read from a received file: above every size the Rust side accepts. */
const val RECEIVED_FILE_LIMIT: Int = 4 shl 20

private const val BUFFER_SIZE = 64 * 1024
