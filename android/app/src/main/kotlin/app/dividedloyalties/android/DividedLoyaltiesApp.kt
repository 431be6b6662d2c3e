package app.dividedloyalties.android

import android.app.Application
import app.dividedloyalties.core.initLogging

/** The application: routes the Rust core's log records to logcat once, at start. */
class DividedLoyaltiesApp : Application() {
    override fun onCreate() {
        super.onCreate()
        initLogging()
    }
}
