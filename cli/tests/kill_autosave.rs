//! Kill test of the store: `dl-cli script --store DIR` plays random legal games of the three
//! games of the collection (Divided Loyalties, Discorder, Color Brake ABAB, mixed) — going on
//! with the current game, starting a new one while the current one is unfinished (it moves to
//! the saved games), or resuming a saved one — and is killed with SIGKILL at random moments,
//! hundreds of times. After every kill the store must open with nothing moved aside, the
//! current game must hold every action acknowledged before the kill (and at most the one
//! command in flight besides), every saved game must load and hold what it held, and no game
//! may be lost, duplicated or made up; a finished game moves to the history when the next one
//! starts. Only kills that hit a running process count towards the [`KILLS`] required.

mod common;

use std::io::{BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use dl_app::store::{LoadedGame, Store, SystemClock};
use dl_color_brake::{Game as ColorBrakeGame, GameLength};
use dl_core::{builtin, Action, Game};
use dl_discorder::record::action_text;
use dl_discorder::{Game as DiscorderGame, Player as DiscorderPlayer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

/// Kills of a live process required.
const KILLS: usize = 200;
/// Runs allowed to get them: a run whose process exited before its kill does not count.
const MAX_RUNS: usize = 800;
const SEED: u64 = 20_260_601;
/// Saved games from which a run resumes one rather than start another (of 14 setups in all:
/// 12 positions, Discorder, Color Brake ABAB).
const SAVED_GAMES: usize = 4;
/// Saved games from which a run resumes one only when there is no unfinished game to go on
/// with: at most `SAVED_MAX` saved games.
const SAVED_MAX: usize = 11;

/// What tells a game of the model apart: its game and how it began. The model holds at most
/// one game of each built-in position, one of Discorder and one of Color Brake ABAB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Setup {
    /// Divided Loyalties on this built-in position.
    DividedLoyalties(u8),
    /// Discorder, begun by this player.
    Discorder(DiscorderPlayer),
    /// Color Brake ABAB of two rounds, shuffled from this seed.
    ColorBrake(u64),
}

impl Setup {
    /// Whether a game of `self` may join a model that holds `other` (one game per setup, and
    /// one of each of the other two games).
    fn clashes_with(self, other: Setup) -> bool {
        match (self, other) {
            (Setup::DividedLoyalties(a), Setup::DividedLoyalties(b)) => a == b,
            (Setup::Discorder(_), Setup::Discorder(_))
            | (Setup::ColorBrake(_), Setup::ColorBrake(_)) => true,
            _ => false,
        }
    }

    /// Which game of the collection: 0 Divided Loyalties, 1 Discorder, 2 Color Brake ABAB.
    fn game_index(self) -> usize {
        match self {
            Setup::DividedLoyalties(_) => 0,
            Setup::Discorder(_) => 1,
            Setup::ColorBrake(_) => 2,
        }
    }

    /// The script's command that starts the game.
    fn new_command(self) -> Value {
        match self {
            Setup::DividedLoyalties(number) => json!({"cmd": "new", "position": number}),
            Setup::Discorder(first) => {
                json!({"cmd": "new", "game": "discorder", "first": first.name()})
            }
            Setup::ColorBrake(seed) => {
                json!({"cmd": "new", "game": "color-brake", "seed": seed, "rounds": 2})
            }
        }
    }
}

/// A whole random game, to be played through the script over several runs: its actions as
/// texts (compared with the store's) and as the script's commands.
#[derive(Clone, Debug)]
struct Plan {
    setup: Setup,
    actions: Vec<String>,
    commands: Vec<Value>,
}

/// A game of the model: its plan and how many of its actions the store holds.
#[derive(Clone, Debug)]
struct Tracked {
    plan: Plan,
    held: usize,
}

impl Tracked {
    fn finished(&self) -> bool {
        self.held == self.plan.actions.len()
    }
}

/// What a run does first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Goes on with the current game.
    Continue,
    /// Starts a new game (the current one goes to the saved games, or the history).
    Switch,
    /// Opens the saved game at this place of the model's list.
    Resume(usize),
}

/// A random game whose setup clashes with none of `taken` (so that each game of the model is
/// told apart by its setup): of Divided Loyalties half the time, else of Discorder or Color
/// Brake ABAB, as far as free setups allow.
fn plan(rng: &mut SmallRng, taken: &[Setup]) -> Plan {
    let free = |setup: &Setup| !taken.iter().any(|t| setup.clashes_with(*t));
    let positions: Vec<Setup> = (1..=12u8)
        .map(Setup::DividedLoyalties)
        .filter(free)
        .collect();
    let first = DiscorderPlayer::BOTH[rng.random_range(0..2)];
    let others: Vec<Setup> = [
        Setup::Discorder(first),
        Setup::ColorBrake(rng.random_range(0..1_000_000)),
    ]
    .into_iter()
    .filter(free)
    .collect();
    let setup = match (positions.is_empty(), others.is_empty()) {
        (true, true) => panic!("every setup is taken: {taken:?}"),
        (false, false) if rng.random_bool(0.5) => others[rng.random_range(0..others.len())],
        (true, false) => others[rng.random_range(0..others.len())],
        _ => positions[rng.random_range(0..positions.len())],
    };
    let (actions, commands) = match setup {
        Setup::DividedLoyalties(number) => {
            let position = builtin(number).expect("a built-in");
            let mut game = Game::new(Arc::new(position.clone()), position.default_rounds());
            dl_core::playout::play_random_game(&mut game, rng, 0.9)
                .expect("a policy that attempts bridges ends its games");
            let actions = game.actions();
            let texts = actions.iter().map(|a| format!("{a:?}")).collect();
            (texts, actions.iter().map(command).collect())
        }
        Setup::Discorder(first) => {
            let mut game = DiscorderGame::new(first);
            dl_discorder::playout::play_random_game(&mut game, rng, 0.2)
                .expect("random games of Discorder end (D6)");
            let actions = game.actions();
            let commands = actions.iter().map(discorder_command).collect();
            (actions.iter().map(action_text).collect(), commands)
        }
        Setup::ColorBrake(seed) => {
            let length = GameLength::rounds(2).expect("two rounds (C2)");
            let mut game = ColorBrakeGame::new(seed, length);
            dl_color_brake::playout::play_random_game(&mut game, rng)
                .expect("random games of Color Brake ABAB end (C2)");
            let texts: Vec<String> = game.actions().iter().map(|a| a.text()).collect();
            let commands = texts
                .iter()
                .map(|text| json!({"cmd": "play", "action": text}))
                .collect();
            (texts, commands)
        }
    };
    Plan {
        setup,
        actions,
        commands,
    }
}

/// The script's command of an action of Discorder: a peg goes on the line below (x, y) (D3).
fn discorder_command(action: &dl_discorder::Action) -> Value {
    match *action {
        dl_discorder::Action::PlaceTile(cell) => json!({"cmd": "tile", "x": cell.x, "y": cell.y}),
        dl_discorder::Action::PlacePeg(edge) => json!({"cmd": "peg", "x": edge.x, "y": edge.y}),
    }
}

/// The script's command of an action of Divided Loyalties.
fn command(action: &Action) -> Value {
    match *action {
        Action::Place { cell, color } => {
            json!({"cmd": "place", "x": cell.x, "y": cell.y, "color": color.name()})
        }
        Action::Bridge { from, to } => {
            json!({"cmd": "bridge", "from": [from.x, from.y], "to": [to.x, to.y]})
        }
        Action::EndTurn => json!({"cmd": "end_turn"}),
        Action::AgreeEnd => json!({"cmd": "agree_end"}),
    }
}

/// One run: start, send `commands`, kill after `delay`. Returns the answers read before the
/// kill, and whether the process was still running when it was killed.
fn run_and_kill(dir: &Path, commands: Vec<Value>, delay: Duration) -> (Vec<Value>, bool) {
    let mut child = Command::new(common::BIN)
        .args(["script", "--store"])
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("dl-cli starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let writer = thread::spawn(move || {
        for c in commands {
            if writeln!(stdin, "{c}").is_err() {
                return;
            }
        }
    });
    let reader = thread::spawn(move || {
        let mut text = String::new();
        let _ = BufReader::new(stdout).read_to_string(&mut text);
        // Only whole lines are answers; a line cut by the kill was not acknowledged.
        let whole = text.rfind('\n').map_or("", |end| &text[..end]);
        whole
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).expect("a JSON answer"))
            .collect::<Vec<_>>()
    });
    thread::sleep(delay);
    let live = child
        .try_wait()
        .expect("the process can be asked")
        .is_none();
    child.kill().expect("SIGKILL");
    child.wait().expect("reaped");
    writer.join().expect("writer");
    (reader.join().expect("reader"), live)
}

/// A game found in the store: its setup and actions (as the plans write them).
#[derive(Debug)]
struct Found {
    setup: Setup,
    actions: Vec<String>,
    id: Option<String>,
}

impl Found {
    /// What the store read back, of any of the three games.
    fn of(game: LoadedGame, id: Option<String>) -> Found {
        let (setup, actions) = match game {
            LoadedGame::DividedLoyalties(session) => {
                let game = session.game();
                let number = game.position().number().expect("a built-in");
                let actions = game.actions().iter().map(|a| format!("{a:?}")).collect();
                (Setup::DividedLoyalties(number), actions)
            }
            LoadedGame::Discorder(session) => {
                let game = session.game();
                let actions = game.actions().iter().map(action_text).collect();
                (Setup::Discorder(game.first_player()), actions)
            }
            LoadedGame::ColorBrake(session) => {
                let game = session.game();
                let actions = game.actions().iter().map(|a| a.text()).collect();
                (Setup::ColorBrake(game.seed()), actions)
            }
        };
        Found { setup, actions, id }
    }
}

/// What the store holds now: the current game, the saved games, the finished games. Opening
/// the store must move nothing aside: no file was left broken.
fn read_store(dir: &Path, run: usize) -> (Option<Found>, Vec<Found>, Vec<Found>) {
    let (mut store, report) = Store::open(dir, Arc::new(SystemClock))
        .unwrap_or_else(|e| panic!("run {run}: the store does not open: {e}"));
    assert!(
        report.moved_aside.is_empty(),
        "run {run}: files moved aside: {:?}",
        report.moved_aside
    );
    let current = report.current.map(|c| Found::of(c.game, None));
    let mut lists = Vec::new();
    for finished in [false, true] {
        let listing = if finished {
            store.finished_games()
        } else {
            store.saved_games()
        }
        .unwrap_or_else(|e| panic!("run {run}: a list does not read: {e}"));
        assert!(listing.moved_aside.is_empty(), "run {run}");
        let mut games = Vec::new();
        for entry in listing.entries {
            let id = entry.id.to_string();
            let game = if finished {
                store.read_finished(&id)
            } else {
                store.read_saved(&id)
            }
            .unwrap_or_else(|e| panic!("run {run}: saved game {id} does not load: {e}"));
            games.push(Found::of(game, Some(id)));
        }
        lists.push(games);
    }
    let history = lists.pop().unwrap_or_default();
    let saved = lists.pop().unwrap_or_default();
    (current, saved, history)
}

/// The fewest and most actions the store may hold of a game that held `held` before a run
/// that sent it `sent` actions of which `acked` were acknowledged.
fn bounds(held: usize, sent: usize, acked: usize) -> (usize, usize) {
    let low = held + acked;
    (low, if acked < sent { low + 1 } else { low })
}

/// Checks that `found` is the game of `tracked` holding between `low` and `high` actions, and
/// returns the game tracked with what it holds now.
fn check(run: usize, found: &Found, tracked: &Tracked, (low, high): (usize, usize)) -> Tracked {
    let held = found.actions.len();
    assert!(
        (low..=high).contains(&held),
        "run {run}: game {:?} holds {held} actions, expected {low}..={high}",
        found.setup
    );
    assert_eq!(
        found.actions[..],
        tracked.plan.actions[..held],
        "run {run}: not the game played as {:?}",
        found.setup
    );
    Tracked {
        plan: tracked.plan.clone(),
        held,
    }
}

#[test]
fn the_store_survives_sigkill_at_random_moments() {
    let started = Instant::now();
    let dir = common::temp_dir("kill");
    let mut rng = SmallRng::seed_from_u64(SEED);
    let mut current: Option<Tracked> = None;
    let mut saved: Vec<(String, Tracked)> = Vec::new();
    let mut finished_count = 0usize;
    let (mut kills, mut runs, mut acknowledged) = (0, 0, 0);
    let mut kinds_done = [0usize; 3];
    let mut between_moves = 0usize;
    // Actions acknowledged in each game of the collection (`Setup::game_index`).
    let mut acknowledged_by_game = [0usize; 3];
    while kills < KILLS {
        assert!(
            runs < MAX_RUNS,
            "only {kills} of {runs} runs were killed while running"
        );
        runs += 1;
        let taken: Vec<Setup> = current
            .iter()
            .chain(saved.iter().map(|(_, t)| t))
            .map(|t| t.plan.setup)
            .collect();
        let playable = current.as_ref().is_some_and(|c| c.held > 0);
        let roll = rng.random_range(0..100);
        // From SAVED_GAMES saved games on, no new game starts (a run with no game to go on
        // with resumes one), so a new game always finds a free setup; from SAVED_MAX on, no
        // saved game is resumed over an unfinished one either (a kill between the two moves
        // leaves both saved), so the saved games stay few.
        let crowded = saved.len() >= SAVED_GAMES;
        let kind = match &current {
            c if crowded && c.as_ref().is_none_or(Tracked::finished) => {
                Kind::Resume(rng.random_range(0..saved.len()))
            }
            None => Kind::Switch,
            Some(c) if c.finished() => Kind::Switch,
            _ if playable && roll < 20 && !crowded => Kind::Switch,
            _ if playable && roll < 36 && !saved.is_empty() && saved.len() < SAVED_MAX => {
                Kind::Resume(rng.random_range(0..saved.len()))
            }
            _ => Kind::Continue,
        };
        // The game the run plays after its first command, and the commands.
        let (target, mut commands) = match kind {
            Kind::Continue => (current.clone().expect("a current game"), Vec::new()),
            Kind::Switch => {
                let plan = plan(&mut rng, &taken);
                let new = plan.setup.new_command();
                (Tracked { plan, held: 0 }, vec![new])
            }
            Kind::Resume(i) => {
                let (id, tracked) = saved[i].clone();
                (tracked, vec![json!({"cmd": "open_saved", "id": id})])
            }
        };
        let first = commands.len();
        commands.extend(target.plan.commands[target.held..].iter().cloned());
        let sent = commands.len() - first;
        let delay = Duration::from_micros(rng.random_range(0..150_000));
        let (answers, live) = run_and_kill(&dir, commands, delay);
        kills += usize::from(live);
        for answer in &answers {
            assert_eq!(answer["ok"], true, "run {runs}: {answer}");
        }
        let acked = answers.len().saturating_sub(first);
        acknowledged += acked;
        acknowledged_by_game[target.plan.setup.game_index()] += acked;
        let switched = first == 0 || !answers.is_empty();
        // A first command in flight (carried out, not answered) had no action after it.
        let sent = if switched { sent } else { 0 };

        let (store_current, store_saved, store_history) = read_store(&dir, runs);
        // The game the run started or opened, if its first command was carried out.
        let found_target = |f: &Found| f.setup == target.plan.setup;
        let now_current = store_current.as_ref();
        let target_is_current = now_current.is_some_and(found_target);
        assert!(
            target_is_current || !switched,
            "run {runs}: the acknowledged game is not the current one"
        );
        let mut next_saved = Vec::new();
        let mut next_current = None;
        // The target game: current (with its acknowledged actions), or untouched where it was.
        match (target_is_current, kind) {
            (true, _) => {
                let found = now_current.expect("current");
                next_current = Some(check(
                    runs,
                    found,
                    &target,
                    bounds(target.held, sent, acked),
                ));
            }
            (false, Kind::Resume(_)) => {
                let id = saved
                    .iter()
                    .find(|(_, t)| t.plan.setup == target.plan.setup)
                    .map(|(id, _)| id.clone());
                let found = store_saved
                    .iter()
                    .find(|f| f.id == id)
                    .unwrap_or_else(|| panic!("run {runs}: the saved game to open is lost"));
                next_saved.push((
                    id.unwrap_or_default(),
                    check(runs, found, &target, (target.held, target.held)),
                ));
            }
            (false, _) => {}
        }
        // The game that was current before the run: still current, or moved away whole.
        if let Some(before) = current
            .as_ref()
            .filter(|c| c.plan.setup != target.plan.setup)
        {
            let held = (before.held, before.held);
            if let Some(found) = now_current.filter(|f| f.setup == before.plan.setup) {
                next_current = Some(check(runs, found, before, held));
            } else if before.finished() {
                let found = store_history
                    .iter()
                    .find(|f| f.setup == before.plan.setup && f.actions == before.plan.actions)
                    .unwrap_or_else(|| {
                        panic!("run {runs}: the finished game is not in the history")
                    });
                assert_eq!(found.actions.len(), before.plan.actions.len());
                finished_count += 1;
            } else {
                let found = store_saved
                    .iter()
                    .find(|f| f.setup == before.plan.setup)
                    .unwrap_or_else(|| panic!("run {runs}: the unfinished game is lost"));
                next_saved.push((
                    found.id.clone().unwrap_or_default(),
                    check(runs, found, before, held),
                ));
            }
        }
        // Every other saved game is where it was, as it was.
        for (id, tracked) in &saved {
            if tracked.plan.setup == target.plan.setup {
                continue;
            }
            let found = store_saved
                .iter()
                .find(|f| f.id.as_deref() == Some(id))
                .unwrap_or_else(|| panic!("run {runs}: saved game {id} is lost"));
            next_saved.push((
                id.clone(),
                check(runs, found, tracked, (tracked.held, tracked.held)),
            ));
        }
        assert_eq!(
            store_saved.len(),
            next_saved.len(),
            "run {runs}: the saved games are {store_saved:?}, expected {next_saved:?}"
        );
        assert_eq!(
            store_history.len(),
            finished_count,
            "run {runs}: the history"
        );
        assert_eq!(
            now_current.map(|f| f.setup),
            next_current.as_ref().map(|t| t.plan.setup),
            "run {runs}: the current game"
        );
        kinds_done[match kind {
            Kind::Continue => 0,
            Kind::Switch => 1,
            Kind::Resume(_) => 2,
        }] += usize::from(switched || kind == Kind::Continue);
        if next_current.is_none() && current.is_some() {
            // Killed between moving the current game away and opening the other: both are
            // in the saved games, and the player starts on the new-game screen.
            between_moves += 1;
        }
        current = next_current;
        saved = next_saved;
    }
    let leftovers = std::fs::read_dir(&dir).map_or(0, |d| d.count());
    println!(
        "kill test: {kills} SIGKILLs of a running process in {runs} runs; runs that went on with \
         the current game {}, started a new one {}, resumed a saved one {}; {acknowledged} \
         actions acknowledged; {finished_count} games finished and moved to the history; \
         {between_moves} kills between moving the current game away and opening another (both \
         kept in the saved games); actions acknowledged in Divided Loyalties {}, Discorder {}, \
         Color Brake ABAB {}; {} saved games at the end; {leftovers} entries in the store \
         directory; {:.1} s",
        kinds_done[0],
        kinds_done[1],
        kinds_done[2],
        acknowledged_by_game[0],
        acknowledged_by_game[1],
        acknowledged_by_game[2],
        saved.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(
        acknowledged > 0,
        "the runs must get actions through, not only start"
    );
    assert!(
        kinds_done[1] > 0 && kinds_done[2] > 0,
        "new games started and saved games resumed"
    );
    assert!(
        acknowledged_by_game.iter().all(|&n| n > 0),
        "actions of all three games got through: {acknowledged_by_game:?}"
    );
    std::fs::remove_dir_all(&dir).expect("cleanup");
}
