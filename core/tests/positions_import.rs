//! The import corpus (`tests/corpus/positions-import/`): every file, imported for the library
//! (R9), gives exactly the report listed in its `expected.tsv`: the imported positions, then
//! the refused ones with their line and code, or the refusal of the whole file. An imported
//! position is whole: it reads back from its own CSV equal.

use dl_core::position_csv::{read_positions, write_position};
use dl_core::position_import::import_positions;
use proptest::prelude::*;

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

/// A data line of a random position file: fields from small sets, so that ids and names meet
/// and every kind of line problem turns up now and then.
fn line() -> impl Strategy<Value = String> {
    const IDS: [&str; 4] = ["1", "2", " 3 ", ""];
    const NAMES: [&str; 4] = ["A", "B", "Long name, quoted", "D"];
    let name = prop_oneof![
        8 => Just(None),
        1 => prop::sample::select(vec!["A", "B", ""]).prop_map(Some),
    ];
    let row = prop_oneof![
        20 => (0u8..10).prop_map(|r| r.to_string()),
        1 => prop::sample::select(vec!["24", "25", "x", "-1"]).prop_map(str::to_owned),
    ];
    let cell = prop_oneof![
        30 => prop::sample::select(vec![".", "", "o", "S1", "G2", "W9", "X"]),
        1 => prop::sample::select(vec!["S 1", "O"]),
    ];
    let cells = prop::collection::vec(cell, 0..6);
    let fields = prop_oneof![
        12 => (0usize..4, name, row, cells).prop_map(|(i, n, r, c)| {
            let name = n.unwrap_or(NAMES[i]);
            let mut fields = vec![IDS[i].to_owned(), format!("\"{name}\""), r];
            fields.extend(c.into_iter().map(str::to_owned));
            fields
        }),
        1 => prop::sample::select(vec!["1", "2,A", "# comment", ""]).prop_map(|f| vec![f.to_owned()]),
    ];
    fields.prop_map(|f| f.join(","))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        max_shrink_iters: 2_000,
        max_shrink_time: 20_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn r9_import_loses_nothing_and_half_imports_nothing(
        lines in prop::collection::vec(line(), 0..12),
    ) {
        let header = "position_id,position_name,row,c0,c1,c2,c3,c4,c5";
        let text = format!("{header}\n{}\n", lines.join("\n"));
        let strict = read_positions(text.as_bytes());
        let report = match import_positions(text.as_bytes()) {
            Err(e) => {
                prop_assert_eq!(strict, Err(e));
                return Ok(());
            }
            Ok(report) => report,
        };
        match strict {
            Ok(positions) => {
                prop_assert!(report.refused.is_empty(), "{:?}", report.refused);
                let imported: Vec<_> = report.imported.iter().map(|i| i.position.clone()).collect();
                prop_assert_eq!(imported, positions);
            }
            Err(e) => prop_assert!(report.refused.iter().any(|r| r.error == e), "{}", e),
        }
        // An imported position is whole: its own lines alone read as exactly it.
        for imported in &report.imported {
            let own: Vec<&str> = text
                .lines()
                .skip(1)
                .filter(|l| l.split(',').next().map(str::trim) == Some(imported.id.as_str()))
                .collect();
            let alone = read_positions(format!("{header}\n{}\n", own.join("\n")).as_bytes());
            prop_assert_eq!(alone, Ok(vec![imported.position.clone()]));
        }
        // Every position_id of the file is imported or refused.
        for id in text.lines().skip(1).filter_map(|l| l.split(',').next()).map(str::trim) {
            if id.is_empty() || id.starts_with('#') {
                continue;
            }
            let imported = report.imported.iter().any(|i| i.id == id);
            let refused = report.refused.iter().any(|r| r.id.as_deref() == Some(id));
            prop_assert!(imported ^ refused, "{} in\n{}", id, text);
        }
    }
}
