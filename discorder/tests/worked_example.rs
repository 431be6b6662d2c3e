//! The worked example of the crate's README: a scripted complete game and its final score.
//!
//! Yellow begins. Each player places their tiles in reading order of their cells in the final
//! board below; Black's 11th action (action 21) is a peg under (3,1), which cuts Yellow's
//! column 3 before it becomes a three; Yellow, out of tiles with one cell left, must place a
//! peg (D2) and puts it under (0,5); Black fills the last cell.

mod common;

use common::{c, e, scripted_game};
use dl_discorder::scoring::column_points;
use dl_discorder::{Action, Direction, Game, Player, Refusal, Score, Winner};

const FINAL_BOARD: [&str; 7] = [
    "Y Y Y B B B B Y",
    "B Y B Y B Y B Y",
    "Y B Y Y B B Y Y",
    "B Y B Y B Y B Y",
    "B Y B B B Y B Y",
    "Y B Y Y B Y Y B",
    "B Y B B Y B Y B",
];

/// A scoring line as listed here: owner, direction, first cell, length, who scores it.
type ScoringLine = (Player, Direction, (u8, u8), u8, Player);

fn worked_example() -> Game {
    scripted_game(
        Player::Yellow,
        FINAL_BOARD,
        &[(21, e(3, 1)), (usize::MAX, e(0, 5))],
    )
}

#[test]
fn the_worked_example_ends_yellow_4_black_2() {
    let game = worked_example();
    assert!(game.is_over());
    assert_eq!(game.action_count(), 58, "56 tiles and 2 pegs");
    assert_eq!(
        game.scores(),
        [Score { now: 4, settled: 4 }, Score { now: 2, settled: 2 }]
    );
    assert_eq!(game.winner(), Some(Winner::Player(Player::Yellow)));
    let mut lines: Vec<ScoringLine> = game
        .scoring_lines()
        .into_iter()
        .map(|(l, a)| (l.owner, l.direction, (l.start.x, l.start.y), l.len, a.to))
        .collect();
    lines.sort();
    use Direction::{Horizontal as H, Vertical as V};
    use Player::{Black as B, Yellow as Y};
    assert_eq!(
        lines,
        vec![
            (Y, H, (0, 0), 3, Y), // row 0, closed by the edge and Black's (3,0)
            (Y, V, (5, 3), 3, Y), // column 5, rows 3–5, between Black's (5,2) and (5,6)
            (Y, V, (7, 0), 5, B), // column 7, rows 0–4: five, a point to Black
            (B, H, (2, 4), 3, B), // row 4, between Yellow's (1,4) and (5,4)
            (B, H, (3, 0), 4, Y), // row 0: four, a point to Yellow
            (B, V, (4, 0), 6, Y), // column 4, rows 0–5: six, a point to Yellow
        ]
    );
}

#[test]
fn the_worked_example_after_blacks_peg_yellow_2_settled_black_1_open() {
    let game = worked_example();
    let actions = game.actions();
    assert_eq!(actions[21], Action::PlacePeg(e(3, 1)));
    let after_peg = Game::replay(Player::Yellow, &actions[..22]).unwrap();
    // Yellow's settled three and Black's four on row 0; Black's open three in column 4.
    assert_eq!(
        after_peg.scores(),
        [Score { now: 2, settled: 2 }, Score { now: 1, settled: 0 }]
    );
    // Without the peg, Yellow's (3,1) (3,2) (3,3) would be a three closed by Black's (3,0)
    // and (3,4) on the final board.
    let mut without_peg = game.board().clone();
    assert!(without_peg.remove_peg(e(3, 1)));
    assert_eq!(
        column_points(&without_peg, 3, 0)[0],
        Score { now: 1, settled: 1 }
    );
    assert_eq!(column_points(game.board(), 3, 0)[0], Score::default());
}

#[test]
fn the_worked_example_black_may_not_cut_its_column_four_into_two_threes() {
    let actions = worked_example().actions();
    // After Yellow's last tile (action 54), Black is to move with column 4 holding its six.
    let mut game = Game::replay(Player::Yellow, &actions[..55]).unwrap();
    assert_eq!(game.to_move(), Player::Black);
    assert_eq!(
        game.apply(Action::PlacePeg(e(4, 2))),
        Err(Refusal::PegAfterOwnThree(e(4, 2)))
    );
    // Yellow may place that peg (but it would give Black two points).
    game.apply(Action::PlaceTile(c(5, 6))).unwrap();
    assert_eq!(game.to_move(), Player::Yellow);
    assert_eq!(game.tiles_left(Player::Yellow), 0);
    game.apply(Action::PlacePeg(e(4, 2))).unwrap();
}
