//! The hard level: Monte Carlo tree search over whole turns (UCT). Each node is a turn start;
//! its edges are candidate turns, tried in order of promise and widened progressively (the
//! number of edges a node may use grows with the square root of its visits), since a turn has
//! hundreds of candidates and the budget allows hundreds to thousands of playouts. The root's
//! candidates are ordered by [`ranked_candidates`]; deeper nodes' by what they gain at once plus
//! the worth of the row of the other player they block (ties at random), cut to [`MAX_EDGES`],
//! and a node is created only once its edge has had [`VISITS_BEFORE_EXPANSION`] playouts. The
//! tree is kept between turns: when the game has moved on by turns the tree holds, their
//! subtree becomes the new root, and any other change (an undo, another game) starts afresh.
//! Memory is bounded by [`MAX_NODES`].

use std::mem::size_of;
use std::sync::atomic::AtomicBool;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

use crate::color::Player;
use crate::game::{Action, Game};
use crate::geometry::Cell;

use super::bridges::BridgeStyle;
use super::budget::Budget;
use super::candidates::candidates;
use super::evaluate::blue_reward;
use super::policy::{playout, PlayoutTooLong};
use super::rank::ranked_candidates;
use super::threats::threats;
use super::turn::{turns_in, undo_to, Plan};
use super::ThinkStats;

/// Weight of the exploration term of UCB1, for rewards between 0 and 1.
const EXPLORATION: f32 = 0.35;
/// Edges a node may use before its first visit …
const WIDEN_BASE: f32 = 2.0;
/// … plus this times the square root of its visits.
const WIDEN_FACTOR: f32 = 1.0;
/// Edges kept at a node below the root: the best by immediate gain.
pub(crate) const MAX_EDGES: usize = 32;
/// Nodes the tree holds at most: with [`MAX_EDGES`] edges each, a few tens of megabytes.
pub(crate) const MAX_NODES: usize = 16_384;
/// An edge's visits before its node is created: until then its playouts run from the edge,
/// as in a flat search, whose estimates the shallow tree would only blur.
const VISITS_BEFORE_EXPANSION: u32 = 8;

/// A candidate turn from a node, with its results for the node's mover.
#[derive(Clone, Copy, Debug)]
struct Edge {
    plan: Plan,
    visits: u32,
    reward: f32,
    child: Option<u32>,
}

impl Edge {
    fn new(plan: Plan) -> Edge {
        Edge {
            plan,
            visits: 0,
            reward: 0.0,
            child: None,
        }
    }

    fn mean(&self) -> f32 {
        self.reward / self.visits.max(1) as f32
    }
}

/// A turn start: who moves, and the candidate turns in order of promise.
#[derive(Clone, Debug)]
struct Node {
    mover: Player,
    visits: u32,
    edges: Vec<Edge>,
}

impl Node {
    /// The edge to follow: the first unvisited among the edges in use, else the highest UCB1.
    fn select(&self) -> Option<usize> {
        let widened = WIDEN_BASE + WIDEN_FACTOR * (self.visits as f32).sqrt();
        let in_use = &self.edges[..self.edges.len().min(widened as usize)];
        if let Some(unvisited) = in_use.iter().position(|e| e.visits == 0) {
            return Some(unvisited);
        }
        let log_visits = (self.visits.max(1) as f32).ln();
        let bound = |e: &Edge| e.mean() + EXPLORATION * (log_visits / e.visits as f32).sqrt();
        (0..in_use.len()).reduce(|i, j| {
            if bound(&in_use[j]) > bound(&in_use[i]) {
                j
            } else {
                i
            }
        })
    }
}

/// The search tree, kept between turns.
#[derive(Clone, Debug, Default)]
pub(crate) struct Tree {
    /// Node 0 is the root.
    nodes: Vec<Node>,
    /// The game's actions at the root.
    root_actions: Vec<Action>,
}

impl Tree {
    /// Nodes in the tree.
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Bytes the tree holds on the heap.
    pub fn heap_bytes(&self) -> usize {
        self.nodes.capacity() * size_of::<Node>()
            + self
                .nodes
                .iter()
                .map(|n| n.edges.capacity() * size_of::<Edge>())
                .sum::<usize>()
            + self.root_actions.capacity() * size_of::<Action>()
    }

    /// The subtree of the node the game has reached since the root, as a tree of its own;
    /// `None` when the game left the tree (a turn it does not hold, an undo, another game).
    fn reroot(self, game: &Game) -> Option<Tree> {
        let actions = game.actions();
        let since = actions.strip_prefix(self.root_actions.as_slice())?;
        let mut node = 0usize;
        for turn in turns_in(since)? {
            let edge = self
                .nodes
                .get(node)?
                .edges
                .iter()
                .find(|e| e.plan.same_turn(&turn))?;
            node = edge.child? as usize;
        }
        if self.nodes.get(node)?.mover != game.to_move() {
            return None;
        }
        Some(Tree {
            nodes: self.subtree(node),
            root_actions: actions,
        })
    }

    /// The nodes below `root` (included), renumbered from 0.
    fn subtree(mut self, root: usize) -> Vec<Node> {
        let mut order = vec![root];
        let mut new_index = vec![None; self.nodes.len()];
        new_index[root] = Some(0u32);
        let mut i = 0;
        while let Some(&old) = order.get(i) {
            for child in self.nodes[old].edges.iter().filter_map(|e| e.child) {
                if new_index[child as usize].is_none() {
                    new_index[child as usize] = Some(order.len() as u32);
                    order.push(child as usize);
                }
            }
            i += 1;
        }
        order
            .into_iter()
            .map(|old| {
                let mut node = std::mem::replace(
                    &mut self.nodes[old],
                    Node {
                        mover: Player::Blue,
                        visits: 0,
                        edges: Vec::new(),
                    },
                );
                for edge in &mut node.edges {
                    edge.child = edge.child.and_then(|c| new_index[c as usize]);
                }
                node
            })
            .collect()
    }
}

/// The sizes of a node and of an edge, for bounding the tree's memory.
#[cfg(test)]
pub(crate) fn sizes() -> (usize, usize) {
    (size_of::<Node>(), size_of::<Edge>())
}

#[cfg(test)]
impl Tree {
    /// After the root's edge `turn`, the reply the tree visited most.
    pub fn most_visited_reply(&self, turn: &super::ComputerTurn) -> Option<Plan> {
        let edge = self
            .nodes
            .first()?
            .edges
            .iter()
            .find(|e| e.plan.to_turn() == *turn)?;
        let child = self.nodes.get(edge.child? as usize)?;
        child.edges.iter().max_by_key(|e| e.visits).map(|e| e.plan)
    }
}

/// The hard level's turn: tree search from `game`, reusing `tree` when the game has moved on
/// within it; the tree is left in `tree` for the next turn.
pub(crate) fn choose_tree(
    game: &mut Game,
    style: BridgeStyle,
    tree: &mut Option<Tree>,
    budget: &mut Budget<'_>,
    rng: &mut SmallRng,
    stats: &mut ThinkStats,
) -> Option<Plan> {
    let reused = tree.take().and_then(|t| t.reroot(game));
    let ranked = ranked_candidates(game, style, budget, false, rng);
    stats.candidates = ranked.len();
    let first = ranked.first()?.plan;
    let mut search = reused.unwrap_or_default();
    let old_root = (!search.nodes.is_empty()).then(|| search.nodes[0].clone());
    // The root's edges in the order of the full evaluation, with what the old tree knew.
    let edges = ranked
        .iter()
        .map(|r| {
            old_root
                .as_ref()
                .and_then(|n| n.edges.iter().find(|e| e.plan.same_turn(&r.plan)))
                .copied()
                .unwrap_or_else(|| Edge::new(r.plan))
        })
        .collect();
    let root = Node {
        mover: game.to_move(),
        visits: old_root.as_ref().map_or(0, |n| n.visits),
        edges,
    };
    if search.nodes.is_empty() {
        search.nodes.push(root);
    } else {
        search.nodes[0] = root;
    }
    search.root_actions = game.actions();
    stats.reused_visits = search.nodes[0].visits;

    let base = game.action_count();
    let mut path: Vec<(usize, usize)> = Vec::new();
    while !budget.exhausted() {
        budget.tick();
        path.clear();
        let outcome = descend(game, style, &mut search, &mut path, rng, budget.stop_flag());
        undo_to(game, base);
        match outcome {
            Ok(None) => break,
            Ok(Some(blue)) => {
                for &(node, edge) in &path {
                    let node = &mut search.nodes[node];
                    let reward = if node.mover == Player::Blue {
                        blue
                    } else {
                        1.0 - blue
                    };
                    node.visits += 1;
                    node.edges[edge].visits += 1;
                    node.edges[edge].reward += reward;
                }
            }
            Err(_) => stats.overlong_playouts += 1,
        }
    }
    stats.iterations = budget.iterations;
    stats.tree_nodes = search.node_count();
    stats.tree_bytes = search.heap_bytes();
    let root = &search.nodes[0];
    let best = root
        .edges
        .iter()
        .filter(|e| e.visits > 0)
        .max_by(|a, b| a.visits.cmp(&b.visits).then(a.mean().total_cmp(&b.mean())))
        .map_or(first, |e| e.plan);
    *tree = Some(search);
    Some(best)
}

/// One iteration: follows the tree from the root, creates at most one node, plays out the
/// rest of the game and returns Blue's reward (`None` when `stop` was raised meanwhile); the
/// edges taken are left in `path`.
fn descend(
    game: &mut Game,
    style: BridgeStyle,
    search: &mut Tree,
    path: &mut Vec<(usize, usize)>,
    rng: &mut SmallRng,
    stop: &AtomicBool,
) -> Result<Option<f32>, PlayoutTooLong> {
    let mut node = 0usize;
    while !game.is_over() {
        let Some(edge) = search.nodes[node].select() else {
            break;
        };
        let chosen = search.nodes[node].edges[edge];
        if chosen.plan.apply(game).is_err() {
            break;
        }
        path.push((node, edge));
        if let Some(child) = chosen.child {
            node = child as usize;
            continue;
        }
        if chosen.visits >= VISITS_BEFORE_EXPANSION
            && search.nodes.len() < MAX_NODES
            && !game.is_over()
        {
            let child = search.nodes.len() as u32;
            search.nodes.push(new_node(game, style, rng));
            search.nodes[node].edges[edge].child = Some(child);
        }
        break;
    }
    if game.is_over() {
        return Ok(Some(blue_reward(game)));
    }
    playout(game, rng, stop)
}

/// A node below the root: the [`MAX_EDGES`] candidates that gain most at once, a stone on a
/// cell where the other player could complete a row counting the worth it takes from them
/// (ties at random): the choices the playout policy would make, in order.
fn new_node(game: &mut Game, style: BridgeStyle, rng: &mut SmallRng) -> Node {
    let mover = game.to_move();
    let blocked: Vec<(Cell, i32)> = threats(game, mover.other())
        .iter()
        .map(|t| (t.cell, t.best().1.max(0)))
        .collect();
    let mut found: Vec<(i32, Plan)> = candidates(game, style)
        .into_iter()
        .map(|c| {
            let block = blocked
                .iter()
                .find(|(cell, _)| *cell == c.plan.cell)
                .map_or(0, |(_, worth)| *worth);
            (c.gain + block, c.plan)
        })
        .collect();
    found.shuffle(rng);
    found.sort_by_key(|(value, _)| std::cmp::Reverse(*value));
    found.truncate(MAX_EDGES);
    Node {
        mover,
        visits: 0,
        edges: found.into_iter().map(|(_, plan)| Edge::new(plan)).collect(),
    }
}
