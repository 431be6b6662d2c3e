package app.dividedloyalties.android.ui

import android.os.Build
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.platform.LocalContext
import app.dividedloyalties.shell.ThemeChoice

/** Whether this choice paints dark now (the system's choice followed for [ThemeChoice.SYSTEM]). */
@Composable
fun ThemeChoice.isDark(): Boolean = when (this) {
    ThemeChoice.SYSTEM -> isSystemInDarkTheme()
    ThemeChoice.LIGHT -> false
    ThemeChoice.DARK -> true
}

/** The board's colours in the current theme (never the dynamic colours: the board is the game's). */
val LocalBoardPalette = staticCompositionLocalOf { BoardPalette.Light }

/**
 * Material 3 for the app's chrome, with the wallpaper's dynamic colours where the system has
 * them (Android 12+); the board keeps its own [BoardPalette]. Light or dark as the settings say.
 */
@Composable
fun DividedLoyaltiesTheme(choice: ThemeChoice, content: @Composable () -> Unit) {
    val dark = choice.isDark()
    val context = LocalContext.current
    val colors = when {
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.S && dark -> dynamicDarkColorScheme(context)
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> dynamicLightColorScheme(context)
        dark -> darkColorScheme()
        else -> lightColorScheme()
    }
    CompositionLocalProvider(
        LocalBoardPalette provides if (dark) BoardPalette.Dark else BoardPalette.Light
    ) {
        MaterialTheme(colorScheme = colors, content = content)
    }
}
