//! The phones' library plays online (issue 23, feature `online`): a `DlApp` launched by
//! dl-bindings has room links, so "Play online" joins a room instead of saying that online
//! play is not in this build.
//!
//! Its rooms are on PeerJS's public server, which no test may reach: the test runs itself
//! again inside a network namespace of its own (`unshare -rn`: a user namespace with a new
//! network namespace, whose only interface is a loopback that is down), where no packet can
//! leave. There the transport finds no interface to offer as a candidate and fails at once with
//! `link_no_candidates`, before any name is looked up, and the app reports it in the room:
//! proof that the phones' library has the transport and tried it.

use std::path::PathBuf;
use std::process::Command;
use std::sync::Arc;
use std::time::{Duration, Instant};

use dl_bindings::DlApp;
use dl_ui::{Body, Control, Field, Input};

/// Set in the copy of the test that runs inside the namespace.
const INSIDE: &str = "DL_BINDINGS_TEST_IN_NETNS";
/// The app's sentence when it has no room links (app/locales/en.ftl `online-unavailable`).
const UNAVAILABLE: &str = "Online play needs the webrtc build of this app.";
/// The longest wait for the room to report the failed connection.
const FAILURE_WAIT: Duration = Duration::from_secs(20);

/// A fresh data directory under the target directory, removed first if a run left it.
fn data_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("online-play");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the data directory");
    dir
}

fn press(app: &DlApp, control: Control) {
    app.send(Input::Press { control });
}

fn type_in(app: &DlApp, field: Field, text: &str) {
    app.send(Input::Text {
        field,
        text: text.to_owned(),
    });
}

/// Inside the namespace: joins room "oak" and waits for the room to say that the connection
/// failed for want of a network interface.
fn join_and_see_the_connection_fail() {
    let dir = data_dir();
    let app: Arc<DlApp> = DlApp::launch(
        dir.to_string_lossy().into_owned(),
        vec!["en".to_owned()],
        300,
        false,
        None,
    )
    .expect("the app launches");
    press(&app, Control::PlayOnline);
    assert!(matches!(app.screen().body, Body::PlayOnline { .. }));
    type_in(&app, Field::OnlineName, "Ada");
    type_in(&app, Field::OnlineRoom, "oak");
    press(&app, Control::JoinRoom);
    let screen = app.screen();
    assert!(
        matches!(screen.body, Body::Room { .. }),
        "joining did not open the room: {:?}",
        screen.body
    );
    assert!(screen.notice.as_ref().is_none_or(|n| n.text != UNAVAILABLE));
    let start = Instant::now();
    loop {
        if let Some(notice) = app.screen().notice {
            assert_ne!(notice.text, UNAVAILABLE);
            assert_eq!(
                notice.text,
                "No connection to the other player could be made (link_no_candidates)."
            );
            break;
        }
        assert!(
            start.elapsed() < FAILURE_WAIT,
            "the room did not report the failed connection within {FAILURE_WAIT:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(matches!(app.screen().body, Body::Room { .. }));
}

#[test]
fn a_phone_app_joins_rooms_in_a_network_namespace_of_its_own() {
    if std::env::var_os(INSIDE).is_some() {
        join_and_see_the_connection_fail();
        return;
    }
    let exe = std::env::current_exe().expect("the test binary");
    let output = Command::new("unshare")
        .args(["--user", "--map-root-user", "--net", "--"])
        .arg(exe)
        .args([
            "--exact",
            "a_phone_app_joins_rooms_in_a_network_namespace_of_its_own",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(INSIDE, "1")
        .output()
        .expect("unshare runs (util-linux; unprivileged user namespaces must be allowed)");
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "inside the namespace:\n{report}");
    assert!(
        report.contains("1 passed"),
        "the test did not run inside the namespace:\n{report}"
    );
}
