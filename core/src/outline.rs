//! The drawing geometry of a grid of regions, in cell units (one cell = 1.0, origin at the
//! grid's top-left corner, x to the right, y downwards, R2): each region's outline as closed
//! polylines and a point to put its label on. Computed once here, so no shell merges cell
//! borders itself; the game view and the position editor both use it.

use std::collections::{HashMap, VecDeque};

/// A point in cell units: cell `(x, y)` covers `[x, x + 1] × [y, y + 1]`, its centre is
/// `(x + 0.5, y + 0.5)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    /// Rightwards, in cells.
    pub x: f32,
    /// Downwards, in cells.
    pub y: f32,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }
}

/// The outline of one region: closed polylines along the cell borders.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionOutline {
    /// Closed polylines (the last point joins the first), each simple (no point twice) and
    /// with a corner at every point. Outer borders run clockwise on screen, borders of holes
    /// anticlockwise; together they enclose exactly the region's cells under the even-odd
    /// rule, also for a region made of separate parts.
    pub loops: Vec<Vec<Point>>,
    /// Where the region's label goes: the centre of its cell farthest from its border
    /// (the first such cell in reading order).
    pub label: Point,
}

/// A corner of the grid, in whole cell units.
type Corner = (i32, i32);

/// The outlines of the regions of a `width` × `height` grid whose cells (row-major,
/// `y * width + x`) belong to the region of the given index, or to none. The result has one
/// entry per region index up to the largest one used; an index with no cell gets no loops.
pub fn region_outlines(width: u8, height: u8, regions: &[Option<u16>]) -> Vec<RegionOutline> {
    let grid = Grid {
        width: i32::from(width),
        height: i32::from(height),
        regions,
    };
    let count = regions
        .iter()
        .flatten()
        .max()
        .map_or(0, |m| usize::from(*m) + 1);
    let mut cells: Vec<Vec<Corner>> = vec![Vec::new(); count];
    for y in 0..grid.height {
        for x in 0..grid.width {
            if let Some(r) = grid.region(x, y) {
                if let Some(list) = cells.get_mut(usize::from(r)) {
                    list.push((x, y));
                }
            }
        }
    }
    cells
        .iter()
        .enumerate()
        .map(|(r, list)| RegionOutline {
            loops: loops_of(&grid, r as u16, list),
            label: label_of(&grid, r as u16, list),
        })
        .collect()
}

struct Grid<'a> {
    width: i32,
    height: i32,
    regions: &'a [Option<u16>],
}

impl Grid<'_> {
    fn region(&self, x: i32, y: i32) -> Option<u16> {
        if x < 0 || y < 0 || x >= self.width || y >= self.height {
            return None;
        }
        self.regions
            .get((y * self.width + x) as usize)
            .copied()
            .flatten()
    }
}

/// The cell's sides in clockwise order on screen, as (start corner, end corner, the
/// neighbour across the side).
fn sides((x, y): Corner) -> [(Corner, Corner, Corner); 4] {
    [
        ((x, y), (x + 1, y), (x, y - 1)),
        ((x + 1, y), (x + 1, y + 1), (x + 1, y)),
        ((x + 1, y + 1), (x, y + 1), (x, y + 1)),
        ((x, y + 1), (x, y), (x - 1, y)),
    ]
}

/// The border of region `r`: its cells' sides towards other cells, each run clockwise around
/// its cell, joined end to start into loops, split where a loop meets itself, and with the
/// points between two sides of one direction left out.
fn loops_of(grid: &Grid<'_>, r: u16, cells: &[Corner]) -> Vec<Vec<Point>> {
    // The border sides, by start corner; a corner where two cells of the region touch only
    // diagonally starts two.
    let mut from: HashMap<Corner, Vec<Corner>> = HashMap::new();
    let mut starts: Vec<Corner> = Vec::new();
    for &cell in cells {
        for (a, b, across) in sides(cell) {
            if grid.region(across.0, across.1) != Some(r) {
                from.entry(a).or_default().push(b);
                starts.push(a);
            }
        }
    }
    let mut loops = Vec::new();
    for start in starts {
        let mut walk = vec![start];
        let mut at = start;
        while let Some(next) = from.get_mut(&at).and_then(Vec::pop) {
            walk.push(next);
            at = next;
            if at == start {
                break;
            }
        }
        if walk.len() > 1 {
            walk.pop(); // the start again
            split_at_repeats(walk, &mut loops);
        }
    }
    loops
        .into_iter()
        .map(|corners| {
            corners_only(&corners)
                .into_iter()
                .map(|(x, y)| Point::new(x as f32, y as f32))
                .collect()
        })
        .collect()
}

/// Splits a closed walk that passes a corner twice (where cells touch diagonally) into closed
/// walks that pass every corner once; together they hold the same sides.
fn split_at_repeats(walk: Vec<Corner>, out: &mut Vec<Vec<Corner>>) {
    let mut seen: HashMap<Corner, usize> = HashMap::new();
    let mut path: Vec<Corner> = Vec::with_capacity(walk.len());
    for corner in walk {
        if let Some(&i) = seen.get(&corner) {
            // path[i..] is a closed walk from `corner` back to it.
            let inner = path.split_off(i);
            for c in &inner {
                seen.remove(c);
            }
            out.push(inner);
        }
        seen.insert(corner, path.len());
        path.push(corner);
    }
    if !path.is_empty() {
        out.push(path);
    }
}

/// The corners of a closed walk where its direction changes.
fn corners_only(walk: &[Corner]) -> Vec<Corner> {
    let n = walk.len();
    (0..n)
        .filter_map(|i| {
            let prev = walk[(i + n - 1) % n];
            let here = walk[i];
            let next = walk[(i + 1) % n];
            let turn =
                (here.0 - prev.0) * (next.1 - here.1) - (here.1 - prev.1) * (next.0 - here.0);
            (turn != 0).then_some(here)
        })
        .collect()
}

/// The centre of the region's cell farthest (in steps to a side neighbour) from a cell
/// outside the region; the first in reading order among equals.
fn label_of(grid: &Grid<'_>, r: u16, cells: &[Corner]) -> Point {
    let mut depth: HashMap<Corner, u32> = HashMap::new();
    let mut queue: VecDeque<Corner> = VecDeque::new();
    for &(x, y) in cells {
        let on_border = [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]
            .iter()
            .any(|&(nx, ny)| grid.region(nx, ny) != Some(r));
        if on_border {
            depth.insert((x, y), 0);
            queue.push_back((x, y));
        }
    }
    while let Some((x, y)) = queue.pop_front() {
        let d = depth.get(&(x, y)).copied().unwrap_or(0);
        for n in [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)] {
            if grid.region(n.0, n.1) == Some(r) && !depth.contains_key(&n) {
                depth.insert(n, d + 1);
                queue.push_back(n);
            }
        }
    }
    // `cells` is in reading order: the first of the deepest wins.
    let best = cells
        .iter()
        .fold(None, |best: Option<(Corner, u32)>, &cell| {
            let d = depth.get(&cell).copied().unwrap_or(0);
            match best {
                Some((_, bd)) if bd >= d => best,
                _ => Some((cell, d)),
            }
        });
    best.map_or(Point::new(0.0, 0.0), |((x, y), _)| {
        Point::new(x as f32 + 0.5, y as f32 + 0.5)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str]) -> (u8, u8, Vec<Option<u16>>) {
        let cells = rows
            .iter()
            .flat_map(|r| r.chars().map(|c| c.to_digit(10).map(|d| d as u16)))
            .collect();
        (rows[0].len() as u8, rows.len() as u8, cells)
    }

    fn points(loop_: &[Point]) -> Vec<(f32, f32)> {
        loop_.iter().map(|p| (p.x, p.y)).collect()
    }

    #[test]
    fn r2_a_rectangle_is_one_clockwise_loop_of_four_corners_labelled_at_its_deepest_cell() {
        let (w, h, cells) = grid(&["....", ".00.", ".00.", ".00.", "...."]);
        let outlines = region_outlines(w, h, &cells);
        assert_eq!(outlines.len(), 1);
        let loops = &outlines[0].loops;
        assert_eq!(loops.len(), 1);
        let mut corners = points(&loops[0]);
        corners.sort_by(|a, b| a.partial_cmp(b).unwrap());
        assert_eq!(corners, [(1., 1.), (1., 4.), (3., 1.), (3., 4.)]);
        // Clockwise on screen (y down): positive shoelace sum.
        assert!(signed_area(&loops[0]) > 0.0);
        // Every cell touches the border; the first in reading order is the label's.
        assert_eq!(outlines[0].label, Point::new(1.5, 1.5));
    }

    #[test]
    fn r2_cells_touching_at_a_corner_give_two_loops_that_only_meet_there() {
        let (w, h, cells) = grid(&["0.", ".0"]);
        let loops = &region_outlines(w, h, &cells)[0].loops;
        assert_eq!(loops.len(), 2);
        for l in loops {
            assert_eq!(l.len(), 4);
        }
    }

    #[test]
    fn r2_a_ring_has_an_outer_loop_and_an_anticlockwise_hole() {
        let (w, h, cells) = grid(&["000", "0.0", "000"]);
        let loops = &region_outlines(w, h, &cells)[0].loops;
        assert_eq!(loops.len(), 2);
        let areas: Vec<f32> = loops.iter().map(|l| signed_area(l)).collect();
        assert!(areas.contains(&9.0) && areas.contains(&-1.0), "{areas:?}");
    }

    #[test]
    fn r2_a_ring_touching_itself_at_a_corner_splits_into_simple_loops() {
        // The hole at (2, 1) meets the outside at the corner (2, 2), where (1, 1) and (2, 2)
        // touch diagonally.
        let (w, h, cells) = grid(&[".000", ".0.0", "..00"]);
        let loops = &region_outlines(w, h, &cells)[0].loops;
        for l in loops {
            let mut seen: Vec<(f32, f32)> = points(l);
            seen.sort_by(|a, b| a.partial_cmp(b).unwrap());
            seen.dedup();
            assert_eq!(seen.len(), l.len(), "a corner twice in {l:?}");
        }
        let total: f32 = loops.iter().map(|l| signed_area(l)).sum();
        assert_eq!(total, 7.0);
    }

    #[test]
    fn r2_the_label_goes_on_the_cell_deepest_inside() {
        let (w, h, cells) = grid(&["00000", "00000", "00000"]);
        assert_eq!(region_outlines(w, h, &cells)[0].label, Point::new(1.5, 1.5));
    }

    fn signed_area(l: &[Point]) -> f32 {
        let n = l.len();
        (0..n)
            .map(|i| {
                let (a, b) = (l[i], l[(i + 1) % n]);
                a.x * b.y - b.x * a.y
            })
            .sum::<f32>()
            / 2.0
    }
}
