//! Kill test of the store: `dl-cli script --store DIR` plays random legal games — going on
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

use dl_app::store::{Store, SystemClock};
use dl_core::playout::play_random_game;
use dl_core::{builtin, Action, Game};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

/// Kills of a live process required.
const KILLS: usize = 200;
/// Runs allowed to get them: a run whose process exited before its kill does not count.
const MAX_RUNS: usize = 800;
const SEED: u64 = 20_260_601;

/// A whole random game, to be played through the script over several runs.
#[derive(Clone, Debug)]
struct Plan {
    number: u8,
    actions: Vec<Action>,
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

/// A random game on a built-in other than `taken` (so that each game of the model is told
/// apart by its position).
fn plan(rng: &mut SmallRng, taken: &[u8]) -> Plan {
    let number = loop {
        let n = rng.random_range(1..=12u8);
        if !taken.contains(&n) {
            break n;
        }
    };
    let position = builtin(number).expect("a built-in");
    let mut game = Game::new(Arc::new(position.clone()), position.default_rounds());
    play_random_game(&mut game, rng, 0.9).expect("a policy that attempts bridges ends its games");
    Plan {
        number,
        actions: game.actions(),
    }
}

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

/// A game found in the store: its position number and actions.
#[derive(Debug)]
struct Found {
    number: u8,
    actions: Vec<Action>,
    id: Option<String>,
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
    let found = |game: dl_app::store::LoadedGame, id: Option<String>| {
        let session = game.into_divided_loyalties().expect("Divided Loyalties");
        Found {
            number: session.game().position().number().expect("a built-in"),
            actions: session.game().actions(),
            id,
        }
    };
    let current = report.current.map(|c| found(c.game, None));
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
            games.push(found(game, Some(id)));
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
        "run {run}: game on {} holds {held} actions, expected {low}..={high}",
        found.number
    );
    assert_eq!(
        found.actions[..],
        tracked.plan.actions[..held],
        "run {run}: not the game played on {}",
        found.number
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
    while kills < KILLS {
        assert!(
            runs < MAX_RUNS,
            "only {kills} of {runs} runs were killed while running"
        );
        runs += 1;
        let taken: Vec<u8> = current
            .iter()
            .chain(saved.iter().map(|(_, t)| t))
            .map(|t| t.plan.number)
            .collect();
        let playable = current.as_ref().is_some_and(|c| c.held > 0);
        let roll = rng.random_range(0..100);
        let kind = match &current {
            None => Kind::Switch,
            Some(c) if c.finished() => Kind::Switch,
            _ if playable && roll < 12 && saved.len() < 3 => Kind::Switch,
            _ if playable && roll < 24 && !saved.is_empty() => {
                Kind::Resume(rng.random_range(0..saved.len()))
            }
            _ => Kind::Continue,
        };
        // The game the run plays after its first command, and the commands.
        let (target, mut commands) = match kind {
            Kind::Continue => (current.clone().expect("a current game"), Vec::new()),
            Kind::Switch => {
                let plan = plan(&mut rng, &taken);
                let new = json!({"cmd": "new", "position": plan.number});
                (Tracked { plan, held: 0 }, vec![new])
            }
            Kind::Resume(i) => {
                let (id, tracked) = saved[i].clone();
                (tracked, vec![json!({"cmd": "open_saved", "id": id})])
            }
        };
        let first = commands.len();
        commands.extend(target.plan.actions[target.held..].iter().map(command));
        let sent = commands.len() - first;
        let delay = Duration::from_micros(rng.random_range(0..150_000));
        let (answers, live) = run_and_kill(&dir, commands, delay);
        kills += usize::from(live);
        for answer in &answers {
            assert_eq!(answer["ok"], true, "run {runs}: {answer}");
        }
        let acked = answers.len().saturating_sub(first);
        acknowledged += acked;
        let switched = first == 0 || !answers.is_empty();
        // A first command in flight (carried out, not answered) had no action after it.
        let sent = if switched { sent } else { 0 };

        let (store_current, store_saved, store_history) = read_store(&dir, runs);
        // The game the run started or opened, if its first command was carried out.
        let found_target = |f: &Found| f.number == target.plan.number;
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
                    .find(|(_, t)| t.plan.number == target.plan.number)
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
            .filter(|c| c.plan.number != target.plan.number)
        {
            let held = (before.held, before.held);
            if let Some(found) = now_current.filter(|f| f.number == before.plan.number) {
                next_current = Some(check(runs, found, before, held));
            } else if before.finished() {
                let found = store_history
                    .iter()
                    .find(|f| f.number == before.plan.number && f.actions == before.plan.actions)
                    .unwrap_or_else(|| {
                        panic!("run {runs}: the finished game is not in the history")
                    });
                assert_eq!(found.actions.len(), before.plan.actions.len());
                finished_count += 1;
            } else {
                let found = store_saved
                    .iter()
                    .find(|f| f.number == before.plan.number)
                    .unwrap_or_else(|| panic!("run {runs}: the unfinished game is lost"));
                next_saved.push((
                    found.id.clone().unwrap_or_default(),
                    check(runs, found, before, held),
                ));
            }
        }
        // Every other saved game is where it was, as it was.
        for (id, tracked) in &saved {
            if tracked.plan.number == target.plan.number {
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
            now_current.map(|f| f.number),
            next_current.as_ref().map(|t| t.plan.number),
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
         kept in the saved games); {} saved games at the end; {leftovers} entries in the store \
         directory; {:.1} s",
        kinds_done[0],
        kinds_done[1],
        kinds_done[2],
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
    std::fs::remove_dir_all(&dir).expect("cleanup");
}
