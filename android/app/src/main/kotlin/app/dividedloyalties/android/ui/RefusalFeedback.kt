package app.dividedloyalties.android.ui

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.tween
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.Stable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.hapticfeedback.HapticFeedbackType
import androidx.compose.ui.platform.LocalHapticFeedback
import androidx.compose.ui.platform.LocalView
import app.dividedloyalties.android.AppModel
import app.dividedloyalties.shell.BoardFlash

/** How long a refused cell or edge takes to fade, as on the board of Divided Loyalties. */
private const val FLASH_MILLIS = 700

/**
 * The flash of a refused cell or edge on the board of Discorder or Color Brake ABAB: its
 * [target] and how strongly it shows now ([strength], 1 fading to 0).
 */
@Stable
class RefusalFlash {
    /** The cell or edge of the last refusal, while it flashes or after. */
    var target: BoardFlash? by mutableStateOf(null)
        private set
    private val fade = Animatable(0f)

    /** How strongly the target shows now: 1 when refused, 0 once faded. */
    val strength: Float
        get() = fade.value

    /** Flashes [flash]: at full strength, then fading. */
    suspend fun show(flash: BoardFlash) {
        target = flash
        fade.snapTo(1f)
        fade.animateTo(0f, tween(durationMillis = FLASH_MILLIS))
    }
}

/**
 * The refusals of Discorder and Color Brake ABAB not played yet, once each batch: a buzz (when
 * the player left haptics on), TalkBack's announcement of every refusal — the same refusal
 * twice running is said twice, which the status line's live region alone would not — and the
 * last refused cell or edge flashed on the board ([flash]).
 */
@Composable
fun RefusalFeedback(model: AppModel, flash: RefusalFlash) {
    val haptic = LocalHapticFeedback.current
    val view = LocalView.current
    val batch = model.refusals
    LaunchedEffect(batch.serial) {
        if (!model.unfeltRefusal(batch.serial)) return@LaunchedEffect
        if (model.settings.haptics) haptic.performHapticFeedback(HapticFeedbackType.Reject)
        for (refusal in batch.items) view.announceForAccessibility(refusal.words)
        batch.items.lastOrNull { it.flash != null }?.flash?.let { flash.show(it) }
    }
}

/** The flash of the board on screen, kept while the screen is. */
@Composable
fun rememberRefusalFlash(): RefusalFlash = remember { RefusalFlash() }
