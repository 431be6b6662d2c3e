//! The worked example of the crate's README: a short game of two rounds from seed 1918, its
//! deal, its moves and its final score, 37–0. If the shuffle or a rule changes, this fails.

use dl_color_brake::{
    Action, Base, CellId, Colour, Game, GameLength, Hand, RoundEnd, Seat, Token, Winner,
};

const SEED: u64 = 1918;

/// The moves of round 1 (A = player one), then the next round, then round 2 (A = player two).
const ROUND_1: [&str; 10] = [
    "neutral",
    "rescue blue",
    "diamond",
    "colour blue",
    "neutral",
    "colour orange",
    "colour orange",
    "colour orange",
    "for-diamond white",
    "colour blue",
];
const ROUND_2: [&str; 10] = [
    "colour red",
    "colour yellow",
    "colour yellow",
    "diamond",
    "colour red",
    "colour blue",
    "colour green",
    "neutral",
    "colour blue",
    "colour green",
];

fn hand_text(hand: &Hand) -> String {
    hand.counts()
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| format!("{t}×{n}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn play(game: &mut Game, moves: &[&str]) {
    for text in moves {
        game.apply(Action::parse(text).unwrap())
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
}

fn cell(number: u8) -> CellId {
    CellId::from_number(number).unwrap()
}

#[test]
fn worked_example_a_game_of_two_rounds_ends_37_to_0() {
    let mut game = Game::new(SEED, GameLength::rounds(2).unwrap());
    assert_eq!(game.first_a(), Seat::One);
    assert_eq!(
        hand_text(game.round().hand(Seat::One)),
        "blue×2 green×3 yellow×3 red×2 orange×2 pink×3 neutral×1"
    );
    assert_eq!(
        hand_text(game.round().hand(Seat::Two)),
        "green×1 yellow×3 red×2 white×4 orange×1 pink×3 neutral×1 diamond×1"
    );

    // Player one's neutral on cell 1 draws a neutral (stacked) and two colours, blue and
    // green: blue goes on top, green into the hand (C6.1).
    play(&mut game, &ROUND_1[..1]);
    let pending = *game.round().pending().unwrap();
    assert_eq!(pending.neutrals, 2);
    assert_eq!(pending.drawn[Colour::Blue.index()], 1);
    assert_eq!(pending.drawn[Colour::Green.index()], 1);
    play(&mut game, &ROUND_1[1..]);
    let board = game.round().board();
    assert_eq!(
        board.get(cell(1)).unwrap().base,
        Base::Rescue {
            neutrals: 2,
            colour: Colour::Blue
        }
    );
    assert_eq!(board.get(cell(2)).unwrap().base, Base::Diamond);
    assert_eq!(
        board.get(cell(8)).unwrap().base,
        Base::ForDiamond(Colour::White)
    );
    // Row 6's reference is blue ×2 and orange ×4; player two holds neither for cell 10 (C4.4).
    let result = game.results()[0];
    assert_eq!(
        result.end,
        RoundEnd::Stuck {
            seat: Seat::Two,
            cell: cell(10)
        }
    );
    assert_eq!(result.points, [19, 0]);

    game.apply(Action::NextRound).unwrap();
    assert_eq!(game.round().a(), Seat::Two, "the nominations swap (C2)");
    assert!(game.round().hand(Seat::One).has(Token::Diamond));
    play(&mut game, &ROUND_2);
    let result = game.results()[1];
    assert_eq!(
        result.end,
        RoundEnd::Stuck {
            seat: Seat::Two,
            cell: cell(11)
        }
    );
    assert_eq!(result.points, [18, 0]);
    assert_eq!(game.scores(), [37, 0]);
    assert_eq!(game.winner(), Some(Winner::Seat(Seat::One)));
    assert_eq!(game.action_count(), 21);
}
