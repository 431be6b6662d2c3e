package app.dividedloyalties.shell

import app.dividedloyalties.ui.Effect
import app.dividedloyalties.ui.HapticKind
import app.dividedloyalties.ui.ShareItem
import java.io.File

/**
 * What only the OS can do, one method per kind of dl-ui's `Effect`; the activity implements
 * it with intents, the view and the window. [carryOut] hands each effect to its method.
 */
interface EffectCarrier {
    /** Opens the share sheet with [text] (or none) and the [files] written for it. */
    fun share(text: String?, files: List<SharedFile>)

    /** Has the screen reader say [text] in the voice of [language] (a BCP 47 tag). */
    fun announce(text: String, language: String)

    /** A short vibration of this kind (the player's haptics setting is Rust's). */
    fun haptic(kind: HapticKind)

    /** Opens [url] in the browser. */
    fun openUrl(url: String)

    /** Sets the per-app language in the OS; `null` follows the system. */
    fun setAppLanguage(tag: String?)

    /** Covers (or uncovers) the app's picture in the app switcher. */
    fun coverHidden(on: Boolean)

    /** Keeps the display on while a game is on screen (or lets it sleep again). */
    fun keepScreenOn(on: Boolean)

    /**
     * Opens the system's file picker for a file of [mimeTypes]; the file picked goes back to
     * the app as `Input.ReceivedFile`, a cancelled picker sends nothing.
     */
    fun pickFile(mimeTypes: List<String>)

    /** The folder the share files are written to (emptied before each share). */
    val shareFolder: File

    /** Carries out [effect] with the method of its kind; a share's files are written first. */
    fun carryOut(effect: Effect) {
        when (effect) {
            is Effect.Share -> {
                val (text, files) = writeShare(shareFolder, effect.items)
                share(text, files)
            }

            is Effect.Announce -> announce(effect.text, effect.language)

            is Effect.Haptic -> haptic(effect.kind)

            is Effect.OpenUrl -> openUrl(effect.url)

            is Effect.SetAppLanguage -> setAppLanguage(effect.tag)

            is Effect.CoverHidden -> coverHidden(effect.on)

            is Effect.KeepScreenOn -> keepScreenOn(effect.on)

            is Effect.PickFile -> pickFile(effect.mimeTypes)
        }
    }
}

/**
 * A file written for a share.
 *
 * @property file where it was written.
 * @property mime the MIME type Rust gave it.
 */
data class SharedFile(val file: File, val mime: String)

/**
 * The MIME type of a share intent: the files' one type, the wildcard type for files of several
 * types, `text/plain` for a text alone.
 */
fun shareMimeType(files: List<SharedFile>): String = when {
    files.isEmpty() -> "text/plain"
    else -> files.map { it.mime }.distinct().singleOrNull() ?: "*/*"
}

/**
 * Writes the files of a share into [folder] (emptied first: the only folder the FileProvider
 * hands out) under the names Rust gave them; a name that would leave the folder is replaced by
 * `file-<n>`. Returns the share's text (its texts one per line, `null` for none) and the files.
 */
fun writeShare(folder: File, items: List<ShareItem>): Pair<String?, List<SharedFile>> {
    folder.deleteRecursively()
    folder.mkdirs()
    val texts = items.filterIsInstance<ShareItem.Text>().map { it.text }
    val files = items.filterIsInstance<ShareItem.File>().mapIndexed { i, item ->
        val named = File(folder, item.name)
        val inside = named.canonicalFile.parentFile == folder.canonicalFile
        val file = if (inside) named else File(folder, "file-$i")
        file.writeBytes(item.bytes)
        SharedFile(file, item.mime)
    }
    return texts.joinToString("\n").ifEmpty { null } to files
}
