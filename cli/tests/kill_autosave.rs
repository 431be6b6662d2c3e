//! Kill test of the autosave: `dl-cli script --autosave FILE` plays random legal games and is
//! killed with SIGKILL at random moments, hundreds of times. After every kill the file must
//! load (through `dl_core::record`) and hold every action acknowledged before the kill — and
//! at most the one action in flight besides. The next run resumes from the file. Only kills
//! that hit a running process count towards the [`KILLS`] required; a run that had already
//! finished its commands is checked too, but not counted as a kill.

mod common;

use std::io::{BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use dl_core::playout::play_random_game;
use dl_core::record::load_game;
use dl_core::{builtin, Action, Game};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

/// Kills of a live process required.
const KILLS: usize = 200;
/// Runs allowed to get them: a run whose process exited before its kill does not count.
const MAX_RUNS: usize = 600;
const SEED: u64 = 20_260_501;

fn random_game(rng: &mut SmallRng) -> (u8, Vec<Action>) {
    let number = rng.random_range(1..=12u8);
    let position = builtin(number).expect("a built-in");
    let mut game = Game::new(Arc::new(position.clone()), position.default_rounds());
    play_random_game(&mut game, rng, 0.9).expect("a policy that attempts bridges ends its games");
    (number, game.actions())
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

/// One run: start, send the first command and the remaining actions, kill after `delay`.
/// Returns the answers read before the kill, and whether the process was still running when
/// it was killed.
fn run_and_kill(
    autosave: &Path,
    first: Value,
    rest: Vec<Value>,
    delay: Duration,
) -> (Vec<Value>, bool) {
    let mut child = Command::new(common::BIN)
        .args(["script", "--autosave"])
        .arg(autosave)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("dl-cli starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let writer = thread::spawn(move || {
        for c in std::iter::once(first).chain(rest) {
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

#[test]
fn the_autosave_survives_sigkill_at_random_moments() {
    let started = Instant::now();
    let dir = common::temp_dir("kill");
    let autosave = dir.join("autosave.json");
    let mut rng = SmallRng::seed_from_u64(SEED);
    let (mut number, mut actions) = random_game(&mut rng);
    let mut saved = 0usize;
    let (mut kills, mut runs, mut checks, mut games, mut acknowledged) = (0, 0, 0, 0, 0);
    let (mut in_flight_saved, mut before_first_answer) = (0, 0);
    while kills < KILLS {
        assert!(
            runs < MAX_RUNS,
            "only {kills} of {runs} runs were killed while running"
        );
        let first = if autosave.exists() {
            json!({"cmd": "load", "path": autosave})
        } else {
            json!({"cmd": "new", "position": number.to_string()})
        };
        let rest = actions[saved..].iter().map(command).collect();
        let delay = Duration::from_micros(rng.random_range(0..150_000));
        let (answers, live) = run_and_kill(&autosave, first, rest, delay);
        runs += 1;
        kills += usize::from(live);
        for answer in &answers {
            assert_eq!(answer["ok"], true, "run {runs}: {answer}");
        }
        let acked = saved + answers.len().saturating_sub(1);
        acknowledged += answers.len().saturating_sub(1);
        if answers.is_empty() {
            before_first_answer += 1;
        }
        if !autosave.exists() {
            assert_eq!(acked, 0, "run {runs}: actions acknowledged but no autosave");
            checks += 1;
            continue;
        }
        let bytes = std::fs::read(&autosave).expect("the autosave reads");
        let game = load_game(&bytes)
            .unwrap_or_else(|e| panic!("run {runs}: the autosave does not load: {e}"))
            .game;
        let held = game.actions();
        assert_eq!(game.position().number(), Some(number), "run {runs}");
        assert!(
            held.len() >= acked && held.len() <= acked + 1,
            "run {runs}: the autosave holds {} actions, {acked} were acknowledged",
            held.len()
        );
        assert_eq!(
            held[..],
            actions[..held.len()],
            "run {runs}: not the game played"
        );
        if held.len() == acked + 1 {
            in_flight_saved += 1;
        }
        checks += 1;
        saved = held.len();
        if saved == actions.len() {
            assert!(game.is_over(), "run {runs}: the whole game is over");
            games += 1;
            std::fs::remove_file(&autosave).expect("the finished game is removed");
            (number, actions) = random_game(&mut rng);
            saved = 0;
        }
    }
    let leftovers = std::fs::read_dir(&dir).map_or(0, |d| d.count());
    println!(
        "kill test: {kills} SIGKILLs of a running process in {runs} runs, {checks} autosave checks, {games} games completed, \
         {acknowledged} actions acknowledged, {in_flight_saved} kills after a save but before \
         its answer, {before_first_answer} kills before the first answer, {leftovers} files \
         left in the directory (the autosave and temporaries of killed writes), {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(checks, runs);
    assert!(
        acknowledged > 0,
        "the runs must get actions through, not only start"
    );
    std::fs::remove_dir_all(&dir).expect("cleanup");
}
