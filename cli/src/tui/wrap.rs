//! Text in the terminal's columns: display widths (a wide CJK character takes two columns) and
//! word wrapping that breaks at spaces and between wide characters (never before a closing
//! punctuation mark), so that a text of any language is shown whole on as many lines as it needs.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The columns `text` takes.
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// Punctuation that stays with the character before it (no line starts with it).
fn closes(c: char) -> bool {
    matches!(
        c,
        '。' | '、'
            | '，'
            | '．'
            | '：'
            | '；'
            | '！'
            | '？'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | '”'
            | '’'
            | ')'
            | ':'
            | ','
            | '.'
            | ';'
            | '!'
            | '?'
    )
}

/// A piece of text that is never broken (unless it is wider than a line), and whether a space
/// comes before it.
struct Unit {
    text: String,
    space_before: bool,
}

/// The unbreakable pieces of `text`: words between spaces, each wide character on its own
/// (with the closing punctuation after it).
fn units(text: &str) -> Vec<Unit> {
    let mut units: Vec<Unit> = Vec::new();
    let mut current = String::new();
    let mut current_wide = false;
    let mut space = false;
    let flush = |units: &mut Vec<Unit>, current: &mut String, space: &mut bool| {
        if !current.is_empty() {
            units.push(Unit {
                text: std::mem::take(current),
                space_before: *space,
            });
            *space = false;
        }
    };
    for c in text.chars() {
        if c.is_whitespace() && c != '\u{A0}' && c != '\u{202F}' {
            flush(&mut units, &mut current, &mut space);
            space = true;
            continue;
        }
        let wide = c.width().unwrap_or(0) > 1;
        if !current.is_empty() && closes(c) {
            current.push(c);
            continue;
        }
        if wide || current_wide {
            flush(&mut units, &mut current, &mut space);
        }
        current.push(c);
        current_wide = wide;
    }
    flush(&mut units, &mut current, &mut space);
    units
}

/// `text` cut into pieces of at most `max` columns, character by character.
fn hard_split(text: &str, max: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > max && used > 0 {
            out.push(String::new());
            used = 0;
        }
        if let Some(last) = out.last_mut() {
            last.push(c);
        }
        used += w;
    }
    out
}

/// `text` made of parts joined by " · " in lines of at most `max` columns, broken only between
/// parts when each part fits a line ("Bridges 1 · Regions 2 · Total 3" never leaves "Regions"
/// without its number).
pub fn wrap_parts(text: &str, max: usize) -> Vec<String> {
    let glued: Vec<String> = text
        .split(" · ")
        .map(|part| part.replace(' ', "\u{A0}"))
        .collect();
    wrap(&glued.join(" · "), max)
        .into_iter()
        .map(|line| line.replace('\u{A0}', " "))
        .collect()
}

/// `text` in lines of at most `max` columns (at least one line; `max` 0 counts as 1).
pub fn wrap(text: &str, max: usize) -> Vec<String> {
    let max = max.max(1);
    let mut lines = vec![String::new()];
    let mut used = 0;
    for unit in units(text) {
        let w = width(&unit.text);
        let gap = usize::from(unit.space_before && used > 0);
        if used > 0 && used + gap + w > max {
            lines.push(String::new());
            used = 0;
        }
        let pieces = if w > max {
            hard_split(&unit.text, max)
        } else {
            vec![unit.text]
        };
        for (i, piece) in pieces.into_iter().enumerate() {
            if i > 0 {
                lines.push(String::new());
                used = 0;
            }
            let Some(line) = lines.last_mut() else {
                continue;
            };
            if used > 0 && unit.space_before {
                line.push(' ');
                used += 1;
            }
            used += width(&piece);
            line.push_str(&piece);
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_stay_whole_and_lines_break_only_between_them() {
        let text = "Round 1/4 · Bridges 10 · Regions 2 · Total 12";
        assert_eq!(
            wrap_parts(text, 31),
            vec!["Round 1/4 · Bridges 10 ·", "Regions 2 · Total 12"]
        );
        for max in 12..60 {
            for line in wrap_parts(text, max) {
                assert!(width(&line) <= max, "{line:?} wider than {max}");
                for part in ["Round 1/4", "Bridges 10", "Regions 2", "Total 12"] {
                    let first = part.split(' ').next().unwrap_or_default();
                    if line.contains(first) {
                        assert!(line.contains(part), "{part:?} broken in {line:?} at {max}");
                    }
                }
            }
        }
    }

    #[test]
    fn words_wrap_at_spaces_and_nothing_is_lost() {
        let text = "Blue: double-tap two stones to form a bridge, or end the turn.";
        let lines = wrap(text, 20);
        assert!(lines.iter().all(|l| width(l) <= 20), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("", 10), [""]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
    }

    #[test]
    fn wide_characters_take_two_columns_and_break_between_them() {
        let text = "青:2つの石をダブルタップして橋を架けるか、ターンを終了してください。";
        assert_eq!(width("青"), 2);
        let lines = wrap(text, 12);
        assert!(lines.iter().all(|l| width(l) <= 12), "{lines:?}");
        assert_eq!(lines.concat(), text);
        assert!(
            lines
                .iter()
                .all(|l| !l.starts_with('。') && !l.starts_with('、')),
            "{lines:?}"
        );
    }
}
