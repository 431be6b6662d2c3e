//! `uniffi-bindgen`: generates the Kotlin and Swift bindings of `dl-bindings` from its built
//! library (`generate <lib> -l kotlin -l swift -n -o <dir>`). Its sibling binary
//! `uniffi-bindgen-swift` (`src/bin/`) writes what the iOS XCFramework needs.

fn main() {
    uniffi::uniffi_bindgen_main()
}
