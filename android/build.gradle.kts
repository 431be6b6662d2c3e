// Plugins are declared here once (with their versions from gradle/libs.versions.toml) and applied
// in the modules. The Kotlin JVM plugin on the root classpath also sets the Kotlin version that
// AGP's built-in Kotlin uses for `app`.
plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.jvm) apply false
    alias(libs.plugins.compose.compiler) apply false
}
