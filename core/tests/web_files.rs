//! Files written by the existing web version (`tests/data/web-version-files/`): its position
//! editor's CSV exports (R9) and its saved games, imported as start states (R3–R7, R11).

use dl_core::position_csv::read_positions;
use dl_core::web_import::import_web_save;
use dl_core::{builtin, Game, Player, Score};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::Value;

const DIR: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/data/web-version-files/"
);

fn read(name: &str) -> Vec<u8> {
    std::fs::read(format!("{DIR}{name}")).unwrap()
}

#[test]
fn r9_editor_exports_read_as_the_built_ins_of_the_same_name() {
    for (file, number) in [
        ("octopus-editor-export.csv", 2),
        ("pyramid-editor-export.csv", 7),
    ] {
        let positions = read_positions(&read(file)).unwrap();
        assert_eq!(positions.len(), 1, "{file}");
        let builtin = builtin(number).unwrap();
        assert!(positions[0].same_board(builtin), "{file}");
        assert_eq!(positions[0].name(), builtin.name());
    }
}

fn expected() -> Vec<Value> {
    serde_json::from_slice::<Value>(&read("expected.json"))
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

fn score(v: &Value, who: &str) -> Score {
    Score {
        bridges: v["bridge"][who].as_u64().unwrap() as u32,
        regions: v["region"][who].as_u64().unwrap() as u32,
    }
}

#[test]
fn r7_imported_web_saves_have_the_scores_and_turn_the_web_version_shows() {
    for case in expected() {
        let file = case["file"].as_str().unwrap();
        let game = import_web_save(&read(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let scores = &case["scores"];
        assert_eq!(
            game.scores(),
            [score(scores, "blue"), score(scores, "yellow")],
            "{file}"
        );
        let to_move = match case["to_move"].as_str().unwrap() {
            "blue" => Player::Blue,
            _ => Player::Yellow,
        };
        assert_eq!(game.to_move(), to_move, "{file}");
        assert!(game.start_state().is_some());
        assert!(!game.can_undo());
    }
}

#[test]
fn r3_web_rounds_follow_the_position_name() {
    let rounds = |file: &str| import_web_save(&read(file)).unwrap().rounds().count();
    assert_eq!(rounds("p1_t30.json"), 4);
    assert_eq!(rounds("p2_t60.json"), 4);
    assert_eq!(rounds("p9_t10.json"), 3);
    let game = import_web_save(&read("p2_t60.json")).unwrap();
    assert_eq!(game.position().number(), Some(2));
}

#[test]
fn r11_an_imported_game_plays_on_and_undoes_back_to_the_imported_state() {
    for case in expected() {
        let file = case["file"].as_str().unwrap();
        let imported = import_web_save(&read(file)).unwrap();
        for seed in 0..4 {
            let mut game: Game = imported.clone();
            let mut rng = SmallRng::seed_from_u64(seed);
            dl_core::playout::play_random_game(&mut game, &mut rng, 1.0).unwrap();
            assert!(game.is_over(), "{file} seed {seed}");
            assert!(game.actions().len() > 10);
            while game.can_undo() {
                game.undo().unwrap();
            }
            assert_eq!(game, imported, "{file} seed {seed}");
            assert!(game.undo().is_err());
        }
    }
}

#[test]
fn r4_an_imported_web_save_is_at_the_turn_its_board_tells() {
    for (file, turns_played) in [
        ("p1_t30.json", 30),
        ("p2_t60.json", 60),
        ("p9_t10.json", 10),
    ] {
        let game = import_web_save(&read(file)).unwrap();
        let start = game.start_state().unwrap();
        assert_eq!(game.turn_number(), start.derived_turn(), "{file}");
        assert_eq!(
            game.turn_number(),
            turns_played + 1,
            "{file}: saved after {turns_played} turns, one stone each"
        );
    }
}
