//! Unit tests of the session: purity of the view, events, revision, tools and taps.

use super::*;

#[test]
fn view_is_pure_and_events_are_taken_once_in_order() {
    let mut session = Session::start(Starter::Yellow, 0);
    session.place_tile(Cell::new(0, 0)).unwrap();
    assert_eq!(session.view(), session.view());
    let events = session.take_events();
    assert_eq!(
        events,
        vec![
            NumberedEvent {
                seq: 1,
                event: Event::TilePlaced {
                    player: Player::Yellow,
                    cell: Cell::new(0, 0)
                }
            },
            NumberedEvent {
                seq: 2,
                event: Event::TurnStarted {
                    player: Player::Black
                }
            },
        ]
    );
    assert!(session.take_events().is_empty());
    session.undo().unwrap();
    let seqs: Vec<u64> = session.take_events().iter().map(|e| e.seq).collect();
    assert_eq!(seqs, vec![3, 4]);
}

#[test]
fn revision_moves_on_actions_and_undo_only() {
    let mut session = Session::start(Starter::Black, 0);
    assert_eq!(session.revision(), 0);
    assert_eq!(session.select_tool(Tool::Peg), Err(Refusal::NoEdgeForPeg));
    assert_eq!(session.tap(20.0, 20.0), Ok(None));
    assert_eq!(session.undo(), Err(Refusal::NothingToUndo));
    assert_eq!(session.revision(), 0);
    session.tap(2.5, 3.5).unwrap();
    assert_eq!(session.revision(), 1);
    assert_eq!(
        session.place_tile(Cell::new(2, 3)),
        Err(Refusal::CellOccupied(Cell::new(2, 3)))
    );
    assert_eq!(session.revision(), 1);
    session.select_tool(Tool::Peg).unwrap();
    assert_eq!(session.revision(), 1);
    session.undo().unwrap();
    assert_eq!(session.revision(), 2);
}

#[test]
fn a_tap_with_the_peg_tool_targets_the_nearest_inner_edge() {
    let mut session = Session::start(Starter::Yellow, 0);
    session.place_tile(Cell::new(4, 2)).unwrap();
    session.select_tool(Tool::Peg).unwrap();
    assert_eq!(
        session.view().message,
        Message::PlacePeg {
            player: Player::Black
        }
    );
    // Just below the middle of the line between (4, 2) and (4, 3).
    let applied = session.tap(4.4, 3.1).unwrap().unwrap();
    assert_eq!(applied.action, Action::PlacePeg(Edge::new(4, 2)));
    let view = session.view();
    assert_eq!(view.tool, Tool::Tile, "the next turn starts with tiles");
    let edge = &view.edges[usize::from(2 * 8 + 4u8)];
    assert!(edge.peg && edge.last_placed);
    assert_eq!(view.pegs_left, 9);
}

#[test]
fn a_refused_tap_flashes_its_target_and_says_why() {
    let mut session = Session::start(Starter::Yellow, 0);
    session.select_tool(Tool::Tile).unwrap();
    session.take_events();
    assert_eq!(session.select_tool(Tool::Peg), Err(Refusal::NoEdgeForPeg));
    session.place_tile(Cell::new(1, 1)).unwrap();
    session.take_events();
    assert_eq!(
        session.tap(1.5, 1.5),
        Err(Refusal::CellOccupied(Cell::new(1, 1)))
    );
    assert_eq!(
        session.take_events(),
        vec![NumberedEvent {
            seq: 4,
            event: Event::Refused {
                refusal: Refusal::CellOccupied(Cell::new(1, 1)),
                target: Some(Target::Cell(Cell::new(1, 1)))
            }
        }]
    );
    assert_eq!(
        session.view().message,
        Message::Refused(Refusal::CellOccupied(Cell::new(1, 1)))
    );
}

#[test]
fn save_and_load_give_the_same_game() {
    let mut session = Session::start(Starter::Random, 1);
    assert_eq!(session.game().first_player(), Player::Black);
    session.place_tile(Cell::new(3, 3)).unwrap();
    session.place_peg(Edge::new(3, 3)).unwrap();
    let loaded = Session::load(session.save().as_bytes()).unwrap();
    assert_eq!(loaded.game(), session.game());
    assert_eq!(loaded.save(), session.save());
}

#[test]
fn the_computer_plays_until_the_game_is_over_then_is_refused() {
    let mut session = Session::start(Starter::Yellow, 0);
    for seed in 0..crate::game::MAX_ACTIONS as u64 {
        if session.game().is_over() {
            break;
        }
        session.play_computer(seed).unwrap();
    }
    assert!(session.game().is_over());
    assert_eq!(session.play_computer(0), Err(Refusal::GameOver));
    let view = session.view();
    assert!(view.result.is_some());
    assert_eq!(view.to_move, None);
    assert!(matches!(view.message, Message::Refused(Refusal::GameOver)));
}

#[test]
fn a_pass_is_an_event_and_the_status_line_and_undo_takes_it_back() {
    // Black places all ten pegs under Yellow's tiles; then both fill the board in reading
    // order until Yellow, out of tiles and pegs, passes (D2).
    let mut game = Game::new(Player::Yellow);
    for x in 0..8 {
        game.apply(Action::PlaceTile(Cell::new(x, 0))).unwrap();
        game.apply(Action::PlacePeg(Edge::new(x, 0))).unwrap();
    }
    for x in [7, 6] {
        game.apply(Action::PlaceTile(Cell::new(x, 2))).unwrap();
        game.apply(Action::PlacePeg(Edge::new(x, 1))).unwrap();
    }
    let mut session = Session::new(game);
    for _ in 0..crate::game::MAX_ACTIONS {
        let cell = session.game().board().empty_cells().next().unwrap();
        let applied = session.place_tile(cell).unwrap();
        if applied.passed.is_some() {
            break;
        }
    }
    let events: Vec<Event> = session.take_events().into_iter().map(|e| e.event).collect();
    assert_eq!(
        events[events.len() - 2..],
        [
            Event::Passed {
                player: Player::Yellow
            },
            Event::TurnStarted {
                player: Player::Black
            }
        ]
    );
    assert_eq!(
        session.view().message,
        Message::Passed {
            player: Player::Yellow
        }
    );
    let undone = session.undo().unwrap();
    assert_eq!(undone.passed, Some(Player::Yellow));
    assert_eq!(session.game().to_move(), Player::Black);
    let events: Vec<Event> = session.take_events().into_iter().map(|e| e.event).collect();
    assert_eq!(events.len(), 1, "the turn stays with Black: {events:?}");
}

#[test]
fn a_player_without_tiles_starts_the_turn_with_the_peg_tool() {
    let mut game = Game::new(Player::Yellow);
    game.apply(Action::PlaceTile(Cell::new(0, 0))).unwrap();
    game.apply(Action::PlacePeg(Edge::new(0, 0))).unwrap();
    let mut session = Session::new(game);
    for _ in 0..54 {
        let cell = session.game().board().empty_cells().next().unwrap();
        session.place_tile(cell).unwrap();
    }
    let view = session.view();
    assert_eq!(view.to_move, Some(Player::Yellow));
    assert_eq!(view.tool, Tool::Peg);
    assert_eq!(view.tools[0].refusal, Some(Refusal::NoTilesLeft));
    assert_eq!(view.tools[1].refusal, None);
    assert_eq!(
        view.message,
        Message::PlacePeg {
            player: Player::Yellow
        }
    );
}

/// D3: the session's hit test answers as the frame's, for both tools, on and off the board.
#[test]
fn d3_the_sessions_target_is_the_frames_for_both_tools() {
    let mut session = Session::start(Starter::Yellow, 0);
    session.place_tile(Cell::new(4, 2)).unwrap();
    for tool in [Tool::Tile, Tool::Peg] {
        session.select_tool(tool).unwrap();
        let view = session.view();
        for i in -6..=90 {
            for j in -6..=80 {
                let (x, y) = (f64::from(i) * 0.1, f64::from(j) * 0.1);
                assert_eq!(session.target_at(x, y), view.target_at(x, y), "({x}, {y})");
            }
        }
    }
    assert_eq!(
        session.target_at(4.5, 3.05),
        Some(Target::Edge(Edge::new(4, 2)))
    );
}

#[test]
fn pending_events_are_bounded_and_numbering_shows_the_gap() {
    let mut session = Session::start(Starter::Yellow, 0);
    for _ in 0..MAX_PENDING_EVENTS + 10 {
        assert!(session.undo().is_err());
    }
    let events = session.take_events();
    assert_eq!(events.len(), MAX_PENDING_EVENTS);
    assert_eq!(events[0].seq, 11);
    assert_eq!(
        events[MAX_PENDING_EVENTS - 1].seq,
        MAX_PENDING_EVENTS as u64 + 10
    );
}

#[test]
fn message_codes_are_distinct_and_every_message_has_an_english_text() {
    let messages = [
        Message::PlaceTile {
            player: Player::Yellow,
        },
        Message::PlacePeg {
            player: Player::Black,
        },
        Message::Passed {
            player: Player::Yellow,
        },
        Message::Refused(Refusal::NoPegsLeft),
        Message::NoTarget { tool: Tool::Peg },
        Message::NoTarget { tool: Tool::Tile },
        Message::Undone {
            action: Action::PlaceTile(Cell::new(0, 0)),
            player: Player::Black,
        },
        Message::GameOver {
            winner: crate::game::Winner::Draw,
            yellow: 3,
            black: 3,
        },
        Message::GameOver {
            winner: crate::game::Winner::Player(Player::Black),
            yellow: 1,
            black: 3,
        },
    ];
    let mut codes: Vec<&str> = messages.iter().map(Message::code).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), 7);
    for m in &messages {
        assert!(m.english().ends_with('.'), "{m:?}: {}", m.english());
    }
    assert_eq!(Tool::Tile.code(), "tile");
    assert_eq!(Tool::Peg.code(), "peg");
}
