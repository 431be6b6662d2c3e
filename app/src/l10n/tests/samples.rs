//! One text of every kind the app formats, covering every variant of every status, refusal,
//! event and error of the three games (and every selector key the catalogs choose by), so
//! that formatting them all in every language shows each message, each variable and each
//! variant at work.

use dl_core::editor::{EditError, Problem, Severity};
use dl_core::game::{EndReason, PassReason, Winner};
use dl_core::json_input::JsonProblem;
use dl_core::link::{LinkError, LinkField};
use dl_core::position::CellKind;
use dl_core::position_build::PositionProblem;
use dl_core::position_csv::{PositionCsvError, PositionCsvProblem};
use dl_core::record::RecordError;
use dl_core::session::{Event, Message, OpenError};
use dl_core::start_check::StartError;
use dl_core::web_import::WebImportError;
use dl_core::{Action, Cell, Color, Loyalty, Player, Refusal};

use dl_color_brake as cb;
use dl_discorder as dc;

use crate::l10n::command_line::{self, CommandLineLabel};
use crate::l10n::rules::RuleTopic;
use crate::l10n::screen::*;
use crate::l10n::terminal::{self, TerminalLabel};
use crate::l10n::{
    color_brake_cell_description, color_brake_choose_tank_colour, color_brake_colour_count,
    color_brake_hand_size, color_brake_length, color_brake_pile, color_brake_reference,
    color_brake_round, color_brake_round_of, color_brake_rules, color_brake_scores,
    color_brake_seat, color_brake_token_count, detailed_text, discorder_cell_description,
    discorder_edge_description, discorder_pegs_left, discorder_player, discorder_rules,
    discorder_score, discorder_tiles_left, entry_lines, error_text, result_line, result_scores,
    result_title, EdgeState, Label, Localize, Text,
};
use crate::share::{ShareMessage, Totals};
use crate::store::{GameKind, Progress, Seat};
use dl_core::error_details::ErrorDetails;

const CELL: Cell = Cell::new(3, 4);

fn refusals() -> Vec<Refusal> {
    let mut all = vec![
        Refusal::GameOver,
        Refusal::OutsideGrid(CELL),
        Refusal::AlreadyPlaced,
        Refusal::CellOccupied(CELL),
        Refusal::NotPlayable(CELL),
        Refusal::DotWithoutBridge(CELL),
        Refusal::NoStonePlaced,
        Refusal::NotInLine,
        Refusal::WrongLength,
        Refusal::EmptyCellInRow(CELL),
        Refusal::EqualNeighbours,
        Refusal::NotLoyal,
        Refusal::MissingTurnStone,
        Refusal::SharesTwoStones,
        Refusal::CrossesBridge,
        Refusal::RedCrossesRedOrCut,
        Refusal::NothingToUndo,
        Refusal::AgreementAfterPlacing,
        Refusal::ComputerToMove,
        Refusal::AgreementWithComputer,
        Refusal::StaleComputerTurn,
    ];
    all.extend(Color::ALL.map(Refusal::ColorNotInSupply));
    all
}

fn messages() -> Vec<Message> {
    let mut all = vec![
        Message::RingOtherEnd,
        Message::DoubleTapToRing,
        Message::NoStoneToRing,
        Message::SelectColorFirst,
        Message::ConfirmDotStoneReturn { cell: CELL },
        Message::Undone,
        Message::Refused(Refusal::NotLoyal),
    ];
    for player in Player::BOTH {
        all.push(Message::PlaceStone { player });
        all.push(Message::BridgeOrEndTurn { player });
        all.push(Message::ComputerThinking { player });
        for reason in [PassReason::NoStonesLeft, PassReason::NoLegalPlacement] {
            all.push(Message::Passed { player, reason });
        }
    }
    for kind in [Loyalty::Blue, Loyalty::Yellow, Loyalty::Red] {
        all.push(Message::BridgeFormed { kind, cut: 0 });
    }
    for cut in [1, 2, 5, 1234] {
        all.push(Message::BridgeFormed {
            kind: Loyalty::Red,
            cut,
        });
    }
    for winner in [
        Winner::Player(Player::Blue),
        Winner::Player(Player::Yellow),
        Winner::Draw,
    ] {
        all.push(Message::GameOver {
            reason: EndReason::Agreed,
            winner,
        });
    }
    all
}

fn events() -> Vec<Event> {
    let mut all = vec![
        Event::BridgesCut { indices: vec![0] },
        Event::BridgesCut {
            indices: vec![0, 1, 2],
        },
        Event::Refused {
            refusal: Refusal::CrossesBridge,
            cell: None,
        },
        Event::StoneReturned {
            cell: CELL,
            color: Color::Green,
        },
        Event::GameOver {
            reason: EndReason::AllStonesPlaced,
            winner: Winner::Draw,
        },
        Event::Passed {
            player: Player::Blue,
            reason: PassReason::NoLegalPlacement,
        },
    ];
    for color in Color::ALL {
        all.push(Event::StonePlaced { cell: CELL, color });
    }
    for kind in [Loyalty::Blue, Loyalty::Yellow, Loyalty::Red] {
        all.push(Event::BridgeFormed { index: 0, kind });
    }
    for player in Player::BOTH {
        all.push(Event::SetReceived { player, set: 2 });
        all.push(Event::TurnStarted { player });
    }
    for action in [
        Action::Place {
            cell: CELL,
            color: Color::Red,
        },
        Action::Bridge {
            from: CELL,
            to: Cell::new(5, 4),
        },
        Action::EndTurn,
        Action::AgreeEnd,
    ] {
        all.push(Event::Undone { action });
    }
    all
}

fn csv_errors() -> Vec<PositionCsvError> {
    use PositionCsvProblem as P;
    let problems = [
        P::TooLarge,
        P::Unreadable("invalid UTF-8".into()),
        P::Empty,
        P::UnknownHeader("colour".into()),
        P::MissingFields,
        P::EmptyId,
        P::BadName,
        P::InconsistentName("7".into()),
        P::NonNumericRow("x".into()),
        P::DuplicateRow(3),
        P::CellOutOfRange,
        P::BadToken("S\"1".into()),
        P::NoRegion("4".into()),
        P::TooManyPositions,
        P::NoPosition,
    ];
    let mut all: Vec<PositionCsvError> = problems
        .iter()
        .map(|problem| PositionCsvError {
            line: 12,
            column: Some(5),
            problem: problem.clone(),
        })
        .collect();
    all.push(PositionCsvError {
        line: 0,
        column: None,
        problem: P::TooLarge,
    });
    all.push(PositionCsvError {
        line: 1234,
        column: None,
        problem: P::Empty,
    });
    all
}

fn json_problems() -> Vec<JsonProblem> {
    vec![
        JsonProblem::TooLarge { limit: 1 << 20 },
        JsonProblem::Truncated,
        JsonProblem::Syntax {
            line: 3,
            column: 14,
            message: "expected value".into(),
        },
        JsonProblem::Shape("missing field `actions`".into()),
    ]
}

fn position_problems() -> Vec<PositionProblem> {
    vec![
        PositionProblem::BadName,
        PositionProblem::CellOutOfRange(25, 3),
        PositionProblem::BadToken("S 1".into()),
        PositionProblem::NoRegion,
    ]
}

fn start_errors() -> Vec<StartError> {
    let mut all = vec![
        StartError::StoneOffBoard(CELL),
        StartError::IllegalBridge {
            index: 2,
            refusal: Refusal::EqualNeighbours,
        },
        StartError::CutMismatch(0),
        StartError::LonelyDotStone(CELL),
        StartError::NoMove,
    ];
    for player in Player::BOTH {
        all.push(StartError::BadSets(player, 5));
        all.push(StartError::MissingRefill(player));
    }
    all.extend(Color::ALL.map(StartError::SupplyMismatch));
    let kinds = [Loyalty::Blue, Loyalty::Yellow, Loyalty::Red];
    for given in kinds {
        for actual in kinds {
            all.push(StartError::BridgeKind {
                index: 1,
                given,
                actual,
            });
        }
    }
    all
}

fn record_errors() -> Vec<RecordError> {
    let mut all = vec![
        RecordError::NotASavedGame,
        RecordError::UnsupportedVersion("1.5".into()),
        RecordError::NewerVersion(3),
        RecordError::BadSession,
        RecordError::BadRounds(5),
        RecordError::BadStones,
        RecordError::BadBridge {
            index: 0,
            text: "blue 1,1 9,9".into(),
        },
        RecordError::BadAction {
            index: 7,
            text: "jump".into(),
        },
        RecordError::IllegalAction {
            index: 7,
            action: "end turn".into(),
            refusal: Refusal::NoStonePlaced,
        },
    ];
    all.extend(json_problems().into_iter().map(RecordError::Json));
    all.extend(position_problems().into_iter().map(RecordError::Position));
    all.extend(start_errors().into_iter().map(RecordError::Start));
    all
}

fn link_errors() -> Vec<LinkError> {
    let mut all = vec![
        LinkError::TooLong,
        LinkError::BadPrefix,
        LinkError::UnknownPage("https://game.ywesee.com/parados/index.html".into()),
        LinkError::NoFragment,
        LinkError::UnknownPosition("octopuss".into()),
        LinkError::BadBase64,
        LinkError::Truncated,
        LinkError::BadChecksum,
        LinkError::UnsupportedVersion(2),
        LinkError::TrailingBytes,
        LinkError::UnknownBuiltin(13),
        LinkError::IllegalAction {
            index: 4,
            refusal: Refusal::CellOccupied(CELL),
        },
        LinkError::NotCanonical,
        LinkError::Position(PositionProblem::NoRegion),
        LinkError::Start(StartError::NoMove),
    ];
    for field in [
        LinkField::PositionName,
        LinkField::RegionToken,
        LinkField::Cell,
        LinkField::Colour,
        LinkField::Stone,
        LinkField::Bridge,
        LinkField::BridgeKind,
        LinkField::Level,
    ] {
        all.push(LinkError::BadValue(field));
    }
    all
}

fn web_errors() -> Vec<WebImportError> {
    vec![
        WebImportError::Json(JsonProblem::Truncated),
        WebImportError::UnsupportedVersion("2".into()),
        WebImportError::Position(PositionProblem::BadName),
        WebImportError::DuplicateCell(4, 5),
        WebImportError::GridSize {
            expected: 169,
            found: 168,
        },
        WebImportError::UnknownColor("pink".into()),
        WebImportError::BadCount(-1),
        WebImportError::MidTurn,
        WebImportError::BadBridgeRow(2),
        WebImportError::Start(StartError::CutMismatch(1)),
    ]
}

fn open_errors() -> Vec<OpenError> {
    let mut all = vec![
        OpenError::UnknownPosition("13".into()),
        OpenError::BadRounds(5),
        OpenError::NoSuchPositionInFile(3),
    ];
    all.extend(csv_errors().into_iter().map(OpenError::Csv));
    all.extend(record_errors().into_iter().map(OpenError::SavedGame));
    all.extend(link_errors().into_iter().map(OpenError::Link));
    all.extend(web_errors().into_iter().map(OpenError::WebSave));
    all
}

fn editor_texts() -> Vec<Text> {
    let problems = [
        Problem::NameEmpty,
        Problem::NameTooLong { chars: 81 },
        Problem::NameHasControlCharacter,
        Problem::NameOfBuiltin { number: 2 },
        Problem::NoRegion,
        Problem::BadToken {
            token: "S 1".into(),
            cells: vec![CELL],
        },
        Problem::SplitRegion {
            token: "W2".into(),
            parts: vec![vec![CELL], vec![Cell::new(7, 7)]],
        },
        Problem::DotsInsideRegion {
            token: "G1".into(),
            dots: vec![CELL],
        },
        Problem::DotsInsideRegion {
            token: "G1".into(),
            dots: vec![CELL, Cell::new(4, 4), Cell::new(5, 4)],
        },
    ];
    let edits = [
        EditError::OutsideGrid(CELL),
        EditError::SizeOutOfRange {
            width: 30,
            height: 8,
        },
        EditError::ResizeCutsPaintedCells { cells: vec![CELL] },
        EditError::ResizeCutsPaintedCells {
            cells: vec![CELL, Cell::new(1, 1)],
        },
        EditError::NothingToUndo,
        EditError::NothingToRedo,
    ];
    let mut all: Vec<Text> = problems.iter().map(Localize::text).collect();
    all.extend(edits.iter().map(Localize::text));
    all.extend(
        [Severity::Blocking, Severity::Warning]
            .iter()
            .map(Localize::text),
    );
    all
}

/// The error codes of the store, receiving, sharing and the picture (issue 9), as those parts
/// give them: their messages take no arguments, so any details fit.
fn app_error_texts() -> Vec<Text> {
    let codes = [
        "store_no_directory",
        "store_not_a_directory",
        "store_locked",
        "store_io",
        "store_too_many_entries",
        "store_too_much_data",
        "store_full",
        "store_no_such_entry",
        "store_unreadable",
        "store_not_the_current_game",
        "replay_unwound",
        "store_bad_name",
        "store_name_taken",
        "store_not_a_file",
        "store_not_a_folder",
        "store_file_too_large",
        "store_read_failed",
        "store_not_a_game",
        "store_not_one_position",
        "store_nothing_to_export",
        "receive_too_large",
        "receive_unrecognised",
        "share_game_not_over",
        "share_write_failed",
        "share_no_free_name",
        "picture_font",
        "picture_encoding",
        "file_not_found",
        "file_not_a_file",
        "file_too_large",
        "io_error",
    ];
    let details = ErrorDetails {
        found: Some("saved/2026-05-27.json".into()),
        ..ErrorDetails::default()
    };
    let mut all: Vec<Text> = codes
        .iter()
        .map(|code| error_text(code, &details))
        .collect();
    all.push(Text::new("error-unknown").verbatim("code", "store_new_code"));
    for kind in [
        std::io::ErrorKind::StorageFull,
        std::io::ErrorKind::PermissionDenied,
        std::io::ErrorKind::ReadOnlyFilesystem,
    ] {
        all.push(crate::l10n::io_error_text("store_io", kind));
    }
    let size = ErrorDetails {
        number: Some(5000),
        ..ErrorDetails::default()
    };
    all.push(error_text("picture_bad_size", &size));
    all
}

fn screen_texts() -> Vec<Text> {
    let mut all: Vec<Text> = Label::ALL.iter().map(Localize::text).collect();
    all.push(Text::new("a11y-separator"));
    for player in Player::BOTH {
        all.extend([
            player_name(player),
            panel_to_move(player),
            dialog_agree_player(player),
        ]);
    }
    all.push(replay_step(12, 140));
    for kind in [
        GameKind::DividedLoyalties,
        GameKind::Discorder,
        GameKind::ColorBrake,
    ] {
        for progress in [
            Progress::ToMove { seat: Seat::First },
            Progress::BetweenRounds,
            Progress::Over { winner: None },
        ] {
            all.extend(entry_lines(kind, 3, [5, 2], progress));
        }
    }
    for color in Color::ALL {
        all.extend([a11y_stone(color), a11y_chip(color, 3)]);
    }
    all.extend([
        panel_turn(12),
        panel_set(2, 4),
        panel_supply(1),
        panel_supply(11),
        new_game_rounds(3),
        new_game_rounds(1),
        new_game_size(13, 11),
        saved_turn(40),
        dialog_delete_position("Ma position"),
        editor_saved("Ma position"),
        a11y_cell(CELL, CellKind::Region(0), Some("S2")),
        a11y_cell(CELL, CellKind::Dot, None),
        a11y_cell(CELL, CellKind::Empty, None),
        share_position("Octopus", true),
        share_position("Ma position", false),
        share_result(Winner::Player(Player::Yellow), [13, 18], "AlmostADiamond"),
        share_result(Winner::Player(Player::Blue), [18, 13], "AlmostADiamond"),
        share_result(Winner::Draw, [9, 9], "Picasso"),
        result_scores(13, 18),
    ]);
    for winner in [
        Winner::Player(Player::Blue),
        Winner::Player(Player::Yellow),
        Winner::Draw,
    ] {
        all.extend([
            result_title(winner),
            result_line(winner, 13, 18),
            share_game("Pyramid", 61, Player::Blue, [13, 18], Some(winner)),
        ]);
    }
    for player in Player::BOTH {
        all.push(share_game("Pyramid", 17, player, [4, 2], None));
    }
    for reason in [PassReason::NoStonesLeft, PassReason::NoLegalPlacement] {
        all.push(reason.text());
    }
    for reason in [
        EndReason::AllStonesPlaced,
        EndReason::NoOneCanPlace,
        EndReason::Agreed,
    ] {
        all.push(reason.text());
    }
    for id in ["os-open-link", "os-document-game", "os-document-position"] {
        all.push(Text::new(id));
    }
    for topic in RuleTopic::ALL {
        all.push(topic.title());
        all.extend(topic.paragraphs());
        all.push(topic.caption());
    }
    all
}

/// The terminal's own texts, the share messages as the share payloads type them, and the
/// terminal's error codes.
fn terminal_texts() -> Vec<Text> {
    let mut all: Vec<Text> = TerminalLabel::ALL.iter().map(Localize::text).collect();
    all.extend(CommandLineLabel::ALL.iter().map(Localize::text));
    all.extend([
        command_line::help_lang("de, en, fr"),
        command_line::help_picture(64, 4096, 1080),
        command_line::help_data(
            "$DL_DATA_DIR",
            "$XDG_DATA_HOME/divided-loyalties",
            "~/.local",
        ),
        command_line::usage_missing_value("--lang"),
        command_line::usage_one_of("--level", "easy, medium, hard"),
        command_line::usage_unexpected("--colour"),
        command_line::usage_goes_with("--level", "--computer"),
    ]);
    let problem = Refusal::NotLoyal.text();
    all.extend([
        terminal::title("Octopus", 4),
        crate::l10n::computer::thinking(0),
        crate::l10n::computer::thinking(437),
        crate::l10n::computer::hint(Color::Red, CELL, 0),
        crate::l10n::computer::hint(Color::Purple, CELL, 2),
        terminal::title("Octopus", 1),
        terminal::cursor("column 7, row 4, region S2"),
        terminal::moved_aside(
            "autosave.json",
            error_text(
                "record_newer_version",
                &ErrorDetails {
                    version: Some(2),
                    ..ErrorDetails::default()
                },
            ),
            "record_newer_version",
        ),
        terminal::kept_as("autosave.unreadable-1.json"),
        terminal::import_added(1),
        terminal::import_added(12),
        terminal::import_refused(4, Some("Ma position"), problem.clone()),
        terminal::import_refused(4, None, problem.clone()),
        terminal::share_wrote("/home/me/.local/share/divided-loyalties/shared"),
        terminal::in_file("game.json", problem),
    ]);
    let found = ErrorDetails {
        found: Some("nowhere".into()),
        ..ErrorDetails::default()
    };
    for code in [
        "position_not_found",
        "file_exists",
        "no_data_dir",
        "not_a_terminal",
        "unknown_language",
    ] {
        all.push(error_text(code, &found));
    }
    let totals = Totals {
        blue: 13,
        yellow: 18,
    };
    let messages = [
        ShareMessage::Position {
            position_name: "Octopus".into(),
            on_the_web: true,
        },
        ShareMessage::Game {
            position_name: "Octopus".into(),
            turn: 12,
            to_move: Player::Yellow,
            totals,
            result: None,
        },
        ShareMessage::Result {
            position_name: "Octopus".into(),
            winner: Winner::Player(Player::Yellow),
            totals,
            reason: EndReason::AllStonesPlaced,
        },
    ];
    all.extend(messages.iter().map(Localize::text));
    all
}

fn discorder_texts() -> Vec<Text> {
    let cell = dc::Cell::new(2, 3);
    let edge = dc::Edge::new(2, 3);
    let refusals = [
        dc::Refusal::GameOver,
        dc::Refusal::CellOutsideBoard(dc::Cell::new(9, 9)),
        dc::Refusal::NoTilesLeft,
        dc::Refusal::CellOccupied(cell),
        dc::Refusal::EdgeOutsideBoard(dc::Edge::new(2, 6)),
        dc::Refusal::NoPegsLeft,
        dc::Refusal::EdgeHasPeg(edge),
        dc::Refusal::PegNotFollowing(edge),
        dc::Refusal::PegAfterOwnThree(edge),
        dc::Refusal::NoEdgeForPeg,
        dc::Refusal::NothingToUndo,
        dc::Refusal::ComputerToMove,
    ];
    let mut all: Vec<Text> = refusals.iter().map(Localize::text).collect();
    let winners = [
        dc::Winner::Player(dc::Player::Yellow),
        dc::Winner::Player(dc::Player::Black),
        dc::Winner::Draw,
    ];
    for player in dc::Player::BOTH {
        let messages = [
            dc::session::Message::PlaceTile { player },
            dc::session::Message::PlacePeg { player },
            dc::session::Message::Passed { player },
            dc::session::Message::Undone {
                action: dc::Action::PlaceTile(cell),
                player,
            },
            dc::session::Message::ComputerToMove { player },
        ];
        all.extend(messages.iter().map(Localize::text));
        let events = [
            dc::session::Event::TilePlaced { player, cell },
            dc::session::Event::PegPlaced { player, edge },
            dc::session::Event::Passed { player },
            dc::session::Event::TurnStarted { player },
            dc::session::Event::Undone {
                action: dc::Action::PlacePeg(edge),
                player,
            },
        ];
        all.extend(events.iter().map(Localize::text));
        all.push(discorder_player(player));
        all.extend(discorder_cell_description(cell, Some(player), true));
    }
    all.extend(discorder_cell_description(cell, None, false));
    for (peg, peg_allowed, last_placed) in [(true, false, true), (false, true, false)] {
        all.extend(discorder_edge_description(
            edge,
            EdgeState {
                peg,
                peg_allowed,
                last_placed,
            },
        ));
    }
    for winner in winners {
        all.push(
            dc::session::Message::GameOver {
                winner,
                yellow: 5,
                black: 3,
            }
            .text(),
        );
        all.push(dc::session::Event::GameOver { winner }.text());
    }
    for tool in [dc::Tool::Tile, dc::Tool::Peg] {
        all.push(dc::session::Message::NoTarget { tool }.text());
        all.push(tool.text());
    }
    all.push(dc::session::Message::Refused(dc::Refusal::NoPegsLeft).text());
    all.push(
        dc::session::Event::Refused {
            refusal: dc::Refusal::NoTilesLeft,
            target: None,
        }
        .text(),
    );
    for starter in [dc::Starter::Yellow, dc::Starter::Black, dc::Starter::Random] {
        all.push(starter.text());
    }
    for count in [1, 7] {
        all.extend([
            discorder_tiles_left(count),
            discorder_pegs_left(count),
            Text::new("discorder-points").number("count", count),
            discorder_score(dc::Score {
                now: count,
                settled: 1,
            }),
        ]);
    }
    let errors = [
        dc::RecordError::TooLarge { limit: 1 << 20 },
        dc::RecordError::Truncated,
        dc::RecordError::Syntax { line: 2, column: 9 },
        dc::RecordError::NotASavedGame,
        dc::RecordError::OtherGame {
            found: "color-brake-abab".into(),
        },
        dc::RecordError::NewerVersion { found: 4 },
        dc::RecordError::BadVersion,
        dc::RecordError::Shape { line: 5, column: 1 },
        dc::RecordError::TooManyActions {
            count: 200,
            limit: 66,
        },
        dc::RecordError::BadAction {
            index: 3,
            text: "hop".into(),
        },
        dc::RecordError::IllegalAction {
            index: 3,
            action: dc::Action::PlaceTile(cell),
            refusal: dc::Refusal::CellOccupied(cell),
        },
    ];
    all.extend(errors.iter().map(Localize::text));
    all
}

fn color_brake_texts() -> Vec<Text> {
    let cell = cb::CellId::from_number(9);
    let row = cb::Row::new(5);
    let (Some(cell), Some(row)) = (cell, row) else {
        panic!("cell 9 and row 5 exist (C1)");
    };
    let mut refusals = vec![
        cb::Refusal::GameOver,
        cb::Refusal::RoundOver,
        cb::Refusal::RoundNotOver,
        cb::Refusal::RescuePending,
        cb::Refusal::NoRescuePending,
        cb::Refusal::NeutralOnLastCell,
        cb::Refusal::PileEmpty,
        cb::Refusal::DiamondTooLate(row),
        cb::Refusal::NoFreeSlot,
        cb::Refusal::NotTankMoment,
        cb::Refusal::TankAlreadyUsed,
        cb::Refusal::TankOutsideRow(cell),
        cb::Refusal::NoSuchCell(29),
        cb::Refusal::NothingToUndo,
        cb::Refusal::NotInHand(cb::Token::Neutral),
        cb::Refusal::NotInHand(cb::Token::Tank),
        cb::Refusal::NotInHand(cb::Token::Diamond),
    ];
    for colour in cb::Colour::ALL {
        refusals.extend([
            cb::Refusal::NotDrawn(colour),
            cb::Refusal::NotInHand(cb::Token::Colour(colour)),
            cb::Refusal::NotInReference(colour),
            cb::Refusal::ColourUsedUp(colour),
        ]);
    }
    let mut all: Vec<Text> = refusals.iter().map(Localize::text).collect();
    let actions = [
        cb::Action::Move(cb::Move::Colour(cb::Colour::Pink)),
        cb::Action::Move(cb::Move::Neutral),
        cb::Action::Move(cb::Move::Rescue(cb::Colour::Red)),
        cb::Action::Move(cb::Move::Diamond),
        cb::Action::Move(cb::Move::ForDiamond(cb::Colour::Red)),
        cb::Action::Move(cb::Move::Tank {
            cell,
            colour: cb::Colour::White,
        }),
        cb::Action::NextRound,
    ];
    for action in actions {
        all.push(cb::session::Message::Undone { action }.text());
        all.push(cb::session::Event::Undone { action }.text());
    }
    for seat in cb::Seat::BOTH {
        let completed = cb::RoundResult {
            round: 3,
            a: seat,
            end: cb::RoundEnd::Completed { last: seat },
            points: [5, 0],
        };
        let stuck = cb::RoundResult {
            round: 3,
            a: seat,
            end: cb::RoundEnd::Stuck { seat, cell },
            points: [0, 20],
        };
        let messages = [
            cb::session::Message::HandOver { to: seat },
            cb::session::Message::Place {
                seat,
                nomination: cb::Nomination::A,
                cell,
            },
            cb::session::Message::TankOrPlace { seat, row },
            cb::session::Message::ChooseRescue { seat, cell },
            cb::session::Message::ComputerToMove { seat },
            cb::session::Message::RoundOver { result: completed },
            cb::session::Message::RoundOver { result: stuck },
        ];
        all.extend(messages.iter().map(Localize::text));
        let events = [
            cb::session::Event::NeutralDrawn {
                seat,
                cell,
                neutrals: 1,
                taken: 1,
            },
            cb::session::Event::Tanked {
                seat,
                cell,
                colour: cb::Colour::Blue,
            },
            cb::session::Event::TurnStarted { seat },
            cb::session::Event::RoundOver { result: stuck },
            cb::session::Event::RoundStarted { round: 2, a: seat },
            cb::session::Event::Filled {
                cell,
                fill: cb::CellFill::new(seat, cb::Base::Colour(cb::Colour::Green)),
            },
        ];
        all.extend(events.iter().map(Localize::text));
        all.push(color_brake_seat(seat));
    }
    for winner in [
        cb::Winner::Seat(cb::Seat::One),
        cb::Winner::Seat(cb::Seat::Two),
        cb::Winner::Draw,
    ] {
        all.push(
            cb::session::Message::GameOver {
                winner,
                scores: [12, 7],
            }
            .text(),
        );
        all.push(cb::session::Event::GameOver { winner }.text());
    }
    all.push(cb::session::Message::Refused(cb::Refusal::PileEmpty).text());
    all.push(
        cb::session::Event::Refused {
            refusal: cb::Refusal::RoundOver,
        }
        .text(),
    );
    for token in [
        cb::Token::Colour(cb::Colour::Orange),
        cb::Token::Neutral,
        cb::Token::Tank,
        cb::Token::Diamond,
    ] {
        all.push(color_brake_token_count(token, 2));
    }
    for count in [1, 6] {
        all.extend([
            color_brake_pile(count),
            color_brake_length(cb::GameLength::Rounds(
                u16::try_from(count).expect("a small count"),
            )),
            color_brake_length(cb::GameLength::Target(count)),
            color_brake_hand_size(cb::Seat::Two, count),
            color_brake_colour_count(cb::Colour::Pink, count),
            color_brake_round_of(
                2,
                cb::GameLength::Rounds(u16::try_from(count).expect("a small count")),
            ),
            color_brake_round_of(2, cb::GameLength::Target(count)),
        ]);
    }
    all.push(color_brake_round(2));
    all.push(color_brake_scores(12, 7));
    all.push(color_brake_choose_tank_colour(cell));
    all.extend(
        color_brake_cells()
            .iter()
            .flat_map(color_brake_cell_description),
    );
    all.extend(color_brake_errors().iter().map(Localize::text));
    all
}

/// Cells of every kind for their accessibility description: empty and next, each base, on
/// neutrals, under a Tank, waiting for a drawn colour, filled last, a Tank's target (C3–C6).
fn color_brake_cells() -> Vec<cb::session::CellView> {
    let game = cb::Game::new(1, cb::GameLength::Rounds(2));
    let session = cb::Session::new(game, cb::Mode::PassAndPlay);
    let Some(first) = session.view().cells.first().copied() else {
        panic!("a frame has 28 cells (C1)");
    };
    let filled = |base, tank| cb::session::CellView {
        fill: Some(cb::CellFill {
            seat: cb::Seat::Two,
            base,
            tank,
        }),
        next: false,
        last_filled: true,
        tank_target: true,
        ..first
    };
    let tank = Some(cb::TankCover {
        seat: cb::Seat::One,
        colour: cb::Colour::White,
    });
    let mut all = vec![
        first,
        cb::session::CellView {
            pending_neutrals: 1,
            ..first
        },
        cb::session::CellView {
            pending_neutrals: 3,
            ..first
        },
        filled(cb::Base::Diamond, None),
        filled(cb::Base::ForDiamond(cb::Colour::Blue), tank),
    ];
    for colour in cb::Colour::ALL {
        all.push(filled(cb::Base::Colour(colour), None));
    }
    for neutrals in [1, 2] {
        all.push(filled(
            cb::Base::Rescue {
                neutrals,
                colour: cb::Colour::Orange,
            },
            tank,
        ));
    }
    all
}

fn color_brake_errors() -> Vec<cb::record::RecordError> {
    use cb::record::{JsonProblem as J, RecordError as E};
    let mut all = vec![
        E::TooLarge { limit: 1 << 20 },
        E::NotASavedGame,
        E::WrongGame {
            found: "discorder".into(),
        },
        E::BadVersion,
        E::NewerVersion { found: 3 },
        E::BadSeed,
        E::NoLength,
        E::BadLength(cb::LengthError::BadRounds(3)),
        E::BadLength(cb::LengthError::BadTarget(99)),
        E::TooManyActions {
            count: 3000,
            limit: 1200,
        },
        E::BadAction {
            index: 0,
            text: "swap".into(),
        },
        E::IllegalAction {
            index: 0,
            action: cb::Action::NextRound,
            refusal: cb::Refusal::RoundNotOver,
        },
    ];
    for problem in [J::Truncated, J::Syntax, J::Shape] {
        all.push(E::Json {
            problem,
            line: 2,
            column: 3,
        });
        all.push(E::Json {
            problem,
            line: 0,
            column: 0,
        });
    }
    all
}

/// The terminal's game menu and screens of the other two games: their rules for players, keys,
/// and the Color Brake ABAB panel's lines.
fn terminal_game_texts() -> Vec<Text> {
    let mut all = vec![
        Text::new("games-title"),
        Text::new("games-hint"),
        Text::new("games-rules-hint"),
        Text::new("games-too-small")
            .number("width", 72)
            .number("height", 22),
        Text::new("discorder-keys"),
        Text::new("colorbrake-keys"),
        Text::new("colorbrake-drawn"),
        Text::new("colorbrake-next-round"),
        Text::new("colorbrake-pick-for-diamond"),
        Text::new("colorbrake-pick-tank").number("cell", 9),
    ];
    for row in [6, 4] {
        all.push(color_brake_reference(row));
    }
    all.extend(discorder_rules());
    all.extend(color_brake_rules());
    all
}

/// Every sample.
pub fn every_text() -> Vec<Text> {
    let mut all: Vec<Text> = Vec::new();
    all.extend(refusals().iter().map(Localize::text));
    all.extend(messages().iter().map(Localize::text));
    all.extend(events().iter().map(Localize::text));
    all.extend(open_errors().iter().map(detailed_text));
    all.extend(editor_texts());
    all.extend(app_error_texts());
    all.extend(screen_texts());
    all.extend(terminal_texts());
    all.extend(discorder_texts());
    all.extend(color_brake_texts());
    all.extend(terminal_game_texts());
    all.extend(app_state_texts());
    all.extend(other_games_screen_texts());
    all
}

/// The texts dl-ui adds to the screens of Discorder and Color Brake ABAB: the opponent line,
/// the computer's side, the scores and the accessibility actions.
fn other_games_screen_texts() -> Vec<Text> {
    use crate::l10n::*;
    let mut all = vec![
        discorder_scores(3, 5),
        discorder_place_action(dc::session::Tool::Tile),
        discorder_place_action(dc::session::Tool::Peg),
        color_brake_tank_action(),
    ];
    for player in dc::Player::BOTH {
        all.push(discorder_you_play(player));
        all.push(discorder_computer_player(player));
    }
    for seat in cb::Seat::BOTH {
        all.push(color_brake_you_play(seat));
        all.push(color_brake_computer_seat(seat));
    }
    all
}

/// The texts of the app state machine (dl-ui).
fn app_state_texts() -> Vec<Text> {
    use crate::l10n::*;
    let score = dl_core::scoring::Score {
        bridges: 4,
        regions: 3,
    };
    let mut all = vec![
        game_subtitle("Octopus", 4),
        game_subtitle("Pyramid", 1),
        panel_points(score),
        game_thinking(400),
        games_continue("Octopus"),
        notice_lines(notice_previous_saved(), notice_previous_finished()),
        notice_state_unreadable(
            "/data/app-state.unreadable-1.json",
            Text::new("error-store-io"),
        ),
        notice_unsaved(Text::new("error-store-io")),
        online_waiting("myroom42"),
        online_host_chooses("Ada"),
        online_peer_left("Ada"),
        online_not_your_turn("Ada"),
        online_chat_line("Ada", "Hello"),
        online_refused("snapshot_not_our_game"),
        online_failed("link_closed"),
        online_failed("link_connect_timeout"),
        online_failed("link_host_absent"),
        online_failed("signalling_id_taken"),
        online_failed("signalling_unreachable"),
        online_failed("server_url_scheme"),
        online_retrying("myroom42", 4),
        online_share_text(
            "https://game.ywesee.com/parados/divided_loyalties_remote_en.html",
            "myroom42",
        ),
    ];
    for player in Player::BOTH {
        all.push(panel_computer_player(player));
        all.push(new_game_you_play_side(player));
        all.push(online_you_are(player, "Ada"));
        for level in [
            dl_core::computer::Level::Easy,
            dl_core::computer::Level::Medium,
            dl_core::computer::Level::Hard,
        ] {
            all.push(game_opponent(level, player));
        }
    }
    all
}
