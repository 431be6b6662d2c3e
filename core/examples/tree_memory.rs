//! The memory of the hard level's search tree at its bound (issue 11: memory ≤ 64 MB): one
//! think of many iterations on the first turn of a built-in position, long enough for the tree
//! to reach its node limit, then the tree's size as the search reports it and the process's
//! peak resident memory.
//!
//! ```text
//! cargo run --release -p dl-core --example tree_memory -- [ITERATIONS] [POSITION]
//! ```
//!
//! Defaults: 200000 iterations on built-in 6 (E M 3 W, the most cells).

use std::env;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU32};
use std::sync::Arc;
use std::time::Instant;

use dl_core::computer::{Computer, Level, Limits};
use dl_core::{builtin, Game};

fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() -> ExitCode {
    let mut args = env::args().skip(1);
    let iterations = args.next().map_or(Some(200_000), |a| a.parse().ok());
    let position = args
        .next()
        .map_or(Some(6), |a| a.parse().ok())
        .and_then(builtin);
    let (Some(iterations), Some(position)) = (iterations, position) else {
        eprintln!("usage: tree_memory [ITERATIONS] [POSITION 1-12]");
        return ExitCode::FAILURE;
    };
    let game = Game::new(Arc::new(position.clone()), position.default_rounds());
    let mut computer = Computer::new(Level::Hard, 1);
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let started = Instant::now();
    let turn = computer.think(&game, Limits::iterations(iterations), &stop, &progress);
    let stats = computer.last_stats();
    println!(
        "{}: {} iterations in {:.1} s, {} root candidates, {} nodes, tree {:.1} MB, a turn: {}",
        position.name(),
        stats.iterations,
        started.elapsed().as_secs_f64(),
        stats.candidates,
        stats.tree_nodes,
        stats.tree_bytes as f64 / 1e6,
        turn.is_some()
    );
    if let Some(kib) = peak_memory_kib() {
        println!("peak resident memory: {:.1} MB", kib as f64 / 1024.0);
    }
    ExitCode::SUCCESS
}
