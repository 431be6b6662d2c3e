//! The web version's game snapshot, the `state` of a `state_sync` message (and of its "Save"
//! file, `version: 1`), as serde types. Field order is the page's (`buildSyncState`), so a
//! snapshot written by us packs to the same bytes as the page's own.
//!
//! Grid cells are indexed `y * W + x`, with `W` = largest x + 2 (R2). Inventories keep the
//! page's key order (a set's colours, R3). Reading is lenient about what the page ignores
//! (`coords` of bridges, unknown fields) and typed about the rest; what the values *mean* is
//! checked by [`crate::snapshot_read`] and [`crate::snapshot_check`].

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The only snapshot version the page writes and reads.
pub const WEB_STATE_VERSION: i64 = 1;

/// One snapshot of the web page's game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WebState {
    /// Always 1.
    pub version: i64,
    /// The position (R2).
    pub position: WebPosition,
    /// The colour name of the stone on each cell, or null (R2).
    pub grid: Vec<Option<String>>,
    /// Blue's supply (R3).
    pub blue_inv: Inventory,
    /// Yellow's supply (R3).
    pub yellow_inv: Inventory,
    /// "blue" or "yellow": who moves (R4).
    pub current_player: String,
    /// The colour the sender had selected; not part of the game.
    #[serde(default)]
    pub selected_color: Option<String>,
    /// The flat index of the stone placed this turn, or null at the start of a turn (R4.1).
    #[serde(default)]
    pub last_placed: Option<i64>,
    /// Whether a bridge was formed this turn (R4.2).
    #[serde(default)]
    pub bridge_placed: bool,
    /// Always "tile" in the page.
    #[serde(default = "tile")]
    pub move_state: String,
    /// Sets Blue has received, the current one included (R3).
    pub blue_batch: i64,
    /// Sets Yellow has received (R3).
    pub yellow_batch: i64,
    /// Every bridge in formation order, cut ones included (R5, R6).
    pub active_bridges: Vec<WebBridge>,
    /// Bridge points (R7).
    pub bridge_score: PlayerPoints,
    /// Region points (R7).
    pub region_score: PlayerPoints,
    /// The page's auto-bridge amendment handle; always null since the page stopped
    /// auto-forming bridges.
    #[serde(default)]
    pub amendable_bridge_id: Option<i64>,
}

fn tile() -> String {
    "tile".to_owned()
}

/// A position as the page holds it (from its CSV reader or its editor).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WebPosition {
    /// Set on positions made in the page's editor; such positions play 3 rounds (R3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_id: Option<String>,
    /// The name, e.g. "Up the Stairs".
    pub name: String,
    /// A subtitle ("" for built-ins).
    #[serde(default)]
    pub sub: String,
    /// The regions in order of first appearance, row-major (R2).
    pub boards: Vec<WebBoard>,
    /// The dots, row-major (R2).
    #[serde(default)]
    pub dots: Vec<[i64; 2]>,
}

/// One region of a position (R2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WebBoard {
    /// The region's token, e.g. "W4".
    pub token: String,
    /// Its cells as `[x, y]`, row-major.
    pub cells: Vec<[i64; 2]>,
}

/// A bridge as the page stores it (R5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WebBridge {
    /// The page's id (it uses `Date.now()`; ours are 1, 2, …). Unique within a snapshot.
    pub id: i64,
    /// The flat indices of its cells, from `s` to `e`.
    pub row: Vec<i64>,
    /// "blue", "yellow" or "red" (R5.4).
    pub player: String,
    /// The first end.
    #[serde(default)]
    pub s: Option<i64>,
    /// The last end.
    #[serde(default)]
    pub e: Option<i64>,
    /// Whether a red bridge has cut it (R6).
    pub cut: bool,
}

/// Points of both players (R7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPoints {
    /// Blue's.
    pub blue: i64,
    /// Yellow's.
    pub yellow: i64,
}

/// A supply as the page holds it: colour name → count, in the page's key order (R3).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inventory(pub Vec<(String, i64)>);

impl Serialize for Inventory {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

struct InventoryVisitor;

impl<'de> Visitor<'de> for InventoryVisitor {
    type Value = Inventory;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a map of colour names to counts")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Inventory, A::Error> {
        let mut entries = Vec::new();
        while let Some(entry) = map.next_entry::<String, i64>()? {
            entries.push(entry);
        }
        Ok(Inventory(entries))
    }
}

impl<'de> Deserialize<'de> for Inventory {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Inventory, D::Error> {
        d.deserialize_map(InventoryVisitor)
    }
}
