//! The import corpus (`tests/corpus/positions-import/`): every file, imported for the library
//! (R9), gives exactly the report listed in its `expected.tsv`: the imported positions, then
//! the refused ones with their line and code, or the refusal of the whole file. An imported
//! position is whole: it reads back from its own CSV equal.

use dl_core::position_csv::{read_positions, write_position};
use dl_core::position_import::import_positions;

const DIR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/corpus/positions-import/"
);

/// The report of one file as table rows: position_id, position_name, outcome, line.
fn report_rows(bytes: &[u8]) -> Vec<[String; 4]> {
    let name = |n: Option<&str>| n.map_or("-".to_owned(), |n| n.escape_debug().to_string());
    match import_positions(bytes) {
        Err(e) => vec![[
            "*".to_owned(),
            "-".to_owned(),
            e.code().to_owned(),
            e.line.to_string(),
        ]],
        Ok(report) => {
            let mut rows = Vec::new();
            for imported in &report.imported {
                let p = &imported.position;
                let back = read_positions(write_position(p, 1).as_bytes()).unwrap();
                assert_eq!(&back, std::slice::from_ref(p));
                rows.push([
                    imported.id.clone(),
                    name(Some(p.name())),
                    "ok".to_owned(),
                    imported.first_line.to_string(),
                ]);
            }
            for refused in &report.refused {
                rows.push([
                    refused.id.clone().unwrap_or_else(|| "-".to_owned()),
                    name(refused.name.as_deref()),
                    refused.error.code().to_owned(),
                    refused.error.line.to_string(),
                ]);
            }
            rows
        }
    }
}

#[test]
fn r9_every_import_file_gives_exactly_its_report() {
    let table = std::fs::read_to_string(format!("{DIR}expected.tsv")).unwrap();
    let mut expected: Vec<(String, Vec<[String; 4]>)> = Vec::new();
    for line in table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 5, "{line}");
        let row = [1, 2, 3, 4].map(|i| fields[i].to_owned());
        match expected.iter_mut().find(|(file, _)| file == fields[0]) {
            Some((_, rows)) => rows.push(row),
            None => expected.push((fields[0].to_owned(), vec![row])),
        }
    }
    let mut files: Vec<String> = std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".csv"))
        .collect();
    files.sort();
    let mut listed: Vec<String> = expected.iter().map(|(file, _)| file.clone()).collect();
    listed.sort();
    assert_eq!(files, listed, "every file is listed once in expected.tsv");
    let mut failures = Vec::new();
    for (file, rows) in &expected {
        let got = report_rows(&std::fs::read(format!("{DIR}{file}")).unwrap());
        if &got != rows {
            failures.push(format!("{file}:\n  expected {rows:?}\n  got      {got:?}"));
        }
    }
    assert!(expected.len() >= 12, "only {} files", expected.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn r9_the_strict_reader_refuses_each_file_for_one_of_the_import_refusals() {
    for path in std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "csv"))
    {
        let bytes = std::fs::read(&path).unwrap();
        let strict = read_positions(&bytes);
        match import_positions(&bytes) {
            Err(e) => assert_eq!(strict, Err(e), "{}", path.display()),
            Ok(report) if report.refused.is_empty() => {
                let imported: Vec<_> = report.imported.into_iter().map(|i| i.position).collect();
                assert_eq!(strict, Ok(imported), "{}", path.display());
            }
            Ok(report) => {
                let e = strict.unwrap_err();
                assert!(
                    report.refused.iter().any(|r| r.error == e),
                    "{}: {e}",
                    path.display()
                );
            }
        }
    }
}
