//! The screens that are lists (the game chooser, the new-game screen, saved and finished
//! games, one finished game, its replay, the rules, the settings, what arrived) as one column
//! of items: texts to read and controls to choose with ↑↓ and enter or a click. The same list
//! is drawn and walked by the keys, so what is focused is what enter presses.

use dl_ui::{
    Body, Button, ChatModel, Choice, ColorBrakeModel, Control, DiscorderModel, EditorModel, Field,
    ResultCard,
};

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

/// The room's chat as items: where the room stands, the lines, the line typed, Rejoin (while
/// the app waits to open the room again), Send, Share.
fn chat(out: &mut Vec<Item>, chat: &ChatModel) {
    out.push(Item::Heading(chat.status.clone()));
    out.extend(chat.lines.iter().cloned().map(Item::Quiet));
    out.push(Item::Text(format!("{}: {}", chat.field_label, chat.draft)));
    out.extend(chat.rejoin.clone().map(Item::Button));
    out.push(Item::Button(chat.send.clone()));
    out.push(Item::Button(chat.share.clone()));
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
                out.extend(card.play_online.clone().map(Item::Button));
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
                    // The name field of the position being renamed, under its actions.
                    let renamed = model.rename.as_ref().filter(|r| {
                        match (&r.field, &position.button.control) {
                            (Field::PositionName { id }, Control::StartPosition { key }) => {
                                id == key
                            }
                            _ => false,
                        }
                    });
                    if let Some(rename) = renamed {
                        out.push(Item::Text(format!("{}: {}▏", rename.label, rename.text)));
                        out.push(Item::SubButton(rename.save.clone()));
                        out.push(Item::SubButton(rename.cancel.clone()));
                    }
                }
            }
            out.push(Item::Gap);
            out.push(Item::Button(model.open_file.clone()));
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
        Body::NewDiscorder { model } => {
            out.push(Item::Heading(model.starter_title.clone()));
            choices(&mut out, &model.starters);
            choices(&mut out, &model.opponent);
            out.push(Item::Gap);
            out.push(Item::Button(model.start.clone()));
        }
        Body::NewColorBrake { model } => {
            out.push(Item::Heading(model.length_title.clone()));
            choices(&mut out, &model.kinds);
            choices(&mut out, &model.values);
            choices(&mut out, &model.opponent);
            out.push(Item::Gap);
            out.push(Item::Button(model.start.clone()));
        }
        Body::PlayOnline { model } => {
            out.push(Item::Heading(model.name_label.clone()));
            out.push(Item::Text(model.name.clone()));
            out.push(Item::Heading(model.room_label.clone()));
            out.push(Item::Text(model.room.clone()));
            out.push(Item::Gap);
            out.push(Item::Button(model.join.clone()));
        }
        Body::Room { model } => {
            chat(&mut out, &model.chat);
            out.push(Item::Gap);
            out.extend(model.continue_game.clone().map(Item::Button));
            out.extend(model.choose_position.clone().map(Item::Button));
            out.push(Item::Button(model.leave.clone()));
        }
        Body::Discorder { model } => discorder(&mut out, model),
        Body::ColorBrake { model } => color_brake(&mut out, model),
        Body::Game { .. } | Body::Editor { .. } => {}
    }
    out
}

/// Discorder's game screen as a list until the terminal draws its board (D1–D7): the status
/// line, both players, the pegs left, the tools, the result card and Undo.
fn discorder(out: &mut Vec<Item>, model: &DiscorderModel) {
    out.push(Item::Heading(model.status.clone()));
    out.extend(model.opponent.clone().map(Item::Quiet));
    for side in &model.players {
        let mover = if side.to_move { "▶ " } else { "  " };
        out.push(Item::Text(format!(
            "{mover}{} · {} · {}",
            side.name, side.tiles_left, side.score
        )));
    }
    out.push(Item::Quiet(model.pegs_left.clone()));
    out.extend(model.thinking.as_ref().map(|t| Item::Quiet(t.text.clone())));
    out.push(Item::Gap);
    out.extend(model.tools.iter().map(|t| {
        Item::Choice(Choice {
            button: t.button.clone(),
            selected: t.selected,
        })
    }));
    game_end(out, model.result.as_ref(), &model.actions);
}

/// Color Brake ABAB's game screen as a list until the terminal draws its triangle (C1–C7):
/// the status line, the hand-over, the round and scores, the seats, the reference, the hand
/// (every colour with its count, C2), the drawn colours, Next round, the result card, Undo and
/// the menu.
fn color_brake(out: &mut Vec<Item>, model: &ColorBrakeModel) {
    out.push(Item::Heading(model.status.clone()));
    out.extend(model.opponent.clone().map(Item::Quiet));
    out.push(Item::Text(format!("{} · {}", model.round, model.scores)));
    for seat in &model.seats {
        let mover = if seat.to_move { "▶ " } else { "  " };
        out.push(Item::Quiet(format!("{mover}{}", seat.hand_size)));
    }
    out.push(Item::Quiet(model.pile.clone()));
    out.extend(model.thinking.as_ref().map(|t| Item::Quiet(t.text.clone())));
    if let Some(hand_over) = &model.hand_over {
        out.push(Item::Gap);
        out.push(Item::Text(hand_over.text.clone()));
        out.push(Item::Button(hand_over.ready.clone()));
    }
    if let Some(reference) = &model.reference {
        out.push(Item::Gap);
        out.push(Item::Text(reference.title.clone()));
        out.extend(
            reference
                .colors
                .iter()
                .map(|c| Item::Quiet(c.label.clone())),
        );
    }
    if let Some(drawn) = &model.drawn {
        out.push(Item::Gap);
        out.push(Item::Text(drawn.title.clone()));
        out.extend(drawn.buttons.iter().map(|b| Item::Button(b.button.clone())));
    }
    if let Some(hand) = &model.hand {
        out.push(Item::Gap);
        out.push(Item::Text(hand.title.clone()));
        let tokens = hand.colors.iter().chain(hand.specials.iter());
        out.extend(tokens.map(|b| Item::Button(b.button.clone())));
        if let Some(group) = &hand.for_diamond {
            out.push(Item::Text(group.title.clone()));
            out.extend(group.buttons.iter().map(|b| Item::Button(b.button.clone())));
        }
        out.extend(hand.tank.as_ref().map(|t| Item::Choice(t.choice.clone())));
    }
    out.extend(model.next_round.clone().map(Item::Button));
    game_end(out, model.result.as_ref(), &model.actions);
}

/// A game screen's result card and its actions (Undo); the menu opens over the screen.
fn game_end(out: &mut Vec<Item>, result: Option<&ResultCard>, actions: &[Button]) {
    if let Some(result) = result {
        out.push(Item::Gap);
        out.push(Item::Heading(result.title.clone()));
        out.push(Item::Text(result.scores.clone()));
        out.push(Item::Quiet(result.reason.clone()));
        out.extend(result.buttons.iter().cloned().map(Item::Button));
    }
    out.push(Item::Gap);
    out.extend(actions.iter().cloned().map(Item::Button));
}

/// The game menu of the game on screen (opened with `m`), if a game is on screen.
pub fn game_menu(body: &Body) -> Option<&[Button]> {
    match body {
        Body::Game { model } => Some(&model.menu),
        Body::Discorder { model } => Some(&model.menu),
        Body::ColorBrake { model } => Some(&model.menu),
        _ => None,
    }
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
