//! A player never loses a game: random sequences of what a shell does — play, undo, start
//! another game, open or delete a saved game, finish, close and reopen the store — checked
//! against a model of where every game must be.

use dl_core::session::Session;
use proptest::prelude::*;

use super::*;
use crate::store::{GameEntry, Previous};

#[derive(Clone, Debug)]
enum Op {
    /// Play this many turns of the current game (and save).
    Play(usize),
    /// Undo the last action of the current game (and save).
    Undo,
    /// Start a new game on built-in `number` with `turns` turns played.
    Start { number: u8, turns: usize },
    /// Agree to end the current game (R8), if possible now.
    Finish,
    /// Open the saved game at this place of the list (modulo its length).
    OpenSaved(usize),
    /// Delete the saved game at this place of the list (modulo its length).
    DeleteSaved(usize),
    /// Close the store and open it again, resuming the current game.
    Reopen,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (1usize..4).prop_map(Op::Play),
        Just(Op::Undo),
        (1u8..=12, 0usize..3).prop_map(|(number, turns)| Op::Start { number, turns }),
        Just(Op::Finish),
        (0usize..8).prop_map(Op::OpenSaved),
        (0usize..8).prop_map(Op::DeleteSaved),
        Just(Op::Reopen),
    ]
}

/// The saved-game text of each game (without the interaction state), sorted: the multiset of
/// games a list must hold.
fn texts<'a>(games: impl IntoIterator<Item = &'a Session>) -> Vec<String> {
    let mut texts: Vec<String> = games
        .into_iter()
        .map(|s| dl_core::record::save_game(s.game(), None))
        .collect();
    texts.sort();
    texts
}

fn listed(store: &mut Store, entries: &[GameEntry], finished: bool) -> Vec<Session> {
    entries
        .iter()
        .map(|e| {
            let id = e.id.to_string();
            dl(if finished {
                store.read_finished(&id).unwrap()
            } else {
                store.read_saved(&id).unwrap()
            })
        })
        .collect()
}

fn run(ops: &[Op]) {
    let dir = TestDir::new("model");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let mut current: Option<Session> = None;
    let (mut saved, mut history): (Vec<Session>, Vec<Session>) = (Vec::new(), Vec::new());
    for op in ops {
        clock.advance(1_000);
        match op {
            Op::Play(_) | Op::Undo if current.is_none() => {}
            Op::Play(turns) => {
                let session = current.as_mut().unwrap();
                for _ in 0..*turns {
                    play_turn(session);
                }
                store.save_current(&*session).unwrap();
            }
            Op::Undo => {
                let session = current.as_mut().unwrap();
                let _ = session.undo();
                store.save_current(&*session).unwrap();
            }
            Op::Finish => {
                if let Some(session) = current.as_mut() {
                    let _ = session.agree_end();
                    store.save_current(&*session).unwrap();
                }
            }
            Op::Start { number, turns } => {
                let game = dl_game(*number, *turns);
                let previous = store.start_game(&game).unwrap();
                let expected = put_away(current.replace(game), &mut saved, &mut history);
                assert_eq!(
                    std::mem::discriminant(&previous),
                    std::mem::discriminant(&expected)
                );
            }
            Op::OpenSaved(i) | Op::DeleteSaved(i) => {
                let entries = store.saved_games().unwrap().entries;
                if entries.is_empty() {
                    continue;
                }
                let entry = &entries[i % entries.len()];
                let id = entry.id.to_string();
                let text = texts([&dl(store.read_saved(&id).unwrap())]);
                let place = saved.iter().position(|s| texts([s]) == text).unwrap();
                let game = saved.remove(place);
                if let Op::DeleteSaved(_) = op {
                    store.delete_saved(&id).unwrap();
                } else {
                    let opened = store.open_saved(&id).unwrap();
                    assert_eq!(dl(opened.game).game(), game.game());
                    put_away(current.replace(game), &mut saved, &mut history);
                }
            }
            Op::Reopen => {
                drop(store);
                let (again, report) = open(&dir, &clock);
                store = again;
                assert!(report.moved_aside.is_empty());
                let back = report.current.map(|c| dl(c.game));
                assert_eq!(
                    back.as_ref().map(Session::game),
                    current.as_ref().map(Session::game)
                );
                if let (Some(back), Some(model)) = (&back, &current) {
                    assert_eq!(back.state(), model.state());
                }
            }
        }
        let listing = store.saved_games().unwrap();
        assert!(listing.moved_aside.is_empty());
        let entries = listing.entries;
        assert_eq!(
            texts(&listed(&mut store, &entries, false)),
            texts(&saved),
            "{op:?}"
        );
        let entries = store.finished_games().unwrap().entries;
        assert_eq!(
            texts(&listed(&mut store, &entries, true)),
            texts(&history),
            "{op:?}"
        );
    }
}

/// Where the model puts the game that was current when another one starts.
fn put_away(
    previous: Option<Session>,
    saved: &mut Vec<Session>,
    history: &mut Vec<Session>,
) -> Previous {
    let Some(game) = previous else {
        return Previous::None;
    };
    let id = crate::store::EntryId::parse("0-1").unwrap();
    if game.game().is_over() {
        history.push(game);
        Previous::Finished(id)
    } else if game.game().action_count() == 0 {
        Previous::Dropped
    } else {
        saved.push(game);
        Previous::Saved(id)
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 24,
        max_shrink_iters: 200,
        max_shrink_time: 60_000,
        ..ProptestConfig::default()
    })]

    /// Every game is always in exactly one place: the current slot, the saved games or the
    /// history (or deleted on the player's word, or dropped when blank).
    #[test]
    fn no_game_is_ever_lost(ops in proptest::collection::vec(op(), 1..14)) {
        run(&ops);
    }
}
