// Divided Loyalties for Android: `shell` (pure Kotlin/JVM adapters over the Rust app object,
// tested on the desktop JVM) and `app` (the Compose app painting it). The app itself is the Rust
// workspace one level up.
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "DividedLoyalties"
include(":shell", ":app")
