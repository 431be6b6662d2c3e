//! Which bridges to form through the turn's stone, and in which order (R4.2).
//!
//! Forming a bridge never makes another one legal: it only adds lines that later bridges may
//! not cross (R6) or extend (R5.5). So every sequence the rules accept forms a subset of the
//! bridges legal right after the placement, and whether two of them can both be formed is
//! decided pair by pair. The computer forms no pair in which a red bridge would cut the
//! mover's own scoring bridge of the same turn: that only throws the scoring bridge away.

use crate::color::{Loyalty, Player};
use crate::game::Game;
use crate::geometry::Line;
use crate::position::CellKind;
use crate::rules::LegalBridge;

use super::threats::line_worth;
use super::turn::{undo_actions, MAX_BRIDGES};

/// How the computer chooses the bridges of its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BridgeStyle {
    /// The search weighs every set of bridges that can be formed together, none included
    /// (a stone on a dot always keeps one, R4.3).
    Chosen,
    /// Every bridge through the stone is attempted in the rules' order of lines, as the
    /// reference games do: the baseline the strength table compares [`BridgeStyle::Chosen`]
    /// with.
    All,
}

/// The score margin of `player`: their total minus the other player's (R7).
pub(crate) fn margin(game: &Game, player: Player) -> i32 {
    let [blue, yellow] = game.scores().map(|s| s.total() as i32);
    match player {
        Player::Blue => blue - yellow,
        Player::Yellow => yellow - blue,
    }
}

/// Every set of bridges the mover may form together through the stone just placed, each in
/// an order the rules accept (scoring bridges before red ones). The empty set comes first
/// unless the stone is on a dot, which must keep a bridge (R4.3).
pub(crate) fn bridge_choices(game: &mut Game) -> Vec<Vec<Line>> {
    let legal = game.legal_bridges();
    let legal = &legal[..legal.len().min(MAX_BRIDGES)];
    let compatible = compatibility(game, legal);
    let on_dot = game
        .turn_stone()
        .is_some_and(|cell| game.position().kind(cell) == CellKind::Dot);
    let mut choices = Vec::new();
    for subset in 0u32..(1 << legal.len()) {
        if subset == 0 && on_dot {
            continue;
        }
        let members = (0..legal.len()).filter(|i| subset & (1 << i) != 0);
        if members.clone().any(|i| compatible[i] & subset != subset) {
            continue;
        }
        let mut lines: Vec<&LegalBridge> = members.map(|i| &legal[i]).collect();
        lines.sort_by_key(|b| b.kind == Loyalty::Red);
        choices.push(lines.into_iter().map(|b| b.line).collect());
    }
    choices
}

/// For each legal bridge, the bit set of the legal bridges that may be formed with it (itself
/// included): after forming one, the other is still legal and cuts nothing of this turn.
fn compatibility(game: &mut Game, legal: &[LegalBridge]) -> Vec<u32> {
    let mut compatible = vec![0u32; legal.len()];
    for (i, first) in legal.iter().enumerate() {
        compatible[i] |= 1 << i;
        if game.bridge(first.line.start(), first.line.end()).is_err() {
            continue;
        }
        let formed = game.board().bridges().len() - 1;
        let ctx = game.context();
        for (j, second) in legal.iter().enumerate().skip(i + 1) {
            let together = ctx
                .check_bridge(second.line.start(), second.line.end())
                .is_ok_and(|b| !b.cuts.iter().any(|cut| cut == formed));
            if together {
                compatible[i] |= 1 << j;
                compatible[j] |= 1 << i;
            }
        }
        undo_actions(game, 1);
    }
    compatible
}

/// Forms bridges through the stone just placed one at a time, each the one that raises the
/// mover's margin most, while one raises it; a stone on a dot keeps at least one bridge
/// (R4.3). Returns the bridges formed, in order, and the gain in margin.
pub(crate) fn form_greedy_bridges(game: &mut Game) -> (Vec<Line>, i32) {
    let mover = game.to_move();
    let start = margin(game, mover);
    let must_bridge = game
        .turn_stone()
        .is_some_and(|cell| game.position().kind(cell) == CellKind::Dot);
    let mut formed = Vec::new();
    loop {
        let base = margin(game, mover);
        let mut best: Option<(i32, Line)> = None;
        for bridge in game.legal_bridges() {
            if game.bridge(bridge.line.start(), bridge.line.end()).is_ok() {
                let gain = margin(game, mover) - base;
                undo_actions(game, 1);
                if best.is_none_or(|(g, _)| gain > g) {
                    best = Some((gain, bridge.line));
                }
            }
        }
        match best {
            Some((gain, line)) if gain > 0 || (must_bridge && formed.is_empty()) => {
                if game.bridge(line.start(), line.end()).is_err() {
                    break;
                }
                formed.push(line);
            }
            _ => break,
        }
    }
    let gain = margin(game, mover) - start;
    (formed, gain)
}

/// Forms bridges through the stone just placed one at a time, each the one worth most to the
/// mover as read off the board ([`line_worth`]: a scoring bridge's points and new regions, a
/// red bridge's cuts, R7), while one is worth something; a stone on a dot keeps at least one
/// bridge (R4.3). The playouts' cheap stand-in for [`form_greedy_bridges`]: nothing is formed
/// to be taken back.
pub(crate) fn form_bridges_by_worth(game: &mut Game) {
    let mover = game.to_move();
    let must_bridge = game
        .turn_stone()
        .is_some_and(|cell| game.position().kind(cell) == CellKind::Dot);
    // Forming a bridge never makes another legal (see above): the candidates are the bridges
    // legal now, each asked again once a bridge has been formed.
    let mut legal: [Option<(Line, Loyalty)>; MAX_BRIDGES] = [None; MAX_BRIDGES];
    let mut count = 0;
    game.context().for_each_legal_bridge(|bridge| {
        if let Some(slot) = legal.get_mut(count) {
            *slot = Some((bridge.line, bridge.kind));
            count += 1;
        }
    });
    let mut formed = 0;
    loop {
        let ctx = game.context();
        let mut best: Option<(i32, usize)> = None;
        for (i, slot) in legal[..count].iter_mut().enumerate() {
            if formed > 0 {
                if let Some((line, _)) = *slot {
                    if ctx.check_bridge(line.start(), line.end()).is_err() {
                        *slot = None;
                    }
                }
            }
            let Some((line, kind)) = *slot else {
                continue;
            };
            let worth = line_worth(game, mover, &line, kind);
            if best.is_none_or(|(w, _)| worth > w) {
                best = Some((worth, i));
            }
        }
        let Some((worth, i)) = best else {
            break;
        };
        if worth <= 0 && !(must_bridge && formed == 0) {
            break;
        }
        let Some((line, _)) = legal[i].take() else {
            break;
        };
        if game.bridge(line.start(), line.end()).is_err() {
            break;
        }
        formed += 1;
    }
}

/// Attempts every bridge through the stone just placed, in the order of
/// [`crate::rules::lines_through`], forming each one the rules accept at that moment
/// ([`BridgeStyle::All`]). Returns the bridges formed, in order.
pub(crate) fn form_all_bridges(game: &mut Game) -> Vec<Line> {
    let Some(cell) = game.turn_stone() else {
        return Vec::new();
    };
    let position = std::sync::Arc::clone(game.position());
    crate::rules::lines_through(&position, cell)
        .filter(|line| game.bridge(line.start(), line.end()).is_ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color::Color;
    use crate::computer::tests::{open_game, turns};
    use crate::geometry::Cell;

    #[test]
    fn r4_2_r6_every_set_of_bridges_formable_together_is_a_choice_none_included() {
        let mut game = open_game();
        turns(
            &mut game,
            &[
                (1, 2, Color::Blue),
                (7, 1, Color::Yellow),
                (3, 2, Color::Blue),
                (7, 3, Color::Yellow),
                (2, 1, Color::Blue),
                (6, 1, Color::Yellow),
                (2, 3, Color::Blue),
                (6, 3, Color::Yellow),
            ],
        );
        // Purple on (2,2) completes the row (1,2)–(3,2) and the column (2,1)–(2,3); the stone
        // is inner to both, so they conflict (R6) and only one of them may be formed.
        game.place(Cell::new(2, 2), Color::Purple).unwrap();
        assert_eq!(game.legal_bridges().len(), 2);
        let choices = bridge_choices(&mut game);
        assert_eq!(choices.len(), 3, "{choices:?}");
        assert!(choices[0].is_empty());
        assert!(choices[1..].iter().all(|c| c.len() == 1));
        assert_ne!(choices[1], choices[2]);
    }

    #[test]
    fn r4_3_a_stone_on_a_dot_always_keeps_a_bridge() {
        let mut game = open_game();
        turns(
            &mut game,
            &[
                (3, 2, Color::Blue),
                (7, 1, Color::Yellow),
                (3, 3, Color::Purple),
                (7, 3, Color::Yellow),
            ],
        );
        game.place(Cell::new(3, 4), Color::Blue).unwrap();
        let choices = bridge_choices(&mut game);
        assert_eq!(choices.len(), 1, "the empty choice is left out on a dot");
        assert_eq!(choices[0].len(), 1);
        let (formed, gain) = form_greedy_bridges(&mut game);
        assert_eq!(formed.len(), 1);
        assert_eq!(
            gain, 2,
            "a 3-bridge with its inner stone on a region: 1 + 1 (R7)"
        );
    }

    #[test]
    fn r6_greedy_bridges_leave_out_a_red_bridge_that_only_cuts_the_movers_own() {
        let mut game = open_game();
        turns(
            &mut game,
            &[
                (1, 2, Color::Blue),
                (6, 1, Color::Yellow),
                (2, 2, Color::Purple),
                (1, 1, Color::Red),
            ],
        );
        game.place(Cell::new(3, 2), Color::Blue).unwrap();
        game.bridge(Cell::new(1, 2), Cell::new(3, 2)).unwrap();
        game.end_turn().unwrap();
        turns(&mut game, &[(6, 3, Color::Yellow)]);
        assert_eq!(margin(&game, Player::Blue), 2);
        // Orange on (3,3) completes the red diagonal (1,1)–(3,3), which would cut Blue's row
        // through their shared inner stone (2,2) (R6).
        game.place(Cell::new(3, 3), Color::Orange).unwrap();
        assert_eq!(bridge_choices(&mut game).len(), 2);
        let (formed, gain) = form_greedy_bridges(&mut game);
        assert_eq!((formed.len(), gain), (0, 0));
        assert_eq!(form_all_bridges(&mut game).len(), 1);
        assert_eq!(
            margin(&game, Player::Blue),
            0,
            "the red bridge cut Blue's own row"
        );
    }
}
