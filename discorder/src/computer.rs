//! The computer opponent: one level, greedy with a look at the reply. For every legal action
//! it plays the action on a copy, lets the opponent answer with the reply that is worst for it
//! (every legal reply is tried), and keeps the action whose worst reply leaves it best off.
//! A position is valued by the points now and the settled points (D5), settled points twice;
//! a finished game by its result (D6). Ties go to a tile before a peg (pegs are shared and
//! scarce), then to a random choice among equals from the caller's generator.
//!
//! It examines at most about 56 × 104 positions (every empty cell and free edge, then every
//! reply), a few milliseconds.

use rand::Rng;

use crate::game::{Action, Game};
use crate::player::Player;

/// A finished game's value: above any position's value during play.
const WIN: i64 = 1_000;

/// The computer's action for the player to move, or `None` when the game is over.
pub fn computer_action<R: Rng>(game: &Game, rng: &mut R) -> Option<Action> {
    let me = game.to_move();
    let mut work = game.clone();
    let mut best: Vec<Action> = Vec::new();
    let mut best_key = (i64::MIN, false);
    for action in game.legal_actions() {
        if work.apply(action).is_err() {
            continue;
        }
        let key = (value_after_reply(&mut work, me), is_tile(action));
        // `work` was changed by `apply` only; undo puts it back.
        let _ = work.undo();
        if key > best_key {
            best_key = key;
            best.clear();
        }
        if key == best_key {
            best.push(action);
        }
    }
    if best.is_empty() {
        return None;
    }
    best.get(rng.random_range(0..best.len())).copied()
}

fn is_tile(action: Action) -> bool {
    matches!(action, Action::PlaceTile(_))
}

/// The value for `me` after the player to move in `game` answers as badly for `me` as they
/// can (or as well, when an automatic pass gave the turn back to `me`).
fn value_after_reply(game: &mut Game, me: Player) -> i64 {
    if game.is_over() {
        return value(game, me);
    }
    let replier = game.to_move();
    let mut chosen: Option<i64> = None;
    for reply in game.legal_actions() {
        if game.apply(reply).is_err() {
            continue;
        }
        let v = value(game, me);
        let _ = game.undo();
        chosen = Some(match chosen {
            None => v,
            Some(c) if replier == me => c.max(v),
            Some(c) => c.min(v),
        });
    }
    chosen.unwrap_or_else(|| value(game, me))
}

/// How good `game` is for `me`: settled points count twice, points now once (D5); a finished
/// game is a win, a loss or a draw by its totals (D6).
fn value(game: &Game, me: Player) -> i64 {
    let mine = game.score(me);
    let theirs = game.score(me.other());
    let now = i64::from(mine.now) - i64::from(theirs.now);
    if game.is_over() {
        return now.signum() * WIN + now;
    }
    let settled = i64::from(mine.settled) - i64::from(theirs.settled);
    2 * settled + now
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Cell;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    #[test]
    fn it_completes_its_own_settled_three() {
        // Yellow: (0,6) (1,6); Black: (3,6) far off. Yellow to move completes (0..2, 6) closed
        // by the board's edge and Black's tile at (3,6).
        let mut game = Game::new(Player::Yellow);
        for (x, y) in [(0, 6), (3, 6), (1, 6), (7, 0)] {
            game.apply(Action::PlaceTile(Cell::new(x, y))).unwrap();
        }
        let mut rng = SmallRng::seed_from_u64(1);
        assert_eq!(
            computer_action(&game, &mut rng),
            Some(Action::PlaceTile(Cell::new(2, 6)))
        );
    }

    #[test]
    fn it_offers_a_legal_action_until_the_game_is_over() {
        let mut game = Game::new(Player::Black);
        let mut rng = SmallRng::seed_from_u64(7);
        for _ in 0..crate::game::MAX_ACTIONS {
            let Some(action) = computer_action(&game, &mut rng) else {
                break;
            };
            game.apply(action).unwrap();
        }
        assert!(game.is_over());
        assert_eq!(computer_action(&game, &mut rng), None);
    }
}
