package app.dividedloyalties.android

import android.content.ClipData
import android.content.Context
import android.content.Intent
import android.net.Uri
import androidx.core.content.FileProvider
import app.dividedloyalties.shell.ShareContent
import java.io.File

/**
 * The system share sheet for one Share entry (developer.android.com/training/sharing/send):
 * the files are written to cacheDir/share (the only folder file_paths.xml hands out, emptied
 * first) and given through the FileProvider with a read grant; the text goes as EXTRA_TEXT.
 * Names, types and texts are Rust's. Call off the UI thread: it writes files.
 */
fun shareIntent(context: Context, content: ShareContent, title: String): Intent {
    val folder = File(context.cacheDir, "share")
    folder.deleteRecursively()
    folder.mkdirs()
    val uris = content.files.mapIndexed { i, shared ->
        // The name comes from Rust; a name that would leave the folder is replaced.
        val named = File(folder, shared.fileName)
        val file = if (named.canonicalFile.parentFile ==
            folder.canonicalFile
        ) {
            named
        } else {
            File(folder, "file-$i")
        }
        file.writeBytes(shared.bytes)
        FileProvider.getUriForFile(context, "${context.packageName}.fileprovider", file)
    }
    val action = if (uris.size > 1) Intent.ACTION_SEND_MULTIPLE else Intent.ACTION_SEND
    val send = Intent(action).apply {
        type = when {
            content.files.isEmpty() -> "text/plain"
            content.files.map { it.mimeType }.distinct().size == 1 -> content.files.first().mimeType
            else -> "*/*"
        }
        content.text?.let { putExtra(Intent.EXTRA_TEXT, it) }
        when (uris.size) {
            0 -> Unit
            1 -> putExtra(Intent.EXTRA_STREAM, uris.single())
            else -> putParcelableArrayListExtra(Intent.EXTRA_STREAM, ArrayList<Uri>(uris))
        }
        if (uris.isNotEmpty()) {
            clipData = ClipData.newRawUri("", uris.first()).also { clip ->
                uris.drop(1).forEach { clip.addItem(ClipData.Item(it)) }
            }
            addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        }
    }
    return Intent.createChooser(send, title)
}
