//! Property tests over random sessions and random games.
//!
//! A session is driven by a random list of inputs — taps anywhere (on and off the board),
//! tool choices, tiles and pegs on any cell or edge (off the board too), random legal actions,
//! the computer's move, undo — and after every input:
//! - the view is pure (two calls give the same frame);
//! - every cell's and edge's enablement in the frame before the input is what the rules then
//!   answer: for every cell and every edge, the action on a copy of the game is accepted
//!   exactly when the view offers it, and refused for the reason the view gives; the same for
//!   both tools and for undo (D2, D3, D3.1, D3.2, D7);
//! - the revision moves (by one) exactly when the saved game's text changes;
//! - events come numbered 0, 1, 2 … without a gap, and an action or undo sends its event;
//! - the running scores equal the scores counted from scratch by an independent oracle (D5);
//! - tiles and pegs are accounted for (D1); a player who passed had no tile and no edge for
//!   a peg, and a player to move can always act (D2); a finished game is full, settled and its
//!   result follows from the totals (D5, D6).
//!
//! A random game played to the end with undo interludes replays to an equal game, saves and
//! loads to an equal game and the same bytes, and undoes back to the new game (D7).
//!
//! Every game loop is bounded by the longest possible game; shrinking is bounded in time.

mod common;

use common::{board_points, engine_points};
use dl_discorder::playout::random_action;
use dl_discorder::session::{Event, NumberedEvent, Target, Tool, View};
use dl_discorder::{
    load_game, save_game, Action, Cell, Edge, Game, Player, Refusal, Session, Starter, TurnContext,
    Winner, MAX_ACTIONS, PEGS, TILES_PER_PLAYER,
};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// One input to a session.
#[derive(Clone, Copy, Debug)]
enum Input {
    Tap(f64, f64),
    SelectTool(Tool),
    Tile(u8, u8),
    Peg(u8, u8),
    /// A random action among those the view offers, from this seed.
    Legal(u64),
    Computer(u64),
    Undo,
}

fn inputs() -> impl Strategy<Value = Input> {
    prop_oneof![
        3 => (-1.0..9.0f64, -1.0..8.0f64).prop_map(|(x, y)| Input::Tap(x, y)),
        1 => prop_oneof![Just(Tool::Tile), Just(Tool::Peg)].prop_map(Input::SelectTool),
        2 => (0..=9u8, 0..=8u8).prop_map(|(x, y)| Input::Tile(x, y)),
        2 => (0..=9u8, 0..=7u8).prop_map(|(x, y)| Input::Peg(x, y)),
        10 => any::<u64>().prop_map(Input::Legal),
        1 => any::<u64>().prop_map(Input::Computer),
        1 => Just(Input::Undo),
    ]
}

/// The actions the frame offers: cells and edges without a refusal.
fn offered(view: &View) -> Vec<Action> {
    let tiles = view
        .cells
        .iter()
        .filter(|c| c.tile_refusal.is_none())
        .map(|c| Action::PlaceTile(c.cell));
    let pegs = view
        .edges
        .iter()
        .filter(|e| e.peg_refusal.is_none())
        .map(|e| Action::PlacePeg(e.edge));
    tiles.chain(pegs).collect()
}

/// Every cell's and edge's enablement in `view` is what the rules answer on `game`.
fn check_enablement(game: &Game, view: &View) {
    for cell in &view.cells {
        let mut copy = game.clone();
        let answer = copy.apply(Action::PlaceTile(cell.cell)).err();
        assert_eq!(answer, cell.tile_refusal, "tile on {}", cell.cell);
    }
    for edge in &view.edges {
        let mut copy = game.clone();
        let answer = copy.apply(Action::PlacePeg(edge.edge)).err();
        assert_eq!(answer, edge.peg_refusal, "peg on {}", edge.edge);
    }
    for tool in &view.tools {
        let mut copy = Session::new(game.clone());
        assert_eq!(
            copy.select_tool(tool.tool).err(),
            tool.refusal,
            "{:?}",
            tool.tool
        );
    }
    assert_eq!(view.can_undo, game.can_undo());
}

/// The game's invariants, whatever happened before (D1, D2, D5, D6).
fn check_game(game: &Game) {
    assert_eq!(
        engine_points(game),
        board_points(game.board(), game.pegs_left()),
        "running scores against the oracle"
    );
    for player in Player::BOTH {
        let on_board = dl_discorder::geometry::Cell::all()
            .filter(|c| game.board().tile(*c) == Some(player))
            .count();
        assert_eq!(
            on_board + usize::from(game.tiles_left(player)),
            usize::from(TILES_PER_PLAYER)
        );
    }
    assert_eq!(
        game.board().peg_count() + usize::from(game.pegs_left()),
        usize::from(PEGS)
    );
    if game.is_over() {
        assert!(game.legal_actions().is_empty());
        let [y, b] = game.scores();
        assert_eq!(
            (y.now, b.now),
            (y.settled, b.settled),
            "all settled at the end"
        );
        let expected = match y.now.cmp(&b.now) {
            std::cmp::Ordering::Greater => Winner::Player(Player::Yellow),
            std::cmp::Ordering::Less => Winner::Player(Player::Black),
            std::cmp::Ordering::Equal => Winner::Draw,
        };
        assert_eq!(game.winner(), Some(expected));
    } else {
        assert!(
            !game.legal_actions().is_empty(),
            "the player to move can act (D2)"
        );
        assert_eq!(game.winner(), None);
    }
}

/// A player who passed after an action had no tile and no edge for a peg (D2).
fn check_pass(game: &Game, passed: Player) {
    assert_eq!(game.tiles_left(passed), 0);
    let ctx = TurnContext {
        board: game.board(),
        mover: passed,
        tiles_left: 0,
        pegs_left: game.pegs_left(),
    };
    assert_eq!(ctx.legal_pegs().count(), 0);
    assert_eq!(game.to_move(), passed.other());
}

/// The result the frame before an input predicts for it, and the action it is.
fn predicted(view: &View, input: Input) -> Option<(Action, Option<Refusal>)> {
    let target = match input {
        Input::Tap(x, y) => view.target_at(x, y)?,
        Input::Tile(x, y) => Target::Cell(Cell::new(x, y)),
        Input::Peg(x, y) => Target::Edge(Edge::new(x, y)),
        _ => return None,
    };
    Some(match target {
        Target::Cell(cell) => {
            let refusal = match view.cells.iter().find(|c| c.cell == cell) {
                Some(c) => c.tile_refusal,
                None if view.result.is_some() => Some(Refusal::GameOver),
                None => Some(Refusal::CellOutsideBoard(cell)),
            };
            (Action::PlaceTile(cell), refusal)
        }
        Target::Edge(edge) => {
            let refusal = match view.edges.iter().find(|e| e.edge == edge) {
                Some(e) => e.peg_refusal,
                None if view.result.is_some() => Some(Refusal::GameOver),
                None => Some(Refusal::EdgeOutsideBoard(edge)),
            };
            (Action::PlacePeg(edge), refusal)
        }
    })
}

fn run_session(first: Starter, seed: u64, script: &[Input]) -> Session {
    let mut session = Session::start(first, seed);
    let mut next_seq = 1;
    for (step, &input) in script.iter().enumerate() {
        let before = session.view();
        let saved_before = session.save();
        check_enablement(session.game(), &before);
        let prediction = predicted(&before, input);
        let outcome: Result<Option<Action>, Refusal> = match input {
            Input::Tap(x, y) => session.tap(x, y).map(|a| a.map(|a| a.action)),
            Input::SelectTool(tool) => {
                let expected = before
                    .tools
                    .iter()
                    .find(|t| t.tool == tool)
                    .unwrap()
                    .refusal;
                let result = session.select_tool(tool);
                assert_eq!(result.err(), expected, "step {step}: tool {tool:?}");
                result.map(|()| None)
            }
            Input::Tile(x, y) => session.place_tile(Cell::new(x, y)).map(|a| Some(a.action)),
            Input::Peg(x, y) => session.place_peg(Edge::new(x, y)).map(|a| Some(a.action)),
            Input::Legal(s) => {
                let offers = offered(&before);
                if offers.is_empty() {
                    assert!(
                        before.result.is_some(),
                        "step {step}: nothing offered mid-game"
                    );
                    continue;
                }
                let action = offers[(s % offers.len() as u64) as usize];
                let applied = session.play(action);
                assert!(
                    applied.is_ok(),
                    "step {step}: offered {action:?} refused: {applied:?}"
                );
                applied.map(|a| Some(a.action))
            }
            Input::Computer(s) => session.play_computer(s).map(|a| Some(a.action)),
            Input::Undo => {
                let result = session.undo();
                assert_eq!(result.is_ok(), before.can_undo, "step {step}: undo");
                result.map(|u| Some(u.action))
            }
        };
        if let Some((action, refusal)) = prediction {
            match &outcome {
                Ok(played) => {
                    assert_eq!(
                        refusal, None,
                        "step {step}: {input:?} played though refused"
                    );
                    assert_eq!(*played, Some(action), "step {step}: {input:?}");
                }
                Err(r) => assert_eq!(Some(*r), refusal, "step {step}: {input:?}"),
            }
        }
        if let Input::Tap(x, y) = input {
            if before.target_at(x, y).is_none() {
                assert_eq!(outcome, Ok(None), "step {step}: a tap on nothing");
            }
        }
        let after = session.view();
        assert_eq!(after, session.view(), "step {step}: the view is pure");
        let saved_after = session.save();
        let changed = saved_after != saved_before;
        assert_eq!(
            after.revision,
            before.revision + u64::from(changed),
            "step {step}: {input:?} moved the revision wrongly"
        );
        let events = session.take_events();
        for NumberedEvent { seq, .. } in &events {
            assert_eq!(*seq, next_seq, "step {step}: event numbers");
            next_seq += 1;
        }
        let first_event = events.first().map(|e| e.event);
        match (&outcome, input) {
            (Ok(Some(_)), Input::Undo) => {
                assert!(
                    matches!(first_event, Some(Event::Undone { .. })),
                    "{events:?}"
                );
            }
            (Ok(Some(_)), _) => assert!(
                matches!(
                    first_event,
                    Some(Event::TilePlaced { .. } | Event::PegPlaced { .. })
                ),
                "{events:?}"
            ),
            (Err(refusal), _) => assert!(
                matches!(first_event, Some(Event::Refused { refusal: r, .. }) if r == *refusal),
                "{events:?}"
            ),
            (Ok(None), _) => assert!(events.is_empty(), "{events:?}"),
        }
        for event in &events {
            if let Event::Passed { player } = event.event {
                check_pass(session.game(), player);
            }
        }
        check_game(session.game());
        assert!(session.game().action_count() <= MAX_ACTIONS);
    }
    session
}

/// Sessions long enough to end: the checks above also run on the last actions, the passes
/// and the finished game.
#[test]
fn long_random_sessions_reach_the_end_of_the_game() {
    use rand::Rng;
    for seed in 0..6u64 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut script: Vec<Input> = (0..3 * MAX_ACTIONS)
            .map(|_| match rng.random_range(0..12) {
                0 => Input::Undo,
                1 => Input::Tap(rng.random_range(-1.0..9.0), rng.random_range(-1.0..8.0)),
                2 => Input::SelectTool(Tool::Peg),
                3 => Input::Peg(rng.random_range(0..8), rng.random_range(0..6)),
                _ => Input::Legal(rng.random()),
            })
            .collect();
        // Enough legal actions at the end to finish any game.
        script.extend((0..MAX_ACTIONS).map(|_| Input::Legal(rng.random())));
        let session = run_session(Starter::Random, seed, &script);
        assert!(
            session.game().is_over(),
            "seed {seed}: the game did not end: {} actions, {:?}",
            session.game().action_count(),
            session.view().message
        );
        assert!(session.view().result.is_some());
    }
}

/// Plays a random game to the end with random undo interludes; bounded.
fn random_game(first: Player, seed: u64, peg_share: f64, undo_every: u64) -> Game {
    let mut game = Game::new(first);
    let mut rng = SmallRng::seed_from_u64(seed);
    // Each undo interlude takes back at most 3 actions every `undo_every` ≥ 4 actions, so the
    // game ends within 4 × MAX_ACTIONS steps.
    for step in 0..4 * MAX_ACTIONS as u64 {
        if game.is_over() {
            return game;
        }
        if undo_every > 0 && step % undo_every == undo_every - 1 {
            for _ in 0..(step % 3 + 1) {
                let _ = game.undo();
            }
            check_game(&game);
            continue;
        }
        let action = random_action(&game, &mut rng, peg_share)
            .unwrap_or_else(|| panic!("step {step}: no action offered mid-game"));
        let applied = game.apply(action).unwrap();
        if let Some(player) = applied.passed {
            check_pass(&game, player);
        }
        check_game(&game);
    }
    panic!("the game is not over after {} steps", 4 * MAX_ACTIONS);
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 128,
        max_shrink_iters: 2_000,
        max_shrink_time: 30_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_sessions_keep_every_invariant(
        first in prop_oneof![Just(Starter::Yellow), Just(Starter::Black), Just(Starter::Random)],
        seed in any::<u64>(),
        script in prop::collection::vec(inputs(), 1..160),
    ) {
        run_session(first, seed, &script);
    }

    #[test]
    fn random_games_replay_save_load_and_undo_to_the_start(
        black_first in any::<bool>(),
        seed in any::<u64>(),
        peg_share in 0.0..0.6f64,
        undo_every in prop_oneof![Just(0u64), 4..20u64],
    ) {
        let first = if black_first { Player::Black } else { Player::Yellow };
        let game = random_game(first, seed, peg_share, undo_every);
        prop_assert!(game.is_over());
        prop_assert_eq!(
            game.action_count(),
            56 + usize::from(PEGS - game.pegs_left()),
            "every action placed a tile or a peg"
        );
        let replayed = Game::replay(first, &game.actions()).unwrap();
        prop_assert_eq!(&replayed, &game);
        let text = save_game(&game);
        let loaded = load_game(text.as_bytes()).unwrap();
        prop_assert_eq!(&loaded.game, &game);
        prop_assert_eq!(save_game(&loaded.game), text);
        let mut undone = game;
        for _ in 0..=MAX_ACTIONS {
            if undone.undo().is_err() {
                break;
            }
            check_game(&undone);
        }
        prop_assert_eq!(undone, Game::new(first));
    }
}
