//! The bad-input corpus (`tests/corpus/`) for the readers of dl-app and the other two games:
//! the store's game file (`store`, read as the store reads its current game and its lists),
//! Discorder's and Color Brake ABAB's saved games, and `receive` (whatever arrives). Every
//! file gives exactly the code listed in `tests/corpus/expected.tsv` (`ok` for files that must
//! be accepted); the core's parsers are run by `core/tests/corpus.rs`.

use dl_app::receive::receive;
use dl_app::store::read_game_file;

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/corpus/");
/// The parsers of this test, each a folder of the corpus.
const PARSERS: [&str; 4] = ["store", "discorder", "color-brake", "receive"];

fn code(parser: &str, bytes: &[u8]) -> String {
    let code = match parser {
        "store" => read_game_file(bytes).err().map(|e| e.code()),
        "discorder" => dl_discorder::record::load_game(bytes)
            .err()
            .map(|e| e.code()),
        "color-brake" => dl_color_brake::record::load_game(bytes)
            .err()
            .map(|e| e.code()),
        "receive" => receive(bytes).err().map(|e| e.code()),
        other => panic!("unknown parser {other}"),
    };
    code.unwrap_or("ok").to_owned()
}

/// The lines of the index for this test's parsers: file, parser, expected code.
fn index() -> Vec<(String, String, String)> {
    let index = std::fs::read_to_string(format!("{CORPUS}expected.tsv")).unwrap();
    index
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect::<Vec<_>>())
        .filter(|f| PARSERS.contains(&f[1].as_str()))
        .map(|f| (f[0].clone(), f[1].clone(), f[2].clone()))
        .collect()
}

#[test]
fn every_app_corpus_file_gives_exactly_its_code() {
    let mut failures = Vec::new();
    let lines = index();
    for (file, parser, expected) in &lines {
        let bytes = std::fs::read(format!("{CORPUS}{file}")).unwrap();
        let got = code(parser, &bytes);
        if &got != expected {
            failures.push(format!("{file}: expected {expected}, got {got}"));
        }
    }
    assert!(lines.len() >= 20, "only {} corpus files", lines.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_app_corpus_file_is_listed_in_the_index() {
    let listed: Vec<String> = index().into_iter().map(|(file, ..)| file).collect();
    for parser in PARSERS {
        for entry in std::fs::read_dir(format!("{CORPUS}{parser}")).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            let file = format!("{parser}/{name}");
            assert!(listed.contains(&file), "{file} is not in the index");
        }
    }
}
