//! Color Brake ABAB in the app (RULES-COLOR-BRAKE.md C1–C7): its new-game screen, the
//! hand-over that hides each hand from the other player on one device and the OS's cover of
//! the app switcher while a hand is on screen, the hand's buttons as the engine enables them,
//! refusals with their localized reasons, the computer on the thinker, undo, rounds and the
//! end with its result and share, resume after a relaunch, and the lists of games.

mod common;

use common::*;
use dl_color_brake::GameLength;
use dl_ui::{
    App, Body, CellAction, ColorBrakeLength, ColorBrakeModel, ColorBrakeMove, Control, Effect,
    GameBoard, GameKind, HapticKind, Input, NewColorBrakeModel, Route, ShareItem, Side,
    TokenButton,
};

/// Opens Color Brake ABAB's new-game screen.
fn new_color_brake(app: &App) -> NewColorBrakeModel {
    press(
        app,
        Control::NewGame {
            game: GameKind::ColorBrake,
        },
    );
    match app.screen().body {
        Body::NewColorBrake { model } => model,
        other => panic!("not Color Brake's new-game screen: {other:?}"),
    }
}

/// Starts a game of `rounds` rounds; the computer plays `computer`.
fn start_color_brake(app: &App, rounds: u32, computer: Option<Side>) {
    new_color_brake(app);
    press(
        app,
        Control::ColorBrakeLength {
            length: ColorBrakeLength::Rounds { rounds },
        },
    );
    press(app, Control::ColorBrakeOpponent { computer });
    press(app, Control::StartColorBrake);
}

/// The game screen's model; panics naming the screen shown instead.
fn color_brake(app: &App) -> ColorBrakeModel {
    match app.screen().body {
        Body::ColorBrake { model } => model,
        other => panic!("not Color Brake's game screen: {other:?}"),
    }
}

fn filled(model: &ColorBrakeModel) -> usize {
    model
        .board
        .cells
        .iter()
        .filter(|c| c.top.is_some() || c.diamond)
        .count()
}

fn covers(effects: &[Effect]) -> Vec<bool> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::CoverHidden { on } => Some(*on),
            _ => None,
        })
        .collect()
}

fn haptics(effects: &[Effect]) -> Vec<HapticKind> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Haptic { kind } => Some(*kind),
            _ => None,
        })
        .collect()
}

/// The first enabled button of the hand: a colour, then neutral or Diamond.
fn first_playable(model: &ColorBrakeModel) -> Option<TokenButton> {
    let hand = model.hand.as_ref()?;
    hand.colors
        .iter()
        .chain(hand.for_diamond.iter().flat_map(|g| g.buttons.iter()))
        .chain(hand.specials.iter())
        .find(|b| b.button.enabled)
        .cloned()
}

/// One step of play: the hand-over, the drawn colour, the next round, or the first token the
/// hand may play. `false` once the game is over.
fn step(app: &App) -> bool {
    settle(app);
    let model = color_brake(app);
    if model.result.is_some() {
        return false;
    }
    if let Some(hand_over) = &model.hand_over {
        press(app, hand_over.ready.control.clone());
    } else if let Some(next) = model.next_round.clone().filter(|b| b.enabled) {
        press(app, next.control);
    } else if let Some(drawn) = model
        .drawn
        .as_ref()
        .and_then(|d| d.buttons.iter().find(|b| b.button.enabled).cloned())
    {
        press(app, drawn.button.control);
    } else if let Some(token) = first_playable(&model) {
        press(app, token.button.control);
    } else if model
        .hand
        .as_ref()
        .and_then(|h| h.tank.as_ref())
        .is_some_and(|t| t.choice.button.enabled)
    {
        play_a_tank(app);
    } else {
        panic!("nothing to play: {}", model.status);
    }
    true
}

/// Plays a Tank (C6.2): its button, the first cell the board offers, the first colour.
fn play_a_tank(app: &App) {
    press(app, Control::ColorBrakeTank);
    let model = color_brake(app);
    let target = model.board.cells.iter().find(|c| c.tank_target);
    let target = target.unwrap_or_else(|| panic!("no Tank target: {}", model.status));
    app.send(Input::Cell {
        x: target.x,
        y: target.y,
        action: CellAction::Tank,
    });
    let model = color_brake(app);
    let colour = model
        .hand
        .as_ref()
        .and_then(|h| h.colors.iter().find(|b| b.button.enabled).cloned());
    let colour = colour.unwrap_or_else(|| panic!("no colour for the Tank: {}", model.status));
    press(app, colour.button.control);
}

/// Plays to the end (C2), bounded by the longest game of `rounds` rounds: each action may
/// need a hand-over first.
fn play_to_the_end(app: &App, rounds: u16) {
    let bound = 2 * GameLength::Rounds(rounds).max_actions() + 2;
    for _ in 0..bound {
        if !step(app) {
            return;
        }
    }
    panic!("the game of {rounds} rounds was not over after {bound} steps (C2)");
}

/// Plays the first `n` cells of the round (with their hand-overs), bounded.
fn fill_cells(app: &App, n: usize) {
    for _ in 0..4 * n + 4 {
        let model = color_brake(app);
        if filled(&model) >= n && model.drawn.is_none() {
            return;
        }
        assert!(step(app), "the game ended early");
    }
    panic!("{n} cells were not filled");
}

#[test]
fn c2_the_new_game_screen_offers_rounds_and_the_opponent() {
    let dir = Dir::new("c-new");
    let app = open(dir.path());
    let model = new_color_brake(&app);
    assert_eq!(model.length_title, "Length of the game");
    assert_eq!(model.length, "4 rounds");
    assert!(model.kinds[0].selected, "a number of rounds by default");
    assert_eq!(model.values.len(), 10, "2, 4 … 20 rounds");
    let chosen: Vec<&str> = model
        .values
        .iter()
        .filter(|c| c.selected)
        .map(|c| c.button.label.as_str())
        .collect();
    assert_eq!(chosen, ["4 rounds"]);
    let opponents: Vec<&str> = model
        .opponent
        .iter()
        .map(|c| c.button.label.as_str())
        .collect();
    assert_eq!(
        opponents,
        [
            "Two players",
            "You play as Player 1",
            "You play as Player 2"
        ]
    );
    assert_eq!(model.start.control, Control::StartColorBrake);
}

#[test]
fn c2_a_target_score_keeps_the_number_of_rounds_beside_it() {
    let dir = Dir::new("c-target");
    let app = open(dir.path());
    let model = new_color_brake(&app);
    press(&app, model.kinds[1].button.control.clone());
    let model = new_color_brake(&app);
    assert!(model.kinds[1].selected);
    assert_eq!(model.values.len(), 50, "a target of 1 to 50");
    assert_eq!(model.length, "Play to 20 points");
    press(
        &app,
        Control::ColorBrakeLength {
            length: ColorBrakeLength::Target { points: 30 },
        },
    );
    assert_eq!(new_color_brake(&app).length, "Play to 30 points");
    press(&app, new_color_brake(&app).kinds[0].button.control.clone());
    assert_eq!(new_color_brake(&app).length, "4 rounds", "the rounds kept");
}

#[test]
fn c2_a_length_out_of_bounds_is_refused_with_a_notice() {
    let dir = Dir::new("c-bounds");
    let app = open(dir.path());
    new_color_brake(&app);
    press(
        &app,
        Control::ColorBrakeLength {
            length: ColorBrakeLength::Rounds { rounds: 3 },
        },
    );
    let screen = app.screen();
    assert_eq!(
        screen.notice.map(|n| n.text).as_deref(),
        Some("A game has an even number of rounds from 2 to 20, not 3.")
    );
    assert_eq!(new_color_brake(&app).length, "4 rounds", "unchanged");
}

#[test]
fn c2_two_players_start_with_the_hand_over_and_no_hand_on_screen() {
    let dir = Dir::new("c-handover");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    let screen = app.screen();
    assert_eq!(screen.route, Route::Game);
    assert_eq!(screen.title, "Color Brake ABAB");
    let model = color_brake(&app);
    assert!(model.hand.is_none(), "no hand before I'm ready (C2)");
    let hand_over = model.hand_over.expect("the hand-over");
    assert!(
        hand_over.text.starts_with("Pass the device to Player"),
        "{}",
        hand_over.text
    );
    assert_eq!(hand_over.ready.label, "I'm ready");
    assert_eq!(model.round, "Round 1 of 2");
    assert_eq!(model.pile, "50 tokens in the pile");
    assert!(covers(&app.take_effects()).iter().all(|on| !on));
}

#[test]
fn c2_ready_shows_the_movers_hand_and_asks_the_os_to_cover_it() {
    let dir = Dir::new("c-ready");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    app.take_effects();
    press(&app, Control::ColorBrakeReady);
    let model = color_brake(&app);
    assert!(model.hand_over.is_none());
    let hand = model.hand.expect("the mover's hand");
    assert_eq!(hand.title, "Your hand");
    assert_eq!(hand.colors.len(), 7, "every colour listed");
    assert_eq!(hand.specials.len(), 2, "neutral and Diamond");
    assert_eq!(covers(&app.take_effects()), [true]);
    let mover = model.seats.iter().find(|s| s.to_move).expect("a mover");
    assert!(
        mover.hand_size.ends_with("16 tokens"),
        "{}",
        mover.hand_size
    );
}

#[test]
fn c1_colours_the_hand_holds_none_of_are_shown_disabled_with_their_count() {
    let dir = Dir::new("c-zero");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    press(&app, Control::ColorBrakeReady);
    let hand = color_brake(&app).hand.expect("hand");
    for button in &hand.colors {
        if button.count == 0 {
            assert!(!button.button.enabled, "{}", button.button.label);
            assert!(
                button.button.label.ends_with(": 0"),
                "{}",
                button.button.label
            );
            let why = button.why_not.as_deref().unwrap_or_default();
            assert!(why.starts_with("You do not hold"), "{why}");
        } else {
            assert!(button.button.enabled, "row 7 takes any colour (C4.1)");
            assert!(button.why_not.is_none());
        }
        assert!(button.look.is_some(), "a colour is painted");
    }
}

#[test]
fn c3_c4_1_a_colour_fills_cell_1_and_the_device_goes_to_the_other_player() {
    let dir = Dir::new("c-place");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    press(&app, Control::ColorBrakeReady);
    let before = color_brake(&app);
    let mover = before.seats.iter().position(|s| s.to_move);
    let token = first_playable(&before).expect("a token");
    assert!(before.board.cells[0].next, "cell 1 is next (C3)");
    app.take_effects();
    press(&app, token.button.control.clone());
    let model = color_brake(&app);
    let cell = &model.board.cells[0];
    assert_eq!(cell.number, 1);
    assert_eq!(cell.top, token.look, "the colour played");
    assert!(cell.last_filled);
    assert!(model.board.cells[1].next, "cell 2 is B's (C3)");
    assert!(model.hand.is_none(), "the hand is hidden at once");
    assert!(model.hand_over.is_some());
    assert_ne!(model.seats.iter().position(|s| s.to_move), mover);
    let effects = app.take_effects();
    assert_eq!(covers(&effects), [false], "uncovered with the hand gone");
    assert!(haptics(&effects).contains(&HapticKind::Played));
}

#[test]
fn c2_a_token_pressed_during_the_hand_over_is_refused_and_says_why() {
    let dir = Dir::new("c-hidden");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    app.take_effects();
    press(
        &app,
        Control::ColorBrakePlay {
            action: ColorBrakeMove::Neutral,
        },
    );
    let model = color_brake(&app);
    assert_eq!(filled(&model), 0, "nothing played");
    assert!(
        model.status.starts_with("Pass the device to Player"),
        "{}",
        model.status
    );
    assert_eq!(haptics(&app.take_effects()), [HapticKind::Refused]);
    assert!(model.hand.is_none());
}

#[test]
fn every_control_answers_ready_out_of_turn_says_where_the_game_stands() {
    let dir = Dir::new("c-ready-again");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    press(&app, Control::ColorBrakeReady);
    let shown = color_brake(&app).status;
    app.take_effects();
    press(&app, Control::ColorBrakeReady);
    let model = color_brake(&app);
    assert_eq!(model.status, shown, "the status line says it again");
    assert_eq!(haptics(&app.take_effects()), [HapticKind::Refused]);
    assert!(model.hand.is_some(), "the hand stays");
}

#[test]
fn c6_2_the_tank_outside_its_moment_is_refused_with_its_reason() {
    let dir = Dir::new("c-tank");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    press(&app, Control::ColorBrakeReady);
    let model = color_brake(&app);
    assert!(
        model.hand.as_ref().is_some_and(|h| h.tank.is_none()),
        "no Tank button in row 7"
    );
    app.take_effects();
    press(&app, Control::ColorBrakeTank);
    let model = color_brake(&app);
    assert_eq!(
        model.status,
        "A Tank is played only just before row 5 or row 4 begins."
    );
    assert_eq!(haptics(&app.take_effects()), [HapticKind::Refused]);
    app.send(Input::Cell {
        x: 2,
        y: 0,
        action: CellAction::Tank,
    });
    let model = color_brake(&app);
    assert_eq!(
        model.status,
        "A Tank is played only just before row 5 or row 4 begins."
    );
    let flash = model.board.flash.expect("the cell flashes");
    assert_eq!((flash.x, flash.y), (2, 0));
    assert!(model.board.cells.iter().all(|c| c.actions.is_empty()));
}

#[test]
fn c4_2_from_row_6_the_reference_says_what_the_row_may_still_take() {
    let dir = Dir::new("c-reference");
    let app = open(dir.path());
    // The holder of cell 8 may hold no colour of row 7 and no special: the round then ends
    // there (C4.4) and a new game is dealt, a bounded number of times.
    for _ in 0..20 {
        start_color_brake(&app, 2, None);
        assert!(
            color_brake(&app).reference.is_none(),
            "row 7 takes any colour"
        );
        fill_cells(&app, 7);
        let model = color_brake(&app);
        let Some(reference) = model.reference else {
            assert!(model.next_round.is_some(), "the round ended at cell 8");
            continue;
        };
        assert_eq!(reference.title, "Row 6 may still take:");
        let total: u32 = reference.colors.iter().map(|c| c.count).sum();
        assert!(total <= 7, "at most row 7's colours: {total}");
        assert!(reference.colors.iter().all(|c| c.count > 0));
        return;
    }
    panic!("20 deals in a row ended at cell 8 (C4.4)");
}

#[test]
fn c4_2_every_disabled_button_says_why_and_pressing_it_shows_that_reason() {
    let dir = Dir::new("c-refused");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    for _ in 0..2 * GameLength::Rounds(2).max_actions() {
        let model = color_brake(&app);
        let refused = model.hand.as_ref().and_then(|h| {
            h.colors
                .iter()
                .chain(h.specials.iter())
                .find(|b| !b.button.enabled && b.count > 0)
                .cloned()
        });
        if let Some(button) = refused {
            let why = button.why_not.clone().expect("a reason");
            let cells = filled(&model);
            app.take_effects();
            press(&app, button.button.control.clone());
            let after = color_brake(&app);
            assert_eq!(after.status, why, "{}", button.button.label);
            assert_eq!(filled(&after), cells, "nothing placed");
            assert_eq!(haptics(&app.take_effects()), [HapticKind::Refused]);
            return;
        }
        assert!(step(&app), "the game ended without a refused token");
    }
    panic!("no token was refused in a whole game");
}

#[test]
fn c7_undo_takes_the_token_back_and_hides_the_hand_again() {
    let dir = Dir::new("c-undo");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    assert!(!color_brake(&app).actions[0].enabled, "nothing to undo");
    press(&app, Control::ColorBrakeReady);
    let mover = color_brake(&app).seats.iter().position(|s| s.to_move);
    let token = first_playable(&color_brake(&app)).expect("a token");
    press(&app, token.button.control);
    press(&app, Control::Undo);
    let model = color_brake(&app);
    assert_eq!(filled(&model), 0);
    assert_eq!(model.seats.iter().position(|s| s.to_move), mover);
    assert!(
        model.hand.is_none(),
        "the device changed hands: no hand shown"
    );
    assert!(model.hand_over.is_some());
    assert!(model.status.starts_with("Undone:"), "{}", model.status);
    press(&app, Control::Undo);
    assert_eq!(color_brake(&app).status, "There is nothing to undo.");
}

#[test]
fn the_computer_plays_its_seat_and_the_players_hand_is_always_shown() {
    let dir = Dir::new("c-computer");
    let app = open(dir.path());
    start_color_brake(&app, 2, Some(Side::Second));
    settle(&app);
    let model = color_brake(&app);
    assert_eq!(model.opponent.as_deref(), Some("You play as Player 1"));
    assert_eq!(model.seats[1].name, "Player 2 (computer)");
    assert!(
        model.hand_over.is_none(),
        "no hand-over against the computer"
    );
    assert!(model.hand.is_some(), "the player's hand");
    assert!(
        model.seats[0].to_move,
        "the player's turn once it has moved"
    );
    let before = filled(&model);
    let token = first_playable(&model).expect("a token");
    press(&app, token.button.control);
    settle(&app);
    let model = color_brake(&app);
    assert!(filled(&model) >= before + 2, "the computer answered");
    assert!(model.seats[0].to_move);
    assert!(model.thinking.is_none());
}

#[test]
fn c7_undo_against_the_computer_goes_back_to_the_players_own_token() {
    let dir = Dir::new("c-computer-undo");
    let app = open(dir.path());
    start_color_brake(&app, 2, Some(Side::Second));
    settle(&app);
    let before = filled(&color_brake(&app));
    let token = first_playable(&color_brake(&app)).expect("a token");
    press(&app, token.button.control);
    settle(&app);
    press(&app, Control::Undo);
    settle(&app);
    let model = color_brake(&app);
    assert_eq!(filled(&model), before, "the player's token and the reply");
    assert!(model.seats[0].to_move);
}

#[test]
fn c2_c5_a_whole_game_against_the_computer_ends_with_its_result() {
    let dir = Dir::new("c-computer-end");
    let app = open(dir.path());
    start_color_brake(&app, 2, Some(Side::First));
    play_to_the_end(&app, 2);
    let model = color_brake(&app);
    let result = model.result.expect("the result card");
    assert_eq!(result.scores, model.scores);
    assert!(model.hand.is_none(), "no hand once the game is over");
}

#[test]
fn c2_c5_a_whole_game_ends_with_its_result_card_and_a_result_to_share() {
    let dir = Dir::new("c-end");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    press(&app, Control::ShareResult);
    assert_eq!(
        app.screen().notice.map(|n| n.text).as_deref(),
        Some("The game is not over yet: there is no result to share.")
    );
    play_to_the_end(&app, 2);
    let model = color_brake(&app);
    let result = model.result.expect("the result card");
    assert!(result.scores.starts_with("Player 1: "), "{}", result.scores);
    let controls: Vec<Control> = result.buttons.iter().map(|b| b.control.clone()).collect();
    assert_eq!(
        controls,
        [
            Control::ShareResult,
            Control::Rematch,
            Control::NewGame {
                game: GameKind::ColorBrake
            }
        ]
    );
    app.take_effects();
    press(&app, Control::ShareResult);
    let items = app
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::Share { items } => Some(items),
            _ => None,
        })
        .expect("a share");
    let [ShareItem::Text { text }] = items.as_slice() else {
        panic!("one text: {items:?}");
    };
    assert!(text.starts_with("Color Brake ABAB"), "{text}");
}

#[test]
fn c2_the_next_round_swaps_a_and_b_and_hides_the_hands_again() {
    let dir = Dir::new("c-rounds");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    let bound = 2 * GameLength::Rounds(2).max_actions();
    for _ in 0..bound {
        let model = color_brake(&app);
        if let Some(next) = model.next_round {
            assert!(next.enabled);
            assert_eq!(next.label, "Next round");
            assert!(model.hand.is_none(), "no hand between rounds");
            press(&app, next.control);
            let model = color_brake(&app);
            assert_eq!(model.round, "Round 2 of 2");
            assert_eq!(filled(&model), 0, "a fresh triangle");
            assert!(model.hand_over.is_some(), "the next mover gets the device");
            return;
        }
        assert!(step(&app), "the game ended before round 2");
    }
    panic!("round 1 did not end within {bound} steps (C2)");
}

#[test]
fn c2_c7_after_a_relaunch_the_game_is_as_left_with_every_hand_hidden() {
    let dir = Dir::new("c-resume");
    let filled_before;
    {
        let app = open(dir.path());
        start_color_brake(&app, 2, None);
        fill_cells(&app, 3);
        press(&app, Control::ColorBrakeReady);
        assert!(color_brake(&app).hand.is_some());
        filled_before = filled(&color_brake(&app));
        settle(&app);
    }
    let app = open(dir.path());
    assert_eq!(app.screen().route, Route::Game);
    let model = color_brake(&app);
    assert_eq!(filled(&model), filled_before);
    assert!(model.hand.is_none(), "no hand shown after a relaunch (C2)");
    assert!(model.hand_over.is_some());
    assert!(covers(&app.take_effects()).iter().all(|on| !on));
    press(&app, Control::ColorBrakeReady);
    assert!(color_brake(&app).hand.is_some(), "the same mover's hand");
}

#[test]
fn c2_against_the_computer_the_cover_follows_the_game_screen() {
    let dir = Dir::new("c-cover");
    {
        let app = open(dir.path());
        start_color_brake(&app, 2, Some(Side::Second));
        settle(&app);
        assert_eq!(covers(&app.take_effects()), [true]);
        press(&app, Control::SavedGames);
        assert_eq!(
            covers(&app.take_effects()),
            [false],
            "the list shows no hand"
        );
        app.send(Input::Back);
        assert_eq!(covers(&app.take_effects()), [true]);
        settle(&app);
    }
    let app = open(dir.path());
    assert_eq!(
        covers(&app.take_effects()),
        [true],
        "covered from the first screen after a relaunch"
    );
}

#[test]
fn a_game_left_for_another_is_in_saved_games_and_continues() {
    let dir = Dir::new("c-saved");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    fill_cells(&app, 2);
    start(&app, "octopus");
    press(&app, Control::SavedGames);
    let Body::SavedGames { model } = app.screen().body else {
        panic!("saved games")
    };
    assert_eq!(model.rows.len(), 1);
    let row = &model.rows[0];
    assert_eq!(row.game, GameKind::ColorBrake);
    assert_eq!(row.title, "Color Brake ABAB");
    assert_eq!((row.drawing.width, row.drawing.height), (7, 7));
    let drawn = row.drawing.pieces.iter().filter(|p| p.a > 0).count();
    assert_eq!(drawn, 2, "the two tokens in the drawing");
    press(&app, row.open.control.clone());
    assert_eq!(
        filled(&color_brake(&app)),
        2,
        "the game continues as it was"
    );
}

#[test]
fn a_finished_game_is_shown_and_replayed_without_any_hand() {
    let dir = Dir::new("c-replay");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    play_to_the_end(&app, 2);
    start_color_brake(&app, 2, None);
    press(&app, Control::History);
    let Body::History { model } = app.screen().body else {
        panic!("history")
    };
    assert_eq!(model.rows[0].game, GameKind::ColorBrake);
    press(&app, model.rows[0].open.control.clone());
    let Body::Finished { model } = app.screen().body else {
        panic!("the finished game")
    };
    let GameBoard::ColorBrake { board } = &model.board else {
        panic!("Color Brake's board: {:?}", model.board)
    };
    assert_eq!(board.cells.len(), 28);
    assert!(
        board.cells.iter().all(|c| c.actions.is_empty()),
        "read-only"
    );
    press(&app, Control::Replay);
    let Body::Replay { model } = app.screen().body else {
        panic!("the replay")
    };
    assert!(model.last > 0);
    press(
        &app,
        Control::ReplayStep {
            step: dl_ui::ReplayMove::Start,
        },
    );
    let Body::Replay { model } = app.screen().body else {
        panic!("the replay")
    };
    let GameBoard::ColorBrake { board } = &model.board else {
        panic!("Color Brake's board")
    };
    assert!(
        board.cells.iter().all(|c| c.top.is_none()),
        "empty at the start"
    );
}

#[test]
fn c1_c3_every_cell_has_its_number_nomination_and_label_in_the_apps_language() {
    let dir = Dir::new("c-a11y");
    let app = App::launch(launch_in(dir.path(), &["de"])).expect("the app launches");
    start_color_brake(&app, 2, None);
    let model = color_brake(&app);
    let numbers: Vec<u32> = model.board.cells.iter().map(|c| c.number).collect();
    assert_eq!(numbers, (1..=28).collect::<Vec<_>>());
    for cell in &model.board.cells {
        let expected = if cell.number % 2 == 1 { "A" } else { "B" };
        assert_eq!(cell.nomination, expected, "cell {} (C3)", cell.number);
        assert!(!cell.label.is_empty());
        assert_eq!(cell.outline.len(), 4);
    }
    assert_eq!(model.board.cells[27].y, 6, "the last cell in the last row");
    assert_eq!(app.screen().title, "Color Brake ABAB");
    assert_ne!(
        model.hand_over.map(|h| h.ready.label),
        Some("I'm ready".to_owned()),
        "in German"
    );
}

#[test]
fn c6_3_a_token_for_a_diamond_nobody_played_answers_with_the_engines_reason() {
    let dir = Dir::new("c-diamond");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    press(&app, Control::ColorBrakeReady);
    let model = color_brake(&app);
    assert!(
        model.hand.as_ref().is_some_and(|h| h.for_diamond.is_none()),
        "no Diamond before: no group to play for one"
    );
    app.take_effects();
    press(
        &app,
        Control::ColorBrakePlay {
            action: ColorBrakeMove::ForDiamond {
                color: dl_ui::TokenColor::Red,
            },
        },
    );
    let after = color_brake(&app);
    assert_ne!(after.status, model.status, "the status line answers");
    assert_eq!(filled(&after), 0);
    assert_eq!(haptics(&app.take_effects()), [HapticKind::Refused]);
}

#[test]
fn c2_a_language_chosen_during_the_hand_over_changes_its_texts_at_once() {
    let dir = Dir::new("c-language");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    let english = color_brake(&app);
    press(
        &app,
        Control::Language {
            tag: Some("fr".into()),
        },
    );
    let french = color_brake(&app);
    assert_eq!(app.screen().language, "fr");
    let (Some(en), Some(fr)) = (english.hand_over, french.hand_over) else {
        panic!("the hand-over in both languages")
    };
    assert_ne!(fr.text, en.text);
    assert_ne!(fr.ready.label, en.ready.label);
    assert_ne!(french.round, english.round);
}

#[test]
fn a_position_received_during_a_game_is_previewed_and_cancel_shows_the_same_hand() {
    let dir = Dir::new("c-receive");
    let app = open(dir.path());
    start_color_brake(&app, 2, None);
    press(&app, Control::ColorBrakeReady);
    app.take_effects();
    app.send(Input::ReceivedFile {
        bytes: TINY.as_bytes().to_vec(),
        name: Some("tiny.csv".into()),
        mime: Some("text/csv".into()),
    });
    assert_eq!(app.screen().route, Route::Received);
    assert_eq!(
        covers(&app.take_effects()),
        [false],
        "the preview shows no hand"
    );
    press(&app, Control::CancelReceived);
    assert_eq!(app.screen().route, Route::Game);
    assert!(color_brake(&app).hand.is_some(), "the same player's hand");
    assert_eq!(covers(&app.take_effects()), [true]);
}
