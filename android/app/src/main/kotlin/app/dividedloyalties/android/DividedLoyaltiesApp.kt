package app.dividedloyalties.android

import android.app.Application
import androidx.core.content.ContextCompat
import app.dividedloyalties.core.initLogging
import app.dividedloyalties.shell.StoreAccess
import java.util.concurrent.Executors

/**
 * The application: routes the Rust core's log records to logcat once, and keeps the one
 * [StoreAccess] of the process (a second `GameStore` on the same directory is refused, so the
 * store outlives every activity and view model; its thread is the only one touching the disk).
 */
class DividedLoyaltiesApp : Application() {
    /** The player's store, opened by the first view model's launch. */
    val store: StoreAccess by lazy {
        StoreAccess(Executors.newSingleThreadExecutor(), ContextCompat.getMainExecutor(this))
    }

    override fun onCreate() {
        super.onCreate()
        initLogging()
    }
}
