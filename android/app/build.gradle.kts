// The Compose app: one Activity painting what the Rust session says (SCREENS.md). Kotlin is
// built in (AGP 9); the Rust library comes from cargo-ndk, run before every build.
plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.compose.compiler)
}

/** The lowest Android version: 8.0 (java.nio.file for the store, adaptive icons). */
val minSdkVersion = 26

android {
    namespace = "app.dividedloyalties.android"
    // androidx.core 1.19 sets minCompileSdk 37 (checkDebugAarMetadata); install "Android SDK
    // Platform 37" (tests/android/build_checks.py holds the catalog to this rule).
    compileSdk = 37
    // NDK r28+ aligns native libraries for 16 KB pages (PLATFORMS.md "Rust").
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.dividedloyalties"
        minSdk = minSdkVersion
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        // Only the ABIs cargo-ndk builds the Rust library for: JNA's AAR also carries x86 and
        // would otherwise make the APK claim an ABI it cannot run on.
        ndk {
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64")
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(
                getDefaultProguardFile("proguard-android-optimize.txt"),
                "proguard-rules.pro"
            )
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures {
        compose = true
    }
}

// The Rust library for the phones' three ABIs, into src/main/jniLibs (never committed).
// Android Studio started from the Dock or a desktop launcher has neither PATH's cargo nor
// ANDROID_NDK_HOME: cargo comes from the Gradle property `cargo` (local or ~/.gradle
// gradle.properties) or ~/.cargo/bin, and the NDK pinned by `ndkVersion` above is handed to
// cargo-ndk from the SDK components.
val workspace: File = rootDir.parentFile
val cargo: String = providers.gradleProperty("cargo").orNull
    ?: File(System.getProperty("user.home"), ".cargo/bin/cargo").takeIf { it.canExecute() }?.path
    ?: "cargo"
val ndkDirectory = androidComponents.sdkComponents.ndkDirectory
val cargoNdk = tasks.register<Exec>("cargoNdk") {
    workingDir = workspace
    doFirst {
        environment("ANDROID_NDK_HOME", ndkDirectory.get().asFile.path)
    }
    commandLine(
        cargo, "ndk",
        "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
        "--platform", minSdkVersion.toString(),
        "-o", file("src/main/jniLibs").path,
        // `online`: online play's transport (str0m, AWS-LC built by the NDK's clang).
        "build", "-p", "dl-bindings", "--release", "--features", "online"
    )
}

tasks.named("preBuild") {
    dependsOn(cargoNdk)
}

dependencies {
    implementation(project(":shell"))
    // The Android AAR of JNA (with libjnidispatch for each ABI), which the generated bindings use.
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")

    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.appcompat)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)

    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.ui.graphics)
    implementation(libs.androidx.compose.foundation)
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.compose.ui.tooling.preview)
    debugImplementation(libs.androidx.compose.ui.tooling)
}
