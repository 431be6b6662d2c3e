//! Random play shared by the tests of room sessions.

use dl_core::{Action, CellKind, Game, LegalBridge};
use rand::rngs::SmallRng;
use rand::Rng;

/// Which cell [`random_stone`] takes when no region cell takes a stone.
pub enum NoRegion {
    /// The first of the cells that take one.
    First,
    /// A random one of them.
    Random,
}

/// A random stone for the player to move in `game`: on a random region cell that takes one (so
/// it stays, R4.3), else on the cell `no_region` says; a random colour the cell takes.
pub fn random_stone(game: &Game, rng: &mut SmallRng, no_region: NoRegion) -> Action {
    let all = game.context().placement_targets();
    let regions: Vec<_> = all
        .iter()
        .copied()
        .filter(|(c, _)| game.position().kind(*c) != CellKind::Dot)
        .collect();
    let (cell, colors) = match (regions.is_empty(), no_region) {
        (false, _) => regions[rng.random_range(0..regions.len())],
        (true, NoRegion::First) => all[0],
        (true, NoRegion::Random) => all[rng.random_range(0..all.len())],
    };
    let colors: Vec<_> = colors.iter().collect();
    let color = colors[rng.random_range(0..colors.len())];
    Action::Place { cell, color }
}

/// The action that builds `bridge`.
pub fn bridge_action(bridge: LegalBridge) -> Action {
    Action::Bridge {
        from: bridge.line.start(),
        to: bridge.line.end(),
    }
}
