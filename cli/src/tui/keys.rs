//! Keys into the app's inputs. Which key does what is the terminal's; what an input means is
//! the app's: the keys only name a cell, a control or an answer.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use dl_ui::{
    Answer, App, Body, BrushPaint, Button, CellAction, ColorBrakeModel, Control, DiscorderModel,
    EditorModel, Field, GameModel, Input, RenameModel, Screen, TokenButton,
};

use super::items::{editor_items, focusable, game_menu, items, Item};
use super::local::Local;
use super::paint::color_brake::{grid_size, nearest_cell};
use super::shortcuts::{colour_of, letter, menu_index};

/// The focus moves this many controls on PgUp / PgDn.
const FOCUS_PAGE: usize = 5;

/// Carries out `key` on `screen`.
pub fn key(app: &App, screen: &Screen, local: &mut Local, key: KeyEvent) {
    if key.kind == KeyEventKind::Release {
        return;
    }
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    if ctrl && key.code == KeyCode::Char('c') {
        local.quit = true;
        return;
    }
    if local.info.take().is_some() {
        return;
    }
    if let Some(notice) = &screen.notice {
        if local.dismissed != Some(notice.serial) {
            local.dismissed = Some(notice.serial);
            press(
                app,
                Control::DismissNotice {
                    serial: notice.serial,
                },
            );
        }
    }
    if local.typing.is_some() {
        typing(app, local, key);
        return;
    }
    if let (Body::NewGame { model }, None) = (&screen.body, &screen.prompt) {
        if let Some(rename) = &model.rename {
            rename_key(app, rename, key);
            return;
        }
    }
    if let Some(prompt) = &screen.prompt {
        let answer = match key.code {
            KeyCode::Char('y') | KeyCode::Enter => Answer::Confirm,
            KeyCode::Char('n') | KeyCode::Esc => Answer::Cancel,
            KeyCode::Char('q') => {
                local.quit = true;
                return;
            }
            _ => return,
        };
        app.send(Input::Answer {
            prompt: prompt.serial,
            answer,
        });
        return;
    }
    if key.code == KeyCode::Char('q') && !ctrl {
        local.quit = true;
        return;
    }
    if local.menu {
        menu(
            app,
            local,
            game_menu(&screen.body).unwrap_or_default(),
            key.code,
        );
        return;
    }
    if key.code == KeyCode::Char('m') && game_menu(&screen.body).is_some() {
        local.menu = true;
        local.focus = 0;
        return;
    }
    match &screen.body {
        Body::Game { model } if key.code == KeyCode::Char('c') && model.chat.is_some() => {
            let draft = model
                .chat
                .as_ref()
                .map(|c| c.draft.clone())
                .unwrap_or_default();
            start_typing(local, Field::Chat, &draft);
        }
        Body::Game { model } if key.code == KeyCode::Char('j') => {
            let rejoin = model.chat.as_ref().and_then(|c| c.rejoin.as_ref());
            if let Some(button) = rejoin.filter(|b| b.enabled) {
                app.send(Input::Press {
                    control: button.control.clone(),
                });
            }
        }
        Body::PlayOnline { model } if key.code == KeyCode::Char('n') => {
            start_typing(local, Field::OnlineName, &model.name);
        }
        Body::PlayOnline { model } if key.code == KeyCode::Char('r') => {
            start_typing(local, Field::OnlineRoom, &model.room);
        }
        Body::Room { model } if key.code == KeyCode::Char('c') => {
            start_typing(local, Field::Chat, &model.chat.draft);
        }
        Body::Game { model } => game(app, screen, model, local, key.code),
        Body::Editor { model } => editor(app, screen, model, local, key),
        Body::Discorder { model } => {
            let size = (model.board.width, model.board.height);
            if !panel_or_board(app, screen, local, size, key.code) {
                discorder(app, model, local, key.code);
            }
        }
        Body::ColorBrake { model } => {
            let size = grid_size(&model.board);
            if !panel_or_board(app, screen, local, size, key.code) {
                color_brake(app, model, local, key.code);
            }
        }
        body => {
            if !list(app, local, &items(body), key.code) {
                back(app, screen, key.code);
            }
        }
    }
}

/// Esc and backspace go back when there is somewhere to go.
fn back(app: &App, screen: &Screen, code: KeyCode) {
    if matches!(code, KeyCode::Esc | KeyCode::Backspace) && screen.can_go_back {
        app.send(Input::Back);
    }
}

/// ↑↓, PgUp/PgDn, Home/End and enter on a list of items; whether the key was one of them.
pub fn list(app: &App, local: &mut Local, items: &[Item], code: KeyCode) -> bool {
    let controls = focusable(items);
    let last = controls.len().saturating_sub(1);
    let focus = local.focus.min(last);
    if controls.is_empty() {
        match code {
            KeyCode::Up => local.scroll = local.scroll.saturating_sub(1),
            KeyCode::Down => local.scroll += 1,
            KeyCode::PageUp => local.scroll = local.scroll.saturating_sub(local.page),
            KeyCode::PageDown => local.scroll += local.page,
            KeyCode::Home => local.scroll = 0,
            KeyCode::End => local.scroll = usize::MAX / 2,
            _ => return false,
        }
        return true;
    }
    match code {
        KeyCode::Up => local.focus = focus.saturating_sub(1),
        KeyCode::Down => local.focus = (focus + 1).min(last),
        KeyCode::PageUp => local.focus = focus.saturating_sub(FOCUS_PAGE),
        KeyCode::PageDown => local.focus = (focus + FOCUS_PAGE).min(last),
        KeyCode::Home => local.focus = 0,
        KeyCode::End => local.focus = last,
        KeyCode::Enter | KeyCode::Char(' ') => {
            let control = controls
                .get(focus)
                .and_then(|&i| items.get(i))
                .and_then(Item::control);
            if let Some(control) = control {
                press(app, control.clone());
            }
        }
        _ => return false,
    }
    true
}

/// The game screen: the cursor, the cell actions, the chips, the buttons' letters, the menu
/// and, once the game is over, the result card's buttons.
fn game(app: &App, screen: &Screen, model: &GameModel, local: &mut Local, code: KeyCode) {
    if let Some(result) = &model.result {
        let buttons: Vec<Item> = result.buttons.iter().cloned().map(Item::Button).collect();
        if !list(app, local, &buttons, code) {
            back(app, screen, code);
        }
        return;
    }
    let (width, height) = (model.board.width.max(1), model.board.height.max(1));
    let (x, y) = local.cursor;
    match code {
        KeyCode::Left => local.cursor.0 = x.saturating_sub(1),
        KeyCode::Right => local.cursor.0 = (x + 1).min(width - 1),
        KeyCode::Up => local.cursor.1 = y.saturating_sub(1),
        KeyCode::Down => local.cursor.1 = (y + 1).min(height - 1),
        KeyCode::Char(' ') => cell(app, local, CellAction::Place),
        KeyCode::Enter | KeyCode::Char('r') => cell(app, local, CellAction::Ring),
        KeyCode::Char(digit @ '1'..='6') => {
            let index = usize::from(digit as u8 - b'1');
            if let Some(chip) = model.chips.get(index).filter(|c| c.enabled) {
                press(app, chip.control.clone());
            }
        }
        KeyCode::Char(c) if colour_of(c).is_some() => {
            if let Some(color) = colour_of(c) {
                press(app, Control::Chip { color });
            }
        }
        KeyCode::Char(c) => {
            let button = model
                .actions
                .iter()
                .find(|b| b.enabled && letter(&b.control) == Some(c));
            if let Some(button) = button {
                press(app, button.control.clone());
            }
        }
        other => back(app, screen, other),
    }
}

/// The game menu over the screen: ↑↓ and enter, an entry's letter, esc or `m` to close.
fn menu(app: &App, local: &mut Local, buttons: &[Button], code: KeyCode) {
    let entries: Vec<Item> = buttons.iter().cloned().map(Item::Button).collect();
    match code {
        KeyCode::Esc | KeyCode::Char('m') => close_menu(local),
        KeyCode::Enter | KeyCode::Char(' ') => {
            list(app, local, &entries, code);
            close_menu(local);
        }
        KeyCode::Char(c) if menu_index(c).is_some() => {
            let chosen = menu_index(c).and_then(|i| buttons.get(i));
            if let Some(button) = chosen.filter(|b| b.enabled) {
                press(app, button.control.clone());
                close_menu(local);
            }
        }
        other => {
            list(app, local, &entries, other);
        }
    }
}

/// Discorder and Color Brake ABAB: tab moves the keys between the board and the panel; on the
/// panel they walk its controls, on the board the arrows move the cursor. Whether the key was
/// used.
fn panel_or_board(
    app: &App,
    screen: &Screen,
    local: &mut Local,
    (width, height): (u32, u32),
    code: KeyCode,
) -> bool {
    if matches!(code, KeyCode::Tab | KeyCode::BackTab) {
        local.on_controls = !local.on_controls;
        local.focus = 0;
        return true;
    }
    if local.on_controls {
        if !list(app, local, &items(&screen.body), code) {
            back(app, screen, code);
        }
        return true;
    }
    let (x, y) = local.cursor;
    let (width, height) = (width.max(1), height.max(1));
    match code {
        KeyCode::Left => local.cursor.0 = x.saturating_sub(1),
        KeyCode::Right => local.cursor.0 = (x + 1).min(width - 1),
        KeyCode::Up => local.cursor.1 = y.saturating_sub(1),
        KeyCode::Down => local.cursor.1 = (y + 1).min(height - 1),
        KeyCode::Esc | KeyCode::Backspace => back(app, screen, code),
        _ => return false,
    }
    true
}

/// Discorder's board keys: space places a tile on the cursor's cell (D2), `p` a peg on the line
/// below it (D3), `u` undoes (D7).
fn discorder(app: &App, model: &DiscorderModel, local: &Local, code: KeyCode) {
    match code {
        KeyCode::Char(' ') | KeyCode::Enter => cell(app, local, CellAction::Place),
        KeyCode::Char('p') => cell(app, local, CellAction::Peg),
        KeyCode::Char('u') => press_enabled(app, &model.actions, &Control::Undo),
        _ => {}
    }
}

/// Color Brake ABAB's board keys: `1`–`9` the hand's tokens in their order (C4, C6), `t` the
/// Tank on the cursor's cell (C6.2), enter the hand-over's "ready" or the next round, `u` undo
/// (C7).
fn color_brake(app: &App, model: &ColorBrakeModel, local: &Local, code: KeyCode) {
    match code {
        KeyCode::Char(digit @ '1'..='9') => {
            let index = usize::from(digit as u8 - b'1');
            if let Some(control) = hand_keys(model).get(index) {
                press(app, control.clone());
            }
        }
        KeyCode::Char('t') => {
            if let Some(target) = nearest_cell(&model.board, local.cursor) {
                app.send(Input::Cell {
                    x: target.x,
                    y: target.y,
                    action: CellAction::Tank,
                });
            }
        }
        KeyCode::Enter | KeyCode::Char(' ') => {
            let next = model
                .hand_over
                .as_ref()
                .map(|h| &h.ready)
                .or(model.next_round.as_ref())
                .filter(|b| b.enabled);
            if let Some(button) = next {
                press(app, button.control.clone());
            }
        }
        KeyCode::Char('u') => press_enabled(app, &model.actions, &Control::Undo),
        _ => {}
    }
}

/// The controls of Color Brake ABAB's number keys: the drawn colours while they wait, else the
/// hand's tokens (colours, then specials), else the colours for one's Diamond.
pub fn hand_keys(model: &ColorBrakeModel) -> Vec<Control> {
    let group = |buttons: &[TokenButton]| -> Vec<Control> {
        buttons
            .iter()
            .filter(|b| b.button.enabled)
            .map(|b| b.button.control.clone())
            .collect()
    };
    if let Some(drawn) = &model.drawn {
        return group(&drawn.buttons);
    }
    let Some(hand) = &model.hand else {
        return Vec::new();
    };
    if let Some(diamond) = &hand.for_diamond {
        return group(&diamond.buttons);
    }
    let mut all = group(&hand.colors);
    all.extend(group(&hand.specials));
    all
}

/// Presses `control` when it is among `buttons` and enabled.
fn press_enabled(app: &App, buttons: &[Button], control: &Control) {
    if buttons.iter().any(|b| b.control == *control && b.enabled) {
        press(app, control.clone());
    }
}

fn close_menu(local: &mut Local) {
    local.menu = false;
    local.focus = 0;
}

/// The position editor: the grid's cursor and brush strokes, or its controls after tab.
fn editor(app: &App, screen: &Screen, model: &EditorModel, local: &mut Local, key: KeyEvent) {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let shortcut = match key.code {
        KeyCode::Char('s') if ctrl => Some(Control::EditorSave),
        KeyCode::Char('z') if ctrl => Some(Control::EditorUndo),
        KeyCode::Char('y') if ctrl => Some(Control::EditorRedo),
        KeyCode::Char('p') if !local.on_controls => Some(Control::EditorTestPlay),
        KeyCode::Char('c') if !local.on_controls => Some(Control::EditorShareCsv),
        _ => None,
    };
    let enabled = |control: &Control| {
        model
            .actions
            .iter()
            .any(|b| b.control == *control && b.enabled)
    };
    if let Some(control) = shortcut.filter(enabled) {
        press(app, control);
        return;
    }
    match key.code {
        KeyCode::Tab | KeyCode::BackTab => {
            local.on_controls = !local.on_controls;
            local.focus = 0;
            return;
        }
        KeyCode::Char('n') => {
            local.typing = Some(model.name.clone());
            local.field = Field::EditorName;
            return;
        }
        _ => {}
    }
    if local.on_controls {
        if !list(app, local, &editor_items(model, None), key.code) {
            back(app, screen, key.code);
        }
        return;
    }
    let (width, height) = (model.grid.width.max(1), model.grid.height.max(1));
    let (x, y) = local.cursor;
    match key.code {
        KeyCode::Left => local.cursor.0 = x.saturating_sub(1),
        KeyCode::Right => local.cursor.0 = (x + 1).min(width - 1),
        KeyCode::Up => local.cursor.1 = y.saturating_sub(1),
        KeyCode::Down => local.cursor.1 = (y + 1).min(height - 1),
        KeyCode::Char(' ') | KeyCode::Enter => {
            app.send(Input::Touch {
                x: x as f32 + 0.5,
                y: y as f32 + 0.5,
                at_ms: local.now_ms(),
            });
            app.send(Input::Lift);
        }
        KeyCode::Char(key) => {
            if let Some(brush) = brush_for(model, key) {
                press(app, brush);
            }
        }
        other => back(app, screen, other),
    }
}

/// The brush a key chooses: `[` and `]` the one before and after, a digit the one of that
/// number in the chosen brush's family (S, W, G), `s` `w` `g` the first of a family, `.` the
/// dot and `x` the eraser.
fn brush_for(model: &EditorModel, key: char) -> Option<Control> {
    let brushes = &model.brushes;
    let chosen = brushes.iter().position(|b| b.choice.selected).unwrap_or(0);
    let label = |i: usize| brushes.get(i).map(|b| b.choice.button.label.as_str());
    let family = label(chosen).and_then(|l| l.chars().next());
    let index = match key {
        '[' => Some(
            chosen
                .checked_sub(1)
                .unwrap_or(brushes.len().saturating_sub(1)),
        ),
        ']' => Some((chosen + 1) % brushes.len().max(1)),
        '1'..='9' => (0..brushes.len())
            .find(|&i| label(i).is_some_and(|l| l.chars().next() == family && l.ends_with(key))),
        's' | 'w' | 'g' => {
            let upper = key.to_ascii_uppercase();
            (0..brushes.len()).find(|&i| label(i).is_some_and(|l| l.starts_with(upper)))
        }
        '.' | 'x' => {
            let wanted = if key == '.' {
                BrushPaint::Dot
            } else {
                BrushPaint::Eraser
            };
            brushes.iter().position(|b| {
                b.choice.button.control
                    == Control::Brush {
                        paint: wanted.clone(),
                    }
            })
        }
        _ => None,
    };
    index
        .and_then(|i| brushes.get(i))
        .filter(|b| b.choice.button.enabled)
        .map(|b| b.choice.button.control.clone())
}

/// A line being typed: characters, backspace, enter to keep it, esc to drop it. Online
/// play's fields (name, room, chat line) are the app's at each key, so its screen shows them;
/// enter on the chat line sends it.
fn typing(app: &App, local: &mut Local, key: KeyEvent) {
    let Some(text) = local.typing.as_mut() else {
        return;
    };
    let live = matches!(
        local.field,
        Field::OnlineName | Field::OnlineRoom | Field::Chat
    );
    match key.code {
        KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => text.push(c),
        KeyCode::Backspace => {
            text.pop();
        }
        KeyCode::Enter => {
            let text = text.clone();
            local.typing = None;
            if std::mem::take(&mut local.picking) {
                open_path(app, local, &text);
                return;
            }
            app.send(Input::Text {
                field: local.field.clone(),
                text,
            });
            if local.field == Field::Chat {
                press(app, Control::SendChat);
            }
            return;
        }
        KeyCode::Esc => {
            local.typing = None;
            local.picking = false;
            return;
        }
        _ => return,
    }
    if live {
        app.send(Input::Text {
            field: local.field.clone(),
            text: text.clone(),
        });
    }
}

/// Starts typing in `field`, from `text`.
fn start_typing(local: &mut Local, field: Field, text: &str) {
    local.typing = Some(text.to_owned());
    local.field = field;
}

/// The file at `path`, typed for "Open a position file…", goes to the app as a picked file
/// would; one that cannot be read is told in a box.
fn open_path(app: &App, local: &mut Local, path: &str) {
    let path = std::path::Path::new(path.trim());
    match super::start::read_file(path) {
        Ok((bytes, name)) => app.send(Input::ReceivedFile {
            bytes,
            name,
            mime: None,
        }),
        Err(e) => {
            local.info = Some(super::local::Info {
                title: local.texts().tr(&dl_app::l10n::Label::OpenPositionFile),
                lines: vec![local.texts().format(&crate::error_text::error_text(&e))],
            });
        }
    }
}

/// The name of the position being renamed (the new-game screen's field): characters and
/// backspace change the field's text, enter keeps it, esc leaves the old name.
fn rename_key(app: &App, rename: &RenameModel, key: KeyEvent) {
    let mut text = rename.text.clone();
    match key.code {
        KeyCode::Char(c) if !key.modifiers.contains(KeyModifiers::CONTROL) => text.push(c),
        KeyCode::Backspace => {
            text.pop();
        }
        KeyCode::Enter => return press(app, rename.save.control.clone()),
        KeyCode::Esc => return press(app, rename.cancel.control.clone()),
        _ => return,
    }
    app.send(Input::Text {
        field: rename.field.clone(),
        text,
    });
}

/// The action on the cursor's cell.
fn cell(app: &App, local: &Local, action: CellAction) {
    let (x, y) = local.cursor;
    app.send(Input::Cell { x, y, action });
}

fn press(app: &App, control: Control) {
    app.send(Input::Press { control });
}
