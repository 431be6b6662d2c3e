//! The bad-input corpus (`tests/corpus/`): every file, fed to its parser, gives exactly the
//! code listed in `tests/corpus/expected.tsv` (`ok` for files that must be accepted), and the
//! refusal code where an action or a bridge is illegal. Inputs of 10 MB are made here rather
//! than committed.

use dl_core::link::{parse_link, LinkError};
use dl_core::position_csv::read_positions;
use dl_core::record::{load_game, RecordError};
use dl_core::start_check::StartError;
use dl_core::web_import::{import_web_save, WebImportError};

const CORPUS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/corpus/");

/// The code and, for refusals by the rules, the refusal code.
type Outcome = (String, Option<String>);

fn start_detail(e: &StartError) -> Option<String> {
    match e {
        StartError::IllegalBridge { refusal, .. } => Some(refusal.code().to_owned()),
        _ => None,
    }
}

fn run(parser: &str, bytes: &[u8]) -> Outcome {
    let outcome = |code: &str, detail: Option<String>| (code.to_owned(), detail);
    match parser {
        "csv" => match read_positions(bytes) {
            Ok(_) => outcome("ok", None),
            Err(e) => outcome(e.code(), None),
        },
        "record" => match load_game(bytes) {
            Ok(_) => outcome("ok", None),
            Err(e) => {
                let detail = match &e {
                    RecordError::IllegalAction { refusal, .. } => Some(refusal.code().to_owned()),
                    RecordError::Start(s) => start_detail(s),
                    _ => None,
                };
                outcome(e.code(), detail)
            }
        },
        "web" => match import_web_save(bytes) {
            Ok(_) => outcome("ok", None),
            Err(e) => {
                let detail = match &e {
                    WebImportError::Start(s) => start_detail(s),
                    _ => None,
                };
                outcome(e.code(), detail)
            }
        },
        "link" => match parse_link(&String::from_utf8_lossy(bytes)) {
            Ok(_) => outcome("ok", None),
            Err(e) => {
                let detail = match &e {
                    LinkError::IllegalAction { refusal, .. } => Some(refusal.code().to_owned()),
                    LinkError::Start(s) => start_detail(s),
                    _ => None,
                };
                outcome(e.code(), detail)
            }
        },
        other => panic!("unknown parser {other}"),
    }
}

/// The parsers of the core, run here; the index lists dl-app's and the other games' too
/// (`app/tests/corpus.rs`).
const CORE_PARSERS: [&str; 4] = ["csv", "record", "web", "link"];

#[test]
fn every_corpus_file_gives_exactly_its_code() {
    let index = std::fs::read_to_string(format!("{CORPUS}expected.tsv")).unwrap();
    let mut failures = Vec::new();
    let mut count = 0;
    for line in index
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let (file, parser, code) = (fields[0], fields[1], fields[2]);
        if !CORE_PARSERS.contains(&parser) {
            continue;
        }
        let detail = fields.get(3).map(|d| d.to_string());
        let bytes = std::fs::read(format!("{CORPUS}{file}")).unwrap();
        let got = run(parser, &bytes);
        if got != (code.to_owned(), detail.clone()) {
            failures.push(format!(
                "{file}: expected {code} {detail:?}, got {} {:?}",
                got.0, got.1
            ));
        }
        count += 1;
    }
    assert!(count >= 40, "only {count} corpus files");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_corpus_file_is_listed_in_the_index() {
    let index = std::fs::read_to_string(format!("{CORPUS}expected.tsv")).unwrap();
    for parser in CORE_PARSERS {
        for entry in std::fs::read_dir(format!("{CORPUS}{parser}")).unwrap() {
            let name = entry.unwrap().file_name().into_string().unwrap();
            let listed = format!("{parser}/{name}\t{parser}\t");
            assert!(
                index.contains(&listed),
                "{parser}/{name} is not in the index"
            );
        }
    }
}

#[test]
fn ten_megabyte_inputs_are_refused_before_parsing() {
    let mut csv = b"position_id,position_name,row,c0\n".to_vec();
    while csv.len() < 10_000_000 {
        csv.extend_from_slice(b"1,Big,0,S1\n");
    }
    let json = format!("{{\"version\": 1, \"x\": \"{}\"}}", "a".repeat(10_000_000));
    let link = format!(
        "{}#game={}",
        dl_core::link::WEB_BASE_URL,
        "A".repeat(10_000_000)
    );
    assert_eq!(run("csv", &csv).0, "csv_too_large");
    assert_eq!(run("record", json.as_bytes()).0, "json_too_large");
    assert_eq!(run("web", json.as_bytes()).0, "json_too_large");
    assert_eq!(run("link", link.as_bytes()).0, "link_too_long");
}
