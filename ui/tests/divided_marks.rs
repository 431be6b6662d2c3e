//! Issue 21 §17: the colour-blind marks are language-free shapes, the same in every language
//! (they are not translated) and different for each colour, on the board, in the panels'
//! supplies and on the chips.

mod common;

use common::*;
use dl_app::l10n::Language;
use dl_core::Color;
use dl_ui::Control;

/// The glyphs of the six colours, in the order of `Color::ALL`.
fn glyphs() -> Vec<String> {
    Color::ALL
        .into_iter()
        .map(|c| c.mark().glyph().to_string())
        .collect()
}

#[test]
fn every_language_marks_the_six_colours_with_the_same_six_shapes() {
    let expected = glyphs();
    for (i, a) in expected.iter().enumerate() {
        assert!(
            expected[i + 1..].iter().all(|b| a != b),
            "{a} is two colours' mark"
        );
        assert!(!a.chars().any(char::is_alphanumeric), "{a} is a letter");
    }
    for language in Language::ALL {
        let dir = Dir::new(&format!("marks-{}", language.tag()));
        let app = open(dir.path());
        press(
            &app,
            Control::Language {
                tag: Some(language.tag().to_owned()),
            },
        );
        start(&app, "octopus");
        let model = game(&app);
        for panel in &model.players {
            let marks: Vec<String> = panel
                .supply
                .iter()
                .map(|s| s.mark.clone().expect("the symbols are on by default"))
                .collect();
            assert_eq!(
                marks,
                expected,
                "{}: {}'s supply",
                language.tag(),
                panel.name
            );
        }
        for chip in &model.chips {
            let mark = chip.mark.as_deref().expect("a marked chip");
            assert!(
                expected.iter().any(|g| g == mark),
                "{}: {mark}",
                language.tag()
            );
        }
        let (x, y) = place_anywhere(&app);
        let model = game(&app);
        let stone = model
            .board
            .stones
            .iter()
            .find(|s| (s.x, s.y) == (x, y))
            .expect("the stone placed");
        let chip = model.chips.iter().find(|c| c.selected);
        if let Some(chip) = chip {
            assert_eq!(stone.mark, chip.mark, "{}", language.tag());
        }
        assert!(
            expected.iter().any(|g| Some(g) == stone.mark.as_ref()),
            "{}: {:?}",
            language.tag(),
            stone.mark
        );
    }
}

#[test]
fn the_marks_go_when_the_symbols_are_off() {
    let dir = Dir::new("marks-off");
    let app = open(dir.path());
    press(&app, Control::Symbols { on: false });
    start(&app, "octopus");
    place_anywhere(&app);
    let model = game(&app);
    assert!(model.board.stones.iter().all(|s| s.mark.is_none()));
    assert!(model.chips.iter().all(|c| c.mark.is_none()));
    assert!(model
        .players
        .iter()
        .all(|p| p.supply.iter().all(|s| s.mark.is_none())));
}
