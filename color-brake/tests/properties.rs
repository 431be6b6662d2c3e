//! Property tests over random games (issue 15), played with the random policy of
//! `dl_color_brake::playout`, sometimes interrupted by a few undo steps. After every action:
//! - the frame's offers are exactly the engine's answers: every offered action is accepted when
//!   the frame says so and refused for the reason it gives, and every action of the game's whole
//!   vocabulary that the engine accepts is offered;
//! - the 82 tokens are all somewhere (board, hands, pile, a pending draw) (C1);
//! - every row in play holds a sub-multiset of its reference, stated literally over the cells
//!   (C4.2, C4.3, C6.1, C6.3);
//! - a round is over exactly when the player whose cell is next has no accepted move (C4.4);
//! - at each round's end, the points recomputed from the board alone equal the running scores
//!   (C5).
//!
//! At the end: the replay of the actions and the saved-and-loaded game equal the game, and
//! undoing every action gives back `Game::new` (C7). Every loop is bounded by the game's longest
//! possible length.

use dl_color_brake::playout::random_action;
use dl_color_brake::record::{load_game, save_game};
use dl_color_brake::session::Offer;
use dl_color_brake::{
    Action, Base, CellId, Colour, Game, GameLength, Mode, Round, Row, Seat, Session, Token,
    CELL_COUNT,
};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// How a random game is played.
#[derive(Clone, Debug)]
struct Plan {
    seed: u64,
    length: GameLength,
    /// At these action counts, undo this many actions.
    undo: Vec<(usize, usize)>,
}

fn plans() -> impl Strategy<Value = Plan> {
    let length = prop_oneof![
        Just(GameLength::Rounds(2)),
        Just(GameLength::Rounds(4)),
        Just(GameLength::Target(12)),
    ];
    (
        any::<u64>(),
        length,
        proptest::collection::vec((1usize..120, 1usize..4), 0..3),
    )
        .prop_map(|(seed, length, undo)| Plan { seed, length, undo })
}

/// The frame of the player to move (after the hand-over) offers exactly what the engine accepts.
fn check_offers(game: &Game, vocabulary: &[Action]) {
    let mut session = Session::new(game.clone(), Mode::PassAndPlay);
    session.ready();
    let offers: Vec<Offer> = session.view().offers;
    for offer in &offers {
        let mut trial = game.clone();
        assert_eq!(
            trial.apply(offer.action).err(),
            offer.refusal,
            "offer {} at {:?}",
            offer.action,
            game.round().next_cell()
        );
    }
    for action in vocabulary {
        let mut trial = game.clone();
        let answer = trial.apply(*action).err();
        assert_eq!(
            game.check(*action).err(),
            answer,
            "check and apply of {action}"
        );
        if answer.is_none() {
            assert!(
                offers
                    .iter()
                    .any(|o| o.action == *action && o.refusal.is_none()),
                "{action} is accepted but not offered"
            );
        }
    }
}

/// The colours on top of a row's cells and the owners of its uncovered Diamonds, read from
/// the cells' contents directly (C4.3, C6.3).
fn reference_literally(round: &Round, row: Row) -> (Vec<Colour>, Vec<Seat>) {
    let mut colours = Vec::new();
    let mut slots = Vec::new();
    for cell in row.cells() {
        let Some(fill) = round.board().get(cell) else {
            continue;
        };
        match (fill.tank, fill.base) {
            (Some(tank), _) => colours.push(tank.colour),
            (None, Base::Diamond) => slots.push(fill.seat),
            (None, Base::Colour(c) | Base::ForDiamond(c) | Base::Rescue { colour: c, .. }) => {
                colours.push(c)
            }
        }
    }
    (colours, slots)
}

/// Whether `part` is a sub-multiset of `whole`: removing each of its items from `whole` works.
fn is_sub_multiset<T: PartialEq + Copy>(part: &[T], whole: &[T]) -> bool {
    let mut left = whole.to_vec();
    part.iter().all(|x| match left.iter().position(|y| y == x) {
        Some(i) => {
            left.remove(i);
            true
        }
        None => false,
    })
}

/// C4.2, C6.1, C6.3 over the row in play: its ordinary colour tokens are a sub-multiset of the
/// reference's colours, and its tokens played for a Diamond are no more per seat than that
/// seat's uncovered Diamonds in the row before.
fn check_row_in_play(round: &Round) {
    let Some(row) = round.next_cell().map(CellId::row) else {
        return;
    };
    let Some(before) = row.before() else {
        return;
    };
    let (reference, slots) = reference_literally(round, before);
    let mut ordinary = Vec::new();
    let mut for_diamond = Vec::new();
    for fill in row.cells().filter_map(|c| round.board().get(c)) {
        match fill.base {
            Base::Colour(c) => ordinary.push(c),
            Base::ForDiamond(_) => for_diamond.push(fill.seat),
            Base::Rescue { .. } | Base::Diamond => {}
        }
    }
    assert!(
        is_sub_multiset(&ordinary, &reference),
        "{row}: {ordinary:?} is not within {reference:?}"
    );
    assert!(
        is_sub_multiset(&for_diamond, &slots),
        "{row}: {for_diamond:?} within {slots:?}"
    );
}

/// A round's points from its board alone (C5): 5 for whoever filled cell 28 when all are
/// filled, else the empty cells for the opponent of the owner of the first empty cell.
fn points_from_board(round: &Round) -> [u32; 2] {
    let mut points = [0; 2];
    match CellId::all().find(|c| round.board().get(*c).is_none()) {
        None => {
            let last = CellId::from_number(28).unwrap();
            points[round.board().get(last).unwrap().seat.index()] = 5;
        }
        Some(first_empty) => {
            let stuck = round.owner(first_empty);
            points[stuck.other().index()] = (CELL_COUNT - first_empty.index()) as u32;
        }
    }
    points
}

fn check_state(game: &Game, vocabulary: &[Action], totals: &mut Vec<[u32; 2]>) {
    let round = game.round();
    assert_eq!(
        round.material(),
        Token::ALL.map(|t| t.count_in_game()),
        "C1"
    );
    check_row_in_play(round);
    check_offers(game, vocabulary);
    let accepted = vocabulary
        .iter()
        .any(|a| matches!(a, Action::Move(_)) && game.check(*a).is_ok());
    assert_eq!(
        round.end().is_none(),
        accepted,
        "C4.4: the round goes on exactly while the mover has a move"
    );
    let results = game.results();
    totals.truncate(results.len());
    if round.end().is_some() && totals.len() < results.len() {
        let previous = totals.last().copied().unwrap_or([0, 0]);
        let points = points_from_board(round);
        totals.push([previous[0] + points[0], previous[1] + points[1]]);
    }
    assert_eq!(
        totals.last().copied().unwrap_or([0, 0]),
        game.scores(),
        "C5: scores recomputed from the boards"
    );
}

fn play(plan: &Plan) -> Game {
    let vocabulary = Action::all();
    let mut game = Game::new(plan.seed, plan.length);
    let mut rng = SmallRng::seed_from_u64(plan.seed);
    let mut totals = Vec::new();
    let limit = plan.length.max_actions() + plan.undo.iter().map(|(_, n)| n).sum::<usize>();
    let mut steps = 0;
    let mut undone = Vec::new();
    check_state(&game, &vocabulary, &mut totals);
    while let Some(action) = random_action(&game, &mut rng) {
        steps += 1;
        assert!(
            steps <= limit,
            "{plan:?}: not over after {limit} steps, past the longest possible game"
        );
        game.apply(action).unwrap();
        check_state(&game, &vocabulary, &mut totals);
        for &(at, count) in &plan.undo {
            if at == game.action_count() && !undone.contains(&at) {
                undone.push(at);
                for _ in 0..count {
                    if game.undo().is_ok() {
                        check_state(&game, &vocabulary, &mut totals);
                    }
                }
            }
        }
    }
    assert!(game.is_over());
    assert!(game.results().len() as u32 <= plan.length.max_rounds());
    game
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 160,
        max_shrink_iters: 300,
        max_shrink_time: 60_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_games_keep_every_invariant(plan in plans()) {
        let game = play(&plan);
        let replayed = Game::replay(plan.seed, plan.length, &game.actions()).unwrap();
        prop_assert_eq!(&replayed, &game, "C7: the replay equals the game");
        let loaded = load_game(save_game(&game).as_bytes()).unwrap();
        prop_assert_eq!(&loaded.game, &game, "the saved game loads as the game");
        let mut back = game.clone();
        for _ in 0..game.action_count() {
            back.undo().unwrap();
        }
        prop_assert!(back.undo().is_err());
        prop_assert_eq!(back, Game::new(plan.seed, plan.length), "C7: undo to the start");
    }
}
