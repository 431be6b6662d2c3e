//! The board geometry a shell paints and touches (issue 8): region outlines, label anchors and
//! the hit test, checked on all 12 built-in positions against plain restatements.

use std::sync::Arc;

use dl_core::hit_test::{playable_cell_at, TOUCH_SLOP};
use dl_core::outline::Point;
use dl_core::session::{CellLook, Session};
use dl_core::{builtin_positions, Cell, CellKind, Game, Position};
use proptest::prelude::*;

fn session(position: &Position) -> Session {
    Session::new(Game::new(
        Arc::new(position.clone()),
        position.default_rounds(),
    ))
}

/// Even-odd rule: whether `p` lies inside the closed polylines.
fn inside(loops: &[Vec<Point>], p: Point) -> bool {
    let mut crossings = 0;
    for l in loops {
        for i in 0..l.len() {
            let (a, b) = (l[i], l[(i + 1) % l.len()]);
            if (a.y > p.y) != (b.y > p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x);
                if p.x < x {
                    crossings += 1;
                }
            }
        }
    }
    crossings % 2 == 1
}

/// Whether two axis-parallel segments share a point.
fn touch(a: (Point, Point), b: (Point, Point)) -> bool {
    let (ax0, ax1) = (a.0.x.min(a.1.x), a.0.x.max(a.1.x));
    let (ay0, ay1) = (a.0.y.min(a.1.y), a.0.y.max(a.1.y));
    let (bx0, bx1) = (b.0.x.min(b.1.x), b.0.x.max(b.1.x));
    let (by0, by1) = (b.0.y.min(b.1.y), b.0.y.max(b.1.y));
    ax0 <= bx1 && bx0 <= ax1 && ay0 <= by1 && by0 <= ay1
}

#[test]
fn r2_every_region_outline_is_closed_simple_and_encloses_exactly_its_cells() {
    let mut loops_seen = 0;
    for position in builtin_positions() {
        let view = session(position).view();
        assert_eq!(view.regions.len(), position.regions().len());
        for (r, region) in view.regions.iter().enumerate() {
            let loops = &region.outline.loops;
            assert!(!loops.is_empty(), "{} {}", position.name(), region.token);
            for l in loops {
                loops_seen += 1;
                assert!(l.len() >= 4, "a closed loop has four corners at least");
                let segments: Vec<(Point, Point)> =
                    (0..l.len()).map(|i| (l[i], l[(i + 1) % l.len()])).collect();
                for (i, s) in segments.iter().enumerate() {
                    // Along the grid lines, whole cells long, a corner at every point.
                    assert!(s.0.x == s.1.x || s.0.y == s.1.y, "{s:?}");
                    assert!(s.0 != s.1);
                    for p in [s.0, s.1] {
                        assert_eq!((p.x.fract(), p.y.fract()), (0.0, 0.0));
                    }
                    let next = segments[(i + 1) % segments.len()];
                    assert!(
                        (s.0.x == s.1.x) != (next.0.x == next.1.x),
                        "a corner between two segments"
                    );
                    // Simple: only neighbouring segments meet, at their shared point.
                    for (j, t) in segments.iter().enumerate() {
                        let neighbours = j == i
                            || j == (i + 1) % segments.len()
                            || i == (j + 1) % segments.len();
                        if !neighbours {
                            assert!(
                                !touch(*s, *t),
                                "{} {}: {s:?} meets {t:?}",
                                position.name(),
                                region.token
                            );
                        }
                    }
                }
            }
            for cell in position.cells() {
                let centre = Point::new(f32::from(cell.x) + 0.5, f32::from(cell.y) + 0.5);
                assert_eq!(
                    inside(loops, centre),
                    position.kind(cell) == CellKind::Region(r as u16),
                    "{} {} at {cell}",
                    position.name(),
                    region.token
                );
            }
            // The label sits on a cell of the region.
            let label = region.outline.label;
            let cell = Cell::new(label.x as u8, label.y as u8);
            assert_eq!(position.kind(cell), CellKind::Region(r as u16));
        }
    }
    assert!(loops_seen > 100, "{loops_seen} loops");
}

#[test]
fn the_cells_of_a_frame_name_their_region_and_the_stones_and_dots_their_centres() {
    for position in builtin_positions() {
        let view = session(position).view();
        for cv in &view.cells {
            let expected = match position.kind(cv.cell) {
                CellKind::Empty => CellLook::Empty,
                CellKind::Dot => CellLook::Dot,
                CellKind::Region(r) => CellLook::Region(r),
            };
            assert_eq!(cv.look, expected);
        }
        let dots: Vec<Cell> = position
            .cells()
            .filter(|c| position.kind(*c) == CellKind::Dot)
            .collect();
        assert_eq!(view.dots.iter().map(|d| d.cell).collect::<Vec<_>>(), dots);
        for d in &view.dots {
            assert_eq!(
                d.center,
                Point::new(f32::from(d.cell.x) + 0.5, f32::from(d.cell.y) + 0.5)
            );
        }
    }
}

#[test]
fn cell_at_every_cell_centre_is_that_cell_when_playable_and_none_otherwise() {
    for position in builtin_positions() {
        let s = session(position);
        for cell in position.cells() {
            let (x, y) = (f32::from(cell.x) + 0.5, f32::from(cell.y) + 0.5);
            let expected = (position.kind(cell) != CellKind::Empty).then_some(cell);
            assert_eq!(s.cell_at(x, y), expected, "{} {cell}", position.name());
        }
        assert_eq!(s.cell_at(f32::NAN, 1.0), None);
        assert_eq!(s.cell_at(1.0, f32::INFINITY), None);
        assert_eq!(s.cell_at(-100.0, 3.0), None);
        assert_eq!(s.cell_at(3.0, 1e9), None);
    }
}

/// The nearest playable cell by brute force over every cell: distance from the point to the
/// cell's square below the slop, then the nearest centre, then reading order.
fn nearest_playable(position: &Position, x: f32, y: f32) -> Option<Cell> {
    let mut best: Option<(f32, f32, Cell)> = None;
    for cell in position.cells() {
        if position.kind(cell) == CellKind::Empty {
            continue;
        }
        let (x0, y0) = (f32::from(cell.x), f32::from(cell.y));
        let dx = if x < x0 {
            x0 - x
        } else if x > x0 + 1.0 {
            x - x0 - 1.0
        } else {
            0.0
        };
        let dy = if y < y0 {
            y0 - y
        } else if y > y0 + 1.0 {
            y - y0 - 1.0
        } else {
            0.0
        };
        let gap = (dx * dx + dy * dy).sqrt();
        if gap >= TOUCH_SLOP {
            continue;
        }
        let centre = ((x0 + 0.5 - x).powi(2) + (y0 + 0.5 - y).powi(2)).sqrt();
        if best.is_none_or(|(g, c, _)| gap < g || (gap == g && centre < c)) {
            best = Some((gap, centre, cell));
        }
    }
    best.map(|(_, _, c)| c)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn cell_at_agrees_with_the_brute_force_nearest_playable_cell(
        number in 0usize..12,
        fx in -0.2f32..1.2,
        fy in -0.2f32..1.2,
    ) {
        let position = &builtin_positions()[number];
        let x = fx * f32::from(position.width());
        let y = fy * f32::from(position.height());
        prop_assert_eq!(
            playable_cell_at(position, x, y),
            nearest_playable(position, x, y),
            "{} at ({}, {})", position.name(), x, y
        );
    }
}
