// Divided Loyalties for Android: `shell` (pure Kotlin/JVM: the controller and models, tested on
// the desktop JVM) and `app` (the Compose app). The game itself is the Rust workspace one level up.
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
