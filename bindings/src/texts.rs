//! More of the `Localizer`: the texts of typed records that other parts of the app give —
//! share messages, the position editor's problems and refused edits, positions an import
//! left out — formatted by dl-app from the records (no shell builds a message id or its
//! arguments).

use dl_app::l10n::{self, at_line, computer, screen, Label, Localize, Text};
use dl_core::editor::{EditError, Problem};
use dl_core::error_details::ErrorDetails;
use dl_core::{Player, Winner};

use crate::computer::ComputerTurnModel;
use crate::editor_model::{EditRefusalModel, ProblemModel};
use crate::l10n::{core_details, not_whole, Localizer};
use crate::model::{CellPos, Side};
use crate::share::ShareMessageModel;
use crate::store_model::{GameEntryModel, GameKindModel, RefusedImportModel};
use crate::view::ResultModel;

fn winner(side: Option<Side>) -> Winner {
    side.map_or(Winner::Draw, |s| Winner::Player(Player::from(s)))
}

fn result_winner(result: &ResultModel) -> Winner {
    winner(result.winner)
}

/// The message of a share payload (issue 9), from its typed record.
fn share_text(message: &ShareMessageModel) -> Text {
    match message {
        ShareMessageModel::Position {
            position_name,
            on_the_web,
        } => screen::share_position(position_name, *on_the_web),
        ShareMessageModel::Game {
            position_name,
            turn,
            to_move,
            blue_total,
            yellow_total,
            result,
        } => screen::share_game(
            position_name,
            *turn,
            Player::from(*to_move),
            [*blue_total, *yellow_total],
            result.as_ref().map(result_winner),
        ),
        ShareMessageModel::Result {
            position_name,
            result,
            blue_total,
            yellow_total,
        } => screen::share_result(
            result_winner(result),
            [*blue_total, *yellow_total],
            position_name,
        ),
    }
}

fn cells(cells: &[CellPos]) -> Vec<dl_core::Cell> {
    cells.iter().map(|c| c.to_cell()).collect()
}

/// The editor's problem a record came from, when the record is whole (one that came back from
/// a shell is not trusted).
fn core_problem(p: &ProblemModel) -> Option<Problem> {
    let token = || p.token.clone();
    Some(match p.code.as_str() {
        "editor_name_empty" => Problem::NameEmpty,
        "editor_name_too_long" => Problem::NameTooLong {
            chars: usize::try_from(p.chars?).ok()?,
        },
        "editor_name_control_character" => Problem::NameHasControlCharacter,
        "editor_name_of_builtin" => Problem::NameOfBuiltin {
            number: u8::try_from(p.number?).ok()?,
        },
        "editor_no_region" => Problem::NoRegion,
        "editor_bad_token" => Problem::BadToken {
            token: token()?,
            cells: cells(&p.cells),
        },
        "editor_split_region" => Problem::SplitRegion {
            token: token()?,
            parts: p.parts.iter().map(|part| cells(part)).collect(),
        },
        "editor_dots_inside_region" => Problem::DotsInsideRegion {
            token: token()?,
            dots: cells(&p.cells),
        },
        _ => return None,
    })
}

/// The refused edit a record came from, when the record is whole.
fn core_edit_error(r: &EditRefusalModel) -> Option<EditError> {
    Some(match r.code.as_str() {
        "editor_outside_grid" => EditError::OutsideGrid(r.cells.first()?.to_cell()),
        "editor_size_out_of_range" => EditError::SizeOutOfRange {
            width: u8::try_from(r.width?).unwrap_or(u8::MAX),
            height: u8::try_from(r.height?).unwrap_or(u8::MAX),
        },
        "editor_resize_cuts_painted_cells" => EditError::ResizeCutsPaintedCells {
            cells: cells(&r.cells),
        },
        "editor_nothing_to_undo" => EditError::NothingToUndo,
        "editor_nothing_to_redo" => EditError::NothingToRedo,
        _ => return None,
    })
}

#[uniffi::export]
impl Localizer {
    /// The message that goes with a share (`SharePayloadModel.message`): "Let's play Divided
    /// Loyalties on Octopus!", a game to continue, a result (issue 9).
    pub fn share_message(&self, message: ShareMessageModel) -> String {
        self.inner.format(&share_text(&message))
    }

    /// A problem of the position in the editor (`EditorViewModel.problems`), with its token,
    /// parts, the built-in whose name it is, the name's length and limit (R2, R9).
    pub fn problem(&self, problem: ProblemModel) -> String {
        core_problem(&problem).map_or_else(|| not_whole("problem"), |p| self.inner.tr(&p))
    }

    /// Why an edit was refused (`EditRefusalModel`): the cell outside the grid, the size asked
    /// for, the painted cells a resize would cut, nothing to undo or redo.
    pub fn edit_refusal(&self, refusal: EditRefusalModel) -> String {
        core_edit_error(&refusal).map_or_else(|| not_whole("edit refusal"), |e| self.inner.tr(&e))
    }

    /// The question each player answers in turn before the game ends by agreement (R8):
    /// "Blue, do you agree to end the game now?"
    pub fn agree_question(&self, side: Side) -> String {
        self.inner
            .format(&screen::dialog_agree_player(Player::from(side)))
    }

    /// The question before one of the player's positions is deleted: "Delete the position
    /// “Tiny”?" (issue 12).
    pub fn delete_position_title(&self, name: String) -> String {
        self.inner.format(&screen::dialog_delete_position(&name))
    }

    /// A cell's place on the grid as the player counts (from 1): "column 7, row 4" — the
    /// position editor's accessibility elements.
    pub fn cell_position(&self, cell: CellPos) -> String {
        self.inner.format(&screen::cell_position(cell.to_cell()))
    }

    /// Where a replay stands: "Move 12 of 140" (`step` 0 is the start, before any move).
    pub fn replay_step(&self, step: u32, count: u32) -> String {
        self.inner.format(&screen::replay_step(step, count))
    }

    /// A listed game's first line (saved games, history): its position's name (Divided
    /// Loyalties), or its game's name (Discorder, Color Brake ABAB).
    pub fn entry_title(&self, entry: GameEntryModel) -> String {
        match (entry.position_name, entry.kind) {
            (Some(name), GameKindModel::DividedLoyalties) => name,
            (_, GameKindModel::DividedLoyalties) => self.inner.tr(&Label::AppName),
            (_, GameKindModel::Discorder) => self.inner.tr(&Label::DiscorderName),
            (_, GameKindModel::ColorBrake) => self.inner.tr(&Label::ColorBrakeName),
        }
    }

    /// Where a listed game stands, one phrase per line: "Turn 12", "Yellow to move", "Blue 3 –
    /// Yellow 5"; the round and totals of Color Brake ABAB; the result of a finished game (R7,
    /// R8, D6, C2, C5).
    pub fn entry_lines(&self, entry: GameEntryModel) -> Vec<String> {
        let scores = [entry.first_score, entry.second_score];
        l10n::entry_lines(entry.kind.into(), entry.turn, scores, entry.progress.into())
            .iter()
            .map(|text| self.inner.format(text))
            .collect()
    }

    /// The hint in words, for TalkBack and VoiceOver beside the hint drawn on the board:
    /// "Hint: Red on column 5, row 3; bridges to form: 2" (issue 11).
    pub fn describe_hint(&self, hint: ComputerTurnModel) -> String {
        self.inner.format(&computer::hint(
            hint.color.into(),
            hint.cell.to_cell(),
            hint.bridges.len(),
        ))
    }

    /// Why an import left a position of the file out, with its line (R9): the file's error,
    /// the name's problem, a name one of the player's positions has, a full library.
    pub fn refused_import(&self, refused: RefusedImportModel) -> String {
        match &refused.problem {
            Some(problem) => match core_problem(problem) {
                Some(p) => {
                    let line = ErrorDetails {
                        line: Some(refused.line),
                        ..ErrorDetails::default()
                    };
                    self.inner.format(&at_line(p.text(), &line))
                }
                None => not_whole("refused import"),
            },
            None => {
                let mut details = core_details(refused.details);
                details.line = details.line.or(Some(refused.line));
                self.inner.error(&refused.code, &details)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use dl_app::share::{ShareMessage, Totals};
    use dl_app::store::{EntryId, ImportRefusal, ImportReport, RefusedImport};
    use dl_core::error_details::Detailed;
    use dl_core::position_csv::MAX_NAME_CHARS;
    use dl_core::{Cell, EndReason};

    use super::*;
    use crate::store_model::ImportReportModel;

    fn english() -> Arc<Localizer> {
        Localizer::new(vec!["en".to_owned()])
    }

    fn every_problem() -> Vec<Problem> {
        let cell = Cell::new(2, 3);
        vec![
            Problem::NameEmpty,
            Problem::NameTooLong { chars: 93 },
            Problem::NameHasControlCharacter,
            Problem::NameOfBuiltin { number: 5 },
            Problem::NoRegion,
            Problem::BadToken {
                token: "S 1".to_owned(),
                cells: vec![cell],
            },
            Problem::SplitRegion {
                token: "W2".to_owned(),
                parts: vec![vec![cell], vec![Cell::new(7, 7), Cell::new(7, 8)]],
            },
            Problem::DotsInsideRegion {
                token: "G3".to_owned(),
                dots: vec![cell, Cell::new(4, 4)],
            },
        ]
    }

    /// R2, R9: every problem of the editor comes back from its record whole, so the localizer
    /// formats exactly dl-app's text of it.
    #[test]
    fn every_problem_record_converts_back_and_is_formatted_as_dl_app_does() {
        let l = english();
        for problem in every_problem() {
            let model = ProblemModel::from(&problem);
            assert_eq!(core_problem(&model).as_ref(), Some(&problem));
            assert_eq!(l.problem(model), l.inner.tr(&problem));
        }
    }

    /// R9: the name limit travels as a typed field; the text says it.
    #[test]
    fn a_name_too_long_carries_its_limit() {
        let model = ProblemModel::from(&Problem::NameTooLong { chars: 93 });
        assert_eq!(model.limit, u32::try_from(MAX_NAME_CHARS).ok());
        assert_eq!(
            english().problem(model),
            format!("The name has 93 characters; at most {MAX_NAME_CHARS} are allowed.")
        );
        let other = ProblemModel::from(&Problem::NoRegion);
        assert_eq!(other.limit, None);
    }

    /// Every refused edit comes back from its record whole.
    #[test]
    fn every_edit_refusal_record_converts_back() {
        let l = english();
        let refusals = [
            EditError::OutsideGrid(Cell::new(30, 1)),
            EditError::SizeOutOfRange {
                width: 8,
                height: 30,
            },
            EditError::ResizeCutsPaintedCells {
                cells: vec![Cell::new(1, 1), Cell::new(2, 1)],
            },
            EditError::NothingToUndo,
            EditError::NothingToRedo,
        ];
        for refusal in refusals {
            let model = EditRefusalModel::from(refusal.clone());
            assert_eq!(core_edit_error(&model).as_ref(), Some(&refusal));
            assert_eq!(l.edit_refusal(model), l.inner.tr(&refusal));
        }
        assert_eq!(
            l.edit_refusal(EditRefusalModel::from(EditError::SizeOutOfRange {
                width: 8,
                height: 30
            })),
            "A board of 8 × 30 cells is not possible: each side has 9 to 25 cells."
        );
    }

    /// A record a shell made up gives a plain placeholder, never a panic.
    #[test]
    fn a_malformed_record_gives_a_placeholder() {
        let l = english();
        let mut problem = ProblemModel::from(&Problem::NameOfBuiltin { number: 5 });
        problem.number = None;
        assert_eq!(l.problem(problem), "(problem)");
        let mut refusal = EditRefusalModel::from(EditError::OutsideGrid(Cell::new(1, 1)));
        refusal.cells.clear();
        assert_eq!(l.edit_refusal(refusal), "(edit refusal)");
        let mut unknown = EditRefusalModel::from(EditError::NothingToUndo);
        unknown.code = "editor_no_such_thing".to_owned();
        assert_eq!(l.edit_refusal(unknown), "(edit refusal)");
    }

    /// Issue 9: the share message of every kind is dl-app's text of the payload's message.
    #[test]
    fn share_messages_are_formatted_as_dl_app_does() {
        let totals = Totals {
            blue: 13,
            yellow: 18,
        };
        let messages = [
            ShareMessage::Position {
                position_name: "Octopus".to_owned(),
                on_the_web: true,
            },
            ShareMessage::Position {
                position_name: "Mine".to_owned(),
                on_the_web: false,
            },
            ShareMessage::Game {
                position_name: "Pyramid".to_owned(),
                turn: 12,
                to_move: Player::Yellow,
                totals,
                result: None,
            },
            ShareMessage::Result {
                position_name: "AlmostADiamond".to_owned(),
                winner: Winner::Player(Player::Yellow),
                totals,
                reason: EndReason::Agreed,
            },
        ];
        for language in ["en", "de", "ja"] {
            let l = Localizer::new(vec![language.to_owned()]);
            for message in &messages {
                let model = ShareMessageModel::from(message.clone());
                assert_eq!(l.share_message(model), l.inner.tr(message), "{language}");
            }
        }
        assert_eq!(
            english().share_message(ShareMessageModel::from(messages[0].clone())),
            "Let's play Divided Loyalties on Octopus!"
        );
    }

    /// R8, and the saved games of the other games: the new catalog messages reach the shells.
    #[test]
    fn the_agreement_question_and_other_games_are_formatted() {
        let l = english();
        assert_eq!(
            l.agree_question(Side::Blue),
            "Blue, do you agree to end the game now?"
        );
        assert_eq!(
            Localizer::new(vec!["de".to_owned()]).label(crate::label::LabelId::ShareGameLink),
            "Spiellink teilen"
        );
    }

    /// The texts the phones asked for by message id before: the delete question, a cell's
    /// place counted from 1, a saved game's turn, and the hint in words (issue 11).
    #[test]
    fn the_dialog_cell_turn_and_hint_texts_are_formatted() {
        let l = english();
        assert_eq!(
            l.delete_position_title("Tiny".to_owned()),
            "Delete the position “Tiny”?"
        );
        assert_eq!(l.cell_position(CellPos { x: 6, y: 3 }), "column 7, row 4");
        let hint = ComputerTurnModel {
            color: crate::model::StoneColor::Red,
            cell: CellPos { x: 4, y: 2 },
            bridges: vec![crate::computer::BridgeEndsModel {
                from: CellPos { x: 4, y: 2 },
                to: CellPos { x: 6, y: 2 },
            }],
        };
        assert_eq!(
            l.describe_hint(hint.clone()),
            "Hint: Red on column 5, row 3; bridges to form: 1."
        );
        let french = Localizer::new(vec!["fr".to_owned()]);
        assert_eq!(
            french.describe_hint(hint),
            "Conseil : Rouge en colonne 5, ligne 3 ; ponts à former : 1."
        );
    }

    fn refused(line: u64, reason: ImportRefusal) -> RefusedImportModel {
        let report = ImportReport {
            refused: vec![RefusedImport {
                csv_id: Some("x".to_owned()),
                name: Some("Octopus".to_owned()),
                line,
                reason,
            }],
            ..ImportReport::default()
        };
        ImportReportModel::from(&report)
            .refused
            .pop()
            .expect("one refused position")
    }

    /// R9: a position left out of an import is told with its line and its typed details — the
    /// built-in whose name it took, the position that has the name, the library's limit.
    #[test]
    fn refused_imports_are_told_with_their_line_and_details() {
        let l = english();
        let builtin = refused(
            4,
            ImportRefusal::BadName(Problem::NameOfBuiltin { number: 2 }),
        );
        assert_eq!(
            builtin.problem.as_ref().and_then(|p| p.number),
            Some(2),
            "the built-in's number is typed"
        );
        assert_eq!(
            l.refused_import(builtin),
            "Line 4: Built-in position 2 already has this name."
        );
        let id = EntryId::parse("1700000000000-0").expect("an id");
        let taken = refused(7, ImportRefusal::NameTaken { id: id.clone() });
        assert_eq!(taken.taken_by, Some(id.to_string()));
        assert_eq!(
            l.refused_import(taken),
            "Line 7: One of your positions already has this name."
        );
        let full = refused(9, ImportRefusal::Full { limit: 1000 });
        assert_eq!(full.details.limit, Some(1000));
        assert_eq!(
            l.refused_import(full),
            "Line 9: This list is full: delete some of its entries first."
        );
    }

    /// R9: a CSV error keeps the reader's own line and details.
    #[test]
    fn a_refused_csv_position_keeps_the_readers_details() {
        let csv = "position_id,position_name,row,c0\nx,Lonely,0,.\nx,Lonely,0,.\n";
        let error = dl_core::position_csv::read_positions(csv.as_bytes())
            .expect_err("a file with a row twice is refused");
        let line = error.details().line.expect("the reader names the line");
        let model = refused(line, ImportRefusal::Csv(error.clone()));
        assert_eq!(model.code, error.code());
        assert_eq!(
            english().refused_import(model),
            english().inner.format(&dl_app::l10n::detailed_text(&error))
        );
    }

    /// A listed game's title and lines, for each game of the collection (R7, D6, C5).
    #[test]
    fn a_listed_game_is_told_by_its_title_and_where_it_stands() {
        let entry = |kind, position_name: Option<&str>, progress| GameEntryModel {
            id: "1700000000000-0".to_owned(),
            kind,
            position_name: position_name.map(str::to_owned),
            position_number: None,
            turn: 4,
            actions: 7,
            first_score: 2,
            second_score: 1,
            progress,
            last_played_ms: None,
        };
        let l = english();
        let to_move = crate::store_model::ProgressModel::ToMove {
            seat: crate::store_model::SeatModel::First,
        };
        let octopus = entry(GameKindModel::DividedLoyalties, Some("Octopus"), to_move);
        assert_eq!(l.entry_title(octopus.clone()), "Octopus");
        assert_eq!(
            l.entry_lines(octopus),
            ["Turn 4", "Blue to move", "Blue 2 – Yellow 1"]
        );
        let discorder = entry(GameKindModel::Discorder, None, to_move);
        assert_eq!(l.entry_title(discorder.clone()), "Discorder");
        assert_eq!(l.entry_lines(discorder)[2], "Yellow: 2 · Black: 1");
        let over = crate::store_model::ProgressModel::Over { winner: None };
        let color_brake = entry(GameKindModel::ColorBrake, None, over);
        assert_eq!(l.entry_title(color_brake.clone()), "Color Brake ABAB");
        assert_eq!(l.entry_lines(color_brake), ["Game over: a draw at 2."]);
    }
}
