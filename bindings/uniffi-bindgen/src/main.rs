//! `uniffi-bindgen`: generates the Kotlin and Swift bindings of `dl-bindings` from its built
//! library (`generate <lib> -l kotlin -l swift -n -o <dir>`).

fn main() {
    uniffi::uniffi_bindgen_main()
}
