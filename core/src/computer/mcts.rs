//! The hard level: Monte Carlo tree search over whole turns (UCT). Each node is a turn start;
//! its edges are candidate turns, tried in order of promise and widened progressively (the
//! number of edges a node may use grows with the square root of its visits), since a turn has
//! hundreds of candidates and the budget allows thousands of playouts. The root's candidates
//! are ordered by [`ranked_candidates`]; deeper nodes' by what they gain at once plus the worth
//! of the row of the other player they block (ties at random), cut to [`MAX_EDGES`], and a node
//! is created only once its edge has had [`VISITS_BEFORE_EXPANSION`] playouts.
//!
//! The tree is kept between turns (issue 24): node 0 is the turn start the tree was first
//! grown from, and a search starts from the node the game has reached since, found by the
//! turns played, so the subtree of the turns actually played is kept, and so is the rest as
//! long as there is room: after an undo back to a turn start the tree holds, its node is found
//! again. A game that left the tree (a turn it does not hold, an undo to before node 0, another
//! game) starts a fresh one. Memory is bounded by [`MAX_NODES`]: past three quarters of it, a
//! search first keeps only the subtree of its root.
//!
//! Several threads search at once (root parallelism): each grows a tree of its own from the
//! same root candidates with a random stream of its own and a share of the iterations, and
//! their visits are added up edge by edge at the root to choose the turn.

use std::mem::size_of;
use std::sync::atomic::AtomicBool;

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use crate::color::Player;
use crate::game::{Action, Game};
use crate::geometry::Cell;

use super::bridges::BridgeStyle;
use super::budget::Budget;
use super::candidates::candidates;
use super::evaluate::blue_reward;
use super::policy::{playout, Horizon, PlayoutTooLong};
use super::rank::ranked_candidates;
use super::rollout::Rollout;
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

/// Turns a playout plays past the tree before the margin so far stands for its result
/// ([`Horizon::Turns`]): in the measured games, searches with playouts cut here beat
/// searches with whole playouts at the same number of playouts, and run up to 9.6 times as
/// many playouts in a second in the opening, about as many near the end, where the rest of
/// the game is shorter than the horizon (README, issue 24).
const PLAYOUT_HORIZON: u32 = 25;

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
    nodes: Vec<Node>,
    /// The game the tree is for: its start (position, rounds, imported state) …
    base_game: Option<Game>,
    /// … and its actions at node 0.
    base_actions: Vec<Action>,
    /// The node of the last search's root.
    root: usize,
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
            + self.base_actions.capacity() * size_of::<Action>()
    }

    /// The node of the turn start the game has reached with `actions`, found from node 0 by the
    /// turns played since; `None` when the tree does not hold it (an undo to before node 0, a
    /// turn never expanded, another game).
    fn find(&self, game: &Game, actions: &[Action]) -> Option<usize> {
        let base = self.base_game.as_ref()?;
        let same_start = base.position().same_board(game.position())
            && base.rounds() == game.rounds()
            && base.start_state() == game.start_state();
        if !same_start {
            return None;
        }
        let since = actions.strip_prefix(self.base_actions.as_slice())?;
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
        (self.nodes.get(node)?.mover == game.to_move()).then_some(node)
    }

    /// The tree to search `game` with: `kept` with its root on the game's node when it holds
    /// it (cut down to that node's subtree when it fills three quarters of [`MAX_NODES`]),
    /// else a fresh one.
    fn for_game(kept: Tree, game: &Game, actions: Vec<Action>) -> Tree {
        let Some(node) = kept.find(game, &actions) else {
            return Tree {
                nodes: Vec::new(),
                base_game: Some(game.clone()),
                base_actions: actions,
                root: 0,
            };
        };
        if kept.nodes.len() <= MAX_NODES / 4 * 3 {
            return Tree { root: node, ..kept };
        }
        Tree {
            base_game: Some(game.clone()),
            nodes: kept.subtree(node),
            base_actions: actions,
            root: 0,
        }
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
            .get(self.root)?
            .edges
            .iter()
            .find(|e| e.plan.to_turn() == *turn)?;
        let child = self.nodes.get(edge.child? as usize)?;
        child.edges.iter().max_by_key(|e| e.visits).map(|e| e.plan)
    }
}

/// The hard level's turn: tree search from `game` on as many threads as `trees` holds, each
/// thread reusing its tree when the game has moved on within it (or back to a node it holds);
/// the trees are left in `trees` for the next turn. The iterations of `budget` are shared out
/// among the threads; with one thread, or with iterations alone as a limit, the turn follows
/// from `rng` alone.
pub(crate) fn choose_tree(
    game: &mut Game,
    style: BridgeStyle,
    trees: &mut [Tree],
    budget: &mut Budget<'_>,
    rng: &mut SmallRng,
    stats: &mut ThinkStats,
) -> Option<Plan> {
    let ranked = ranked_candidates(game, style, budget, false, rng);
    stats.candidates = ranked.len();
    let first = ranked.first()?.plan;
    let plans: Vec<Plan> = ranked.iter().map(|r| r.plan).collect();
    let actions = game.actions();
    let threads = trees.len().max(1);
    let seeds: Vec<u64> = (0..threads).map(|_| rng.random()).collect();
    let results: Vec<Searched> = if threads == 1 {
        let mut tree = Tree::for_game(std::mem::take(&mut trees[0]), game, actions);
        let mut worker_rng = SmallRng::seed_from_u64(seeds[0]);
        let searched = search(game, style, &mut tree, &plans, budget, &mut worker_rng);
        trees[0] = tree;
        vec![searched]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = trees
                .iter_mut()
                .zip(&seeds)
                .enumerate()
                .map(|(worker, (tree, &seed))| {
                    let mut worker_budget = budget.share(worker, threads);
                    let kept = std::mem::take(tree);
                    let mut worker_game = game.clone();
                    let (plans, actions) = (&plans, actions.clone());
                    scope.spawn(move || {
                        let mut grown = Tree::for_game(kept, &worker_game, actions);
                        let mut worker_rng = SmallRng::seed_from_u64(seed);
                        let searched = search(
                            &mut worker_game,
                            style,
                            &mut grown,
                            plans,
                            &mut worker_budget,
                            &mut worker_rng,
                        );
                        (grown, searched)
                    })
                })
                .collect();
            handles
                .into_iter()
                .zip(trees.iter_mut())
                .map(|(handle, tree)| match handle.join() {
                    Ok((grown, searched)) => {
                        *tree = grown;
                        searched
                    }
                    Err(panic) => std::panic::resume_unwind(panic),
                })
                .collect()
        })
    };
    // The root's edges are in the same order in every tree: add their visits up.
    let mut visits = vec![0u32; plans.len()];
    let mut rewards = vec![0f32; plans.len()];
    for (searched, tree) in results.iter().zip(trees.iter()) {
        stats.iterations += searched.iterations;
        stats.overlong_playouts += searched.overlong_playouts;
        stats.reused_visits += searched.reused_visits;
        stats.tree_nodes += tree.node_count();
        stats.tree_bytes += tree.heap_bytes();
        if let Some(root) = tree.nodes.get(tree.root) {
            for (i, edge) in root.edges.iter().enumerate().take(plans.len()) {
                visits[i] += edge.visits;
                rewards[i] += edge.reward;
            }
        }
    }
    let mean = |i: usize| rewards[i] / visits[i].max(1) as f32;
    let best = (0..plans.len())
        .filter(|&i| visits[i] > 0)
        .max_by(|&a, &b| visits[a].cmp(&visits[b]).then(mean(a).total_cmp(&mean(b))))
        .map_or(first, |i| plans[i]);
    Some(best)
}

/// What one thread's search did.
#[derive(Clone, Copy, Debug, Default)]
struct Searched {
    iterations: u32,
    reused_visits: u32,
    overlong_playouts: u32,
}

/// One thread's search: `tree`'s root (a fresh node when it has none) gets the candidates
/// `plans` in that order, with what the tree already knew of them, and grows until `budget`
/// is exhausted.
fn search(
    game: &mut Game,
    style: BridgeStyle,
    tree: &mut Tree,
    plans: &[Plan],
    budget: &mut Budget<'_>,
    rng: &mut SmallRng,
) -> Searched {
    let old_root = tree.nodes.get(tree.root).cloned();
    let edges = plans
        .iter()
        .map(|plan| {
            old_root
                .as_ref()
                .and_then(|n| n.edges.iter().find(|e| e.plan.same_turn(plan)))
                .copied()
                .unwrap_or_else(|| Edge::new(*plan))
        })
        .collect();
    let root = Node {
        mover: game.to_move(),
        visits: old_root.as_ref().map_or(0, |n| n.visits),
        edges,
    };
    match tree.nodes.get_mut(tree.root) {
        Some(node) => *node = root,
        None => {
            tree.root = tree.nodes.len();
            tree.nodes.push(root);
        }
    }
    let mut searched = Searched {
        reused_visits: tree.nodes[tree.root].visits,
        ..Searched::default()
    };
    let base = game.action_count();
    let mut path: Vec<(usize, usize)> = Vec::new();
    let mut rollout = Rollout::new(game.position());
    while !budget.exhausted() {
        budget.tick();
        path.clear();
        let outcome = descend(
            game,
            style,
            tree,
            &mut path,
            &mut rollout,
            rng,
            budget.stop_flag(),
        );
        undo_to(game, base);
        match outcome {
            Ok(None) => break,
            Ok(Some(blue)) => {
                for &(node, edge) in &path {
                    let node = &mut tree.nodes[node];
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
            Err(_) => searched.overlong_playouts += 1,
        }
    }
    searched.iterations = budget.iterations;
    searched
}

/// One iteration: follows the tree from the root, creates at most one node, plays out the
/// rest of the game and returns Blue's reward (`None` when `stop` was raised meanwhile); the
/// edges taken are left in `path`.
fn descend(
    game: &mut Game,
    style: BridgeStyle,
    search: &mut Tree,
    path: &mut Vec<(usize, usize)>,
    rollout: &mut Rollout,
    rng: &mut SmallRng,
    stop: &AtomicBool,
) -> Result<Option<f32>, PlayoutTooLong> {
    let mut node = search.root;
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
    playout(game, rollout, rng, stop, Horizon::Turns(PLAYOUT_HORIZON))
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
