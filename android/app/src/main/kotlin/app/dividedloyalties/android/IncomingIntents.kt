package app.dividedloyalties.android

import android.content.Context
import android.content.Intent
import android.net.Uri
import androidx.core.content.IntentCompat
import app.dividedloyalties.shell.Incoming
import app.dividedloyalties.shell.readBounded
import java.io.FileNotFoundException

/**
 * What an intent brings (developer.android.com/training/sharing/receive): a link (VIEW of an
 * https or `dividedloyalties:` address), a file (VIEW of a content URI, or SEND with a stream),
 * or text (SEND with text, where a link may hide). Returns a reader to run off the UI thread,
 * which copies a file at once (the grant to read it ends with the activity); `null` for a
 * plain launch.
 */
fun incomingReader(context: Context, intent: Intent): (() -> Incoming)? = when (intent.action) {
    Intent.ACTION_VIEW -> intent.data?.let { uri ->
        if (uri.scheme == "content" || uri.scheme == "file") {
            fileReader(context, uri)
        } else {
            linkReader(uri.toString())
        }
    }

    Intent.ACTION_SEND -> {
        val stream = IntentCompat.getParcelableExtra(intent, Intent.EXTRA_STREAM, Uri::class.java)
        // Senders may share styled text (a CharSequence), which getStringExtra drops.
        val text = intent.getCharSequenceExtra(Intent.EXTRA_TEXT)?.toString()
        when {
            stream != null -> fileReader(context, stream)
            text != null -> textReader(text)
            else -> null
        }
    }

    else -> null
}

private fun linkReader(link: String): () -> Incoming = { Incoming.Link(link) }

private fun textReader(text: String): () -> Incoming = { Incoming.Text(text) }

/**
 * Reads the file at [uri] (a content URI from another app or the system file picker) at once,
 * at most a little more than any file the game accepts; run the reader off the UI thread.
 */
fun fileReader(context: Context, uri: Uri): () -> Incoming {
    val resolver = context.applicationContext.contentResolver
    return {
        val input = resolver.openInputStream(uri) ?: throw FileNotFoundException(uri.toString())
        Incoming.File(input.use { readBounded(it) })
    }
}
