//! Double clicks, detected by the shell itself: two clicks on the same stone within
//! [`DOUBLE_CLICK_WINDOW`] (a double tap on a phone).

use std::time::{Duration, Instant};

use dl_core::Cell;

/// The longest time between the two clicks of a double click.
pub const DOUBLE_CLICK_WINDOW: Duration = Duration::from_millis(400);

/// Remembers the last click on a stone.
#[derive(Clone, Copy, Debug, Default)]
pub struct DoubleClick {
    last: Option<(Cell, Instant)>,
}

impl DoubleClick {
    /// Records a click on `cell` at `now`. Returns true when it completes a double click: the
    /// previous click was on the same cell, on a stone, within the window. Only clicks on
    /// stones (`on_stone`) can start a double click, so a quick double click on an empty cell
    /// places a stone without ringing it.
    pub fn click(&mut self, cell: Cell, on_stone: bool, now: Instant) -> bool {
        let double = matches!(self.last, Some((c, t))
            if c == cell && now.saturating_duration_since(t) <= DOUBLE_CLICK_WINDOW);
        self.last = (on_stone && !double).then_some((cell, now));
        double
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_quick_clicks_on_one_stone_are_a_double_click_once() {
        let t = Instant::now();
        let c = Cell::new(2, 3);
        let mut d = DoubleClick::default();
        assert!(!d.click(c, true, t));
        assert!(d.click(c, true, t + Duration::from_millis(200)));
        assert!(
            !d.click(c, true, t + Duration::from_millis(300)),
            "a third click starts over"
        );
    }

    #[test]
    fn slow_clicks_other_cells_and_empty_cells_are_single() {
        let t = Instant::now();
        let c = Cell::new(2, 3);
        let mut d = DoubleClick::default();
        assert!(!d.click(c, true, t));
        assert!(!d.click(c, true, t + Duration::from_millis(900)));
        assert!(!d.click(Cell::new(4, 3), true, t + Duration::from_millis(1000)));
        let mut d = DoubleClick::default();
        assert!(!d.click(c, false, t), "a click that places a stone");
        assert!(!d.click(c, true, t + Duration::from_millis(100)));
    }
}
