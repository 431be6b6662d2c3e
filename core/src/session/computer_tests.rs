//! Games against the computer in a session (issue 11), R11 for undo.

use std::sync::atomic::{AtomicBool, AtomicU32};

use super::*;
use crate::color::Color;
use crate::game::turn_limit;
use crate::link::{game_link, GAME_LINK_VERSION_WITH_OPPONENT};
use crate::session::{Message, Opening, Phase};

/// Iterations of every computed turn here: deterministic and quick.
const ITERATIONS: u32 = 40;

fn computed(request: &ComputerRequest) -> ComputedTurn {
    request
        .think(
            Limits::iterations(ITERATIONS),
            &AtomicBool::new(false),
            &AtomicU32::new(0),
        )
        .expect("a turn to play")
}

/// Pyramid against a computer playing Yellow at `level`.
fn against(level: Level) -> Session {
    let mut session = Session::open(Opening::Builtin {
        key: "7",
        rounds: Some(3),
    })
    .unwrap();
    session.set_opponent(
        Some(Opponent {
            side: Player::Yellow,
            level,
        }),
        7,
    );
    session
}

/// The player's turn as the hint suggests it, played with the player's own calls.
fn play_player_turn(session: &mut Session) {
    let hint = computed(&session.hint_request().expect("the player is to move"));
    let turn = hint.turn;
    session.place(turn.cell, turn.color).unwrap();
    for (from, to) in turn.bridges {
        session.bridge(from, to).unwrap();
    }
    assert!(matches!(
        session.end_turn(true).unwrap(),
        EndTurnOutcome::Ended(_)
    ));
}

fn play_computer(session: &mut Session) {
    let request = session.computer_request().expect("the computer is to move");
    session.play_computer_turn(&computed(&request)).unwrap();
}

#[test]
fn the_computer_is_to_move_after_the_players_turn_and_plays_its_turn() {
    let mut session = against(Level::Easy);
    assert!(!session.computer_to_move());
    assert!(session.computer_request().is_none());
    play_player_turn(&mut session);
    assert!(session.computer_to_move());
    let view = session.view();
    assert!(view.computer_to_move);
    assert_eq!(view.message.code(), "computer_thinking");
    play_computer(&mut session);
    assert!(!session.computer_to_move());
    assert_eq!(session.game().to_move(), Player::Blue);
    assert_eq!(session.view().phase, Phase::Place);
}

#[test]
fn the_players_actions_are_refused_while_the_computer_is_to_move() {
    let mut session = against(Level::Easy);
    play_player_turn(&mut session);
    let cell = session
        .game()
        .position()
        .cells()
        .find(|c| {
            session
                .game()
                .context()
                .check_placement(*c, Color::Yellow)
                .is_ok()
        })
        .unwrap();
    let revision = session.revision();
    assert_eq!(session.tap(cell), Err(Refusal::ComputerToMove));
    assert_eq!(
        session.place(cell, Color::Yellow),
        Err(Refusal::ComputerToMove)
    );
    assert_eq!(
        session.select_color(Color::Red),
        Err(Refusal::ComputerToMove)
    );
    assert_eq!(session.end_turn(true), Err(Refusal::ComputerToMove));
    assert_eq!(session.agree_end(), Err(Refusal::ComputerToMove));
    assert_eq!(session.revision(), revision);
    let view = session.view();
    assert!(!view.can_end_turn && !view.can_agree_end);
    assert!(view
        .colors
        .iter()
        .all(|c| c.refusal == Some(Refusal::ComputerToMove)));
    assert_eq!(view.message, Message::Refused(Refusal::ComputerToMove));
}

/// R8: the agreement is one of two players; against the computer it is neither offered nor
/// accepted, and the refusal changes nothing.
#[test]
fn r8_a_game_against_the_computer_is_not_ended_by_agreement() {
    let mut session = against(Level::Easy);
    let view = session.view();
    assert!(!view.computer_to_move);
    assert_eq!(view.phase, Phase::Place, "the player is to move");
    assert!(!view.can_agree_end);
    let revision = session.revision();
    assert_eq!(session.agree_end(), Err(Refusal::AgreementWithComputer));
    assert_eq!(session.revision(), revision);
    assert!(!session.game().is_over());
    assert_eq!(
        session.view().message,
        Message::Refused(Refusal::AgreementWithComputer)
    );
    session.set_opponent(None, 7);
    assert!(
        session.view().can_agree_end,
        "offered again between two players"
    );
    session.agree_end().unwrap();
    assert!(session.game().is_over());
}

/// R11: at the start of the player's turn, undo takes back the computer's reply and the
/// player's last turn together.
#[test]
fn r11_undo_takes_back_the_players_turn_with_the_computers_reply() {
    let mut session = against(Level::Medium);
    play_player_turn(&mut session);
    play_computer(&mut session);
    let after_first_round = session.game().action_count();
    play_player_turn(&mut session);
    play_computer(&mut session);
    assert!(session.view().can_undo);
    session.undo().unwrap();
    assert_eq!(session.game().action_count(), after_first_round);
    assert_eq!(session.game().to_move(), Player::Blue);
    assert!(session.game().turn_stone().is_none());
    session.undo().unwrap();
    assert_eq!(session.game().action_count(), 0);
    assert!(!session.view().can_undo);
    assert_eq!(session.undo(), Err(Refusal::NothingToUndo));
}

/// R11: within the player's own turn, undo takes back one action; while the computer thinks,
/// undo takes back the player's whole last turn and the computed turn becomes stale.
#[test]
fn r11_undo_within_the_turn_and_while_the_computer_thinks() {
    let mut session = against(Level::Easy);
    let turn = computed(&session.hint_request().unwrap()).turn;
    session.place(turn.cell, turn.color).unwrap();
    session.undo().unwrap();
    assert_eq!(session.game().action_count(), 0);
    play_player_turn(&mut session);
    let request = session.computer_request().unwrap();
    session.undo().unwrap();
    assert_eq!(session.game().action_count(), 0);
    assert!(!session.computer_to_move());
    assert_eq!(
        session.play_computer_turn(&computed(&request)),
        Err(Refusal::StaleComputerTurn)
    );
    assert_eq!(session.game().action_count(), 0);
}

/// With the computer moving first, there is nothing of the player's to undo.
#[test]
fn r11_nothing_to_undo_before_the_players_first_turn() {
    let mut session = against(Level::Easy);
    session.set_opponent(
        Some(Opponent {
            side: Player::Blue,
            level: Level::Easy,
        }),
        1,
    );
    assert!(session.computer_to_move());
    play_computer(&mut session);
    assert!(!session.view().can_undo);
    assert_eq!(session.undo(), Err(Refusal::NothingToUndo));
}

#[test]
fn a_turn_computed_for_another_revision_is_refused() {
    let mut session = against(Level::Easy);
    play_player_turn(&mut session);
    let turn = computed(&session.computer_request().unwrap());
    session.play_computer_turn(&turn).unwrap();
    let count = session.game().action_count();
    assert_eq!(
        session.play_computer_turn(&turn),
        Err(Refusal::StaleComputerTurn)
    );
    assert_eq!(session.game().action_count(), count);
}

/// A saved game with the computer to move resumes with the computer to move, and the
/// computer moves on (its turn is recomputed, never lost).
#[test]
fn a_saved_game_with_the_computer_to_move_resumes_and_the_computer_moves_on() {
    let mut session = against(Level::Hard);
    play_player_turn(&mut session);
    let saved = session.save();
    assert!(saved.contains("\"level\": \"hard\""), "{saved}");
    let mut resumed = Session::open(Opening::SavedGame(saved.as_bytes())).unwrap();
    assert_eq!(resumed.opponent(), session.opponent());
    assert_eq!(resumed.computer_seed(), 7);
    assert!(resumed.computer_to_move());
    assert_eq!(resumed.save(), saved);
    play_computer(&mut resumed);
    assert_eq!(resumed.game().to_move(), Player::Blue);
}

#[test]
fn a_saved_game_with_an_unknown_level_or_side_is_refused() {
    let saved = against(Level::Easy).save();
    for bad in [
        saved.replace("\"easy\"", "\"grandmaster\""),
        saved.replace("\"side\": \"yellow\"", "\"side\": \"red\""),
    ] {
        assert_ne!(bad, saved);
        let error = Session::open(Opening::SavedGame(bad.as_bytes())).unwrap_err();
        assert_eq!(error.code(), "record_bad_session");
    }
}

/// R10: a game link of a game against the computer carries the opponent (version 2); a
/// game between two players keeps writing version 1, which every app reads.
#[test]
fn r10_a_game_link_carries_the_opponent() {
    let mut session = against(Level::Medium);
    play_player_turn(&mut session);
    let link = session.game_link().unwrap();
    let opened = Session::open(Opening::Link(&link)).unwrap();
    assert_eq!(opened.opponent(), session.opponent());
    assert_eq!(opened.game().actions(), session.game().actions());
    assert!(opened.computer_to_move());
    let old = game_link(session.game()).unwrap();
    assert_ne!(old, link);
    let opened = Session::open(Opening::Link(&old)).unwrap();
    assert_eq!(opened.opponent(), None);
    assert_eq!(opened.game().actions(), session.game().actions());
    assert_eq!(GAME_LINK_VERSION_WITH_OPPONENT, 2);
}

#[test]
fn the_hint_is_shown_until_the_game_changes() {
    let mut session = against(Level::Easy);
    let hint = computed(&session.hint_request().unwrap());
    let turn = hint.turn.clone();
    session.show_hint(hint).unwrap();
    assert_eq!(session.view().hint, Some(turn.clone()));
    session.select_color(turn.color).unwrap();
    assert_eq!(session.view().hint, Some(turn.clone()));
    session.place(turn.cell, turn.color).unwrap();
    assert_eq!(session.view().hint, None);
    assert!(session.hint_request().is_none());
}

#[test]
fn a_hint_computed_before_a_change_is_refused() {
    let mut session = against(Level::Easy);
    let hint = computed(&session.hint_request().unwrap());
    play_player_turn(&mut session);
    assert_eq!(session.show_hint(hint), Err(Refusal::StaleComputerTurn));
    assert_eq!(session.view().hint, None);
}

/// The CI smoke of issue 11: a whole game computer against computer, every turn played
/// through the session, bounded by the game's longest possible length.
#[test]
fn computer_against_computer_plays_a_whole_game_through_the_session() {
    let mut session = against(Level::Easy);
    let limit = turn_limit(session.game().rounds(), 0);
    for _ in 0..limit {
        if session.game().is_over() {
            break;
        }
        let side = session.game().to_move();
        let level = match side {
            Player::Blue => Level::Medium,
            Player::Yellow => Level::Easy,
        };
        session.set_opponent(Some(Opponent { side, level }), 3);
        play_computer(&mut session);
    }
    assert!(
        session.game().is_over(),
        "the game did not end within {limit} turns"
    );
    assert_eq!(session.view().phase, Phase::GameOver);
}

/// A computer kept for the whole game (issue 24): after the player's undo (their turn with the
/// computer's reply, R11) and the same turn played again, the computer's next search starts
/// from every visit its search there made before.
#[test]
fn r11_a_computer_kept_for_the_game_reuses_its_search_across_an_undo() {
    let mut session = against(Level::Hard);
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let mut computer = None;
    let mut think = |session: &Session| {
        let request = session.computer_request().expect("the computer is to move");
        let kept = computer.get_or_insert_with(|| request.computer());
        let computed = request
            .think_with(kept, Limits::iterations(300), &stop, &progress)
            .expect("a turn to play");
        (computed, kept.last_stats().reused_visits)
    };
    play_player_turn(&mut session);
    let (first, reused) = think(&session);
    assert_eq!(reused, 0);
    session.play_computer_turn(&first).unwrap();
    play_player_turn(&mut session);
    let (second, _) = think(&session);
    session.play_computer_turn(&second).unwrap();
    session.undo().unwrap();
    play_player_turn(&mut session);
    let (_, reused) = think(&session);
    assert!(reused >= 300, "{reused} visits reused");
}
