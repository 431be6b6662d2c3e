package app.dividedloyalties.shell

import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.Input

/**
 * Keeps the per-app language the OS holds (Android 13+: the system settings may change it)
 * and the app's language setting in dl-ui the same: at each activity creation the OS's value
 * is told to dl-ui when it is not the one last set or told; a value set by the app
 * ([setByApp]) is not told back.
 */
class AppLanguageSync(private val send: (Input) -> Unit) {
    private var known: String? = null
    private var told = false

    /** The per-app language the OS holds now (`null`: the system's languages). */
    fun read(tag: String?) {
        if (told && tag == known) return
        told = true
        known = tag
        send(Input.Press(Control.Language(tag)))
    }

    /** The app set the OS's per-app language to [tag] (dl-ui's `SetAppLanguage`). */
    fun setByApp(tag: String?) {
        told = true
        known = tag
    }
}
