//! The accessibility label of each cell ("column 7, row 4, region S2, yellow stone, ringed"),
//! formatted once per distinct cell state and language: a move changes a few cells, so a new
//! screen formats a few labels instead of every cell's.

use std::collections::HashMap;

use dl_app::l10n::{screen, Label, Language, Localize, Localizer};
use dl_core::position::CellKind;
use dl_core::session::{CellLook, CellView, View};
use dl_core::{Cell, Color};

/// Labels kept beyond this many are dropped all at once (a long game on a large board keeps
/// far fewer).
const MAX_KEPT: usize = 8192;

/// What a cell's label says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct CellState {
    cell: Cell,
    look: CellLook,
    stone: Option<Color>,
    ringed: bool,
    last_placed: bool,
    highlighted: bool,
}

/// The labels formatted so far, in one language.
#[derive(Debug, Default)]
pub(crate) struct CellLabels {
    language: Option<Language>,
    kept: HashMap<CellState, String>,
}

impl CellLabels {
    /// The label of `cell` of `view` in the language of `texts`.
    pub(crate) fn label(&mut self, texts: &Localizer, view: &View, cell: &CellView) -> String {
        if self.language != Some(texts.language()) || self.kept.len() > MAX_KEPT {
            self.kept.clear();
            self.language = Some(texts.language());
        }
        let state = CellState {
            cell: cell.cell,
            look: cell.look,
            stone: cell.stone,
            ringed: cell.ringed,
            last_placed: cell.last_placed,
            highlighted: cell.highlighted,
        };
        self.kept
            .entry(state)
            .or_insert_with(|| describe(texts, view, cell))
            .clone()
    }
}

fn describe(texts: &Localizer, view: &View, cell: &CellView) -> String {
    let (kind, region) = match cell.look {
        CellLook::Empty => (CellKind::Empty, None),
        CellLook::Dot => (CellKind::Dot, None),
        CellLook::Region(index) => (
            CellKind::Region(index),
            view.regions
                .get(usize::from(index))
                .map(|r| r.token.as_str()),
        ),
    };
    let mut parts = vec![screen::a11y_cell(cell.cell, kind, region)];
    if let Some(stone) = cell.stone {
        parts.push(screen::a11y_stone(stone));
    }
    for (on, label) in [
        (cell.ringed, Label::A11yRinged),
        (cell.last_placed, Label::A11yLastPlaced),
        (cell.highlighted, Label::A11yHighlighted),
    ] {
        if on {
            parts.push(label.text());
        }
    }
    texts.list(&parts)
}
