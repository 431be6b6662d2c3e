// swift-tools-version: 5.9
// The Swift side of Divided Loyalties below the SwiftUI app (ios/README.md):
// - DividedLoyaltiesCoreFFI: the Rust core as an XCFramework (static library + C header +
//   module.modulemap), built by ../build-xcframework.sh into Generated/ (never committed);
// - DividedLoyaltiesCore: the Swift bindings uniffi generates for it (Generated/, never committed);
// - GameShell: the Foundation-only game controller, stores, texts, share and receiving
//   interfaces and the settings model (no SwiftUI, no UIKit), tested by GameShellTests.
// The XCFramework carries a macOS slice too, so `swift test` runs GameShellTests on a Mac.

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
            path: "Generated/DividedLoyaltiesCore"
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
    ]
)
