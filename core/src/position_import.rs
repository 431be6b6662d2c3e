//! Importing a position file into the player's library (R9): unlike
//! [`crate::position_csv::read_positions`], which refuses a whole file for one bad line, each
//! position is judged on its own. The good ones are imported whole, each bad one is reported
//! with the line and the reason of its first problem, and no position is ever half-imported.
//!
//! A line belongs to the position of its `position_id`; a line whose `position_id` is empty
//! belongs to the position with the same `position_name`, and is reported on its own when no
//! position has that name. Problems of the whole file (too large, not CSV text, a bad header,
//! no position, more than [`crate::position_csv::MAX_POSITIONS_PER_FILE`] positions) refuse the
//! file as [`read_positions`](crate::position_csv::read_positions) does.

use crate::position::Position;
use crate::position_csv::{build, read_file_lines, PositionCsvError};

/// A position of the file that can join the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedPosition {
    /// The position, custom (no number), named as in the file.
    pub position: Position,
    /// Its position_id in the file.
    pub id: String,
    /// The 1-based line of its first row.
    pub first_line: u64,
}

/// A position of the file (or a line that belongs to none) that was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefusedPosition {
    /// Its position_id, or `None` for a line with an empty position_id that matches no
    /// position's name.
    pub id: Option<String>,
    /// Its position_name as written (trimmed), when it is not empty.
    pub name: Option<String>,
    /// Its first problem, with the line it was found on.
    pub error: PositionCsvError,
}

/// What importing a file gave: the good positions and the refused ones, each list in the order
/// of the file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// The positions that can be added to the library, whole.
    pub imported: Vec<ImportedPosition>,
    /// The positions (and stray lines) that were refused, with their first problem.
    pub refused: Vec<RefusedPosition>,
}

/// Reads a position file for the library (R9): every position is validated on its own.
/// Fails only for a problem of the whole file (see the module documentation).
pub fn import_positions(bytes: &[u8]) -> Result<ImportReport, PositionCsvError> {
    let lines = read_file_lines(bytes, false)?;
    let mut first_problem: Vec<Option<PositionCsvError>> = vec![None; lines.positions.len()];
    // Refusals in file order: the line that places each one.
    let mut refused: Vec<(u64, RefusedPosition)> = Vec::new();
    for problem in lines.problems {
        let owner = match &problem.id {
            Some(id) => lines.positions.iter().position(|p| &p.id == id),
            None => problem
                .name
                .as_ref()
                .and_then(|name| lines.positions.iter().position(|p| &p.name == name)),
        };
        match owner.and_then(|i| first_problem.get_mut(i)) {
            Some(slot) => {
                // Problems come in line order, so the first one stays.
                if slot.is_none() {
                    *slot = Some(problem.error);
                }
            }
            None => refused.push((
                problem.error.line,
                RefusedPosition {
                    id: problem.id,
                    name: problem.name.filter(|name| !name.is_empty()),
                    error: problem.error,
                },
            )),
        }
    }
    let mut report = ImportReport::default();
    for (raw, problem) in lines.positions.iter().zip(first_problem) {
        let refuse = |error| RefusedPosition {
            id: Some(raw.id.clone()),
            name: Some(raw.name.clone()).filter(|name| !name.is_empty()),
            error,
        };
        match problem.map_or_else(|| build(raw), Err) {
            Ok(position) => report.imported.push(ImportedPosition {
                position,
                id: raw.id.clone(),
                first_line: raw.first_line,
            }),
            Err(error) => refused.push((raw.first_line, refuse(error))),
        }
    }
    refused.sort_by_key(|(line, _)| *line);
    report.refused = refused.into_iter().map(|(_, r)| r).collect();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position_csv::read_positions;

    const HEADER: &str = "position_id,position_name,row,c0,c1,c2\n";

    /// A refusal as (position_id, line, code).
    type Refusal<'r> = (Option<&'r str>, u64, &'static str);

    fn summary(report: &ImportReport) -> (Vec<&str>, Vec<Refusal<'_>>) {
        (
            report.imported.iter().map(|p| p.id.as_str()).collect(),
            report
                .refused
                .iter()
                .map(|r| (r.id.as_deref(), r.error.line, r.error.code()))
                .collect(),
        )
    }

    #[test]
    fn r9_a_bad_position_is_refused_alone_and_the_good_ones_are_imported_whole() {
        let text =
            format!("{HEADER}1,A,0,S1,o\n2,B,0,S1\n2,B,x,S1\n3,C,0,o\n1,A,1,G1\n4,D,0,\"S,1\"\n");
        let report = import_positions(text.as_bytes()).unwrap();
        assert_eq!(
            summary(&report),
            (
                vec!["1"],
                vec![
                    (Some("2"), 4, "csv_non_numeric_row"),
                    (Some("3"), 5, "csv_no_region"),
                    (Some("4"), 7, "csv_bad_token"),
                ]
            )
        );
        let a = &report.imported[0];
        assert_eq!((a.position.width(), a.position.height()), (3, 3));
        assert_eq!(a.first_line, 2);
        assert_eq!(a.position.number(), None);
    }

    #[test]
    fn r9_a_line_without_position_id_refuses_the_position_of_its_name_or_stands_alone() {
        let text = format!("{HEADER}1,A,0,S1\n,A,1,S1\n2,B,0,G1\n,Z,0,S1\n");
        let report = import_positions(text.as_bytes()).unwrap();
        assert_eq!(
            summary(&report),
            (
                vec!["2"],
                vec![(Some("1"), 3, "csv_empty_id"), (None, 5, "csv_empty_id")]
            )
        );
        assert_eq!(report.refused[1].name.as_deref(), Some("Z"));
    }

    #[test]
    fn r9_only_the_first_problem_of_a_position_is_reported() {
        let text = format!("{HEADER}1,A,0,S1\n1,A,0,S1\n1,B,1,S1\n");
        let report = import_positions(text.as_bytes()).unwrap();
        assert_eq!(
            summary(&report),
            (vec![], vec![(Some("1"), 3, "csv_duplicate_row")])
        );
    }

    #[test]
    fn r9_problems_of_the_whole_file_refuse_it() {
        for (text, code) in [
            ("", "csv_empty"),
            (HEADER, "csv_no_position"),
            ("id,name,row\n1,A,0,S1\n", "csv_unknown_header"),
        ] {
            assert_eq!(
                import_positions(text.as_bytes()).unwrap_err().code(),
                code,
                "{text}"
            );
        }
    }

    #[test]
    fn r9_a_good_file_imports_what_read_positions_reads() {
        let text = include_str!("../../positions/builtin.csv");
        let report = import_positions(text.as_bytes()).unwrap();
        assert!(report.refused.is_empty());
        let read = read_positions(text.as_bytes()).unwrap();
        let imported: Vec<Position> = report.imported.into_iter().map(|p| p.position).collect();
        assert_eq!(imported, read);
    }
}
