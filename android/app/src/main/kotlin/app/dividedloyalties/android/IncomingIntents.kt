package app.dividedloyalties.android

import android.content.Context
import android.content.Intent
import android.net.Uri
import android.provider.OpenableColumns
import androidx.core.content.IntentCompat
import app.dividedloyalties.shell.AppHolder
import app.dividedloyalties.shell.receivedFile
import app.dividedloyalties.shell.unreadableFile
import app.dividedloyalties.ui.Input
import java.io.FileNotFoundException
import java.util.concurrent.Executor

/**
 * Sends what an intent brings to the app (developer.android.com/training/sharing/receive): a
 * link (VIEW of an https or `dividedloyalties:` address) or shared text (SEND with text, read
 * as a CharSequence: styled text is kept) as `ReceivedText`; a file (VIEW of a content URI, or
 * SEND with a stream) read at once off the main thread (the grant to read it ends with the
 * activity) as `ReceivedFile`, with the name and type the OS gives. Rust tells them apart by
 * content and shows the preview; a plain launch sends nothing.
 */
fun receive(context: Context, intent: Intent, holder: AppHolder, work: Executor) {
    when (intent.action) {
        Intent.ACTION_VIEW -> intent.data?.let { uri ->
            if (uri.scheme == "content" || uri.scheme == "file") {
                receiveFile(context, uri, intent.type, holder, work)
            } else {
                holder.send(Input.ReceivedText(uri.toString()))
            }
        }

        Intent.ACTION_SEND -> {
            val stream = IntentCompat.getParcelableExtra(
                intent,
                Intent.EXTRA_STREAM,
                Uri::class.java
            )
            val text = intent.getCharSequenceExtra(Intent.EXTRA_TEXT)?.toString()
            when {
                stream != null -> receiveFile(context, stream, intent.type, holder, work)
                text != null -> holder.send(Input.ReceivedText(text))
            }
        }
    }
}

/** Reads the file at [uri] with [work] and sends it; a failed read sends an empty file. */
fun receiveFile(context: Context, uri: Uri, type: String?, holder: AppHolder, work: Executor) {
    val resolver = context.applicationContext.contentResolver
    val mime = resolver.getType(uri) ?: type
    holder.sendLater(work, unreadableFile(null, mime)) {
        val name = resolver.query(uri, arrayOf(OpenableColumns.DISPLAY_NAME), null, null, null)
            ?.use { if (it.moveToFirst()) it.getString(0) else null }
        receivedFile(name, mime) {
            resolver.openInputStream(uri) ?: throw FileNotFoundException(uri.toString())
        }
    }
}
