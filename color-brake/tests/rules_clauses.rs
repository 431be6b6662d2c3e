//! One test per clause of `shared/design/RULES-COLOR-BRAKE.md` (C1–C7), each named after its
//! clause, with a test of its own for every "(reading)" choice.
//!
//! Rounds are dealt from hands written as letters: B blue, G green, Y yellow, R red, W white,
//! O orange, P pink, N neutral, T Tank, D Diamond. A hand written short is topped up to 16 with
//! colour tokens in the order P, O, W, Y, G, B, R (tokens no test places unless it names them);
//! the pile starts with the tokens written for it, then the rest (colours first).
//! Moves are written as words: a colour letter places that colour, `N` a neutral, `D` a
//! Diamond, `^X` plays drawn colour X on a neutral, `+X` places X for a Diamond, `T9X` puts a
//! Tank on cell 9 with X on top. Cells are numbered 1–28 as the players count them; A fills the
//! odd cells, B the even ones (C3). A is seat One throughout.

use dl_color_brake::playout::play_random_game;
use dl_color_brake::{
    Action, Base, CellId, Colour, Effect, Game, GameLength, Move, Nomination, Refusal, Round,
    RoundEnd, Row, Seat, TankCover, Token, Winner,
};
use rand::rngs::SmallRng;
use rand::SeedableRng;

const A: Seat = Seat::One;
const B: Seat = Seat::Two;

fn token(letter: char) -> Token {
    match letter {
        'B' => Token::Colour(Colour::Blue),
        'G' => Token::Colour(Colour::Green),
        'Y' => Token::Colour(Colour::Yellow),
        'R' => Token::Colour(Colour::Red),
        'W' => Token::Colour(Colour::White),
        'O' => Token::Colour(Colour::Orange),
        'P' => Token::Colour(Colour::Pink),
        'N' => Token::Neutral,
        'T' => Token::Tank,
        'D' => Token::Diamond,
        _ => panic!("no token {letter:?}"),
    }
}

fn colour(letter: char) -> Colour {
    token(letter).colour().unwrap()
}

fn tokens(letters: &str) -> Vec<Token> {
    letters
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(token)
        .collect()
}

fn cell(number: u8) -> CellId {
    CellId::from_number(number).unwrap()
}

fn row(size: u8) -> Row {
    Row::new(size).unwrap()
}

/// Takes one `token` out of the counts of what is left of the full set.
fn take(left: &mut Vec<Token>, token: Token) {
    let i = left
        .iter()
        .position(|t| *t == token)
        .unwrap_or_else(|| panic!("no {token} left in the set"));
    left.remove(i);
}

/// Round 1 with A = seat One holding `a`, B holding `b` (both topped up to 16), and the pile
/// starting with `pile`.
fn deal(a: &str, b: &str, pile: &str) -> Round {
    let mut left = Token::full_set().to_vec();
    let (mut a, mut b, pile) = (tokens(a), tokens(b), tokens(pile));
    for t in a.iter().chain(&b).chain(&pile) {
        take(&mut left, *t);
    }
    let filler_order = tokens("POWYGBR");
    for hand in [&mut a, &mut b] {
        assert!(hand.len() <= 16, "a hand holds 16 tokens");
        while hand.len() < 16 {
            let next = filler_order
                .iter()
                .find(|t| left.contains(t))
                .copied()
                .expect("colour tokens left for filling");
            take(&mut left, next);
            hand.push(next);
        }
    }
    left.sort_by_key(|t| t.colour().is_none());
    let mut order = Vec::new();
    for (x, y) in a.iter().zip(&b) {
        order.push(*x);
        order.push(*y);
    }
    order.extend(pile);
    order.extend(left);
    Round::from_order(1, A, order.try_into().unwrap()).unwrap()
}

fn parse_move(word: &str) -> Move {
    let chars: Vec<char> = word.chars().collect();
    match chars.as_slice() {
        ['N'] => Move::Neutral,
        ['D'] => Move::Diamond,
        ['^', c] => Move::Rescue(colour(*c)),
        ['+', c] => Move::ForDiamond(colour(*c)),
        ['T', digits @ .., c] => Move::Tank {
            cell: cell(digits.iter().collect::<String>().parse().unwrap()),
            colour: colour(*c),
        },
        [c] => Move::Colour(colour(*c)),
        _ => panic!("no move {word:?}"),
    }
}

/// Plays the moves, each by the player to move; every one must be accepted.
fn play(round: &mut Round, moves: &str) {
    for word in moves.split_whitespace().filter(|w| *w != "|") {
        let m = parse_move(word);
        let who = round.to_move();
        let at = round.next_cell();
        round
            .apply(m)
            .unwrap_or_else(|e| panic!("{who:?} plays {word} at {at:?}: {e}"));
    }
}

/// The move must be refused with `refusal`, and the round left exactly as it was.
fn refused(round: &mut Round, word: &str, refusal: Refusal) {
    let before = *round;
    assert_eq!(round.apply(parse_move(word)), Err(refusal), "{word}");
    assert_eq!(*round, before);
}

/// The complete round of the C5 worked line (28 cells, no specials):
/// row 7 R G B Y W R G, row 6 R R G G B W, row 5 R R G G B, row 4 R G G B, row 3 R G B,
/// row 2 G B, row 1 B. A holds R5 B3 W2 G4, B holds G6 Y1 R3 B4.
const FULL_A: &str = "RRRRR BBB WW GGGG";
const FULL_B: &str = "GGGGGG Y RRR BBBB";
const ROW_7: &str = "R G B Y W R G";
const ROW_6: &str = "R R G G B W";
const ROW_5: &str = "R R G G B";
const ROW_4: &str = "R G G B";
const ROW_3: &str = "R G B";
const ROW_2: &str = "G B";

fn filled_to(round: &mut Round, rows: &[&str]) {
    for moves in rows {
        play(round, moves);
    }
}

// ---------------------------------------------------------------------------------- C1 ----

#[test]
fn c1_a_round_holds_the_82_tokens_of_the_game() {
    let mut round = deal("N", "", "");
    let expected = Token::ALL.map(|t| t.count_in_game());
    assert_eq!(round.material(), expected);
    assert_eq!(expected.iter().map(|n| usize::from(*n)).sum::<usize>(), 82);
    play(&mut round, "N");
    assert_eq!(round.material(), expected, "after a neutral's draw");
    assert!(Round::from_order(1, A, [Token::Neutral; 82]).is_err());
}

#[test]
fn c1_reading_ten_tokens_of_each_of_the_seven_colours() {
    for c in Colour::ALL {
        assert_eq!(Token::Colour(c).count_in_game(), 10);
    }
    assert_eq!(
        [Token::Neutral, Token::Tank, Token::Diamond].map(|t| t.count_in_game()),
        [7, 3, 2]
    );
}

// ---------------------------------------------------------------------------------- C2 ----

#[test]
fn c2_each_player_draws_16_and_the_rest_is_the_pile() {
    let round = Round::deal(11, 1, B);
    assert_eq!(round.hand(A).total(), 16);
    assert_eq!(round.hand(B).total(), 16);
    assert_eq!(round.pile().len(), 50);
    assert_eq!(round.a(), B);
    assert_eq!(round.to_move(), Some(B), "A fills the first cell");
}

#[test]
fn c2_the_first_a_is_drawn_by_lot_from_the_seed() {
    let lots: Vec<Seat> = (0..40)
        .map(|seed| Game::new(seed, GameLength::rounds(2).unwrap()).first_a())
        .collect();
    assert!(lots.contains(&A) && lots.contains(&B));
    for seed in 0..40 {
        let game = Game::new(seed, GameLength::rounds(2).unwrap());
        assert_eq!(game.round().a(), game.first_a());
        assert_eq!(
            Game::new(seed, GameLength::rounds(4).unwrap()).first_a(),
            game.first_a()
        );
    }
}

/// Plays the game with the first legal action each time until round `number` starts.
fn play_until_round(game: &mut Game, number: u16) {
    for _ in 0..game.length().max_actions() {
        if game.round().number() == number || game.is_over() {
            return;
        }
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
    }
    panic!("round {number} never started");
}

#[test]
fn c2_the_nominations_swap_every_round_and_each_round_is_dealt_afresh() {
    let mut game = Game::new(5, GameLength::rounds(4).unwrap());
    let first = game.first_a();
    for number in 2..=4 {
        play_until_round(&mut game, number);
        let round = game.round();
        assert_eq!(round.number(), number);
        let expected = if number % 2 == 1 {
            first
        } else {
            first.other()
        };
        assert_eq!(round.a(), expected, "round {number}");
        assert_eq!(round.board().filled(), 0);
        assert_eq!(round.hand(A).total() + round.hand(B).total(), 32);
        assert_eq!(round.material(), Token::ALL.map(|t| t.count_in_game()));
    }
}

#[test]
fn c2_the_next_round_is_dealt_only_once_the_round_is_over() {
    let mut game = Game::new(3, GameLength::rounds(2).unwrap());
    assert_eq!(game.apply(Action::NextRound), Err(Refusal::RoundNotOver));
    play_until_round(&mut game, 2);
    assert_eq!(game.results().len(), 1);
    let m = game.legal_actions()[0];
    let mut over = game.clone();
    while !over.is_over() {
        let action = over.legal_actions()[0];
        if over.between_rounds() {
            assert_eq!(over.legal_actions(), [Action::NextRound]);
            assert_eq!(over.check(m), Err(Refusal::RoundOver));
        }
        over.apply(action).unwrap();
    }
    assert_eq!(
        over.results().len(),
        2,
        "a game of 2 rounds ends after the 2nd"
    );
    assert_eq!(over.apply(Action::NextRound), Err(Refusal::GameOver));
    assert_eq!(over.legal_actions(), []);
}

#[test]
fn c2_reading_a_target_game_ends_after_the_round_where_a_total_reaches_it_and_a_was_held_equally_often(
) {
    // Target 1: round 1 always gives someone a point (C5), yet the game goes on to round 2.
    let mut game = Game::new(9, GameLength::target(1).unwrap());
    play_until_round(&mut game, 2);
    assert!(game.scores().iter().any(|s| *s >= 1));
    assert!(!game.is_over());
    while !game.is_over() {
        let action = game.legal_actions()[0];
        game.apply(action).unwrap();
    }
    assert_eq!(game.results().len(), 2);
}

// ---------------------------------------------------------------------------------- C3 ----

#[test]
fn c3_reading_cells_are_filled_in_reading_order_by_a_b_a_b() {
    let mut round = deal(FULL_A, FULL_B, "");
    let mut seen = Vec::new();
    for moves in [ROW_7, ROW_6, ROW_5, ROW_4, ROW_3, ROW_2, "B"] {
        for word in moves.split_whitespace() {
            let next = round.next_cell().unwrap();
            seen.push(next);
            let expected = if next.number() % 2 == 1 { A } else { B };
            assert_eq!(round.to_move(), Some(expected), "{next}");
            assert_eq!(round.owner(next), round.seat_of(next.nomination()));
            play(&mut round, word);
        }
    }
    assert_eq!(seen, CellId::all().collect::<Vec<_>>());
}

#[test]
fn c3_reading_the_last_cell_is_b_s() {
    assert_eq!(cell(28).nomination(), Nomination::B);
    let round = deal("", "", "");
    assert_eq!(round.owner(cell(28)), B);
}

// ---------------------------------------------------------------------------------- C4 ----

#[test]
fn c4_1_row_7_takes_any_colour() {
    let mut round = deal("RBWP", "GYO", "");
    play(&mut round, "R G B Y W O P");
    assert_eq!(round.next_cell(), Some(cell(8)));
}

#[test]
fn c4_2_a_colour_is_placed_only_while_the_row_holds_fewer_of_it_than_the_row_before() {
    let mut round = deal("RGBY R", "RGB RRW G", "");
    play(&mut round, "R R G G B B Y");
    // Row 6's reference: R2 G2 B2 Y1. B and A place red on cells 8 and 9.
    play(&mut round, "R R");
    refused(&mut round, "R", Refusal::ColourUsedUp(Colour::Red));
    refused(&mut round, "W", Refusal::NotInReference(Colour::White));
    refused(
        &mut round,
        "Y",
        Refusal::NotInHand(Token::Colour(Colour::Yellow)),
    );
}

#[test]
fn c4_2_which_colour_drops_out_is_decided_by_the_placements() {
    // Row 7: R G B Y W R G. Row 6 drops yellow here, and white in the other line.
    let mut drop_yellow = deal(FULL_A, FULL_B, "");
    filled_to(&mut drop_yellow, &[ROW_7, ROW_6]);
    let reference = drop_yellow.board().reference_for(row(5)).unwrap();
    assert_eq!(reference.colours[Colour::Yellow.index()], 0);
    assert_eq!(reference.colours[Colour::White.index()], 1);
    let mut drop_white = deal("RBWG RGB", "GYR RGY", "");
    play(&mut drop_white, ROW_7);
    play(&mut drop_white, "R R G G Y B");
    let reference = drop_white.board().reference_for(row(5)).unwrap();
    assert_eq!(reference.colours[Colour::Yellow.index()], 1);
    assert_eq!(reference.colours[Colour::White.index()], 0);
}

#[test]
fn c4_3_the_reference_is_the_row_before_as_it_stands_after_a_tank() {
    let mut round = deal(FULL_A, "GGGGGG Y RRR BBBB T", "");
    filled_to(&mut round, &[ROW_7, ROW_6]);
    // Row 6: R R G G B W; B puts a Tank on cell 13 (white) with red on top.
    play(&mut round, "T13R");
    let reference = round.board().reference_for(row(5)).unwrap();
    assert_eq!(reference.colours[Colour::Red.index()], 3);
    assert_eq!(reference.colours[Colour::White.index()], 0);
}

#[test]
fn c4_4_a_player_with_no_legal_move_ends_the_round() {
    // Row 7: R G R G R G R. B, to fill cell 8, holds neither red nor green nor a special.
    let mut round = deal("RRRR", "GGG", "");
    play(&mut round, "R G R G R G");
    assert_eq!(round.end(), None);
    play(&mut round, "R");
    assert_eq!(
        round.end(),
        Some(RoundEnd::Stuck {
            seat: B,
            cell: cell(8)
        })
    );
    assert_eq!(round.to_move(), None);
    assert!(round.legal_moves().is_empty());
    refused(&mut round, "G", Refusal::RoundOver);
}

#[test]
fn c4_4_a_player_holding_a_neutral_or_a_diamond_is_not_stuck() {
    for special in ["N", "D"] {
        let mut round = deal("RRRR", &format!("GGG {special}"), "");
        play(&mut round, "R G R G R G R");
        assert_eq!(round.end(), None, "{special}");
        assert_eq!(round.legal_moves(), [parse_move(special)]);
    }
}

#[test]
fn c4_4_a_tank_that_c6_2_allows_keeps_a_player_in_the_round() {
    // Row 6 ends R R G G B W; B holds a Tank and a yellow, but nothing for row 5 (R G B W).
    let mut round = deal(FULL_A, "GYR RGB T YY", "");
    play(&mut round, ROW_7);
    play(&mut round, "R R G G B W");
    assert_eq!(round.end(), None);
    assert!(round.hand(B).has(Token::Tank));
    let moves = round.legal_moves();
    assert!(
        moves.iter().all(|m| matches!(m, Move::Tank { .. })),
        "{moves:?}"
    );
    play(&mut round, "T13Y");
    assert_eq!(round.end(), None, "yellow now answers");
    play(&mut round, "Y");
}

// ---------------------------------------------------------------------------------- C5 ----

#[test]
fn c5_the_opponent_of_the_stuck_player_scores_the_empty_cells_the_stuck_one_included() {
    let mut round = deal("RRRR", "GGG", "");
    play(&mut round, "R G R G R G R");
    let end = round.end().unwrap();
    assert_eq!(end.points(), [21, 0], "cells 8–28 are empty: 21 for A");
}

#[test]
fn c5_the_player_who_fills_the_last_cell_scores_5_alone() {
    let mut round = deal(FULL_A, FULL_B, "");
    filled_to(&mut round, &[ROW_7, ROW_6, ROW_5, ROW_4, ROW_3, ROW_2]);
    assert_eq!(round.next_cell(), Some(cell(28)));
    play(&mut round, "B");
    assert_eq!(round.end(), Some(RoundEnd::Completed { last: B }));
    assert_eq!(round.end().unwrap().points(), [0, 5]);
    assert_eq!(round.board().filled(), 28);
}

#[test]
fn c5_a_neutral_may_never_be_played_on_the_last_cell() {
    let mut round = deal(FULL_A, "GGGGGG Y RRR BBBB N", "");
    filled_to(&mut round, &[ROW_7, ROW_6, ROW_5, ROW_4, ROW_3, ROW_2]);
    refused(&mut round, "N", Refusal::NeutralOnLastCell);
}

#[test]
fn c5_the_higher_total_wins_and_equal_totals_draw() {
    let mut seen = [0; 3];
    for seed in 0..40 {
        let mut game = Game::new(seed, GameLength::rounds(2).unwrap());
        let mut rng = SmallRng::seed_from_u64(seed);
        play_random_game(&mut game, &mut rng).unwrap();
        let [one, two] = game.scores();
        let (expected, slot) = match one.cmp(&two) {
            std::cmp::Ordering::Greater => (Winner::Seat(A), 0),
            std::cmp::Ordering::Less => (Winner::Seat(B), 1),
            std::cmp::Ordering::Equal => (Winner::Draw, 2),
        };
        assert_eq!(game.winner(), Some(expected), "seed {seed}");
        seen[slot] += 1;
    }
    assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
}

// -------------------------------------------------------------------------------- C6.1 ----

#[test]
fn c6_1_a_neutral_may_be_played_needed_or_not_and_the_drawn_token_goes_on_it_at_once() {
    let mut round = deal("RN", "G", "W");
    assert!(round.check(Move::Colour(Colour::Red)).is_ok());
    assert_eq!(
        round.apply(Move::Neutral),
        Ok(Effect::Filled {
            cell: cell(1),
            fill: dl_color_brake::CellFill::new(
                A,
                Base::Rescue {
                    neutrals: 1,
                    colour: Colour::White
                }
            )
        })
    );
    assert_eq!(round.pending(), None);
    assert_eq!(round.next_cell(), Some(cell(2)));
    assert_eq!(round.pile().len(), 49);
    assert_eq!(round.hand(A).total(), 15);
}

#[test]
fn c6_1_reading_the_drawn_colour_need_not_match_the_reference() {
    // Row 7 R G R G R G R; B plays a neutral on cell 8 and draws yellow.
    let mut round = deal("RRRR R", "GGG N", "Y");
    play(&mut round, "R G R G R G R N");
    let fill = round.board().get(cell(8)).unwrap();
    assert_eq!(fill.top(), Some(Colour::Yellow));
}

#[test]
fn c6_1_reading_a_rescued_cell_uses_up_no_colour_of_its_own_row() {
    let mut round = deal("RRRR RRR", "GGG N GG", "Y");
    play(&mut round, "R G R G R G R N");
    assert_eq!(round.board().used_in(row(6)).colours, [0; 7]);
    // All four reds and all three greens of the reference are still open to the five cells.
    play(&mut round, "R G R G R");
    assert_eq!(
        round.board().used_in(row(6)).colours[Colour::Red.index()],
        3
    );
}

#[test]
fn c6_1_reading_a_rescued_cell_is_its_colour_in_the_next_reference() {
    let mut round = deal("RRRR RRR", "GGG N GG Y", "Y");
    play(&mut round, "R G R G R G R N R G R G R");
    let reference = round.board().reference_for(row(5)).unwrap();
    assert_eq!(reference.colours[Colour::Yellow.index()], 1);
    play(&mut round, "Y");
}

#[test]
fn c6_1_a_drawn_neutral_is_stacked_then_two_colours_are_drawn_one_played_one_kept() {
    let mut round = deal("N", "", "N R B");
    let hand_before = *round.hand(A);
    assert_eq!(
        round.apply(Move::Neutral),
        Ok(Effect::Drawn {
            cell: cell(1),
            neutrals: 2,
            taken: 3
        })
    );
    let pending = *round.pending().unwrap();
    assert_eq!(pending.neutrals, 2);
    assert_eq!(pending.drawn[Colour::Red.index()], 1);
    assert_eq!(pending.drawn[Colour::Blue.index()], 1);
    refused(&mut round, "R", Refusal::RescuePending);
    refused(&mut round, "D", Refusal::RescuePending);
    refused(&mut round, "^W", Refusal::NotDrawn(Colour::White));
    play(&mut round, "^B");
    let fill = round.board().get(cell(1)).unwrap();
    assert_eq!(
        fill.base,
        Base::Rescue {
            neutrals: 2,
            colour: Colour::Blue
        }
    );
    let hand = round.hand(A);
    assert_eq!(
        hand.count(Token::Neutral) + 1,
        hand_before.count(Token::Neutral)
    );
    assert_eq!(
        hand.count(Token::Colour(Colour::Red)),
        hand_before.count(Token::Colour(Colour::Red)) + 1,
        "the red drawn is kept"
    );
    refused(&mut round, "^R", Refusal::NoRescuePending);
}

#[test]
fn c6_1_as_many_colours_are_drawn_as_neutrals_are_stacked() {
    let mut round = deal("N", "", "N W N R B Y");
    play(&mut round, "N");
    let pending = *round.pending().unwrap();
    assert_eq!(pending.neutrals, 3);
    assert_eq!(pending.drawn.iter().sum::<u8>(), 3);
    assert_eq!(round.pile().len(), 50 - 5);
}

#[test]
fn c6_1_reading_a_drawn_tank_or_diamond_goes_into_the_hand_and_the_player_draws_again() {
    let mut round = deal("N", "", "T D W");
    play(&mut round, "N");
    assert_eq!(
        round.board().get(cell(1)).unwrap().top(),
        Some(Colour::White)
    );
    assert_eq!(round.hand(A).count(Token::Tank), 1);
    assert_eq!(round.hand(A).count(Token::Diamond), 1);
    assert_eq!(round.hand(A).total(), 17);
}

// -------------------------------------------------------------------------------- C6.2 ----

#[test]
fn c6_2_a_tank_covers_a_token_of_row_6_just_before_row_5_is_begun() {
    let mut round = deal(FULL_A, "GGGGGG Y RRR BBBB T W", "");
    filled_to(&mut round, &[ROW_7, ROW_6]);
    assert_eq!(round.next_cell(), Some(cell(14)));
    assert_eq!(
        round.apply(parse_move("T9W")),
        Ok(Effect::Tanked {
            cell: cell(9),
            cover: TankCover {
                seat: B,
                colour: Colour::White
            }
        })
    );
    assert_eq!(
        round.board().get(cell(9)).unwrap().top(),
        Some(Colour::White)
    );
    assert_eq!(round.next_cell(), Some(cell(14)), "the Tank fills no cell");
    play(&mut round, "R");
    refused(&mut round, "T9W", Refusal::NotTankMoment);
}

#[test]
fn c6_2_a_tank_covers_a_token_of_row_5_just_before_row_4_is_begun() {
    let mut round = deal("RRRRR BBB WW GGGG T", FULL_B, "");
    filled_to(&mut round, &[ROW_7, ROW_6, ROW_5]);
    assert_eq!(round.next_cell(), Some(cell(19)));
    assert_eq!(round.to_move(), Some(A));
    play(&mut round, "T18P");
    assert_eq!(
        round.board().reference_for(row(4)).unwrap().colours[Colour::Pink.index()],
        1
    );
}

#[test]
fn c6_2_no_tank_at_any_other_moment() {
    let mut round = deal("T R", "T", "");
    refused(&mut round, "T1R", Refusal::NotTankMoment);
    let mut round = deal("RRRRR BBB WW GGGG T", "GGGGGG Y RRR BBBB T", "");
    filled_to(&mut round, &[ROW_7, "R R G G B"]);
    assert_eq!(round.next_cell(), Some(cell(13)));
    refused(&mut round, "T8R", Refusal::NotTankMoment);
    play(&mut round, "W");
    filled_to(&mut round, &[ROW_5, ROW_4]);
    assert_eq!(round.next_cell(), Some(cell(23)));
    refused(&mut round, "T19R", Refusal::NotTankMoment);
}

#[test]
fn c6_2_a_tank_covers_only_a_token_of_the_row_just_completed() {
    let mut round = deal(FULL_A, "GGGGGG Y RRR BBBB T W", "");
    filled_to(&mut round, &[ROW_7, ROW_6]);
    refused(&mut round, "T3W", Refusal::TankOutsideRow(cell(3)));
    refused(&mut round, "T14W", Refusal::TankOutsideRow(cell(14)));
    refused(
        &mut round,
        "T9O",
        Refusal::NotInHand(Token::Colour(Colour::Orange)),
    );
}

#[test]
fn c6_2_reading_the_tank_s_colour_need_not_match_the_row_above() {
    // Row 7 holds no pink; B puts pink on row 6 all the same.
    let mut round = deal(FULL_A, "GGGGGG Y RRR BBBB T", "");
    filled_to(&mut round, &[ROW_7, ROW_6]);
    assert!(round.hand(B).has(Token::Colour(Colour::Pink)));
    play(&mut round, "T9P");
    assert_eq!(
        round.board().reference_for(row(5)).unwrap().colours[Colour::Pink.index()],
        1
    );
}

#[test]
fn c6_2_reading_one_tank_per_moment() {
    let mut round = deal(FULL_A, "GGGGGG Y RRR BB TT", "");
    filled_to(&mut round, &[ROW_7, ROW_6]);
    play(&mut round, "T9P");
    refused(&mut round, "T10P", Refusal::TankAlreadyUsed);
}

#[test]
fn c6_2_reading_a_tank_may_cover_a_token_played_for_a_diamond() {
    // A plays a Diamond on cell 1 and white for it on cell 9; B tanks that white.
    let mut round = deal("D BWG WGW", "GYR RGB T", "");
    play(&mut round, "D G B Y W R G | R +W G G B W");
    assert_eq!(
        round.board().get(cell(9)).unwrap().base,
        Base::ForDiamond(Colour::White)
    );
    play(&mut round, "T9P");
    assert_eq!(
        round.board().get(cell(9)).unwrap().top(),
        Some(Colour::Pink)
    );
}

#[test]
fn c6_2_reading_a_tank_on_a_diamond_takes_its_free_slot_away() {
    // B plays a Diamond on cell 10 (row 6) and, at the next moment, covers it with a Tank:
    // row 5 then has no free slot for B.
    let mut round = deal("RBWG RGW", "GYR R D B T G", "");
    play(&mut round, ROW_7);
    play(&mut round, "R R D G B W");
    assert_eq!(
        round.board().reference_for(row(5)).unwrap().free_slots,
        [0, 1]
    );
    play(&mut round, "T10P");
    assert_eq!(
        round.board().reference_for(row(5)).unwrap().free_slots,
        [0, 0]
    );
    refused(&mut round, "+O", Refusal::NoFreeSlot);
}

// -------------------------------------------------------------------------------- C6.3 ----

#[test]
fn c6_3_a_diamond_answers_to_every_colour_in_rows_7_to_4() {
    let mut round = deal("RRRR RRR", "GGG D GG", "");
    play(&mut round, "R G R G R G R");
    // Row 6: the Diamond goes where no colour of B's would; it uses up nothing.
    play(&mut round, "D");
    assert_eq!(round.board().used_in(row(6)).colours, [0; 7]);
    play(&mut round, "R G R G R");
    assert_eq!(round.board().filled(), 13);
}

#[test]
fn c6_3_no_diamond_in_rows_3_to_1() {
    let mut round = deal("RRRRR BBB WW GGGG D", FULL_B, "");
    filled_to(&mut round, &[ROW_7, ROW_6, ROW_5]);
    assert!(round.check(Move::Diamond).is_ok(), "row 4 still takes one");
    play(&mut round, ROW_4);
    refused(&mut round, "D", Refusal::DiamondTooLate(row(3)));
}

#[test]
fn c6_3_its_owner_places_one_colour_of_their_choice_for_it_in_the_next_row() {
    // A's Diamond on cell 1; row 6's reference has no pink, yet A plays pink for it.
    let mut round = deal("D BWG R WGG", "GYR RGB", "");
    play(&mut round, "D G B Y W R G");
    play(&mut round, "R");
    refused(&mut round, "P", Refusal::NotInReference(Colour::Pink));
    play(&mut round, "+P");
    assert_eq!(round.board().used_in(row(6)).free_slots, [1, 0]);
    assert_eq!(
        round.board().used_in(row(6)).colours[Colour::Pink.index()],
        0
    );
    // One slot per Diamond: A's second token for it is refused.
    play(&mut round, "G");
    refused(&mut round, "+G", Refusal::NoFreeSlot);
}

#[test]
fn c6_3_a_colour_c4_2_allows_may_still_be_declared_for_the_diamond() {
    let mut round = deal("D BWG G", "GYR R", "");
    play(&mut round, "D G B Y W R G R");
    play(&mut round, "+G");
    assert_eq!(
        round.board().used_in(row(6)).colours[Colour::Green.index()],
        0
    );
    assert_eq!(round.board().used_in(row(6)).free_slots, [1, 0]);
}

#[test]
fn c6_3_only_the_diamond_s_owner_has_its_free_slot() {
    let mut round = deal("D BWG", "GYR W", "");
    play(&mut round, "D G B Y W R G");
    assert_eq!(round.to_move(), Some(B));
    refused(&mut round, "+W", Refusal::NoFreeSlot);
}

#[test]
fn c6_3_reading_the_next_reference_is_the_row_without_the_diamond_plus_one_free_slot() {
    let mut round = deal("D BWG", "GYR", "");
    play(&mut round, "D G B Y W R G");
    let reference = round.board().reference_for(row(6)).unwrap();
    assert_eq!(reference.colours.iter().sum::<u8>(), 6);
    assert_eq!(reference.free_slots, [1, 0]);
}

#[test]
fn c6_3_the_free_slot_is_for_the_next_row_only_and_its_token_is_its_colour_after() {
    let mut round = deal("D BWG WGW RG", "GYR RGB RG", "");
    play(&mut round, "D G B Y W R G | R +W G G B W");
    // Row 5: A's slot is gone; the white played for the Diamond counts in the reference.
    let reference = round.board().reference_for(row(5)).unwrap();
    assert_eq!(reference.free_slots, [0, 0]);
    assert_eq!(reference.colours[Colour::White.index()], 2);
    play(&mut round, "R");
    refused(&mut round, "+R", Refusal::NoFreeSlot);
}

// ---------------------------------------------------------------------------------- C7 ----

/// A game whose first mover holds a neutral, found by trying seeds in order.
fn game_with_neutral_first() -> Game {
    (0..200)
        .map(|seed| Game::new(seed, GameLength::rounds(2).unwrap()))
        .find(|g| g.round().hand(g.first_a()).has(Token::Neutral))
        .expect("a seed below 200 deals a neutral to the first A")
}

#[test]
fn c7_undo_restores_the_state_before_and_the_same_draw_comes_again() {
    let mut game = game_with_neutral_first();
    let start = game.clone();
    game.apply(Action::Move(Move::Neutral)).unwrap();
    let after = game.clone();
    assert_eq!(game.undo(), Ok(Action::Move(Move::Neutral)));
    assert_eq!(game, start);
    game.apply(Action::Move(Move::Neutral)).unwrap();
    assert_eq!(
        game, after,
        "the pile's order is fixed: the same tokens are drawn"
    );
    assert_eq!(game.undo(), Ok(Action::Move(Move::Neutral)));
    assert_eq!(game.undo(), Err(Refusal::NothingToUndo));
}

#[test]
fn c7_a_saved_game_keeps_the_seed_so_a_resumed_game_draws_the_same_tokens() {
    let mut game = game_with_neutral_first();
    game.apply(Action::Move(Move::Neutral)).unwrap();
    let text = dl_color_brake::record::save_game(&game);
    let loaded = dl_color_brake::record::load_game(text.as_bytes()).unwrap();
    assert_eq!(loaded.game, game);
    assert_eq!(loaded.game.round().pile(), game.round().pile());
}
