//! Exhaustive check of the R6 conflict test: for every pair of possible bridges inside a 9×9
//! window, `Line::conflicts_with` must agree with an independently written check on the drawn
//! segments, and `Line::shared_cells` with an independent count of common stones (R5.5).
//!
//! The board's indexed test (`Board::conflicting_bridges` and the crossing verdict the rules use)
//! is checked against `Line::conflicts_with` / `Line::shared_cells` for the same pairs by a unit
//! test inside `core/src/board.rs` (it needs the crate-private `Board::add_bridge`); together
//! the two tests tie the indexed path to this independent formulation.
//!
//! # The independent formulation, and why it is R6
//!
//! A bridge is drawn as a polyline: one straight segment between the centres of every two
//! consecutive stones. Two bridges conflict iff their drawings share a point that is not the
//! centre of an end stone of either bridge (an end is a junction: fan, L, T, end to end).
//!
//! R6 says: they conflict iff they share a midpoint between consecutive stones, or share a stone
//! that is inner to both. The two agree:
//! - R6 ⇒ drawings: a shared midpoint lies on both drawings and is no stone centre, so no end;
//!   a stone inner to both has its centre on both drawings and is an end of neither.
//! - drawings ⇒ R6: let P be a shared point that is no end centre. Every segment joins two
//!   lattice points one unit step apart (horizontal, vertical or diagonal), so the only lattice
//!   points of a drawing are its stone centres.
//!   * If P is a lattice point, it is a stone of both bridges and an end of neither: a stone
//!     inner to both.
//!   * Otherwise P lies inside one segment of each. If the segments are parallel they lie on
//!     one line whose lattice points are a unit step apart, so overlapping interiors mean the
//!     same segment, hence the same midpoint. If they are not parallel: a horizontal segment's
//!     inside has an integer y and a non-integer x, a vertical one the reverse, a diagonal one
//!     two non-integer coordinates, so only two diagonals of opposite slope can meet inside
//!     both, at (x0 + t, y0 + t) = (x1 + s, y1 - s) with t, s in (0, 1): t - s and t + s are
//!     integers, so t = s = 1/2, the midpoint of both.
//!
//! The check below does not use that argument: it intersects the segments with exact integer
//! (rational) arithmetic and looks at what they have in common, so it would also catch a
//! mistake in the argument.

use dl_core::{Cell, Line};

/// Side of the square window every bridge must lie in.
const WINDOW: i64 = 9;

/// A point with rational coordinates `(x / den, y / den)`, `den > 0`.
#[derive(Clone, Copy, Debug)]
struct RPoint {
    x: i64,
    y: i64,
    den: i64,
}

impl RPoint {
    fn integer(p: (i64, i64)) -> RPoint {
        RPoint {
            x: p.0,
            y: p.1,
            den: 1,
        }
    }

    fn same(&self, other: &RPoint) -> bool {
        self.x * other.den == other.x * self.den && self.y * other.den == other.y * self.den
    }
}

/// What two closed segments have in common.
enum Meet {
    /// Nothing.
    Nothing,
    /// Exactly one point.
    Point(RPoint),
    /// A piece of positive length (collinear overlap): infinitely many points.
    Overlap,
}

fn sub(a: (i64, i64), b: (i64, i64)) -> (i64, i64) {
    (a.0 - b.0, a.1 - b.1)
}

fn cross(a: (i64, i64), b: (i64, i64)) -> i64 {
    a.0 * b.1 - a.1 * b.0
}

fn dot(a: (i64, i64), b: (i64, i64)) -> i64 {
    a.0 * b.0 + a.1 * b.1
}

/// The intersection of segments `p1 p2` and `q1 q2` (integer end points, positive lengths).
fn intersect(p1: (i64, i64), p2: (i64, i64), q1: (i64, i64), q2: (i64, i64)) -> Meet {
    let r = sub(p2, p1);
    let s = sub(q2, q1);
    let qp = sub(q1, p1);
    let denom = cross(r, s);
    if denom == 0 {
        if cross(qp, r) != 0 {
            return Meet::Nothing; // parallel, on different lines
        }
        // Collinear: project q1 and q2 onto p1 + t·r, t in [0, 1] scaled by |r|².
        let rr = dot(r, r);
        let t0 = dot(qp, r);
        let t1 = dot(sub(q2, p1), r);
        let lo = t0.min(t1).max(0);
        let hi = t0.max(t1).min(rr);
        return match lo.cmp(&hi) {
            std::cmp::Ordering::Greater => Meet::Nothing,
            std::cmp::Ordering::Equal => Meet::Point(RPoint {
                x: p1.0 * rr + r.0 * lo,
                y: p1.1 * rr + r.1 * lo,
                den: rr,
            }),
            std::cmp::Ordering::Less => Meet::Overlap,
        };
    }
    // p1 + t·r = q1 + u·s with t = t_num / denom, u = u_num / denom.
    let (mut t_num, mut u_num, mut denom) = (cross(qp, s), cross(qp, r), denom);
    if denom < 0 {
        t_num = -t_num;
        u_num = -u_num;
        denom = -denom;
    }
    if t_num < 0 || t_num > denom || u_num < 0 || u_num > denom {
        return Meet::Nothing;
    }
    Meet::Point(RPoint {
        x: p1.0 * denom + t_num * r.0,
        y: p1.1 * denom + t_num * r.1,
        den: denom,
    })
}

/// A possible bridge as this test sees it: its stone centres, in order along the line.
struct Drawn {
    stones: Vec<(i64, i64)>,
}

impl Drawn {
    fn ends(&self) -> [RPoint; 2] {
        [
            RPoint::integer(self.stones[0]),
            RPoint::integer(self.stones[self.stones.len() - 1]),
        ]
    }

    fn segments(&self) -> impl Iterator<Item = ((i64, i64), (i64, i64))> + '_ {
        self.stones.windows(2).map(|w| (w[0], w[1]))
    }

    fn is_end(&self, p: &RPoint) -> bool {
        self.ends().iter().any(|e| e.same(p))
    }

    /// Whether the drawings share a point that is an end stone of neither bridge.
    fn conflicts_with(&self, other: &Drawn) -> bool {
        self.segments().any(|(p1, p2)| {
            other
                .segments()
                .any(|(q1, q2)| match intersect(p1, p2, q1, q2) {
                    Meet::Nothing => false,
                    Meet::Overlap => true,
                    Meet::Point(p) => !self.is_end(&p) && !other.is_end(&p),
                })
        })
    }

    fn shared_stones(&self, other: &Drawn) -> usize {
        self.stones
            .iter()
            .filter(|s| other.stones.contains(s))
            .count()
    }
}

/// Every line of 3 or 4 stones in the four directions, fully inside the window, enumerated
/// without the engine.
fn all_bridges() -> Vec<Drawn> {
    let mut out = Vec::new();
    for x in 0..WINDOW {
        for y in 0..WINDOW {
            for (dx, dy) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                for len in [3, 4] {
                    let stones: Vec<(i64, i64)> =
                        (0..len).map(|i| (x + dx * i, y + dy * i)).collect();
                    let inside = stones
                        .iter()
                        .all(|&(sx, sy)| (0..WINDOW).contains(&sx) && (0..WINDOW).contains(&sy));
                    if inside {
                        out.push(Drawn { stones });
                    }
                }
            }
        }
    }
    out
}

fn engine_line(d: &Drawn) -> Line {
    let cell = |(x, y): (i64, i64)| Cell::new(x as u8, y as u8);
    let line = Line::between(cell(d.stones[0]), cell(d.stones[d.stones.len() - 1])).unwrap();
    let cells: Vec<Cell> = line.cells().collect();
    let mut expected: Vec<Cell> = d.stones.iter().map(|s| cell(*s)).collect();
    if cells.first() != expected.first() {
        expected.reverse();
    }
    assert_eq!(cells, expected, "the engine's line holds the same stones");
    line
}

#[test]
fn r6_conflict_test_agrees_with_drawn_segments_for_every_pair_in_a_9x9_window() {
    let drawn = all_bridges();
    let lines: Vec<Line> = drawn.iter().map(engine_line).collect();
    let (mut pairs, mut conflicting, mut sharing_two) = (0usize, 0usize, 0usize);
    let (mut junctions, mut touching_elsewhere) = (0usize, 0usize);
    for i in 0..drawn.len() {
        for j in 0..drawn.len() {
            let (a, b) = (&drawn[i], &drawn[j]);
            let expected = a.conflicts_with(b);
            assert_eq!(
                lines[i].conflicts_with(&lines[j]),
                expected,
                "{} vs {}",
                lines[i],
                lines[j]
            );
            assert_eq!(lines[i].shared_cells(&lines[j]), a.shared_stones(b));
            if j <= i {
                continue; // count each unordered pair of distinct bridges once
            }
            pairs += 1;
            let shared = a.shared_stones(b);
            if expected {
                conflicting += 1;
            } else if shared == 1 {
                junctions += 1;
            }
            if shared >= 2 {
                sharing_two += 1;
                assert!(expected, "sharing two stones always conflicts (R5.5 ⊂ R6)");
            }
            if expected && shared == 0 {
                touching_elsewhere += 1;
            }
        }
    }
    println!(
        "9x9 window: {} bridges (lengths 3 and 4, four directions); {} unordered pairs of \
         distinct bridges; {} conflicting pairs; {} pairs sharing two or more stones; \
         {} junction pairs (one shared stone, no conflict); {} conflicting pairs sharing no stone \
         (diagonals crossing between cells)",
        drawn.len(),
        pairs,
        conflicting,
        sharing_two,
        junctions,
        touching_elsewhere
    );
    assert_eq!(drawn.len(), 404);
    assert_eq!(pairs, 404 * 403 / 2);
    assert_eq!(pairs, 81_406);
    assert_eq!(conflicting, 3_870);
    assert_eq!(sharing_two, 1_064);
    assert_eq!(junctions, 8_476);
    assert_eq!(touching_elsewhere, 784);
}

#[test]
fn r6_segment_intersection_handles_the_basic_cases() {
    // Crossing diagonals meet at (1/2, 1/2).
    match intersect((0, 0), (1, 1), (0, 1), (1, 0)) {
        Meet::Point(p) => assert!(p.same(&RPoint { x: 1, y: 1, den: 2 })),
        _ => panic!("diagonals cross"),
    }
    // End to end on one line: one shared end point.
    match intersect((0, 0), (1, 0), (1, 0), (2, 0)) {
        Meet::Point(p) => assert!(p.same(&RPoint::integer((1, 0)))),
        _ => panic!("segments touch at (1, 0)"),
    }
    assert!(matches!(
        intersect((0, 0), (2, 0), (1, 0), (3, 0)),
        Meet::Overlap
    ));
    assert!(matches!(
        intersect((0, 0), (1, 0), (0, 1), (1, 1)),
        Meet::Nothing
    ));
    assert!(matches!(
        intersect((0, 0), (1, 0), (2, 0), (3, 0)),
        Meet::Nothing
    ));
    assert!(matches!(
        intersect((0, 0), (1, 1), (2, 0), (3, -1)),
        Meet::Nothing
    ));
}
