// swift-tools-version: 6.0
// The Swift side of Divided Loyalties below the SwiftUI app (ios/README.md):
// - DividedLoyaltiesCoreFFI: the Rust library as an XCFramework (static library + C headers +
//   module.modulemap), built by ../build-xcframework.sh into Generated/ (never committed);
// - DividedLoyaltiesCore: the Swift bindings uniffi generates for it (Generated/, never
//   committed): the app object `DlApp` and dl-ui's screens, inputs and effects;
// - GameShell: the adapters between the OS and `DlApp` that need no UI framework (the change
//   listener's hop to the main actor, received files and links, shared files, the launch's
//   folders and languages), Foundation only, tested by GameShellTests against the real library.
// Swift 6 language mode for GameShell and its tests (ios/README.md says why). The XCFramework carries a macOS
// slice too, so `swift test` runs GameShellTests on a Mac.

import PackageDescription

let package = Package(
    name: "DividedLoyaltiesKit",
    platforms: [
        .iOS(.v17),
        .macOS(.v14),
    ],
    products: [
        .library(name: "GameShell", targets: ["GameShell"]),
        .library(name: "DividedLoyaltiesCore", targets: ["DividedLoyaltiesCore"]),
    ],
    targets: [
        .binaryTarget(
            name: "DividedLoyaltiesCoreFFI",
            path: "Generated/DividedLoyaltiesCoreFFI.xcframework"
        ),
        .target(
            name: "DividedLoyaltiesCore",
            dependencies: ["DividedLoyaltiesCoreFFI"],
            path: "Generated/DividedLoyaltiesCore",
            // uniffi's generated Swift: Swift 5 mode, whatever its diagnostics under Swift 6
            // (its Sendable conformances are declared for Swift 6 compilers all the same).
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .target(
            name: "GameShell",
            dependencies: ["DividedLoyaltiesCore"],
            path: "Sources/GameShell"
        ),
        .testTarget(
            name: "GameShellTests",
            dependencies: ["GameShell", "DividedLoyaltiesCore"],
            path: "Tests/GameShellTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
