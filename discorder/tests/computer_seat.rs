//! Property tests of a session against the computer: random scripts of the device's inputs,
//! the computer's moves and undos, with the computer on a random side. After every input:
//! - while the computer is to move, every input of the device is refused with
//!   `computer_to_move` and changes neither the game nor the revision, and the frame offers
//!   nothing (every cell, edge and tool carries that refusal), and its status never asks it to
//!   play;
//! - an undo that succeeds leaves the device's player to move, having taken back at least one
//!   action and the device player's last one (D7, as Divided Loyalties' R11);
//! - the frame's undo button is enabled exactly when undo succeeds;
//! - the saved game keeps the seat and loads back to the same game and the same bytes.
//!
//! Scripts are bounded in length and shrinking in time.

use dl_discorder::session::{Message, Tool};
use dl_discorder::{Action, Cell, Player, Refusal, Session, Starter};
use proptest::prelude::*;

/// One input to a session against the computer.
#[derive(Clone, Copy, Debug)]
enum Input {
    /// The device places a tile on (x, y), on the board or off it.
    Tile(u8, u8),
    /// The device plays a random action among those the frame offers (any cell or edge when
    /// it offers none).
    Offered(u64),
    /// The computer plays, whoever is to move.
    Computer(u64),
    /// The undo button.
    Undo,
}

fn inputs() -> impl Strategy<Value = Input> {
    prop_oneof![
        1 => (0..=8u8, 0..=7u8).prop_map(|(x, y)| Input::Tile(x, y)),
        6 => any::<u64>().prop_map(Input::Offered),
        4 => any::<u64>().prop_map(Input::Computer),
        1 => Just(Input::Undo),
    ]
}

/// The action the device tries for `Offered(seed)`: one the frame offers, else a tile on the
/// first cell (which the rules then refuse for their reason).
fn offered(session: &Session, seed: u64) -> Action {
    let view = session.view();
    let mut actions: Vec<Action> = view
        .cells
        .iter()
        .filter(|c| c.tile_refusal.is_none())
        .map(|c| Action::PlaceTile(c.cell))
        .collect();
    actions.extend(
        view.edges
            .iter()
            .filter(|e| e.peg_refusal.is_none())
            .map(|e| Action::PlacePeg(e.edge)),
    );
    if actions.is_empty() {
        return Action::PlaceTile(Cell::new(0, 0));
    }
    let index = usize::try_from(seed % actions.len() as u64).unwrap_or(0);
    actions[index]
}

fn check_waiting_frame(session: &Session) {
    let view = session.view();
    let waiting = Some(Refusal::ComputerToMove);
    assert!(view.cells.iter().all(|c| c.tile_refusal == waiting));
    assert!(view.edges.iter().all(|e| e.peg_refusal == waiting));
    assert!(view.tools.iter().all(|t| t.refusal == waiting));
    // The status says so, or tells what led here (a refusal, the device player's pass); it
    // never asks the device to play.
    assert!(
        matches!(
            view.message,
            Message::ComputerToMove { .. } | Message::Refused(_) | Message::Passed { .. }
        ),
        "{:?}",
        view.message
    );
}

fn run(first: Starter, seed: u64, computer: Player, script: &[Input]) {
    let mut session = Session::start(first, seed);
    session.set_computer(Some(computer));
    let human = computer.other();
    for &input in script {
        let before = session.game().clone();
        let revision = session.revision();
        let waiting = session.computer_to_move();
        if waiting {
            check_waiting_frame(&session);
        }
        let mut probe = session.clone();
        let can_undo = probe.undo().is_ok();
        assert_eq!(session.view().can_undo, can_undo, "the undo button");
        match input {
            Input::Tile(x, y) => {
                let result = session.place_tile(Cell::new(x, y));
                if waiting {
                    assert_eq!(result, Err(Refusal::ComputerToMove));
                }
            }
            Input::Offered(pick) => {
                let action = offered(&session, pick);
                let result = session.play(action);
                if waiting {
                    assert_eq!(result.map(|_| ()), Err(Refusal::ComputerToMove));
                }
            }
            Input::Computer(pick) => {
                let _ = session.play_computer(pick);
            }
            Input::Undo => match session.undo() {
                Ok(undone) => {
                    assert_eq!(undone.mover, human, "the device player's action");
                    assert_eq!(session.game().to_move(), human);
                    assert!(!session.computer_to_move());
                    assert!(session.game().action_count() < before.action_count());
                }
                Err(refusal) => {
                    assert_eq!(refusal, Refusal::NothingToUndo);
                    assert!(!can_undo);
                }
            },
        }
        if waiting && !matches!(input, Input::Computer(_) | Input::Undo) {
            assert_eq!(session.game(), &before, "the device may not play now");
            assert_eq!(session.revision(), revision);
        }
        let text = session.save();
        let loaded = Session::load(text.as_bytes()).expect("a saved game loads");
        assert_eq!(loaded.computer(), Some(computer));
        assert_eq!(loaded.game(), session.game());
        assert_eq!(loaded.save(), text);
        assert_eq!(loaded.computer_to_move(), session.computer_to_move());
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        max_shrink_iters: 2_000,
        max_shrink_time: 30_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_sessions_against_the_computer_keep_its_seat_and_its_turn(
        first in prop_oneof![Just(Starter::Yellow), Just(Starter::Black), Just(Starter::Random)],
        seed in any::<u64>(),
        computer in prop_oneof![Just(Player::Yellow), Just(Player::Black)],
        script in prop::collection::vec(inputs(), 0..160),
    ) {
        run(first, seed, computer, &script);
    }
}

/// The tool buttons wait too while the computer is to move.
#[test]
fn the_tools_wait_while_the_computer_is_to_move() {
    let mut session = Session::start(Starter::Black, 0);
    session.set_computer(Some(Player::Black));
    assert_eq!(
        session.select_tool(Tool::Tile),
        Err(Refusal::ComputerToMove)
    );
    assert_eq!(session.revision(), 0);
}
