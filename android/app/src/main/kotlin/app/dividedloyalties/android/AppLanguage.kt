package app.dividedloyalties.android

import android.app.LocaleManager
import android.content.Context
import android.os.Build
import android.os.LocaleList
import androidx.annotation.RequiresApi
import androidx.appcompat.app.AppCompatDelegate
import androidx.core.os.LocaleListCompat

/**
 * The per-app language, kept by the system: on Android 13+ by the platform's `LocaleManager`
 * (also shown and changeable in the system's settings for the app), below by AppCompat's store
 * (`autoStoreLocales` in the manifest). `AppCompatDelegate.setApplicationLocales` alone does
 * nothing on Android 13+ without an AppCompat activity, so the platform call is made there.
 */
object AppLanguage {
    /** Sets the per-app language; `null` follows the system's languages. */
    fun set(context: Context, tag: String?) {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) {
            context.getSystemService(LocaleManager::class.java).applicationLocales =
                tag?.let(LocaleList::forLanguageTags) ?: LocaleList.getEmptyLocaleList()
        } else {
            val tags = tag?.let(LocaleListCompat::forLanguageTags)
            AppCompatDelegate.setApplicationLocales(tags ?: LocaleListCompat.getEmptyLocaleList())
        }
    }

    /**
     * The per-app language the system keeps on Android 13+, also one chosen in the system's
     * settings, or `null` for the system's languages; read at each `onCreate` (a change in the
     * system's settings recreates the activity). Below 13 the app's own settings are the only
     * record (AppCompat's store is read only by AppCompat activities).
     */
    @RequiresApi(Build.VERSION_CODES.TIRAMISU)
    fun get(context: Context): String? =
        context.getSystemService(LocaleManager::class.java).applicationLocales
            .takeUnless { it.isEmpty }
            ?.get(0)
            ?.toLanguageTag()
}
