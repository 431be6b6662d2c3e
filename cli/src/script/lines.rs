//! Reading input lines with a bound, so that a hostile stream cannot exhaust memory.

use std::io::{self, BufRead};

/// The longest command line accepted, in bytes.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// Reads one line (without its `\n`) into `line`. Returns `None` at the end of the input,
/// `Some(true)` when the line was longer than `limit` (the rest of it is skipped), else
/// `Some(false)`.
pub fn read_line_bounded(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    limit: usize,
) -> io::Result<Option<bool>> {
    line.clear();
    let mut seen_any = false;
    let mut too_long = false;
    loop {
        let available = match input.fill_buf() {
            Ok(a) => a,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            return Ok(seen_any.then_some(too_long));
        }
        seen_any = true;
        let (chunk, used, done) = match available.iter().position(|b| *b == b'\n') {
            Some(i) => (&available[..i], i + 1, true),
            None => (available, available.len(), false),
        };
        if line.len() + chunk.len() > limit {
            too_long = true;
            line.clear();
        } else if !too_long {
            line.extend_from_slice(chunk);
        }
        input.consume(used);
        if done {
            return Ok(Some(too_long));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_split_and_long_lines_are_skipped_whole() {
        let mut input = io::BufReader::with_capacity(4, &b"ab\ncdefghij\nk"[..]);
        let mut line = Vec::new();
        assert_eq!(
            read_line_bounded(&mut input, &mut line, 5).unwrap(),
            Some(false)
        );
        assert_eq!(line, b"ab");
        assert_eq!(
            read_line_bounded(&mut input, &mut line, 5).unwrap(),
            Some(true)
        );
        assert_eq!(
            read_line_bounded(&mut input, &mut line, 5).unwrap(),
            Some(false)
        );
        assert_eq!(line, b"k");
        assert_eq!(read_line_bounded(&mut input, &mut line, 5).unwrap(), None);
    }
}
