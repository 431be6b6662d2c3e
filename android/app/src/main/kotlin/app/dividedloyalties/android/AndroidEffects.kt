package app.dividedloyalties.android

import android.content.ActivityNotFoundException
import android.content.ClipData
import android.content.Intent
import android.net.Uri
import android.os.Build
import android.text.SpannableString
import android.text.Spanned
import android.text.style.LocaleSpan
import android.view.HapticFeedbackConstants
import android.view.WindowManager
import androidx.activity.ComponentActivity
import androidx.core.content.FileProvider
import app.dividedloyalties.shell.AppLanguageSync
import app.dividedloyalties.shell.EffectCarrier
import app.dividedloyalties.shell.SharedFile
import app.dividedloyalties.shell.shareMimeType
import app.dividedloyalties.ui.HapticKind
import java.io.File
import java.util.Locale

/**
 * dl-ui's effects carried out by the started [activity]: the share sheet through the
 * FileProvider (developer.android.com/training/sharing/send), TalkBack announcements in the
 * text's language, haptics on the window's view, the browser, the per-app language (told to
 * [languages] so that it is not read back as the player's change), the cover of the
 * Recents screenshot while a hand is on screen, the display kept on during a game, and the
 * system's file picker ([openDocument]: the activity's `OpenDocument` launcher).
 */
class AndroidEffects(
    private val activity: ComponentActivity,
    private val languages: AppLanguageSync,
    private val openDocument: (Array<String>) -> Unit
) : EffectCarrier {
    private val view get() = activity.window.decorView

    override val shareFolder: File = File(activity.cacheDir, "share")

    override fun share(text: String?, files: List<SharedFile>) {
        val authority = "${activity.packageName}.fileprovider"
        val uris = files.map { FileProvider.getUriForFile(activity, authority, it.file) }
        val send = Intent(if (uris.size > 1) Intent.ACTION_SEND_MULTIPLE else Intent.ACTION_SEND)
        send.type = shareMimeType(files)
        text?.let { send.putExtra(Intent.EXTRA_TEXT, it) }
        when (uris.size) {
            0 -> Unit
            1 -> send.putExtra(Intent.EXTRA_STREAM, uris.single())
            else -> send.putParcelableArrayListExtra(Intent.EXTRA_STREAM, ArrayList<Uri>(uris))
        }
        if (uris.isNotEmpty()) {
            send.clipData = ClipData.newRawUri("", uris.first()).also { clip ->
                uris.drop(1).forEach { clip.addItem(ClipData.Item(it)) }
            }
            send.addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        }
        activity.startActivity(Intent.createChooser(send, null))
    }

    @Suppress("DEPRECATION") // API 36 deprecates announcements; the game's events need one.
    override fun announce(text: String, language: String) {
        val spoken = SpannableString(text)
        val span = LocaleSpan(Locale.forLanguageTag(language))
        spoken.setSpan(span, 0, text.length, Spanned.SPAN_INCLUSIVE_EXCLUSIVE)
        view.announceForAccessibility(spoken)
    }

    override fun haptic(kind: HapticKind) {
        // REJECT and CONFIRM are Android 11+; below, the long press's buzz stands for both.
        val old = Build.VERSION.SDK_INT < Build.VERSION_CODES.R
        val constant = when {
            kind == HapticKind.PLAYED -> HapticFeedbackConstants.CLOCK_TICK
            old -> HapticFeedbackConstants.LONG_PRESS
            kind == HapticKind.REFUSED -> HapticFeedbackConstants.REJECT
            else -> HapticFeedbackConstants.CONFIRM
        }
        view.performHapticFeedback(constant)
    }

    override fun openUrl(url: String) {
        try {
            activity.startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(url)))
        } catch (_: ActivityNotFoundException) {
            // No browser: nothing to open it with.
        }
    }

    override fun setAppLanguage(tag: String?) {
        languages.setByApp(tag)
        val unchanged = Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU &&
            AppLanguage.get(activity) == tag
        if (!unchanged) AppLanguage.set(activity, tag)
    }

    override fun coverHidden(on: Boolean) {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            activity.setRecentsScreenshotEnabled(!on)
        } else if (on) {
            activity.window.addFlags(WindowManager.LayoutParams.FLAG_SECURE)
        } else {
            activity.window.clearFlags(WindowManager.LayoutParams.FLAG_SECURE)
        }
    }

    override fun pickFile(mimeTypes: List<String>) {
        try {
            openDocument(mimeTypes.toTypedArray())
        } catch (_: ActivityNotFoundException) {
            // No document picker on this device: nothing to pick with.
        }
    }

    override fun keepScreenOn(on: Boolean) {
        if (on) {
            activity.window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        } else {
            activity.window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        }
    }
}
