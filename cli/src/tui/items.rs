//! The screens that are lists (the game chooser, the new-game screen, saved and finished
//! games, one finished game, its replay, the rules, the settings, what arrived) as one column
//! of items: texts to read and controls to choose with ↑↓ and enter or a click. The same list
//! is drawn and walked by the keys, so what is focused is what enter presses.

use dl_ui::{Body, Button, Choice, Control, EditorModel};

/// One line (or wrapped paragraph) of a list screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A heading.
    Heading(String),
    /// A paragraph to read.
    Text(String),
    /// A secondary line (a size, a date, an empty list's sentence).
    Quiet(String),
    /// A control.
    Button(Button),
    /// A control that acts on the control above it (a position's "Edit a copy").
    SubButton(Button),
    /// One option of a choice; `selected` shows which is chosen.
    Choice(Choice),
    /// An empty line between groups.
    Gap,
}

impl Item {
    /// The control this item presses, when it is an enabled control.
    pub fn control(&self) -> Option<&Control> {
        match self {
            Item::Button(b) | Item::SubButton(b) if b.enabled => Some(&b.control),
            Item::Choice(c) if c.button.enabled => Some(&c.button.control),
            _ => None,
        }
    }
}

/// The items of a list screen, or none for the game and the editor, which are drawn apart.
pub fn items(body: &Body) -> Vec<Item> {
    let mut out = Vec::new();
    match body {
        Body::Games { model } => {
            out.extend(model.continue_game.clone().map(Item::Button));
            for card in &model.games {
                out.push(Item::Gap);
                out.push(Item::Heading(card.name.clone()));
                out.push(Item::Text(card.about.clone()));
                out.push(Item::Button(card.new_game.clone()));
                out.push(Item::Button(card.rules.clone()));
            }
            out.push(Item::Gap);
            out.extend(model.links.iter().cloned().map(Item::Button));
        }
        Body::NewGame { model } => {
            choices(&mut out, &model.opponent);
            choices(&mut out, &model.level);
            choices(&mut out, &model.rounds);
            for group in &model.groups {
                out.push(Item::Gap);
                out.push(Item::Heading(group.title.clone()));
                for position in &group.positions {
                    out.push(Item::Button(Button {
                        label: format!("{} · {}", position.button.label, position.size),
                        ..position.button.clone()
                    }));
                    out.extend(position.actions.iter().cloned().map(Item::SubButton));
                }
            }
            out.push(Item::Gap);
            out.push(Item::Button(model.new_position.clone()));
        }
        Body::SavedGames { model } | Body::History { model } => {
            out.extend(model.empty.clone().map(Item::Quiet));
            for row in &model.rows {
                out.push(Item::Button(Button {
                    label: row.title.clone(),
                    ..row.open.clone()
                }));
                out.extend(row.lines.iter().cloned().map(Item::Quiet));
                out.push(Item::SubButton(row.delete.clone()));
                out.push(Item::Gap);
            }
        }
        Body::Finished { model } => {
            out.push(Item::Heading(model.result.clone()));
            out.push(Item::Text(model.scores.clone()));
            out.push(Item::Gap);
            out.extend(model.buttons.iter().cloned().map(Item::Button));
        }
        Body::Replay { model } => {
            out.push(Item::Heading(model.step.clone()));
            out.push(Item::Gap);
            out.extend(model.buttons.iter().cloned().map(Item::Button));
        }
        Body::Rules { model } => {
            for section in &model.sections {
                out.push(Item::Heading(section.title.clone()));
                out.push(Item::Text(section.text.clone()));
                out.push(Item::Gap);
            }
        }
        Body::Settings { model } => {
            out.push(Item::Heading(model.language_title.clone()));
            choices(&mut out, &model.languages);
            out.push(Item::Heading(model.theme_title.clone()));
            choices(&mut out, &model.themes);
            out.push(Item::Gap);
            out.push(Item::Choice(model.symbols.clone()));
            out.push(Item::Choice(model.haptics.clone()));
        }
        Body::Received { model } => {
            out.push(Item::Heading(model.question.clone()));
            out.extend(model.lines.iter().cloned().map(Item::Text));
            out.push(Item::Gap);
            out.push(Item::Button(model.open.clone()));
            out.extend(model.keep.clone().map(Item::Button));
            out.push(Item::Button(model.cancel.clone()));
        }
        Body::Game { .. } | Body::Editor { .. } => {}
    }
    out
}

/// The editor's controls and texts beside its grid, under its brushes: the name (with the text
/// being typed), the size, fill, the sizes, the actions and the live problems.
pub fn editor_items(model: &EditorModel, typing: Option<&str>) -> Vec<Item> {
    let name = typing.map_or_else(|| model.name.clone(), |t| format!("{t}▏"));
    let mut out = vec![
        Item::Text(format!("{}: {name}", model.name_label)),
        Item::Quiet(model.size.clone()),
        Item::Gap,
    ];
    out.push(Item::Choice(model.fill.clone()));
    out.push(Item::Gap);
    out.extend(model.resize.iter().cloned().map(Item::Button));
    out.push(Item::Gap);
    out.extend(model.actions.iter().cloned().map(Item::Button));
    out.push(Item::Gap);
    out.extend(model.problems.iter().map(|p| Item::Text(p.text.clone())));
    out.extend(model.no_problems.clone().map(Item::Quiet));
    out
}

/// A choice's options, each on its own line, after a gap.
fn choices(out: &mut Vec<Item>, options: &[Choice]) {
    if options.is_empty() {
        return;
    }
    out.push(Item::Gap);
    out.extend(options.iter().cloned().map(Item::Choice));
}

/// The indices of the items that can be focused, in order.
pub fn focusable(items: &[Item]) -> Vec<usize> {
    items
        .iter()
        .enumerate()
        .filter(|(_, item)| item.control().is_some())
        .map(|(i, _)| i)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dl_ui::{GameKind, GameListModel, GameRow, MiniBoard};

    fn button(control: Control, label: &str, enabled: bool) -> Button {
        Button::new(control, label.to_owned()).enabled(enabled)
    }

    #[test]
    fn a_saved_game_row_opens_under_its_title_and_only_enabled_controls_take_the_focus() {
        let row = GameRow {
            id: "1".into(),
            game: GameKind::DividedLoyalties,
            title: "Octopus".into(),
            lines: vec!["Turn 4".into()],
            drawing: MiniBoard::empty(),
            open: button(Control::OpenSaved { id: "1".into() }, "Open", true),
            delete: button(Control::DeleteSaved { id: "1".into() }, "Delete", false),
        };
        let body = Body::SavedGames {
            model: GameListModel {
                rows: vec![row],
                empty: None,
            },
        };
        let list = items(&body);
        let Item::Button(open) = &list[0] else {
            panic!("the row's title opens it: {list:?}");
        };
        assert_eq!(open.label, "Octopus");
        assert_eq!(open.control, Control::OpenSaved { id: "1".into() });
        assert_eq!(focusable(&list), vec![0], "the disabled delete is skipped");
    }
}
