import org.jetbrains.kotlin.gradle.dsl.JvmTarget

// The pure Kotlin/JVM part of the app: the adapters around dl-ui's app object (the screen held
// for the main thread, the effects, received files, lifecycle and language inputs), written
// against the generated bindings and tested on the desktop JVM against the host build of the
// Rust library (Glean's pattern). No android.* or androidx.* import here.
plugins {
    alias(libs.plugins.kotlin.jvm)
}

// Bytecode for Java 17, whichever JDK runs Gradle (Android Studio's bundled one will do).
java {
    sourceCompatibility = JavaVersion.VERSION_17
    targetCompatibility = JavaVersion.VERSION_17
}

kotlin {
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
    }
}

val workspace: File = rootDir.parentFile
val generatedBindings = layout.buildDirectory.dir("generated/uniffi/kotlin")
val operatingSystem: String = System.getProperty("os.name").lowercase()
val hostLibraryName: String = when {
    operatingSystem.startsWith("mac") -> "libdl_bindings.dylib"
    operatingSystem.startsWith("windows") -> "dl_bindings.dll"
    else -> "libdl_bindings.so"
}

// Where cargo writes its builds: the Gradle property cargoTargetDir, else CARGO_TARGET_DIR as
// cargo itself reads it (the Exec tasks below inherit it), else the workspace's target/.
val cargoTargetDir: File =
    (providers.gradleProperty("cargoTargetDir").orNull ?: System.getenv("CARGO_TARGET_DIR"))
        ?.let { workspace.resolve(it) }
        ?: workspace.resolve("target")
val hostLibraryDir: File = cargoTargetDir.resolve("release")

// The Rust library for this machine: the tests load it, and the bindings are generated from it
// (an unstripped library carries uniffi's metadata; library mode reads bindings/uniffi.toml and
// ui/uniffi.toml: dl-ui's screens, inputs and effects go to package app.dividedloyalties.ui).
val buildHostLibrary = tasks.register<Exec>("buildHostLibrary") {
    workingDir = workspace
    commandLine("cargo", "build", "--locked", "-p", "dl-bindings", "--release")
}

val generateBindings = tasks.register<Exec>("generateBindings") {
    dependsOn(buildHostLibrary)
    workingDir = workspace
    inputs.file(hostLibraryDir.resolve(hostLibraryName))
    inputs.file(workspace.resolve("bindings/uniffi.toml"))
    inputs.file(workspace.resolve("ui/uniffi.toml"))
    outputs.dir(generatedBindings)
    commandLine(
        "cargo", "run", "--locked", "-q", "-p", "uniffi-bindgen", "--",
        "generate", hostLibraryDir.resolve(hostLibraryName).path,
        "-l", "kotlin", "-n", "-o", generatedBindings.get().asFile.path
    )
}

kotlin {
    sourceSets.named("main") {
        // The task as a source directory: its output folder, and compiling depends on it.
        kotlin.srcDir(generateBindings)
    }
}

dependencies {
    // The app brings JNA as the Android AAR; the desktop JAR is for compiling and testing here.
    compileOnly(libs.jna)
    testImplementation(libs.jna)
    testImplementation(libs.junit)
}

tasks.test {
    dependsOn(buildHostLibrary)
    systemProperty("jna.library.path", hostLibraryDir.path)
}
