//! The strength table of the computer opponent (issue 11): pairings of levels played against
//! each other on several built-in positions, each pair of games with the same seed and the
//! sides swapped, and the time each level took per turn.
//!
//! ```text
//! cargo run --release -p dl-core --example strength -- [options]
//!   --games N           games per pairing (default 200), split evenly over the positions
//!   --positions LIST    built-in positions, e.g. 1,6,7,12 (default; 1 and 6 are 4-round
//!                       games, 7 and 12 3-round, each played with its default rounds)
//!   --pairings LIST     pairings first:second of random, policy (the playout policy alone),
//!                       easy, medium, hard, and easy-all, medium-all, hard-all (the level
//!                       forming every bridge, BridgeStyle::All); default: hard:random,
//!                       hard:medium, medium:easy, easy:random, hard:hard-all
//!   --budget LEVEL=SPEC time or iterations per turn of a level: easy=50ms, medium=300,
//!                       hard=1000ms … (default: each level's own time budget); "300" alone
//!                       means 300 iterations, deterministic
//!   --jobs N            games played at once on N threads (default 1; more only with
//!                       iteration budgets, or the times mean little)
//!   --threads N         threads of the hard level's search (default 1, so that the table
//!                       does not depend on the machine's cores)
//!   --seed S            first seed (default 1)
//! ```
//!
//! Win rates count a draw as half a win; the interval is Wilson's 95 % score interval. The
//! random player is the reference policy of `dl_core::playout` (every bridge attempted).

use std::collections::BTreeMap;
use std::env;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use dl_core::computer::{
    play_policy_turn, BridgeStyle, Computer, Level, Limits, Settings, ThinkStats,
};
use dl_core::playout::play_random_turn;
use dl_core::{builtin, Game, Player, Winner};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// A player of the table.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Contender {
    Random,
    /// The playout policy of the searches, on its own.
    Policy,
    Level(Level, BridgeStyle),
}

impl Contender {
    fn name(self) -> String {
        match self {
            Contender::Random => "random".into(),
            Contender::Policy => "policy".into(),
            Contender::Level(level, BridgeStyle::Chosen) => level.name().into(),
            Contender::Level(level, BridgeStyle::All) => format!("{}-all", level.name()),
        }
    }
}

/// A level's budget per turn.
#[derive(Clone, Copy, Debug)]
enum Budget {
    Own,
    Time(Duration),
    Iterations(u32),
}

impl Budget {
    fn describe(self, level: Level) -> String {
        match self {
            Budget::Own => format!(
                "{} ms (the level's own)",
                Settings::for_level(level).time_budget.as_millis()
            ),
            Budget::Time(t) => format!("{} ms", t.as_millis()),
            Budget::Iterations(n) => format!("{n} iterations"),
        }
    }

    fn limits(self) -> Limits {
        match self {
            Budget::Own => Limits::default(),
            Budget::Time(t) => Limits::time(t),
            Budget::Iterations(n) => Limits::iterations(n),
        }
    }
}

struct Options {
    games: u32,
    positions: Vec<u8>,
    pairings: Vec<(Contender, Contender)>,
    budgets: BTreeMap<&'static str, Budget>,
    jobs: usize,
    threads: usize,
    seed: u64,
}

fn contender(name: &str) -> Option<Contender> {
    Some(match name {
        "random" => Contender::Random,
        "policy" => Contender::Policy,
        _ => match name.strip_suffix("-all") {
            Some(level) => Contender::Level(Level::from_name(level)?, BridgeStyle::All),
            None => Contender::Level(Level::from_name(name)?, BridgeStyle::Chosen),
        },
    })
}

fn pairing(name: &str) -> Option<(Contender, Contender)> {
    let (first, second) = name.split_once(':')?;
    Some((contender(first)?, contender(second)?))
}

fn parse_budget(spec: &str) -> Option<(Level, Budget)> {
    let (level, value) = spec.split_once('=')?;
    let level = Level::from_name(level)?;
    let budget = match value.strip_suffix("ms") {
        Some(ms) => Budget::Time(Duration::from_millis(ms.parse().ok()?)),
        None => Budget::Iterations(value.parse().ok()?),
    };
    Some((level, budget))
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options {
        games: 200,
        positions: vec![1, 6, 7, 12],
        pairings: [
            "hard:random",
            "hard:medium",
            "medium:easy",
            "easy:random",
            "hard:hard-all",
        ]
        .iter()
        .filter_map(|p| pairing(p))
        .collect(),
        budgets: BTreeMap::new(),
        jobs: 1,
        threads: 1,
        seed: 1,
    };
    let args: Vec<String> = env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args
            .get(i + 1)
            .ok_or(format!("{} needs a value", args[i]))?;
        match args[i].as_str() {
            "--games" => options.games = value.parse().map_err(|_| "bad --games")?,
            "--positions" => {
                options.positions = value
                    .split(',')
                    .map(|p| p.parse::<u8>().ok().filter(|n| builtin(*n).is_some()))
                    .collect::<Option<_>>()
                    .ok_or("bad --positions")?
            }
            "--pairings" => {
                options.pairings = value
                    .split(',')
                    .map(pairing)
                    .collect::<Option<_>>()
                    .ok_or("bad --pairings")?
            }
            "--budget" => {
                for spec in value.split(',') {
                    let (level, budget) = parse_budget(spec).ok_or("bad --budget")?;
                    options.budgets.insert(level.name(), budget);
                }
            }
            "--jobs" => options.jobs = value.parse().map_err(|_| "bad --jobs")?,
            "--threads" => options.threads = value.parse().map_err(|_| "bad --threads")?,
            "--seed" => options.seed = value.parse().map_err(|_| "bad --seed")?,
            other => return Err(format!("unknown option {other}")),
        }
        i += 2;
    }
    Ok(options)
}

/// Times per turn and search statistics of one contender.
#[derive(Default)]
struct Timing {
    turns: Vec<Duration>,
    iterations: Vec<u32>,
    most_tree_bytes: usize,
    overlong_playouts: u32,
}

impl Timing {
    fn add(&mut self, took: Duration, stats: ThinkStats) {
        self.turns.push(took);
        self.iterations.push(stats.iterations);
        self.most_tree_bytes = self.most_tree_bytes.max(stats.tree_bytes);
        self.overlong_playouts += stats.overlong_playouts;
    }

    fn merge(&mut self, other: Timing) {
        self.turns.extend(other.turns);
        self.iterations.extend(other.iterations);
        self.most_tree_bytes = self.most_tree_bytes.max(other.most_tree_bytes);
        self.overlong_playouts += other.overlong_playouts;
    }
}

/// Plays one game; returns the result from the first contender's side and its timings.
fn play_game(
    first: Contender,
    second: Contender,
    first_is_blue: bool,
    position: u8,
    seed: u64,
    budgets: &BTreeMap<&'static str, Budget>,
    threads: usize,
) -> (f64, Timing, Timing) {
    let Some(position) = builtin(position) else {
        return (0.5, Timing::default(), Timing::default());
    };
    let mut game = Game::new(Arc::new(position.clone()), position.default_rounds());
    let make = |c: Contender, salt: u64| match c {
        Contender::Random | Contender::Policy => None,
        Contender::Level(level, bridges) => Some(Computer::with_settings(
            Settings {
                bridges,
                threads,
                ..Settings::for_level(level)
            },
            seed.wrapping_mul(31).wrapping_add(salt),
        )),
    };
    let mut computers = [make(first, 1), make(second, 2)];
    let contenders = [first, second];
    let mut timings = [Timing::default(), Timing::default()];
    let mut rng = SmallRng::seed_from_u64(seed);
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    // Every turn of both players keeps its stone: the game ends within this many turns.
    let longest = game.stones_to_place();
    let mut turns = 0;
    while !game.is_over() {
        turns += 1;
        assert!(
            turns <= longest,
            "a game on position {} ran past {longest} turns",
            position.name()
        );
        let side = usize::from((game.to_move() == Player::Blue) != first_is_blue);
        match &mut computers[side] {
            None if contenders[side] == Contender::Policy => {
                play_policy_turn(&mut game, &mut rng);
            }
            None => {
                play_random_turn(&mut game, &mut rng, 1.0);
            }
            Some(computer) => {
                let Contender::Level(level, _) = contenders[side] else {
                    continue;
                };
                let budget = budgets.get(level.name()).copied().unwrap_or(Budget::Own);
                let started = Instant::now();
                let turn = computer.think(&game, budget.limits(), &stop, &progress);
                timings[side].add(started.elapsed(), computer.last_stats());
                match turn {
                    Some(turn) => {
                        if let Err(refusal) = turn.play(&mut game) {
                            panic!("the rules refused the computer's turn: {refusal}");
                        }
                    }
                    None => panic!("the computer gave no turn in a game that is not over"),
                }
            }
        }
    }
    let first_player = if first_is_blue {
        Player::Blue
    } else {
        Player::Yellow
    };
    let result = match game.winner() {
        Some(Winner::Player(p)) if p == first_player => 1.0,
        Some(Winner::Draw) => 0.5,
        _ => 0.0,
    };
    let [a, b] = timings;
    (result, a, b)
}

/// Wilson's 95 % score interval for `points` out of `games`.
fn wilson(points: f64, games: f64) -> (f64, f64) {
    let z = 1.96f64;
    let p = points / games;
    let denominator = 1.0 + z * z / games;
    let centre = (p + z * z / (2.0 * games)) / denominator;
    let half = z * (p * (1.0 - p) / games + z * z / (4.0 * games * games)).sqrt() / denominator;
    (centre - half, centre + half)
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn main() -> ExitCode {
    let options = match parse_options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let started = Instant::now();
    let budgets: Vec<String> = Level::ALL
        .iter()
        .map(|&l| {
            let budget = options
                .budgets
                .get(l.name())
                .copied()
                .unwrap_or(Budget::Own);
            format!("{} {}", l.name(), budget.describe(l))
        })
        .collect();
    println!(
        "games per pairing: {}, positions: {:?}, budgets per turn: {}, jobs: {}, hard's threads: {}, seed: {}\n",
        options.games,
        options.positions,
        budgets.join(", "),
        options.jobs,
        options.threads,
        options.seed
    );
    println!("| pairing | games | wins | draws | losses | win rate | 95 % interval |");
    println!("|---|---:|---:|---:|---:|---:|---|");
    let timings: Mutex<BTreeMap<String, Timing>> = Mutex::new(BTreeMap::new());
    for &(first, second) in &options.pairings {
        // Games in pairs (same seed, sides swapped), spread evenly over the positions.
        let pairs = options.games.div_ceil(2);
        let jobs: Vec<(u8, u64)> = (0..pairs)
            .map(|k| {
                let position = options.positions[k as usize % options.positions.len()];
                (position, options.seed + u64::from(k))
            })
            .collect();
        let next = AtomicUsize::new(0);
        let results: Mutex<Vec<f64>> = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for _ in 0..options.jobs.max(1) {
                scope.spawn(|| loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(position, seed)) = jobs.get(k) else {
                        break;
                    };
                    for first_is_blue in [true, false] {
                        let (result, a, b) = play_game(
                            first,
                            second,
                            first_is_blue,
                            position,
                            seed,
                            &options.budgets,
                            options.threads,
                        );
                        if let Ok(mut r) = results.lock() {
                            r.push(result);
                        }
                        if let Ok(mut t) = timings.lock() {
                            for (contender, timing) in [(first, a), (second, b)] {
                                t.entry(contender.name()).or_default().merge(timing);
                            }
                        }
                    }
                    let (points, played) = results
                        .lock()
                        .map_or((0.0, 0), |r| (r.iter().sum::<f64>(), r.len()));
                    eprintln!(
                        "{} vs {}: pair {}/{} done after {:.0} s, {points} of {played} so far",
                        first.name(),
                        second.name(),
                        k + 1,
                        jobs.len(),
                        started.elapsed().as_secs_f64()
                    );
                });
            }
        });
        let results = results.into_inner().unwrap_or_default();
        let games = results.len() as f64;
        let wins = results.iter().filter(|r| **r == 1.0).count();
        let draws = results.iter().filter(|r| **r == 0.5).count();
        let losses = results.len() - wins - draws;
        let points: f64 = results.iter().sum();
        let (low, high) = wilson(points, games);
        println!(
            "| {} vs {} | {} | {wins} | {draws} | {losses} | {:.1} % | {:.1}–{:.1} % |",
            first.name(),
            second.name(),
            results.len(),
            100.0 * points / games,
            100.0 * low,
            100.0 * high
        );
    }
    println!("\n| player | turns | median ms/turn | worst ms/turn | median iterations | fewest iterations | largest tree |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for (name, timing) in timings.into_inner().unwrap_or_default().iter_mut() {
        if timing.turns.is_empty() {
            continue;
        }
        let worst = timing.turns.iter().max().copied().unwrap_or_default();
        timing.iterations.sort();
        println!(
            "| {name} | {} | {:.1} | {:.1} | {} | {} | {:.1} MB |",
            timing.turns.len(),
            median(&mut timing.turns).as_secs_f64() * 1000.0,
            worst.as_secs_f64() * 1000.0,
            timing.iterations[timing.iterations.len() / 2],
            timing.iterations[0],
            timing.most_tree_bytes as f64 / 1e6,
        );
        if timing.overlong_playouts > 0 {
            println!(
                "\n{name}: {} playouts ran too long",
                timing.overlong_playouts
            );
        }
    }
    if let Some(kib) = peak_memory_kib() {
        println!(
            "\npeak resident memory of the whole run: {:.1} MB",
            kib as f64 / 1024.0
        );
    }
    println!("total time: {:.0} s", started.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
