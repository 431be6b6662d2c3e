//! Logging through the `log` facade: Android's logcat, Apple's unified log, nothing elsewhere.

/// Routes the core's log records to the platform log (logcat on Android, os_log on Apple
/// platforms). Call once at app start; later calls do nothing.
#[uniffi::export]
pub fn init_logging() {
    platform::init();
    log::info!("dl-bindings {} logging started", env!("CARGO_PKG_VERSION"));
}

#[cfg(target_os = "android")]
mod platform {
    pub fn init() {
        android_logger::init_once(
            android_logger::Config::default()
                .with_max_level(log::LevelFilter::Info)
                .with_tag("DividedLoyalties"),
        );
    }
}

#[cfg(target_vendor = "apple")]
mod platform {
    pub fn init() {
        // A second initialisation fails harmlessly: the first logger stays.
        let _ = oslog::OsLogger::new("app.dividedloyalties.core")
            .level_filter(log::LevelFilter::Info)
            .init();
    }
}

#[cfg(not(any(target_os = "android", target_vendor = "apple")))]
mod platform {
    /// Desktop builds (tests) log nowhere unless the host installs a logger.
    pub fn init() {}
}
