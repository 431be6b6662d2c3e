//! The position CSV format of R9, shared with the existing web version: reading (untrusted
//! input, strict, every error names its line) and writing.

use std::collections::HashMap;

use crate::geometry::Cell;
use crate::position::{CellKind, Position};
use crate::position_build::{
    build_position, check_cell, check_name, check_token, CellValue, PositionProblem, UsedCells,
};
pub use crate::position_build::{MAX_CELL_INDEX, MAX_NAME_CHARS, MAX_TOKEN_CHARS};

/// Most positions one file may hold (R9).
pub const MAX_POSITIONS_PER_FILE: usize = 64;
/// Largest file accepted, in bytes (1 MiB); larger input is refused before it is parsed.
pub const MAX_FILE_BYTES: usize = 1 << 20;
/// Fewest cell columns the writer emits, as the web version's editor does.
pub const MIN_WRITTEN_CELL_COLUMNS: usize = 12;
/// The first characters that make a spreadsheet read a cell as a formula (OWASP, "CSV
/// injection"), and the quote that escapes them.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];
const ESCAPE: char = '\'';

/// A name as the writer puts it in a file: a name a spreadsheet would run as a formula
/// (starting with `= + - @`, a tab or a carriage return) gets a single quote in front, as
/// OWASP recommends — and so does a name starting with a quote, so that reading undoes
/// exactly this ([`unescape_name`]) and every name comes back as it was.
fn escape_name(name: &str) -> String {
    match name.chars().next() {
        Some(c) if FORMULA_STARTS.contains(&c) || c == ESCAPE => format!("{ESCAPE}{name}"),
        _ => name.to_owned(),
    }
}

/// A name as read from a file, the writer's escape ([`escape_name`]) undone: a quote followed
/// by a formula start or a quote is dropped.
fn unescape_name(field: &str) -> &str {
    match field.strip_prefix(ESCAPE) {
        Some(rest)
            if rest
                .chars()
                .next()
                .is_some_and(|c| FORMULA_STARTS.contains(&c) || c == ESCAPE) =>
        {
            rest
        }
        _ => field,
    }
}

/// What is wrong with a position file (R9).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionCsvProblem {
    /// The file is larger than [`MAX_FILE_BYTES`].
    #[error("the file is larger than {MAX_FILE_BYTES} bytes")]
    TooLarge,
    /// The file is not valid UTF-8 or not readable as CSV.
    #[error("not readable as CSV text: {0}")]
    Unreadable(String),
    /// The file holds no header line.
    #[error("the file is empty")]
    Empty,
    /// A header name is not one of position_id, position_name, row, c0, c1, …
    #[error("unknown header \"{0}\" (expected position_id,position_name,row,c0,c1,…)")]
    UnknownHeader(String),
    /// A data line has fewer than the three leading fields.
    #[error("a line needs at least position_id, position_name and row")]
    MissingFields,
    /// The position_id field is empty.
    #[error("the position_id is empty")]
    EmptyId,
    /// The position name is empty or longer than [`MAX_NAME_CHARS`].
    #[error("the position name is empty or longer than {MAX_NAME_CHARS} characters")]
    BadName,
    /// Two lines of one position_id carry different names.
    #[error("position {0} is named differently on an earlier line")]
    InconsistentName(String),
    /// The row field is not a whole number.
    #[error("the row \"{0}\" is not a number")]
    NonNumericRow(String),
    /// A row appears twice in one position.
    #[error("row {0} appears twice in this position")]
    DuplicateRow(u32),
    /// A used cell lies beyond column or row [`MAX_CELL_INDEX`].
    #[error("a cell lies beyond column or row {MAX_CELL_INDEX} (the largest grid is 25×25)")]
    CellOutOfRange,
    /// A region token holds characters other than letters, digits, `_` and `-`, or is too long.
    #[error("the token \"{0}\" has characters other than letters, digits, _ and - or is too long")]
    BadToken(String),
    /// A position has no region cell.
    #[error("position {0} has no region cell")]
    NoRegion(String),
    /// The file holds more than [`MAX_POSITIONS_PER_FILE`] positions.
    #[error("more than {MAX_POSITIONS_PER_FILE} positions in one file")]
    TooManyPositions,
    /// The file holds a header but no position.
    #[error("the file holds no position")]
    NoPosition,
}

impl PositionCsvProblem {
    /// A stable code for the problem, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            PositionCsvProblem::TooLarge => "csv_too_large",
            PositionCsvProblem::Unreadable(_) => "csv_unreadable",
            PositionCsvProblem::Empty => "csv_empty",
            PositionCsvProblem::UnknownHeader(_) => "csv_unknown_header",
            PositionCsvProblem::MissingFields => "csv_missing_fields",
            PositionCsvProblem::EmptyId => "csv_empty_id",
            PositionCsvProblem::BadName => "csv_bad_name",
            PositionCsvProblem::InconsistentName(_) => "csv_inconsistent_name",
            PositionCsvProblem::NonNumericRow(_) => "csv_non_numeric_row",
            PositionCsvProblem::DuplicateRow(_) => "csv_duplicate_row",
            PositionCsvProblem::CellOutOfRange => "csv_cell_out_of_range",
            PositionCsvProblem::BadToken(_) => "csv_bad_token",
            PositionCsvProblem::NoRegion(_) => "csv_no_region",
            PositionCsvProblem::TooManyPositions => "csv_too_many_positions",
            PositionCsvProblem::NoPosition => "csv_no_position",
        }
    }
}

/// A position file was refused: the line (1-based, 0 for the file as a whole) and the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{problem}", if *line == 0 { String::new() } else { format!("line {line}: ") })]
pub struct PositionCsvError {
    /// The 1-based line the problem was found on, or 0 when it concerns the whole file.
    pub line: u64,
    /// The 1-based column (CSV field) of the value concerned, when one field is at fault:
    /// 1 position_id, 2 position_name, 3 row, 4 the cell c0, and so on.
    pub column: Option<u64>,
    /// What is wrong.
    pub problem: PositionCsvProblem,
}

/// A problem of one line, with the 1-based column of the field at fault, if one is.
type FieldProblem = (PositionCsvProblem, Option<u64>);

/// The 1-based CSV column of the field with 0-based index `i`.
fn column(i: usize) -> Option<u64> {
    u64::try_from(i).ok().map(|i| i + 1)
}

impl PositionCsvError {
    pub(crate) fn at(line: u64, problem: PositionCsvProblem) -> PositionCsvError {
        PositionCsvError {
            line,
            column: None,
            problem,
        }
    }

    fn in_field(line: u64, (problem, column): FieldProblem) -> PositionCsvError {
        PositionCsvError {
            line,
            column,
            problem,
        }
    }

    /// The stable code of the problem.
    pub fn code(&self) -> &'static str {
        self.problem.code()
    }
}

/// One position as it is being read: its rows of raw cell values.
pub(crate) struct RawPosition {
    /// The position_id as written (trimmed).
    pub(crate) id: String,
    /// The position_name of its first line (trimmed).
    pub(crate) name: String,
    /// The 1-based line of its first row.
    pub(crate) first_line: u64,
    rows: HashMap<u32, (u64, Vec<String>)>,
}

/// A problem of one data line, with what the line says about the position it belongs to.
pub(crate) struct LineProblem {
    /// The line and the problem.
    pub(crate) error: PositionCsvError,
    /// The line's position_id, when it is not empty.
    pub(crate) id: Option<String>,
    /// The line's position_name, when the line has one.
    pub(crate) name: Option<String>,
}

/// A position file read line by line, before the grids are built.
pub(crate) struct FileLines {
    /// The positions, in the order of their first lines.
    pub(crate) positions: Vec<RawPosition>,
    /// The problems of single lines, in line order (always empty when reading stops at the
    /// first problem).
    pub(crate) problems: Vec<LineProblem>,
}

/// Reads every position of a CSV file (R9). Custom positions get no number; nothing is
/// half-loaded: any problem refuses the whole file.
pub fn read_positions(bytes: &[u8]) -> Result<Vec<Position>, PositionCsvError> {
    let lines = read_file_lines(bytes, true)?;
    lines.positions.iter().map(build).collect()
}

/// Reads the lines of a position file. Problems of the whole file (size, CSV syntax, header,
/// no position, too many positions) always fail; a problem of one data line fails too when
/// `stop_at_first_problem`, else it is collected and its position (if the line names one)
/// is still listed.
pub(crate) fn read_file_lines(
    bytes: &[u8],
    stop_at_first_problem: bool,
) -> Result<FileLines, PositionCsvError> {
    use PositionCsvProblem as P;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(PositionCsvError::at(0, P::TooLarge));
    }
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .comment(Some(b'#'))
        .from_reader(bytes);
    let mut records = reader.records();
    let header = match records.next() {
        None => return Err(PositionCsvError::at(0, P::Empty)),
        Some(r) => r.map_err(|e| unreadable(&e))?,
    };
    let header_line = line_of(&header);
    check_header(&header).map_err(|p| PositionCsvError::in_field(header_line, p))?;

    let mut positions: Vec<RawPosition> = Vec::new();
    let mut problems = Vec::new();
    for record in records {
        let record = record.map_err(|e| unreadable(&e))?;
        let line = line_of(&record);
        if record.iter().all(|f| f.trim().is_empty()) {
            continue;
        }
        if let Err(problem) = read_line(&record, &mut positions) {
            let error = PositionCsvError::in_field(line, problem);
            if stop_at_first_problem {
                return Err(error);
            }
            let id = record.get(0).map(str::trim).filter(|id| !id.is_empty());
            let name = record.get(1).map(|n| unescape_name(n.trim()));
            if let Some(id) = id {
                position_with_id(&mut positions, id, name.unwrap_or_default(), line);
            }
            problems.push(LineProblem {
                error,
                id: id.map(str::to_owned),
                name: name.map(str::to_owned),
            });
        }
        if positions.len() > MAX_POSITIONS_PER_FILE {
            return Err(PositionCsvError::at(line, P::TooManyPositions));
        }
    }
    if positions.is_empty() && problems.is_empty() {
        return Err(PositionCsvError::at(0, P::NoPosition));
    }
    Ok(FileLines {
        positions,
        problems,
    })
}

fn line_of(record: &csv::StringRecord) -> u64 {
    record.position().map(|p| p.line()).unwrap_or(0)
}

fn unreadable(e: &csv::Error) -> PositionCsvError {
    let line = e.position().map(|p| p.line()).unwrap_or(0);
    PositionCsvError::at(line, PositionCsvProblem::Unreadable(e.to_string()))
}

fn check_header(header: &csv::StringRecord) -> Result<(), FieldProblem> {
    for (i, field) in header.iter().enumerate() {
        let name = field.trim().to_ascii_lowercase();
        let ok = match i {
            0 => name == "position_id",
            1 => name == "position_name",
            2 => name == "row",
            _ => name.strip_prefix('c').and_then(|n| n.parse::<usize>().ok()) == Some(i - 3),
        };
        if !ok {
            return Err((
                PositionCsvProblem::UnknownHeader(field.to_owned()),
                column(i),
            ));
        }
    }
    if header.len() < 3 {
        return Err((PositionCsvProblem::MissingFields, None));
    }
    Ok(())
}

fn read_line(
    record: &csv::StringRecord,
    positions: &mut Vec<RawPosition>,
) -> Result<(), FieldProblem> {
    use PositionCsvProblem as P;
    let (Some(id), Some(name), Some(row)) = (record.get(0), record.get(1), record.get(2)) else {
        return Err((P::MissingFields, None));
    };
    let (id, name, row) = (id.trim(), unescape_name(name.trim()), row.trim());
    if id.is_empty() {
        return Err((P::EmptyId, column(0)));
    }
    check_name(name).map_err(|p| (csv_problem(p, id), column(1)))?;
    let row: u32 = row
        .parse()
        .map_err(|_| (P::NonNumericRow(row.to_owned()), column(2)))?;
    let cells: Vec<String> = record.iter().skip(3).map(|c| c.trim().to_owned()).collect();
    for (x, value) in cells.iter().enumerate() {
        let Some(value) = CellValue::parse(value) else {
            continue;
        };
        let at = column(x + 3);
        let x = i64::try_from(x).unwrap_or(i64::MAX);
        check_cell(x, i64::from(row)).map_err(|p| (csv_problem(p, id), at))?;
        if let CellValue::Region(token) = value {
            check_token(token).map_err(|p| (csv_problem(p, id), at))?;
        }
    }
    let line = line_of(record);
    let position = position_with_id(positions, id, name, line);
    if position.name != name {
        return Err((P::InconsistentName(id.to_owned()), column(1)));
    }
    if position.rows.insert(row, (line, cells)).is_some() {
        return Err((P::DuplicateRow(row), column(2)));
    }
    Ok(())
}

/// The position with position_id `id`, added (named `name`, first seen on `line`) if new.
fn position_with_id<'p>(
    positions: &'p mut Vec<RawPosition>,
    id: &str,
    name: &str,
    line: u64,
) -> &'p mut RawPosition {
    let index = match positions.iter().position(|p| p.id == id) {
        Some(i) => i,
        None => {
            positions.push(RawPosition {
                id: id.to_owned(),
                name: name.to_owned(),
                first_line: line,
                rows: HashMap::new(),
            });
            positions.len() - 1
        }
    };
    &mut positions[index]
}

/// The CSV problem for a grid problem found in the position with position_id `id`.
fn csv_problem(problem: PositionProblem, id: &str) -> PositionCsvProblem {
    match problem {
        PositionProblem::BadName => PositionCsvProblem::BadName,
        PositionProblem::CellOutOfRange(..) => PositionCsvProblem::CellOutOfRange,
        PositionProblem::BadToken(token) => PositionCsvProblem::BadToken(token),
        PositionProblem::NoRegion => PositionCsvProblem::NoRegion(id.to_owned()),
    }
}

/// Builds the grid of a position read without line problems; fails (at its first line) only
/// for a position with no region cell.
pub(crate) fn build(raw: &RawPosition) -> Result<Position, PositionCsvError> {
    let mut used = UsedCells::new();
    for (&y, (_, cells)) in &raw.rows {
        for (x, value) in cells.iter().enumerate() {
            if let Some(value) = CellValue::parse(value) {
                used.insert((y, u32::try_from(x).unwrap_or(u32::MAX)), value);
            }
        }
    }
    build_position(&raw.name, &used)
        .map_err(|problem| PositionCsvError::at(raw.first_line, csv_problem(problem, &raw.id)))
}

/// Writes one position in the R9 format as the web version's editor does: a header, one line
/// per grid row up to the last row used by a region cell or dot, the cell columns up to the
/// last one used (at least [`MIN_WRITTEN_CELL_COLUMNS`]), `.` for empty cells. `id` is the
/// position_id written on every line.
pub fn write_position(position: &Position, id: u32) -> String {
    let used = position
        .playable_indices()
        .iter()
        .map(|&i| position.cell_at(usize::from(i)));
    let (rows, columns) = used.fold((0, 0), |(rows, columns), cell| {
        (
            rows.max(usize::from(cell.y) + 1),
            columns.max(usize::from(cell.x) + 1),
        )
    });
    let columns = columns.max(MIN_WRITTEN_CELL_COLUMNS);
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    let mut header = vec![
        "position_id".to_owned(),
        "position_name".to_owned(),
        "row".to_owned(),
    ];
    header.extend((0..columns).map(|i| format!("c{i}")));
    let mut lines = vec![header];
    for y in 0..rows {
        let mut line = vec![id.to_string(), escape_name(position.name()), y.to_string()];
        for x in 0..columns {
            // Both are at most MAX_CELL_INDEX + 1 (R9), so they fit in u8.
            let kind = position.kind(Cell::new(x as u8, y as u8));
            line.push(match kind {
                CellKind::Empty => ".".to_owned(),
                CellKind::Dot => "o".to_owned(),
                CellKind::Region(i) => position
                    .regions()
                    .get(usize::from(i))
                    .map_or_else(|| ".".to_owned(), |r| r.token.clone()),
            });
        }
        lines.push(line);
    }
    for line in lines {
        // Writing to a Vec cannot fail.
        let _ = writer.write_record(&line);
    }
    let bytes = writer.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::builtin_positions;

    fn problem(text: &str) -> (u64, &'static str) {
        let e = read_positions(text.as_bytes()).unwrap_err();
        (e.line, e.code())
    }

    const HEADER: &str = "position_id,position_name,row,c0,c1,c2,c3\n";

    #[test]
    fn r9_ragged_rows_comments_and_case_insensitive_header_are_read() {
        let text = "# a comment\nPOSITION_ID,Position_Name,Row,C0,c1,c2,c3\n\n1,Tiny,0,.,o\n1,Tiny,1,o,S1,S1,o\n# trailing\n1,Tiny,2,,O\n";
        let positions = read_positions(text.as_bytes()).unwrap();
        assert_eq!(positions.len(), 1);
        let p = &positions[0];
        assert_eq!((p.width(), p.height()), (5, 4));
        assert_eq!(p.regions().len(), 1);
        assert_eq!(p.kind(crate::geometry::Cell::new(1, 2)), CellKind::Dot);
        assert_eq!(p.kind(crate::geometry::Cell::new(0, 2)), CellKind::Empty);
    }

    #[test]
    fn r9_files_from_spreadsheets_with_a_byte_order_mark_and_crlf_are_read() {
        let text = "\u{feff}position_id,position_name,row,c0,c1\r\n1,Tiny,0,S1,o\r\n";
        let positions = read_positions(text.as_bytes()).unwrap();
        assert_eq!((positions[0].width(), positions[0].height()), (3, 2));
    }

    #[test]
    fn r9_several_positions_in_one_file_keep_their_order() {
        let text = format!("{HEADER}7,A,0,S1\n8,B,0,G1\n7,A,1,S1\n");
        let positions = read_positions(text.as_bytes()).unwrap();
        assert_eq!(
            positions.iter().map(|p| p.name()).collect::<Vec<_>>(),
            ["A", "B"]
        );
        assert_eq!(positions[0].height(), 3);
    }

    #[test]
    fn r9_bad_files_name_the_line_and_the_problem() {
        assert_eq!(
            problem("id,name,row,c0\n1,A,0,S1\n"),
            (1, "csv_unknown_header")
        );
        assert_eq!(
            problem(&format!("{HEADER}1,A,x,S1\n")),
            (2, "csv_non_numeric_row")
        );
        assert_eq!(
            problem(&format!("{HEADER}1,A,0,S1\n1,A,0,S1\n")),
            (3, "csv_duplicate_row")
        );
        assert_eq!(
            problem(&format!("{HEADER}1,A,0,o,.\n")),
            (2, "csv_no_region")
        );
        assert_eq!(
            problem(&format!("{HEADER}1,A,0,\"S,1\"\n")),
            (2, "csv_bad_token")
        );
        assert_eq!(
            problem(&format!("{HEADER}1,A,0,\"S\"\"1\"\n")),
            (2, "csv_bad_token")
        );
        assert_eq!(
            problem(&format!("{HEADER}1,A,25,S1\n")),
            (2, "csv_cell_out_of_range")
        );
        assert_eq!(
            problem(&format!("{HEADER}1,A,0,S1\n1,B,1,S1\n")),
            (3, "csv_inconsistent_name")
        );
        assert_eq!(problem(HEADER), (0, "csv_no_position"));
        let e = read_positions(format!("{HEADER}1,A,x,S1\n").as_bytes()).unwrap_err();
        assert_eq!(e.to_string(), "line 2: the row \"x\" is not a number");
        let e = read_positions(b"").unwrap_err();
        assert_eq!(e.to_string(), "the file is empty");
        assert_eq!(problem(""), (0, "csv_empty"));
    }

    #[test]
    fn r9_every_builtin_survives_write_then_read() {
        for p in builtin_positions() {
            let text = write_position(p, p.number().unwrap().into());
            let back = read_positions(text.as_bytes()).unwrap();
            assert_eq!(back.len(), 1);
            assert!(back[0].same_board(p), "{}", p.name());
            assert_eq!(back[0].name(), p.name());
        }
    }

    /// The data lines of position `number` in the embedded built-in file.
    fn builtin_file_lines(number: u8) -> Vec<&'static str> {
        let prefix = format!("{number},");
        include_str!("../../positions/builtin.csv")
            .lines()
            .filter(|l| l.starts_with(&prefix))
            .collect()
    }

    #[test]
    fn r9_written_builtins_have_exactly_the_rows_and_cells_of_the_builtin_file() {
        for p in builtin_positions() {
            let number = p.number().unwrap();
            let text = write_position(p, number.into());
            let written: Vec<&str> = text.lines().skip(1).collect();
            assert_eq!(written, builtin_file_lines(number), "{}", p.name());
        }
    }

    #[test]
    fn r9_almost_a_diamond_is_written_without_an_extra_row_or_column() {
        let p = builtin_positions()
            .iter()
            .find(|p| p.name() == "AlmostADiamond")
            .unwrap();
        assert_eq!((p.width(), p.height()), (14, 15));
        let text = write_position(p, 11);
        let header = text.lines().next().unwrap();
        assert!(header.ends_with(",c11,c12"), "{header}");
        assert_eq!(text.lines().count(), 1 + 14);
        assert!(text
            .lines()
            .last()
            .unwrap()
            .starts_with("11,AlmostADiamond,13,"));
    }

    #[test]
    fn r9_written_builtins_equal_the_web_editors_own_exports() {
        for (file, number) in [
            (
                include_str!("../../tests/data/web-version-files/octopus-editor-export.csv"),
                2,
            ),
            (
                include_str!("../../tests/data/web-version-files/pyramid-editor-export.csv"),
                7,
            ),
        ] {
            let p = crate::position::builtin(number).unwrap();
            assert_eq!(write_position(p, 13), file, "{}", p.name());
        }
    }

    #[test]
    fn r9_a_position_using_column_and_row_24_is_written_up_to_c24_and_row_24_only() {
        let text = format!("{HEADER}1,Corner,0,S1\n1,Corner,24,.,o\n");
        let mut wide = String::from("position_id,position_name,row");
        for x in 0..=24 {
            wide.push_str(&format!(",c{x}"));
        }
        wide.push_str("\n1,Corner,3");
        for x in 0..=24 {
            wide.push_str(if x == 24 { ",G1" } else { ",." });
        }
        wide.push('\n');
        for (input, last_column, rows) in [(text, "c11", 25), (wide, "c24", 4)] {
            let p = &read_positions(input.as_bytes()).unwrap()[0];
            let written = write_position(p, 1);
            let header = written.lines().next().unwrap();
            assert!(header.ends_with(&format!(",{last_column}")), "{header}");
            assert_eq!(written.lines().count() - 1, rows);
            let back = read_positions(written.as_bytes()).unwrap();
            assert!(back[0].same_board(p));
        }
        let small = &read_positions(format!("{HEADER}1,Small,0,S1,o\n").as_bytes()).unwrap()[0];
        let written = write_position(small, 1);
        assert!(written.starts_with(&format!(
            "position_id,position_name,row,{}\n1,Small,0,S1,o,.,",
            (0..MIN_WRITTEN_CELL_COLUMNS)
                .map(|x| format!("c{x}"))
                .collect::<Vec<_>>()
                .join(",")
        )));
        assert_eq!(written.lines().count(), 2);
    }

    /// Issue 20, point 7: a name a spreadsheet would run as a formula is written escaped
    /// (OWASP), and reading undoes exactly the escape.
    #[test]
    fn r9_formula_names_are_written_escaped_and_read_back_as_they_were() {
        for (name, written) in [
            ("=WEBSERVICE(\"http://x\")", "'=WEBSERVICE(\"http://x\")"),
            ("=cmd|'/C calc'!A0", "'=cmd|'/C calc'!A0"),
            ("+1", "'+1"),
            ("-1", "'-1"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("'quoted", "''quoted"),
            ("'=x", "''=x"),
            ("Octo'pus", "Octo'pus"),
        ] {
            let position = crate::builtin(2).unwrap().clone().renamed(name.to_owned());
            let text = write_position(&position, 1);
            let mut reader = csv::Reader::from_reader(text.as_bytes());
            let field = reader.records().next().unwrap().unwrap()[1].to_owned();
            assert_eq!(field, written, "{name}");
            assert_eq!(read_positions(text.as_bytes()).unwrap()[0].name(), name);
        }
    }

    proptest::proptest! {
        /// Every acceptable name round-trips through a file, and no written name cell starts
        /// like a formula.
        #[test]
        fn r9_every_name_round_trips_through_a_file(
            name in "[=+@' a-z-]{0,3}[a-zA-Z0-9'=+@,\" é-]{1,12}"
        ) {
            let name = crate::position_build::clean_name(&name);
            proptest::prop_assume!(check_name(&name).is_ok());
            let position = crate::builtin(2).unwrap().clone().renamed(name.clone());
            let text = write_position(&position, 1);
            let back = read_positions(text.as_bytes()).unwrap();
            proptest::prop_assert_eq!(back[0].name(), name.as_str());
            let mut reader = csv::Reader::from_reader(text.as_bytes());
            for record in reader.records() {
                let field = record.unwrap()[1].to_owned();
                let first = field.chars().next().unwrap();
                proptest::prop_assert!(!FORMULA_STARTS.contains(&first), "{}", field);
            }
        }
    }
}
