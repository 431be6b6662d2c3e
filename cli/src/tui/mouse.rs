//! The mouse into the app's inputs: a click on a drawn control presses it, a click on the
//! board touches it in cell units with its time (the app tells a tap from a double tap), a drag
//! in the editor paints and its release lifts the brush, the wheel scrolls.

use crossterm::event::{KeyCode, MouseButton, MouseEvent, MouseEventKind};
use dl_ui::{App, Body, Input, Screen};

use super::items::items;
use super::keys::list;
use super::local::{Hit, Local};

/// Carries out `event` on `screen`.
pub fn mouse(app: &App, screen: &Screen, local: &mut Local, event: MouseEvent) {
    let (col, row) = (event.column, event.row);
    match event.kind {
        MouseEventKind::Down(MouseButton::Left) => {
            if local.info.take().is_some() {
                return;
            }
            if let Some(hit) = local.hit(col, row).cloned() {
                match hit {
                    Hit::Press(control) => {
                        local.menu = false;
                        app.send(Input::Press { control });
                    }
                    Hit::Answer(prompt, answer) => app.send(Input::Answer { prompt, answer }),
                    Hit::CloseInfo => local.info = None,
                }
                return;
            }
            if local.menu {
                local.menu = false;
                return;
            }
            if screen.prompt.is_none() {
                touch(app, local, col, row);
            }
        }
        MouseEventKind::Drag(MouseButton::Left) if matches!(screen.body, Body::Editor { .. }) => {
            touch(app, local, col, row);
        }
        MouseEventKind::Up(MouseButton::Left) if matches!(screen.body, Body::Editor { .. }) => {
            app.send(Input::Lift);
        }
        MouseEventKind::ScrollUp | MouseEventKind::ScrollDown => {
            let code = if event.kind == MouseEventKind::ScrollUp {
                KeyCode::Up
            } else {
                KeyCode::Down
            };
            if !matches!(screen.body, Body::Game { .. } | Body::Editor { .. }) {
                list(app, local, &items(&screen.body), code);
            }
        }
        _ => {}
    }
}

/// A touch on the board or the grid where one is drawn; the cursor follows it.
fn touch(app: &App, local: &mut Local, col: u16, row: u16) {
    let Some(board) = local.board else {
        return;
    };
    let view = board.view;
    if col < view.x || col >= view.x + view.width || row < view.y || row >= view.y + view.height {
        return;
    }
    let p = board.cell_units_at(col, row);
    if p.x >= 0.0 && p.y >= 0.0 {
        local.cursor = (p.x as u32, p.y as u32);
    }
    app.send(Input::Touch {
        x: p.x,
        y: p.y,
        at_ms: local.now_ms(),
    });
}
