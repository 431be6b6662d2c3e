//! Round trips of the formats that travel (R9, R10): random legal games on all 12 built-ins,
//! partial and complete, through the saved game and the game link; every built-in through
//! the position CSV.

use std::sync::Arc;

use dl_core::link::{game_link, parse_link, position_link, LinkTarget};
use dl_core::playout::{play_random_game, play_random_turn};
use dl_core::position_csv::{read_positions, write_position};
use dl_core::record::{load_game, save_game, APP_VERSION};
use dl_core::web_import::import_web_save;
use dl_core::{builtin, builtin_positions, Game, Rounds};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// A random legal game on built-in `number`: `turns` random turns (all of them when `None`),
/// sometimes ended by agreement or stopped in the middle of a turn.
fn random_game(number: u8, rounds: Rounds, seed: u64, turns: Option<u32>, share: f64) -> Game {
    let position = Arc::new(builtin(number).unwrap().clone());
    let mut game = Game::new(position, rounds);
    let mut rng = SmallRng::seed_from_u64(seed);
    match turns {
        None => {
            play_random_game(&mut game, &mut rng, share).unwrap();
        }
        Some(n) => {
            for _ in 0..n {
                play_random_turn(&mut game, &mut rng, share);
            }
            if seed % 3 == 0 && !game.is_over() {
                // Stop inside a turn: place a stone and leave the turn open.
                if let Some((cell, color)) = first_placement(&game) {
                    game.place(cell, color).unwrap();
                }
            } else if seed % 3 == 1 && !game.is_over() {
                game.agree_end().unwrap();
            }
        }
    }
    game
}

fn first_placement(game: &Game) -> Option<(dl_core::Cell, dl_core::Color)> {
    let ctx = game.context();
    dl_core::Color::ALL
        .into_iter()
        .filter(|c| game.supply(game.to_move())[c.index()] > 0)
        .find_map(|c| ctx.cells_accepting(c).first().map(|cell| (*cell, c)))
}

fn link_game(game: &Game) -> Game {
    match parse_link(&game_link(game).unwrap()).unwrap() {
        LinkTarget::Game(g) => *g,
        LinkTarget::Position(p) => panic!("a game link opened the position {}", p.name()),
    }
}

fn check_round_trips(game: &Game) {
    let text = save_game(game, None);
    let loaded = load_game(text.as_bytes()).unwrap();
    assert_eq!(&loaded.game, game);
    assert_eq!(loaded.app_version, APP_VERSION);
    assert_eq!(
        save_game(&loaded.game, None),
        text,
        "load then save gives the same bytes"
    );
    assert_eq!(&link_game(game), game);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn r10_partial_games_survive_save_load_and_link(
        number in 1u8..=12,
        four_rounds: bool,
        seed in any::<u64>(),
        turns in 0u32..70,
        share in 0.3f64..=1.0,
    ) {
        let game = random_game(number, if four_rounds { Rounds::Four } else { Rounds::Three }, seed, Some(turns), share);
        check_round_trips(&game);
    }

    #[test]
    fn r10_complete_games_survive_save_load_and_link(
        number in 1u8..=12,
        seed in any::<u64>(),
    ) {
        let game = random_game(number, Rounds::Four, seed, None, 1.0);
        prop_assert!(game.is_over());
        check_round_trips(&game);
    }
}

#[test]
fn r10_a_complete_four_round_game_link_stays_under_2000_characters() {
    for number in 1..=12 {
        for seed in 0..8 {
            let game = random_game(number, Rounds::Four, seed, None, 1.0);
            let link = game_link(&game).unwrap();
            assert!(
                link.len() <= 2000,
                "position {number} seed {seed}: {} characters",
                link.len()
            );
        }
    }
}

#[test]
fn r9_every_built_in_survives_csv_and_keeps_its_board() {
    for p in builtin_positions() {
        let text = write_position(p, u32::from(p.number().unwrap()));
        let back = read_positions(text.as_bytes()).unwrap();
        assert_eq!(back.len(), 1);
        assert!(back[0].same_board(p), "{}", p.name());
        assert_eq!(back[0].name(), p.name());
        assert_eq!(write_position(&back[0], 1), write_position(p, 1));
    }
}

#[test]
fn r10_position_links_open_their_built_in_by_slug_and_number() {
    for p in builtin_positions() {
        let link = position_link(p).unwrap();
        assert!(link.ends_with(&format!("#{}", p.slug())), "{link}");
        assert_eq!(parse_link(&link), Ok(LinkTarget::Position(p)));
        let by_number = format!("{}#{}", dl_core::link::WEB_BASE_URL, p.number().unwrap());
        assert_eq!(parse_link(&by_number), Ok(LinkTarget::Position(p)));
    }
    let custom = builtin(3).unwrap().clone().renamed("Mine".to_owned());
    assert_eq!(position_link(&custom), None);
}

#[test]
fn r10_imported_web_games_survive_save_load_and_link_and_play_on() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/web-version-files/"
    );
    for file in ["p1_t30.json", "p2_t60.json", "p9_t10.json"] {
        let bytes = std::fs::read(format!("{dir}{file}")).unwrap();
        let imported = import_web_save(&bytes).unwrap();
        check_round_trips(&imported);
        let mut game = imported.clone();
        let mut rng = SmallRng::seed_from_u64(7);
        for _ in 0..9 {
            play_random_turn(&mut game, &mut rng, 1.0);
        }
        check_round_trips(&game);
    }
}

#[test]
fn r10_games_on_custom_positions_survive_save_load_and_link() {
    let csv = "position_id,position_name,row,c0,c1,c2,c3,c4\n\
               1,Petit Château,0,.,o,o,o\n\
               1,Petit Château,1,o,S1,S1,W2,o\n\
               1,Petit Château,2,o,S1,Ä1,W2,o\n\
               1,Petit Château,3,.,o,o,o\n";
    let position = Arc::new(read_positions(csv.as_bytes()).unwrap().remove(0));
    for seed in 0..20 {
        let mut game = Game::new(position.clone(), Rounds::Three);
        let mut rng = SmallRng::seed_from_u64(seed);
        play_random_game(&mut game, &mut rng, 1.0).unwrap();
        check_round_trips(&game);
    }
}
