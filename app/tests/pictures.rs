//! Golden pictures (`tests/pictures/`): the 12 built-ins at the start and one reference game at
//! turn 40 (Horseshoes, the web version's second seed-1 game: bridges of every kind, a cut
//! one, claimed regions), light and dark, and that game's final board with the result caption.
//! Each picture is compared pixel by pixel with its golden file, allowing [`TOLERANCE`] per
//! channel (rasterisers differ by a level or two between processors).
//!
//! The golden files are never rewritten silently: after a deliberate change of the drawing,
//! regenerate them with `DL_UPDATE_PICTURES=1 cargo test -p dl-app --test pictures`, look at
//! them, and commit them. A failing comparison writes the picture it got to
//! `target/picture-diffs/`.

mod common;

use std::path::PathBuf;
use std::sync::Arc;

use dl_app::picture::{board_png, PictureOptions, Theme};
use dl_core::session::Session;
use dl_core::{builtin_positions, Game};

use common::reference::reference_game;

/// The environment variable that regenerates the golden pictures.
const UPDATE_ENV: &str = "DL_UPDATE_PICTURES";
/// The golden pictures' side, in pixels.
const SIZE: u32 = 480;
/// The largest difference allowed in any channel of any pixel.
const TOLERANCE: u8 = 8;

fn golden_dir() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/pictures"))
}

fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut pixels).expect("a frame");
    assert_eq!(info.color_type, png::ColorType::Rgba);
    pixels.truncate(info.buffer_size());
    (info.width, info.height, pixels)
}

fn picture(game: &Game, theme: Theme) -> Vec<u8> {
    let options = PictureOptions {
        size: SIZE,
        theme,
        caption: true,
    };
    board_png(&Session::new(game.clone()).view(), &options).expect("a picture")
}

/// Compares `png` with the golden file `name`, or writes it when regenerating.
fn check(name: &str, png: &[u8]) -> Result<(), String> {
    let path = golden_dir().join(format!("{name}.png"));
    if std::env::var_os(UPDATE_ENV).is_some() {
        std::fs::create_dir_all(golden_dir()).unwrap();
        std::fs::write(&path, png).unwrap();
        return Ok(());
    }
    let golden = std::fs::read(&path).map_err(|e| {
        format!(
            "{name}: no golden picture at {} ({e}); regenerate with {UPDATE_ENV}=1",
            path.display()
        )
    })?;
    let (gw, gh, expected) = decode(&golden);
    let (w, h, actual) = decode(png);
    let differing = expected
        .chunks(4)
        .zip(actual.chunks(4))
        .filter(|(e, a)| {
            e.iter()
                .zip(a.iter())
                .any(|(x, y)| x.abs_diff(*y) > TOLERANCE)
        })
        .count();
    if (gw, gh) == (w, h) && differing == 0 {
        return Ok(());
    }
    let diffs = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../target/picture-diffs"
    ));
    std::fs::create_dir_all(&diffs).unwrap();
    std::fs::write(diffs.join(format!("{name}.png")), png).unwrap();
    Err(format!(
        "{name}: {w}x{h} against {gw}x{gh}, {differing} pixels differ by more than {TOLERANCE}; \
         the picture is in {}",
        diffs.display()
    ))
}

fn theme_name(theme: Theme) -> &'static str {
    match theme {
        Theme::Light => "light",
        Theme::Dark => "dark",
    }
}

/// R2: every built-in at the start — shades, outlines, dots, the name as caption.
#[test]
fn r2_every_built_in_at_the_start_matches_its_golden_picture() {
    let mut failures = Vec::new();
    for position in builtin_positions() {
        let game = Game::new(Arc::new(position.clone()), position.default_rounds());
        for theme in [Theme::Light, Theme::Dark] {
            let name = format!(
                "{:02}-{}-{}",
                position.number().unwrap(),
                position.slug(),
                theme_name(theme)
            );
            if let Err(e) = check(&name, &picture(&game, theme)) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// R4–R7: a game at turn 40 — stones with letters, the last stone, bridges of each kind, a
/// cut bridge dashed, claimed regions.
#[test]
fn r5_r6_r7_a_reference_game_at_turn_40_matches_its_golden_picture() {
    let game = reference_game(8, 1, 40);
    assert_eq!(game.turn_number(), 40);
    let board = game.board();
    assert!(
        board.bridges().iter().any(|b| b.cut),
        "the picture shows a cut bridge"
    );
    assert!(
        !game.region_claims().is_empty(),
        "the picture shows claimed regions"
    );
    let mut failures = Vec::new();
    for theme in [Theme::Light, Theme::Dark] {
        let name = format!("horseshoes-turn-40-{}", theme_name(theme));
        if let Err(e) = check(&name, &picture(&game, theme)) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// R7, R8: the final board with both scores in the caption.
#[test]
fn r7_a_finished_game_shows_both_scores_in_its_golden_picture() {
    let game = reference_game(8, 1, u32::MAX);
    assert!(game.is_over());
    check("horseshoes-final-light", &picture(&game, Theme::Light)).unwrap();
}
