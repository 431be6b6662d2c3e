//! The frames the web page really sent (tests/data/wire, see SOURCE.md): decoded they equal
//! their JSON, and packing the JSON gives the same bytes back, byte for byte.

use std::fs;
use std::path::{Path, PathBuf};

use dl_remote::{decode, encode, Value};

fn wire_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/wire")
}

/// Every captured frame with its decoded JSON, by name.
fn vectors() -> Vec<(String, Vec<u8>, Value)> {
    let mut names: Vec<PathBuf> = fs::read_dir(wire_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "bin"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|bin| {
            let json = fs::read_to_string(bin.with_extension("json")).unwrap();
            let value: Value = serde_json::from_str(&json).unwrap();
            let name = bin.file_name().unwrap().to_string_lossy().into_owned();
            (name, fs::read(&bin).unwrap(), value)
        })
        .collect()
}

#[test]
fn there_are_nine_captured_frames() {
    assert_eq!(vectors().len(), 9);
}

#[test]
fn every_captured_frame_decodes_to_its_json() {
    for (name, bytes, value) in vectors() {
        assert_eq!(decode(&bytes).unwrap(), value, "{name}");
    }
}

#[test]
fn packing_the_json_of_every_captured_frame_gives_its_bytes() {
    for (name, bytes, value) in vectors() {
        assert_eq!(encode(&value).unwrap(), bytes, "{name}");
    }
}

#[test]
fn the_captured_sizes_are_those_the_fixture_readme_states() {
    for (name, bytes, _) in vectors() {
        let expected = if name.contains("hello") {
            34..=34
        } else if name.contains("chat") {
            32..=60
        } else {
            1_150..=1_162
        };
        assert!(
            expected.contains(&bytes.len()),
            "{name}: {} bytes",
            bytes.len()
        );
    }
}
