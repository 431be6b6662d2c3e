package app.dividedloyalties.android.ui

import android.os.Build
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.LocalContext
import app.dividedloyalties.ui.Rgba

/**
 * Material 3 for the app's chrome, with the wallpaper's dynamic colours where the system has
 * them (Android 12+), [dark] as the screen says (the settings' theme over the system's); the
 * boards keep the colours the screen gives them.
 */
@Composable
fun AppTheme(dark: Boolean, content: @Composable () -> Unit) {
    val context = LocalContext.current
    val colors = when {
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.S && dark -> dynamicDarkColorScheme(context)
        Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> dynamicLightColorScheme(context)
        dark -> darkColorScheme()
        else -> lightColorScheme()
    }
    MaterialTheme(colorScheme = colors, content = content)
}

/** A colour of the screen model as Compose's. */
val Rgba.color: Color
    get() = Color(r.toInt(), g.toInt(), b.toInt(), a.toInt())
