//! Tap or double tap, decided once for every shell (PLATFORMS.md "Taps"): every tap is handled
//! at once (a tap on an empty cell places without waiting), and a second tap on the same stone
//! within the platform's double-tap timeout is a double tap.

/// What a tap means.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TapKind {
    /// Handle at once: places the selected colour on an empty cell.
    Single,
    /// The second tap on the same stone in time: toggles its ring.
    Double,
}

/// Tells a double tap on a stone from single taps by the taps' times.
#[derive(Clone, Debug)]
pub struct TapClassifier {
    timeout_ms: u64,
    last_stone_tap: Option<((u32, u32), u64)>,
}

impl TapClassifier {
    /// A classifier that accepts at most `timeout_ms` between the two taps of a double tap
    /// (Android's `ViewConfiguration.getDoubleTapTimeout()`, iOS's chosen interval).
    pub fn new(timeout_ms: u64) -> TapClassifier {
        TapClassifier {
            timeout_ms,
            last_stone_tap: None,
        }
    }

    /// Classifies a tap on `cell` at `at_ms` (a monotonic clock). `on_stone` says whether the
    /// cell holds a stone when the tap arrives: a tap on an empty cell is always single, so
    /// placing a stone and tapping it again at once does not ring it by accident. A double tap
    /// is complete in itself: a third tap starts again. The second tap may come at most
    /// `timeout_ms` after the first, inclusive (as Android's GestureDetector counts).
    pub fn classify(&mut self, cell: (u32, u32), on_stone: bool, at_ms: u64) -> TapKind {
        if !on_stone {
            self.last_stone_tap = None;
            return TapKind::Single;
        }
        if let Some((last, then)) = self.last_stone_tap {
            if last == cell && at_ms >= then && at_ms - then <= self.timeout_ms {
                self.last_stone_tap = None;
                return TapKind::Double;
            }
        }
        self.last_stone_tap = Some((cell, at_ms));
        TapKind::Single
    }

    /// Forgets a first tap (the board changed under it: undo, the computer's move, a new game).
    pub fn reset(&mut self) {
        self.last_stone_tap = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_tap_on_the_same_stone_within_the_timeout_is_a_double_tap() {
        let mut taps = TapClassifier::new(300);
        assert_eq!(taps.classify((2, 3), true, 1000), TapKind::Single);
        assert_eq!(taps.classify((2, 3), true, 1300), TapKind::Double);
    }

    #[test]
    fn the_timeout_is_inclusive_and_one_millisecond_more_is_two_taps() {
        let mut taps = TapClassifier::new(300);
        taps.classify((0, 0), true, 0);
        assert_eq!(taps.classify((0, 0), true, 301), TapKind::Single);
        assert_eq!(taps.classify((0, 0), true, 601), TapKind::Double);
    }

    #[test]
    fn another_cell_an_empty_cell_or_a_clock_going_back_is_no_double_tap() {
        let mut taps = TapClassifier::new(300);
        taps.classify((0, 0), true, 100);
        assert_eq!(taps.classify((1, 0), true, 150), TapKind::Single);
        assert_eq!(taps.classify((1, 0), false, 160), TapKind::Single);
        assert_eq!(taps.classify((1, 0), true, 170), TapKind::Single);
        assert_eq!(taps.classify((1, 0), true, 100), TapKind::Single);
    }

    #[test]
    fn a_third_tap_starts_a_new_pair_and_reset_forgets_the_first() {
        let mut taps = TapClassifier::new(300);
        taps.classify((4, 4), true, 0);
        assert_eq!(taps.classify((4, 4), true, 100), TapKind::Double);
        assert_eq!(taps.classify((4, 4), true, 200), TapKind::Single);
        taps.reset();
        assert_eq!(taps.classify((4, 4), true, 250), TapKind::Single);
    }
}
