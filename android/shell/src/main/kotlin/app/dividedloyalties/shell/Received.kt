package app.dividedloyalties.shell

import app.dividedloyalties.ui.Input
import java.io.ByteArrayOutputStream
import java.io.InputStream

/**
 * Reads at most [limit] + 1 bytes of [input]: enough for Rust to refuse a file larger than
 * what it accepts without ever holding a huge file in memory.
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

/**
 * The input of a file that arrived (share sheet, "Open with", the file picker): its bytes read
 * by [read] (bounded), with the [name] and [mime] type the OS gave, if any.
 */
fun receivedFile(name: String?, mime: String?, read: () -> InputStream): Input.ReceivedFile =
    Input.ReceivedFile(read().use { readBounded(it) }, name, mime)

/** What is sent for a file that could not be read: no bytes, which Rust refuses with a notice. */
fun unreadableFile(name: String?, mime: String?): Input.ReceivedFile =
    Input.ReceivedFile(ByteArray(0), name, mime)

/** The most bytes read from a received file: above every size Rust accepts. */
const val RECEIVED_FILE_LIMIT: Int = 4 shl 20

private const val BUFFER_SIZE = 64 * 1024
