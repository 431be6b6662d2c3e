//! Scoring (R7): bridge points and region points, kept apart, for both players.

use crate::board::Bridge;
use crate::color::Player;
use crate::position::{CellKind, Position};

/// One player's points (R7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Score {
    /// 1 per non-cut scoring 3-bridge, 2 per 4-bridge.
    pub bridges: u32,
    /// 1 per region claimed by an inner stone of a non-cut scoring bridge.
    pub regions: u32,
}

impl Score {
    /// Bridge points plus region points: what decides the winner (R7).
    pub fn total(&self) -> u32 {
        self.bridges + self.regions
    }
}

/// Points a non-cut scoring bridge of `len` stones gives (R7).
pub(crate) fn bridge_points(len: usize) -> u32 {
    if len == 4 {
        2
    } else {
        1
    }
}

/// A region point: which player's bridge (formation index) claims which region (R7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegionClaim {
    /// Index of the region in [`Position::regions`].
    pub region: u16,
    /// The player scoring the point.
    pub player: Player,
    /// The claiming bridge, in formation order.
    pub bridge: usize,
}

/// The regions that a bridge's inner stones lie on, each once (R7).
pub(crate) fn regions_under_inner_stones(position: &Position, bridge: &Bridge) -> Vec<u16> {
    let mut regions = Vec::with_capacity(2);
    for cell in bridge.line.inner_cells() {
        if let CellKind::Region(r) = position.kind(cell) {
            if !regions.contains(&r) {
                regions.push(r);
            }
        }
    }
    regions
}

/// The region claims of R7, in formation order: for each player and region, the first non-cut
/// scoring bridge of that player with an inner stone on the region.
pub(crate) fn region_claims(position: &Position, bridges: &[Bridge]) -> Vec<RegionClaim> {
    let mut claims: Vec<RegionClaim> = Vec::new();
    for (index, bridge) in bridges.iter().enumerate() {
        let Some(player) = bridge.kind.scoring_player() else {
            continue;
        };
        if bridge.cut {
            continue;
        }
        for region in regions_under_inner_stones(position, bridge) {
            if !claims
                .iter()
                .any(|c| c.region == region && c.player == player)
            {
                claims.push(RegionClaim {
                    region,
                    player,
                    bridge: index,
                });
            }
        }
    }
    claims
}
