//! Random legal games on all 12 built-in positions, played by two of our games as two sides of
//! a room: after every action (stone, bridge, take-back, end of turn, dot stone returned) the
//! actor's snapshot is written, round-tripped through JSON and BinaryPack, read back to the
//! same facts, imported by dl-core's web-save importer at every turn start (write → import →
//! same game), and checked by the other side, whose game then equals the actor's.
//! Every game is bounded by its longest possible length (`turn_limit`).

use std::sync::Arc;

use dl_core::web_import::import_web_save;
use dl_core::{turn_limit, Game, Player, Rounds};
use dl_remote::facts::Facts;
use dl_remote::snapshot_read::read_snapshot;
use dl_remote::{check_snapshot, decode, write_web_state, Accepted, RoomMessage, WebState};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Deliberately returned dot stones per game at most (R4.3): they lengthen a game.
const MAX_RETURNS: u32 = 3;

struct Room {
    games: [Game; 2],
    snapshots: usize,
}

/// What the random games went through, so the test shows it covered each kind of action.
#[derive(Default, Debug)]
struct Seen {
    snapshots: usize,
    red_bridges: usize,
    cuts: usize,
    returned_dots: usize,
    passes: usize,
    take_backs: usize,
    page_passes: usize,
}

impl Room {
    /// The actor changed its game: send its snapshot to the other side.
    fn sync(&mut self, actor: Player) {
        let sender = &self.games[actor.index()];
        let state = write_web_state(sender);
        // JSON and BinaryPack carry it unchanged.
        let json = serde_json::to_string(&state).unwrap();
        assert_eq!(serde_json::from_str::<WebState>(&json).unwrap(), state);
        let mut id = 1;
        let frames = RoomMessage::StateSync {
            state: Box::new(state.clone()),
        }
        .to_frames(&mut id)
        .unwrap();
        assert_eq!(frames.len(), 1);
        let back = RoomMessage::from_value(&decode(&frames[0]).unwrap()).unwrap();
        assert_eq!(
            back,
            RoomMessage::StateSync {
                state: Box::new(state.clone())
            }
        );
        // Read back: the same facts on the same position.
        let (position, facts) = read_snapshot(&state).unwrap();
        assert!(
            position.same_board(sender.position()) && position.name() == sender.position().name()
        );
        assert_eq!(facts, Facts::of_game(sender));
        // At a turn start the page's own save format imports to the same game.
        if sender.turn_stone().is_none() && !sender.is_over() {
            let imported = import_web_save(json.as_bytes()).unwrap();
            assert_eq!(
                Facts::of_game(&imported),
                Facts::of_game(sender),
                "write → import"
            );
            assert_eq!(imported.rounds(), sender.rounds());
        }
        // The other side checks it against its own game.
        let receiver = &self.games[actor.other().index()];
        let accepted = check_snapshot(Some(receiver), actor, &state)
            .unwrap_or_else(|e| panic!("refused ({}): {e}\n{json}", e.code()));
        match accepted {
            Accepted::Moves { game, .. } => self.games[actor.other().index()] = *game,
            Accepted::Unchanged => {}
            Accepted::NewGame { .. } => panic!("a move read as a new game"),
        }
        assert_eq!(
            Facts::of_game(&self.games[actor.other().index()]),
            Facts::of_game(&self.games[actor.index()])
        );
        self.snapshots += 1;
    }

    /// The page has no automatic passes (R4.4): when the rules pass the receiver at once after
    /// the actor's end of turn, the page's snapshot shows the receiver to move. That snapshot is
    /// accepted too, and gives the rules' game.
    fn page_view_of_a_pass(&self, before: &Game, actor: Player) {
        let sender = &self.games[actor.index()];
        let mut state = write_web_state(sender);
        state.current_player = actor.other().name().to_owned();
        let accepted = check_snapshot(Some(before), actor, &state)
            .unwrap_or_else(|e| panic!("the page's view of a pass refused ({}): {e}", e.code()));
        let Accepted::Moves { game, .. } = accepted else {
            panic!("{accepted:?}")
        };
        assert_eq!(Facts::of_game(&game), Facts::of_game(sender));
    }
}

fn play(number: u8, seed: u64, seen: &mut Seen) {
    let position = Arc::new(dl_core::builtin(number).unwrap().clone());
    let rounds = position.default_rounds();
    let game = Game::new(position, rounds);
    let mut room = Room {
        games: [game.clone(), game],
        snapshots: 0,
    };
    let mut rng = SmallRng::seed_from_u64(seed * 100 + u64::from(number));
    let mut returns = 0;
    let limit = turn_limit(rounds, MAX_RETURNS);
    loop {
        let actor = room.games[0].to_move();
        let game = &room.games[actor.index()];
        if game.is_over() {
            break;
        }
        assert!(
            game.turn_number() <= limit,
            "position {number}, seed {seed}: the game passed its longest possible length of {limit} turns"
        );
        // Place; sometimes take the stone back and place again (the page's UNDO, R11).
        let retries = if rng.random_bool(0.1) { 2 } else { 1 };
        let mut dot = false;
        for attempt in 0..retries {
            let game = &mut room.games[actor.index()];
            let targets = game.context().placement_targets();
            let (cell, colors) = targets[rng.random_range(0..targets.len())];
            let colors: Vec<_> = colors.iter().collect();
            let color = colors[rng.random_range(0..colors.len())];
            game.place(cell, color).unwrap();
            dot = game.position().kind(cell) == dl_core::CellKind::Dot;
            room.sync(actor);
            if attempt + 1 < retries {
                room.games[actor.index()].undo().unwrap();
                seen.take_backs += 1;
                room.sync(actor);
            }
        }
        // Bridges, unless a dot stone is deliberately left to go back (R4.3).
        let let_it_go_back = dot && returns < MAX_RETURNS && rng.random_bool(0.3);
        if let_it_go_back {
            returns += 1;
        } else {
            for _ in 0..4 {
                let legal = room.games[actor.index()].legal_bridges();
                if legal.is_empty() || rng.random_bool(0.2) {
                    break;
                }
                let bridge = legal[rng.random_range(0..legal.len())];
                let formed = room.games[actor.index()]
                    .bridge(bridge.line.start(), bridge.line.end())
                    .unwrap();
                seen.red_bridges += usize::from(formed.kind == dl_core::Loyalty::Red);
                seen.cuts += formed.cut.len();
                room.sync(actor);
            }
        }
        let ended = room.games[actor.index()].end_turn().unwrap();
        seen.returned_dots += usize::from(ended.returned.is_some());
        seen.passes += ended.passes.len();
        let receiver_before = room.games[actor.other().index()].clone();
        room.sync(actor);
        if ended
            .passes
            .first()
            .is_some_and(|p| p.player == actor.other())
            && ended.game_over.is_none()
        {
            room.page_view_of_a_pass(&receiver_before, actor);
            seen.page_passes += 1;
        }
    }
    assert_eq!(
        Facts::of_game(&room.games[0]),
        Facts::of_game(&room.games[1])
    );
    seen.snapshots += room.snapshots;
}

#[test]
fn random_games_on_every_builtin_position_stay_in_step_through_snapshots() {
    let mut seen = Seen::default();
    for number in 1..=12 {
        for seed in 0..2 {
            play(number, seed, &mut seen);
        }
    }
    println!("{seen:?}");
    assert!(seen.snapshots > 1_000, "{seen:?}");
    assert!(
        seen.red_bridges > 0 && seen.cuts > 0 && seen.returned_dots > 0,
        "{seen:?}"
    );
    assert!(
        seen.take_backs > 0 && seen.passes > 0 && seen.page_passes > 0,
        "{seen:?}"
    );
}

#[test]
fn the_web_rounds_are_the_builtins_own() {
    for number in 1..=12u8 {
        let position = dl_core::builtin(number).unwrap();
        let web = dl_remote::web_write::write_position(position);
        let expected = if number <= 6 {
            Rounds::Four
        } else {
            Rounds::Three
        };
        assert_eq!(dl_remote::facts::web_rounds(&web), expected, "{number}");
    }
}
