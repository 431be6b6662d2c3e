//! The computer's seat in a session: the device's input refused on the computer's turn, undo
//! back to the device player's action, the seat kept in the saved game, a whole game.

use super::*;
use crate::game::MAX_ACTIONS;

/// A session where the computer plays `computer`, Yellow beginning.
fn against(computer: Player) -> Session {
    let mut session = Session::start(Starter::Yellow, 0);
    session.set_computer(Some(computer));
    session
}

/// `computer_to_move`: while the computer is to move, every input of the device is refused
/// with this clause, as a value, an event and the status line; nothing changes in the game.
#[test]
fn computer_to_move_refuses_every_input_of_the_device() {
    let mut session = against(Player::Yellow);
    assert!(session.computer_to_move());
    assert_eq!(
        session.view().message,
        Message::ComputerToMove {
            player: Player::Yellow
        }
    );
    let refused = Err(Refusal::ComputerToMove);
    assert_eq!(session.place_tile(Cell::new(0, 0)), refused);
    assert_eq!(session.place_peg(Edge::new(0, 0)), refused);
    assert_eq!(session.play(Action::PlaceTile(Cell::new(1, 1))), refused);
    assert_eq!(session.tap(0.5, 0.5), Err(Refusal::ComputerToMove));
    assert_eq!(session.tap(50.0, 50.0), Err(Refusal::ComputerToMove));
    assert_eq!(session.select_tool(Tool::Peg), Err(Refusal::ComputerToMove));
    assert_eq!(session.revision(), 0);
    assert_eq!(session.game().action_count(), 0);
    let events = session.take_events();
    assert_eq!(events.len(), 6);
    assert!(events.iter().all(|e| matches!(
        e.event,
        Event::Refused {
            refusal: Refusal::ComputerToMove,
            ..
        }
    )));
    let view = session.view();
    assert_eq!(view.computer, Some(Player::Yellow));
    assert!(view
        .cells
        .iter()
        .all(|c| c.tile_refusal == Some(Refusal::ComputerToMove)));
    assert!(view
        .edges
        .iter()
        .all(|e| e.peg_refusal == Some(Refusal::ComputerToMove)));
    assert!(view
        .tools
        .iter()
        .all(|t| t.refusal == Some(Refusal::ComputerToMove)));
    assert!(!view.can_undo);
    session.play_computer(3).unwrap();
    assert!(!session.computer_to_move());
    assert_eq!(
        session.view().message,
        Message::PlaceTile {
            player: Player::Black
        }
    );
}

/// D7 against the computer: undo takes back the device player's last action with the
/// computer's reply (as Divided Loyalties does, R11), and nothing while only the computer has
/// played.
#[test]
fn d7_undo_against_the_computer_takes_back_the_players_action_and_the_reply() {
    let mut session = against(Player::Black);
    assert!(!session.view().can_undo);
    session.place_tile(Cell::new(2, 2)).unwrap();
    assert!(session.computer_to_move());
    session.play_computer(1).unwrap();
    assert_eq!(session.game().action_count(), 2);
    assert!(session.view().can_undo);
    let revision = session.revision();
    session.take_events();
    let undone = session.undo().unwrap();
    assert_eq!(undone.action, Action::PlaceTile(Cell::new(2, 2)));
    assert_eq!(undone.mover, Player::Yellow);
    assert_eq!(session.game().action_count(), 0);
    assert_eq!(session.game().to_move(), Player::Yellow);
    assert_eq!(session.revision(), revision + 1);
    let events = session.take_events();
    let undone_events = events
        .iter()
        .filter(|e| matches!(e.event, Event::Undone { .. }))
        .count();
    assert_eq!(undone_events, 2);
    assert_eq!(session.undo(), Err(Refusal::NothingToUndo));

    // The computer began: its first action is not the device player's to undo.
    let mut session = against(Player::Yellow);
    session.play_computer(2).unwrap();
    assert!(!session.view().can_undo);
    assert_eq!(session.undo(), Err(Refusal::NothingToUndo));
    session.place_tile(Cell::new(7, 6)).unwrap();
    // Undone before the computer replied: the player's action only.
    assert_eq!(session.undo().map(|u| u.mover), Ok(Player::Black));
    assert_eq!(session.game().action_count(), 1);
    assert_eq!(session.game().to_move(), Player::Black);
}

/// The seat is kept in the saved game (`"computer"`), read back, and refused when it names no
/// player; a file without it is a game for two players.
#[test]
fn the_computers_seat_is_kept_in_the_saved_game() {
    let mut session = against(Player::Black);
    session.place_tile(Cell::new(3, 3)).unwrap();
    let text = session.save();
    assert!(text.contains("\"computer\": \"black\""), "{text}");
    let loaded = Session::load(text.as_bytes()).unwrap();
    assert_eq!(loaded.computer(), Some(Player::Black));
    assert!(loaded.computer_to_move());
    assert_eq!(loaded.save(), text);
    let two = Session::start(Starter::Yellow, 0).save();
    assert!(!two.contains("computer"), "{two}");
    assert_eq!(Session::load(two.as_bytes()).unwrap().computer(), None);
    let bad = text.replace("\"computer\": \"black\"", "\"computer\": \"red\"");
    assert!(matches!(
        Session::load(bad.as_bytes()),
        Err(RecordError::Shape { .. })
    ));
}

/// D2, D6: a whole game against the computer, the device playing the first tile or peg its
/// frame accepts, ends with the board full within the longest possible game.
#[test]
fn a_game_against_the_computer_is_played_to_the_end() {
    let mut session = against(Player::Black);
    for turn in 0..=MAX_ACTIONS {
        if session.game().is_over() {
            break;
        }
        assert!(
            turn < MAX_ACTIONS,
            "the game is not over after {MAX_ACTIONS} actions, the longest possible game"
        );
        if session.computer_to_move() {
            session.play_computer(turn as u64).unwrap();
            continue;
        }
        let view = session.view();
        match view.cells.iter().find(|c| c.tile_refusal.is_none()) {
            Some(cell) => session.place_tile(cell.cell).map(|_| ()).unwrap(),
            None => {
                let edge = view
                    .edges
                    .iter()
                    .find(|e| e.peg_refusal.is_none())
                    .expect("a player who must play has a tile or a peg (D2)");
                session.place_peg(edge.edge).map(|_| ()).unwrap();
            }
        }
    }
    assert!(session.game().is_over());
    assert!(!session.computer_to_move());
    assert!(matches!(session.view().message, Message::GameOver { .. }));
}
