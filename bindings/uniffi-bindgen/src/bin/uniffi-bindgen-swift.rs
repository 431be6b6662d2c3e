//! `uniffi-bindgen-swift`: uniffi's Swift-specific generator, used by `ios/build-xcframework.sh`
//! to write the Swift sources, the C header and the `module.modulemap` of the XCFramework
//! (`<lib> <out> --swift-sources --headers --modulemap --module-name DividedLoyaltiesCoreFFI
//! --modulemap-filename module.modulemap`).

fn main() {
    uniffi::uniffi_bindgen_swift()
}
