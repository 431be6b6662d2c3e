//! The boxes over the screen: the game's menu, the app's question with its two answers, and
//! what sharing wrote (closed by any key).

use dl_ui::{Answer, Button, Prompt};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};

use super::color;
use super::list;
use super::text::{put, put_line};
use crate::tui::items::Item;
use crate::tui::local::{Hit, Info, Local};
use crate::tui::shortcuts::menu_letter;
use crate::tui::wrap::{width, wrap};

/// The game's menu: its controls, chosen with ↑↓ and enter, their letter or a click.
pub fn menu(buf: &mut Buffer, area: Rect, buttons: &[Button], local: &mut Local) {
    let items: Vec<Item> = buttons
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let letter = menu_letter(i).map(String::from).unwrap_or_default();
            Item::Button(Button {
                label: format!("{letter:1}  {}", b.label),
                ..b.clone()
            })
        })
        .collect();
    let widest = buttons.iter().map(|b| width(&b.label)).max().unwrap_or(0);
    let inner = framed(
        buf,
        area,
        &local.words.menu.clone(),
        widest + 9,
        items.len(),
    );
    list::draw(buf, inner, &items, local, true);
}

/// The question `prompt`, answered with y / n, enter / esc or a click on an answer.
pub fn prompt(buf: &mut Buffer, area: Rect, prompt: &Prompt, local: &mut Local) {
    let wanted = width(&prompt.message).clamp(30, 60);
    let message = wrap(&prompt.message, wanted);
    let inner = framed(buf, area, &prompt.title, wanted + 2, message.len() + 2);
    for (row, line) in message.iter().enumerate() {
        put_line(
            buf,
            inner,
            u16::try_from(row).unwrap_or(u16::MAX),
            line,
            ratatui::style::Style::new(),
        );
    }
    let y = inner.y + inner.height.saturating_sub(1);
    let confirm = format!("y: {}", prompt.confirm);
    let cancel = format!("n: {}", prompt.cancel);
    let used = put(buf, inner.x, y, inner.width, &confirm, color::focus());
    local.hits.push((
        Rect::new(inner.x, y, used, 1),
        Hit::Answer(prompt.serial, Answer::Confirm),
    ));
    let x = inner.x + used + 3;
    let used = put(
        buf,
        x,
        y,
        inner.width.saturating_sub(used + 3),
        &cancel,
        color::strong(),
    );
    local.hits.push((
        Rect::new(x, y, used, 1),
        Hit::Answer(prompt.serial, Answer::Cancel),
    ));
}

/// The box `info`, closed by any key or a click.
pub fn info(buf: &mut Buffer, area: Rect, info: &Info, local: &mut Local) {
    let wanted = info
        .lines
        .iter()
        .map(|l| width(l))
        .max()
        .unwrap_or(20)
        .clamp(20, usize::from(area.width.saturating_sub(4)));
    let lines: Vec<String> = info
        .lines
        .iter()
        .flat_map(|l| {
            if l.is_empty() {
                vec![String::new()]
            } else {
                wrap(l, wanted)
            }
        })
        .collect();
    let inner = framed(buf, area, &info.title, wanted + 2, lines.len() + 2);
    for (row, line) in lines.iter().enumerate() {
        put_line(
            buf,
            inner,
            u16::try_from(row).unwrap_or(u16::MAX),
            line,
            ratatui::style::Style::new(),
        );
    }
    let last = inner.height.saturating_sub(1);
    put_line(buf, inner, last, &local.words.any_key.clone(), color::dim());
    local.hits.push((area, Hit::CloseInfo));
}

/// Clears a box of `columns` × `rows` inside a border titled `title`, centred in `area`; the
/// space inside.
fn framed(buf: &mut Buffer, area: Rect, title: &str, columns: usize, rows: usize) -> Rect {
    let w = u16::try_from(columns + 2)
        .unwrap_or(u16::MAX)
        .min(area.width);
    let h = u16::try_from(rows + 2).unwrap_or(u16::MAX).min(area.height);
    let outer = Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    );
    Clear.render(outer, buf);
    let block = Block::bordered().title(format!(" {title} "));
    let inner = block.inner(outer);
    block.render(outer, buf);
    inner
}
