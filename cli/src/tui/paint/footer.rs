//! The bottom row: the keys of the screen on top, with the labels of the controls they press
//! (already in the player's language) and the terminal's own few words.

use dl_ui::{Body, CellAction, Control, Screen};

use crate::tui::local::Local;

/// The keys line of `screen`.
pub fn keys(screen: &Screen, local: &Local) -> String {
    let w = &local.words;
    if local.info.is_some() {
        return w.any_key.clone();
    }
    if let Some(prompt) = &screen.prompt {
        return format!("y {} · n {} · q {}", prompt.confirm, prompt.cancel, w.quit);
    }
    if let (true, Some(path)) = (local.picking, &local.typing) {
        let label = local.texts().tr(&dl_app::l10n::Label::OpenPositionFile);
        return format!(
            "{label} {path}▏ · {} {} · {} {}",
            w.enter, w.ok, w.esc, w.cancel
        );
    }
    if local.typing.is_some() {
        return format!("{} {} · {} {}", w.enter, w.ok, w.esc, w.cancel);
    }
    let back = if screen.can_go_back {
        format!(" · {} ←", w.esc)
    } else {
        String::new()
    };
    let quit = format!(" · q {}", w.quit);
    // The game screens' menu is labelled by the app (`Screen::menu_label`).
    let menu = screen.menu_label.as_deref().unwrap_or(&w.menu);
    match &screen.body {
        Body::Game { model } if !local.menu && model.result.is_none() => {
            let cell = model
                .board
                .cells
                .iter()
                .find(|c| (c.x, c.y) == local.cursor);
            let actions = cell
                .map(|c| {
                    c.actions
                        .iter()
                        .map(|a| match a.action {
                            CellAction::Place | CellAction::Peg | CellAction::Tank => {
                                format!("{} {}", w.space, a.label)
                            }
                            CellAction::Ring => format!("{} {}", w.enter, a.label),
                        })
                        .collect::<Vec<_>>()
                        .join(" · ")
                })
                .unwrap_or_default();
            let chat = model
                .chat
                .as_ref()
                .map(|c| {
                    let rejoin = c.rejoin.as_ref().map(|b| format!(" · j {}", b.label));
                    format!(" · c {}{}", c.field_label, rejoin.unwrap_or_default())
                })
                .unwrap_or_default();
            format!("←↑↓→ {actions}{chat} · m {menu}{back}{quit}")
        }
        Body::Discorder { .. } | Body::ColorBrake { .. } if local.on_controls => {
            format!("↑↓ {} · {} ←↑↓→ · m {menu}{back}{quit}", w.enter, w.tab)
        }
        Body::Discorder { model } if !local.menu => {
            let cell = model
                .board
                .cells
                .iter()
                .find(|c| (c.x, c.y) == local.cursor);
            let actions = cell
                .map(|c| {
                    c.actions
                        .iter()
                        .map(|a| match a.action {
                            CellAction::Peg => format!("p {}", a.label),
                            _ => format!("{} {}", w.space, a.label),
                        })
                        .collect::<Vec<_>>()
                        .join(" · ")
                })
                .unwrap_or_default();
            format!("←↑↓→ {actions} · u · {} ↑↓ · m {menu}{back}{quit}", w.tab)
        }
        Body::ColorBrake { model } if !local.menu => {
            let hand = model
                .hand
                .as_ref()
                .map(|h| format!(" · 1–9 {}", h.title))
                .unwrap_or_default();
            let tank = model
                .board
                .cells
                .iter()
                .flat_map(|c| &c.actions)
                .find(|a| a.action == CellAction::Tank)
                .map(|a| format!(" · t {}", a.label))
                .unwrap_or_default();
            format!(
                "←↑↓→{hand}{tank} · {} · u · {} ↑↓ · m {menu}{back}{quit}",
                w.enter, w.tab
            )
        }
        Body::Editor { .. } if local.on_controls => {
            format!("↑↓ {} · {} ←↑↓→{back}{quit}", w.enter, w.tab)
        }
        Body::Editor { model } => {
            let label = |wanted: Control| {
                model
                    .actions
                    .iter()
                    .find(|b| b.control == wanted)
                    .map(|b| b.label.clone())
                    .unwrap_or_default()
            };
            format!(
                "←↑↓→ · {} {} · [ ] s w g 1–9 . x · n {} · {} · p {} · c {} · {} ↑↓{back}{quit}",
                w.space,
                w.paint,
                model.name_label,
                w.save,
                label(Control::EditorTestPlay),
                label(Control::EditorShareCsv),
                w.tab
            )
        }
        Body::Rules { .. } => format!("↑↓ PgUp PgDn{back}{quit}"),
        Body::PlayOnline { model } => format!(
            "n {} · r {} · ↑↓ {}{back}{quit}",
            model.name_label, model.room_label, w.enter
        ),
        Body::Room { model } => {
            format!("c {} · ↑↓ {}{back}{quit}", model.chat.field_label, w.enter)
        }
        _ => format!("↑↓ {}{back}{quit}", w.enter),
    }
}
