package app.dividedloyalties.shell

/** The app's colour scheme (SCREENS.md "Settings"). */
enum class ThemeChoice {
    /** Follow the system's light or dark mode. */
    SYSTEM,

    /** Always light. */
    LIGHT,

    /** Always dark. */
    DARK
}

/**
 * The player's settings (SCREENS.md "Settings"). The language is a BCP 47 tag, or `null` to
 * follow the system; on Android 13+ it is the per-app language the system keeps.
 */
data class Settings(
    val language: String? = null,
    val theme: ThemeChoice = ThemeChoice.SYSTEM,
    val colorBlindSymbols: Boolean = true,
    val haptics: Boolean = true
) {
    /** Writes the settings as string pairs (SharedPreferences, a properties file). */
    fun toMap(): Map<String, String> = buildMap {
        language?.let { put(LANGUAGE, it) }
        put(THEME, theme.name)
        put(SYMBOLS, colorBlindSymbols.toString())
        put(HAPTICS, haptics.toString())
    }

    /** The keys and the reading of stored settings. */
    companion object {
        private const val LANGUAGE = "language"
        private const val THEME = "theme"
        private const val SYMBOLS = "colorBlindSymbols"
        private const val HAPTICS = "haptics"
        private val languageTag = Regex("[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,4}")

        /**
         * Reads settings written by [toMap]; anything missing or not understood (a value from a
         * later version, a damaged file) takes its default, so stored settings never stop the app.
         */
        fun fromMap(map: Map<String, String>): Settings = Settings(
            language = map[LANGUAGE]?.takeIf { languageTag.matches(it) },
            theme = ThemeChoice.entries.firstOrNull { it.name == map[THEME] } ?: ThemeChoice.SYSTEM,
            colorBlindSymbols = map[SYMBOLS]?.toBooleanStrictOrNull() ?: true,
            haptics = map[HAPTICS]?.toBooleanStrictOrNull() ?: true
        )
    }
}
