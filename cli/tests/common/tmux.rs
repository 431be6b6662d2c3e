//! A tmux server of its own for the tests of the real terminal UI: start the game in a session
//! (120 × 50 in English, or another size and locale), send keys, read the screen back with
//! `capture-pane`, wait for a text or for the game to quit. Needs tmux (`tests/run.sh` installs
//! it).

use std::path::Path;
use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How long a capture must stay the same to be a whole frame.
const SETTLED: Duration = Duration::from_millis(30);

/// A tmux server of its own (`-L`), killed when dropped.
pub struct Tmux {
    socket: String,
    /// The session of the game being played; each start opens a new one, so the server never
    /// runs empty (and exits) between two starts.
    pub session: String,
    starts: usize,
}

impl Tmux {
    /// A server of its own with the game started in `data_dir` with `args`.
    pub fn start(name: &str, data_dir: &Path, args: &str) -> Tmux {
        let mut tmux = Tmux::server(name);
        tmux.open(data_dir, args);
        tmux
    }

    /// Starts the game in a new session of 120 × 50 in English (the locale `C`).
    pub fn open(&mut self, data_dir: &Path, args: &str) {
        self.open_with(data_dir, args, "", (120, 50));
    }

    /// A server of its own, named after the test, with no session yet.
    pub fn server(name: &str) -> Tmux {
        assert!(
            Command::new("tmux").arg("-V").output().is_ok(),
            "tmux is needed for this test (tests/run.sh installs it)"
        );
        Tmux {
            socket: format!("dl-cli-test-{}-{name}", std::process::id()),
            session: String::new(),
            starts: 0,
        }
    }

    /// Starts the game in a new session of `columns` × `rows`, in `data_dir` (also its data
    /// directory), with the locale `C` and then the variables of `env` (`LANG=ja_JP.UTF-8`);
    /// the pane stays after the game quits so that its output can be read.
    pub fn open_with(
        &mut self,
        data_dir: &Path,
        args: &str,
        env: &str,
        (columns, rows): (u16, u16),
    ) {
        self.starts += 1;
        self.session = format!("game{}", self.starts);
        let command = format!(
            "env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 {env} DL_DATA_DIR='{}' '{}' {args}",
            data_dir.display(),
            super::BIN
        );
        let dir = data_dir.to_str().expect("a UTF-8 temp dir");
        let (columns, rows) = (columns.to_string(), rows.to_string());
        let out = self.run(&[
            "new-session",
            "-d",
            "-s",
            &self.session,
            "-x",
            &columns,
            "-y",
            &rows,
            "-c",
            dir,
            &command,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(self
            .run(&["set-option", "-t", &self.session, "remain-on-exit", "on"])
            .status
            .success());
    }

    /// Waits until the game has quit (its pane is dead; the pane stays for reading).
    pub fn wait_quit(&self) {
        let start = Instant::now();
        loop {
            let out = self.run(&["display-message", "-p", "-t", &self.session, "#{pane_dead}"]);
            if String::from_utf8_lossy(&out.stdout).trim() == "1" {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(5),
                "the game did not quit"
            );
            sleep(Duration::from_millis(50));
        }
    }

    /// Runs a tmux command on this server.
    pub fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .args(["-L", &self.socket])
            .args(args)
            .output()
            .expect("tmux runs")
    }

    /// Sends keys to the game.
    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", &self.session];
        args.extend_from_slice(keys);
        assert!(self.run(&args).status.success());
    }

    /// The screen as text.
    pub fn screen(&self) -> String {
        String::from_utf8_lossy(
            &self
                .run(&["capture-pane", "-p", "-t", &self.session])
                .stdout,
        )
        .into_owned()
    }

    /// Waits until the screen shows `text`; panics with the screen after 10 s.
    pub fn wait_for(&self, text: &str) -> String {
        self.wait_until(text, |screen| screen.contains(text))
    }

    /// Waits until the screen passes `check` and holds still (a whole frame); panics with
    /// `what` and the screen after 10 s.
    pub fn wait_until(&self, what: &str, check: impl Fn(&str) -> bool) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            // A frame reaches tmux in several writes: a capture may show one half-written, so
            // the screen returned is one that holds and stays the same a moment later.
            if check(&screen) {
                sleep(SETTLED);
                if self.screen() == screen {
                    return screen;
                }
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "waited for {what:?}; the screen:\n{screen}"
            );
            sleep(Duration::from_millis(50));
        }
    }
}

impl Tmux {
    /// Waits until the title row says `title` (a menu entry of the same words is not the
    /// screen).
    pub fn wait_title(&self, title: &str) -> String {
        self.wait_until(title, |s| {
            s.lines().next().is_some_and(|l| l.trim() == title)
        })
    }

    /// Opens the game menu with `m` and chooses `label` by the letter drawn beside it.
    pub fn menu(&self, label: &str) {
        self.keys(&["m"]);
        let entry = format!("  {label}");
        let is_entry = |l: &str| l.contains(&entry) && l.contains('›');
        let screen = self.wait_until(label, |s| s.lines().any(is_entry));
        let letter = screen
            .lines()
            .find(|l| is_entry(l))
            .and_then(|l| l.split('›').nth(1))
            .and_then(|rest| rest.trim_start().chars().next())
            .map(String::from)
            .unwrap_or_default();
        self.keys(&[&letter]);
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}
