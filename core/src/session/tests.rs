use std::sync::Arc;

use super::*;
use crate::color::Loyalty;
use crate::game::Action;
use crate::outline::Point;
use crate::position_csv::read_positions;

/// Region cells x 1–4 in rows 1 (S1) and 2 (G1), dots at (5, 1) and (5, 2).
const TINY: &str = "position_id,position_name,row,c0,c1,c2,c3,c4,c5
1,Tiny,0,.,.,.,.,.,.
1,Tiny,1,.,S1,S1,S1,S1,o
1,Tiny,2,.,G1,G1,G1,G1,o
";

fn tiny_session() -> Session {
    let position = read_positions(TINY.as_bytes()).unwrap().remove(0);
    Session::for_position(Arc::new(position), Rounds::Three)
}

fn c(x: u8, y: u8) -> Cell {
    Cell::new(x, y)
}

fn turn(session: &mut Session, cell: Cell, color: Color) {
    session.select_color(color).unwrap();
    session.tap(cell).unwrap();
    assert!(matches!(
        session.end_turn(false).unwrap(),
        EndTurnOutcome::Ended(_)
    ));
}

/// Blue: blue (1,1), purple (2,1); Yellow: yellow (1,2), orange (2,2); Blue then places blue
/// on (3,1) and has not ended the turn.
fn session_before_first_bridge() -> Session {
    let mut s = tiny_session();
    turn(&mut s, c(1, 1), Color::Blue);
    turn(&mut s, c(1, 2), Color::Yellow);
    turn(&mut s, c(2, 1), Color::Purple);
    turn(&mut s, c(2, 2), Color::Orange);
    s.select_color(Color::Blue).unwrap();
    s.tap(c(3, 1)).unwrap();
    s
}

#[test]
fn a_tap_places_the_selected_colour_and_the_frame_shows_it() {
    let mut s = tiny_session();
    let v = s.view();
    assert_eq!((v.width, v.height), (7, 4));
    assert_eq!(v.phase, Phase::Place);
    assert_eq!(v.selected, Some(Color::Blue));
    assert_eq!(v.message.code(), "place_stone");
    assert!(!v.can_end_turn && !v.can_undo);
    s.select_color(Color::Purple).unwrap();
    s.tap(c(2, 1)).unwrap();
    let v = s.view();
    let cell = &v.cells[usize::from(v.width) + 2];
    assert_eq!(cell.stone, Some(Color::Purple));
    assert!(cell.last_placed);
    assert_eq!(v.phase, Phase::Bridge);
    assert!(v.can_end_turn && v.can_undo);
    assert_eq!(
        v.players[0].supply[Color::Purple.index()],
        (Color::Purple, 2)
    );
    assert_eq!(
        events(&mut s),
        [Event::StonePlaced {
            cell: c(2, 1),
            color: Color::Purple
        }]
    );
    assert!(s.take_events().is_empty(), "events are taken once");
}

/// The events since the last call, without their sequence numbers.
fn events(s: &mut Session) -> Vec<Event> {
    s.take_events().into_iter().map(|e| e.event).collect()
}

#[test]
fn r2_each_region_has_a_closed_outline_and_cells_name_their_region() {
    let s = tiny_session();
    let v = s.view();
    let at = |x: usize, y: usize| &v.cells[y * usize::from(v.width) + x];
    assert_eq!(at(1, 1).look, CellLook::Region(0));
    assert_eq!(at(4, 2).look, CellLook::Region(1));
    assert_eq!(at(5, 1).look, CellLook::Dot);
    assert_eq!(at(0, 0).look, CellLook::Empty);
    assert_eq!(v.regions[0].token, "S1");
    let corners = |r: usize| -> Vec<(f32, f32)> {
        let mut p: Vec<(f32, f32)> = v.regions[r].outline.loops[0]
            .iter()
            .map(|p| (p.x, p.y))
            .collect();
        p.sort_by(|a, b| a.partial_cmp(b).unwrap());
        p
    };
    assert_eq!(corners(0), [(1., 1.), (1., 2.), (5., 1.), (5., 2.)]);
    assert_eq!(corners(1), [(1., 2.), (1., 3.), (5., 2.), (5., 3.)]);
    assert_eq!(
        v.dots.iter().map(|d| d.cell).collect::<Vec<_>>(),
        [c(5, 1), c(5, 2)]
    );
    assert_eq!(v.dots[0].center, Point::new(5.5, 1.5));
}

/// Issue 20: a double tap outside the grid is refused as a tap there is.
#[test]
fn a_double_tap_outside_the_grid_is_refused_like_a_tap() {
    let mut s = session_before_first_bridge();
    let outside = c(200, 1);
    assert_eq!(s.double_tap(outside), Err(Refusal::OutsideGrid(outside)));
    assert_eq!(s.view().message.code(), "outside_grid");
    assert_eq!(s.ring(), None);
}

#[test]
fn two_rings_form_a_bridge_and_score_it() {
    let mut s = session_before_first_bridge();
    assert_eq!(s.double_tap(c(1, 1)).unwrap(), None);
    assert_eq!(s.view().message.code(), "ring_other_end");
    assert!(s.view().cells[8].ringed);
    assert_eq!(s.view().ring, Some(c(1, 1)));
    let formed = s.double_tap(c(3, 1)).unwrap().unwrap();
    assert_eq!(formed.kind, Loyalty::Blue);
    let v = s.view();
    assert_eq!(s.ring(), None);
    assert_eq!(
        v.bridges,
        [BridgeView {
            index: 0,
            from: c(1, 1),
            to: c(3, 1),
            start: Point::new(1.5, 1.5),
            end: Point::new(3.5, 1.5),
            kind: Loyalty::Blue,
            cut: false,
            formed_by: Player::Blue,
        }]
    );
    assert_eq!(v.regions[0].claimed_by, [Player::Blue], "R7: S1 is Blue's");
    assert_eq!(
        v.players[0].score,
        crate::scoring::Score {
            bridges: 1,
            regions: 1
        }
    );
    assert_eq!(
        v.message,
        Message::BridgeFormed {
            kind: Loyalty::Blue,
            cut: 0
        }
    );
    assert!(events(&mut s).contains(&Event::BridgeFormed {
        index: 0,
        kind: Loyalty::Blue
    }));
}

#[test]
fn a_refused_pair_loses_both_rings_and_flashes_the_last_stone() {
    let mut s = session_before_first_bridge();
    s.double_tap(c(1, 1)).unwrap();
    s.take_events();
    assert_eq!(s.double_tap(c(1, 2)), Err(Refusal::WrongLength));
    let v = s.view();
    assert_eq!(s.ring(), None, "the player can ring again at once");
    assert_eq!(v.message, Message::Refused(Refusal::WrongLength));
    assert_eq!(v.message.code(), "wrong_length");
    assert_eq!(
        events(&mut s),
        [Event::Refused {
            refusal: Refusal::WrongLength,
            cell: Some(c(1, 2))
        }]
    );
    // Ringing again at once forms the bridge.
    s.double_tap(c(1, 1)).unwrap();
    assert!(s.double_tap(c(3, 1)).unwrap().is_some());
}

#[test]
fn a_second_double_tap_on_the_ringed_stone_removes_its_ring() {
    let mut s = session_before_first_bridge();
    s.double_tap(c(1, 1)).unwrap();
    assert_eq!(s.ring(), Some(c(1, 1)));
    s.double_tap(c(1, 1)).unwrap();
    assert_eq!(s.ring(), None);
    assert_eq!(s.view().message.code(), "bridge_or_end_turn");
    s.double_tap(c(3, 1)).unwrap();
    assert!(s.double_tap(c(1, 1)).unwrap().is_some());
}

#[test]
fn ringing_an_empty_cell_or_tapping_a_stone_explains_the_gesture() {
    let mut s = session_before_first_bridge();
    s.double_tap(c(4, 1)).unwrap();
    assert_eq!(s.view().message, Message::NoStoneToRing);
    s.tap(c(1, 1)).unwrap();
    assert_eq!(s.view().message, Message::DoubleTapToRing);
    assert_eq!(s.tap(c(4, 1)), Err(Refusal::AlreadyPlaced));
}

#[test]
fn selecting_a_colour_missing_from_the_supply_is_refused() {
    let mut s = tiny_session();
    assert_eq!(
        s.select_color(Color::Yellow),
        Err(Refusal::ColorNotInSupply(Color::Yellow))
    );
    assert_eq!(s.selected(), Some(Color::Blue));
}

#[test]
fn ending_a_turn_with_an_unbridged_dot_stone_asks_first_then_returns_it() {
    let mut s = session_before_first_bridge();
    s.double_tap(c(1, 1)).unwrap();
    s.double_tap(c(3, 1)).unwrap();
    s.end_turn(false).unwrap();
    turn(&mut s, c(3, 2), Color::Green);
    // Blue: purple on (4, 1); the dot (5, 1) now accepts blue (blue, purple, blue).
    turn(&mut s, c(4, 1), Color::Purple);
    turn(&mut s, c(4, 2), Color::Yellow);
    s.select_color(Color::Blue).unwrap();
    let v = s.view();
    assert!(
        v.cells[usize::from(v.width) + 5].highlighted,
        "dot (5,1) glows for blue"
    );
    s.tap(c(5, 1)).unwrap();
    assert_eq!(s.view().dot_stone_to_return, Some(c(5, 1)));
    let blue_before = s.game().supply(Player::Blue)[Color::Blue.index()];
    assert_eq!(
        s.end_turn(false).unwrap(),
        EndTurnOutcome::NeedsConfirmation { cell: c(5, 1) }
    );
    assert_eq!(s.view().message.code(), "confirm_dot_stone_return");
    assert_eq!(s.game().to_move(), Player::Blue);
    s.keep_turn();
    assert_eq!(
        s.view().message.code(),
        "bridge_or_end_turn",
        "after no, the question leaves the status line"
    );
    let EndTurnOutcome::Ended(ended) = s.end_turn(true).unwrap() else {
        panic!("ended")
    };
    assert_eq!(ended.returned, Some((c(5, 1), Color::Blue)));
    assert_eq!(
        s.game().supply(Player::Blue)[Color::Blue.index()],
        blue_before + 1
    );
    let v = s.view();
    assert!(events(&mut s).contains(&Event::StoneReturned {
        cell: c(5, 1),
        color: Color::Blue
    }));
    assert_eq!(v.to_move, Player::Yellow);
}

#[test]
fn undo_walks_back_to_the_start_and_agreement_ends_the_game() {
    let mut s = session_before_first_bridge();
    s.double_tap(c(1, 1)).unwrap();
    s.double_tap(c(3, 1)).unwrap();
    while s.game().can_undo() {
        s.undo().unwrap();
    }
    assert_eq!(s.undo(), Err(Refusal::NothingToUndo));
    assert_eq!(s.game(), tiny_session().game());
    assert_eq!(s.view().message.code(), "nothing_to_undo");
    assert!(s.view().can_agree_end);
    s.agree_end().unwrap();
    let v = s.view();
    assert_eq!(v.phase, Phase::GameOver);
    assert_eq!(v.result.unwrap().winner, crate::game::Winner::Draw);
    assert_eq!(v.message.code(), "game_over_result");
    assert_eq!(s.tap(c(1, 1)), Err(Refusal::GameOver));
}

const WEB_SAVE: &[u8] = include_bytes!("../../../tests/data/web-version-files/p2_t60.json");

fn played(session: &mut Session) {
    turn(session, c(1, 1), Color::Blue);
    turn(session, c(1, 2), Color::Yellow);
    session.select_color(Color::Purple).unwrap();
    session.tap(c(2, 1)).unwrap();
}

#[test]
fn sessions_open_from_builtins_csv_saved_games_links_and_web_saves() {
    let s = Session::open(Opening::Builtin {
        key: "pyramid",
        rounds: None,
    })
    .unwrap();
    assert_eq!(
        (s.game().position().number(), s.game().rounds()),
        (Some(7), Rounds::Three)
    );
    let s = Session::open(Opening::Builtin {
        key: "1",
        rounds: Some(3),
    })
    .unwrap();
    assert_eq!(s.game().rounds(), Rounds::Three);
    let s = Session::open(Opening::Csv {
        bytes: TINY.as_bytes(),
        index: 0,
        rounds: Some(4),
    })
    .unwrap();
    assert_eq!(
        (s.game().position().name(), s.game().rounds()),
        ("Tiny", Rounds::Four)
    );

    let mut original = tiny_session();
    played(&mut original);
    let saved = original.save();
    let resumed = Session::open(Opening::SavedGame(saved.as_bytes())).unwrap();
    assert_eq!(resumed.game(), original.game());
    assert_eq!(resumed.view().cells, original.view().cells);
    let link = original.game_link().unwrap();
    let opened = Session::open(Opening::Link(&link)).unwrap();
    assert_eq!(opened.game(), original.game());
    assert_eq!(
        original.position_link(),
        None,
        "custom positions have no web link"
    );

    let stairs = Session::open(Opening::Builtin {
        key: "1",
        rounds: None,
    })
    .unwrap();
    let position_link = stairs.position_link().unwrap();
    assert!(position_link.ends_with("#up-the-stairs"));
    let s = Session::open(Opening::Link(&position_link)).unwrap();
    assert_eq!(s.game(), stairs.game());

    let web = Session::open(Opening::WebSave(WEB_SAVE)).unwrap();
    assert_eq!(web.game().position().name(), "Octopus");
    assert_eq!(web.game().score(Player::Blue).total(), 7);
    assert_eq!(web.game().score(Player::Yellow).total(), 11);
}

#[test]
fn a_received_file_is_recognised_by_its_content() {
    let mut original = tiny_session();
    played(&mut original);
    let from_save = Session::open(Opening::File(original.save().as_bytes())).unwrap();
    assert_eq!(from_save.game(), original.game());
    let from_web = Session::open(Opening::File(WEB_SAVE)).unwrap();
    assert_eq!(from_web.game().position().name(), "Octopus");
    let from_csv = Session::open(Opening::File(TINY.as_bytes())).unwrap();
    assert_eq!(from_csv.game().position().name(), "Tiny");
}

#[test]
fn opening_refusals_carry_stable_codes() {
    let code = |o: Opening<'_>| Session::open(o).unwrap_err().code();
    assert_eq!(
        code(Opening::Builtin {
            key: "nowhere",
            rounds: None
        }),
        "unknown_position"
    );
    assert_eq!(
        code(Opening::Builtin {
            key: "2",
            rounds: Some(5)
        }),
        "bad_rounds"
    );
    assert_eq!(
        code(Opening::Csv {
            bytes: TINY.as_bytes(),
            index: 1,
            rounds: None
        }),
        "no_such_position_in_file"
    );
    assert_eq!(
        code(Opening::Csv {
            bytes: b"id\n",
            index: 0,
            rounds: None
        }),
        "csv_unknown_header"
    );
    assert_eq!(
        code(Opening::Link("https://example.com/#x")),
        "link_bad_prefix"
    );
    assert_eq!(
        code(Opening::SavedGame(
            b"{\"format\":\"divided-loyalties-game\",\"version\":99}"
        )),
        "record_newer_version"
    );
    assert_eq!(
        code(Opening::File(b"{\"version\": 2}")),
        "web_unsupported_version"
    );
    assert_eq!(
        code(Opening::SavedGame(b"[1, 2")),
        Session::open(Opening::WebSave(b"[1, 2"))
            .unwrap_err()
            .code()
    );
}

/// A 7 × 7 square of one region.
fn open_session() -> Session {
    let mut csv = String::from("position_id,position_name,row,c0,c1,c2,c3,c4,c5,c6\n");
    for y in 0..7 {
        csv.push_str(&format!("1,Open,{y},S1,S1,S1,S1,S1,S1,S1\n"));
    }
    let position = read_positions(csv.as_bytes()).unwrap().remove(0);
    Session::for_position(Arc::new(position), Rounds::Three)
}

/// Places the first colour in supply on the first empty region cell and ends the turn.
fn any_turn(s: &mut Session) -> EndTurnOutcome {
    let game = s.game().clone();
    let cell = game
        .position()
        .cells()
        .find(|c| {
            game.board().stone(*c).is_none()
                && matches!(
                    game.position().kind(*c),
                    crate::position::CellKind::Region(_)
                )
        })
        .unwrap();
    let color = Color::ALL
        .into_iter()
        .find(|c| game.supply(game.to_move())[c.index()] > 0)
        .unwrap();
    s.place(cell, color).unwrap();
    s.end_turn(true).unwrap()
}

#[test]
fn a_rematch_is_a_new_game_on_the_same_position_with_the_same_rounds() {
    let mut s = open_session();
    any_turn(&mut s);
    s.agree_end().unwrap();
    let again = s.rematch();
    assert_eq!(
        again.game(),
        &Game::new(Arc::clone(s.game().position()), Rounds::Three)
    );
    let four = Session::for_position(Arc::clone(s.game().position()), Rounds::Four);
    assert_eq!(four.rematch().game().rounds(), Rounds::Four);
}

#[test]
fn r3_a_new_set_reaching_a_player_is_an_event_with_its_number() {
    let mut s = open_session();
    for _ in 0..22 {
        any_turn(&mut s);
    }
    let received = |s: &mut Session| -> Vec<Event> {
        events(s)
            .into_iter()
            .filter(|e| matches!(e, Event::SetReceived { .. }))
            .collect()
    };
    assert!(received(&mut s).is_empty());
    // Blue places the 12th stone of set 1 and receives set 2 at the end of the turn (R3).
    let EndTurnOutcome::Ended(ended) = any_turn(&mut s) else {
        panic!("ended")
    };
    assert_eq!(ended.refills, [Player::Blue]);
    assert_eq!(
        received(&mut s),
        [Event::SetReceived {
            player: Player::Blue,
            set: 2
        }]
    );
    any_turn(&mut s);
    assert_eq!(
        received(&mut s),
        [Event::SetReceived {
            player: Player::Yellow,
            set: 2
        }]
    );
    assert_eq!(s.view().players[1].set, 2);
}

#[test]
fn r11_undo_says_what_was_undone_and_gives_the_turn_back() {
    let mut s = open_session();
    any_turn(&mut s);
    s.take_events();
    s.undo().unwrap();
    assert_eq!(
        events(&mut s),
        [
            Event::Undone {
                action: Action::EndTurn
            },
            Event::TurnStarted {
                player: Player::Blue
            }
        ]
    );
    s.undo().unwrap();
    let placed = Cell::new(0, 0);
    assert_eq!(
        events(&mut s),
        [Event::Undone {
            action: Action::Place {
                cell: placed,
                color: Color::Blue
            }
        }],
        "the turn stays with Blue: no TurnStarted"
    );
}
