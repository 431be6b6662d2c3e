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
    compileSdk = 36
    // NDK r28+ aligns native libraries for 16 KB pages (PLATFORMS.md "Rust").
    ndkVersion = "28.2.13676358"

    defaultConfig {
        applicationId = "app.dividedloyalties"
        minSdk = minSdkVersion
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
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
val workspace: File = rootDir.parentFile
val cargoNdk = tasks.register<Exec>("cargoNdk") {
    workingDir = workspace
    commandLine(
        "cargo", "ndk",
        "-t", "arm64-v8a", "-t", "armeabi-v7a", "-t", "x86_64",
        "--platform", minSdkVersion.toString(),
        "-o", file("src/main/jniLibs").path,
        "build", "-p", "dl-bindings", "--release"
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
