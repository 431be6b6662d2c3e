//! The screen of the route on top, built from the state: pure but for the lists it reads from
//! the store, kept until the next change.

use std::sync::Arc;

use dl_app::l10n::{
    color_brake_rules, discorder_rules, entry_lines, games_continue, new_game_you_play_side,
    notice_unsaved, screen, Label, Language, Localize, Text,
};
use dl_app::store::{GameEntry, PositionSource};
use dl_core::session::{Message, Session};
use dl_core::Position;

use super::lists::List;
use super::{Asking, State};
use crate::games::divided::Divided;
use crate::games::{GamePrompt, Paint, PlayedGame, Thinking};
use crate::input::{Control, Field, Level};
use crate::navigation::Route;
use crate::screen::{
    Body, Button, Choice, FinishedModel, GameCard, GameListModel, GameRow, GamesModel, MiniBoard,
    NewGameModel, PositionChoice, PositionGroup, Prompt, RenameModel, ReplayModel, RulesModel,
    RulesSection, Screen, SettingsModel,
};
use crate::settings::ThemeChoice;
use crate::vocabulary::{GameKind, Side};
use crate::writer::lock;

/// The side of a new blank position, in cells.
const NEW_POSITION_SIDE: u32 = 13;

impl State {
    /// The screen now.
    pub(crate) fn screen(&mut self) -> Screen {
        if let Some(screen) = &self.cached {
            return screen.clone();
        }
        let dark = self.settings.dark(self.system_dark);
        let route = self.nav.top().clone();
        let (title, body) = self.body(&route, dark);
        let can_go_back = self.nav.can_go_back();
        let has_menu = match &body {
            Body::Game { model } => !model.menu.is_empty(),
            Body::Discorder { model } => !model.menu.is_empty(),
            Body::ColorBrake { model } => !model.menu.is_empty(),
            _ => false,
        };
        let screen = Screen {
            revision: self.revision,
            route,
            title,
            can_go_back,
            back_label: can_go_back.then(|| self.texts.tr(&Label::Back)),
            menu_label: has_menu.then(|| self.texts.tr(&Label::Menu)),
            dark,
            language: self.texts.language().tag().to_owned(),
            body,
            prompt: self.prompt(),
            notice: self.notice.clone(),
            unsaved: self
                .unsaved
                .as_ref()
                .map(|problem| self.texts.format(&notice_unsaved(problem.clone()))),
        };
        self.cached = Some(screen.clone());
        screen
    }

    fn paint(&self, dark: bool) -> Paint<'_> {
        Paint {
            texts: &self.texts,
            dark,
            symbols: self.settings.symbols,
            thinking: self.thinking.as_ref().map(|t| Thinking {
                purpose: t.purpose,
                permille: t.running.permille(),
            }),
            flash: self.flash,
        }
    }

    fn body(&mut self, route: &Route, dark: bool) -> (String, Body) {
        let texts = &self.texts;
        match route {
            Route::Game => match &self.game {
                Some(game) => {
                    let mut body = game.body(&self.paint(dark));
                    if let Body::Game { model } = &mut body {
                        self.online_game_model(model);
                    }
                    (game.title(texts), body)
                }
                None => self.games(),
            },
            Route::PlayOnline => (
                texts.tr(&Label::OnlinePlay),
                Body::PlayOnline {
                    model: self.play_online_model(),
                },
            ),
            Route::Room => match self.room_model() {
                Some(model) => (model.room.clone(), Body::Room { model }),
                None => (
                    texts.tr(&Label::OnlinePlay),
                    Body::PlayOnline {
                        model: self.play_online_model(),
                    },
                ),
            },
            Route::NewGame {
                game: GameKind::DividedLoyalties,
            } => {
                let model = self.new_game(dark);
                (self.texts.tr(&Label::TitleNewGame), Body::NewGame { model })
            }
            Route::NewGame {
                game: GameKind::Discorder,
            } => (
                self.texts.tr(&Label::TitleNewGame),
                Body::NewDiscorder {
                    model: self.new_discorder(),
                },
            ),
            Route::NewGame {
                game: GameKind::ColorBrake,
            } => (
                self.texts.tr(&Label::TitleNewGame),
                Body::NewColorBrake {
                    model: self.new_color_brake(),
                },
            ),
            Route::Games => self.games(),
            Route::SavedGames => {
                let model = self.game_list(List::Saved, dark);
                (
                    self.texts.tr(&Label::TitleSavedGames),
                    Body::SavedGames { model },
                )
            }
            Route::History => {
                let model = self.game_list(List::History, dark);
                (self.texts.tr(&Label::TitleHistory), Body::History { model })
            }
            Route::Finished { .. } => match self.finished_model(dark) {
                Some((title, model)) => (title, Body::Finished { model }),
                None => self.games(),
            },
            Route::Replay { step, .. } => match self.replay_model(*step, dark) {
                Some(model) => (self.texts.tr(&Label::Replay), Body::Replay { model }),
                None => self.games(),
            },
            Route::Rules { game } => (
                self.texts.tr(&Label::TitleRules),
                Body::Rules {
                    model: self.rules(*game),
                },
            ),
            Route::Settings => (
                self.texts.tr(&Label::TitleSettings),
                Body::Settings {
                    model: self.settings_model(),
                },
            ),
            Route::Editor => match self.editor_model(dark) {
                Some(model) => (self.texts.tr(&Label::TitleEditor), Body::Editor { model }),
                None => self.games(),
            },
            Route::Received => match self.received_model(dark) {
                Some(model) => (model.question.clone(), Body::Received { model }),
                None => self.games(),
            },
        }
    }

    fn games(&self) -> (String, Body) {
        let texts = &self.texts;
        let card = |game, name: Label, about: Label| GameCard {
            game,
            name: texts.tr(&name),
            about: texts.tr(&about),
            new_game: Button::new(Control::NewGame { game }, texts.tr(&Label::NewGame)),
            rules: Button::new(Control::Rules { game }, texts.tr(&Label::Rules)),
            play_online: (game == GameKind::DividedLoyalties)
                .then(|| Button::new(Control::PlayOnline, texts.tr(&Label::OnlinePlay))),
        };
        let model = GamesModel {
            continue_game: self.game.as_ref().map(|game| {
                Button::new(
                    Control::Continue,
                    texts.format(&games_continue(&game.title(texts))),
                )
            }),
            games: vec![
                card(
                    GameKind::DividedLoyalties,
                    Label::AppName,
                    Label::GamesAboutDividedLoyalties,
                ),
                card(
                    GameKind::Discorder,
                    Label::DiscorderName,
                    Label::GamesAboutDiscorder,
                ),
                card(
                    GameKind::ColorBrake,
                    Label::ColorBrakeName,
                    Label::GamesAboutColorBrake,
                ),
            ],
            links: vec![
                Button::new(Control::SavedGames, texts.tr(&Label::SavedGames)),
                Button::new(Control::History, texts.tr(&Label::TitleHistory)),
                Button::new(Control::Settings, texts.tr(&Label::Settings)),
            ],
        };
        (texts.tr(&Label::GamesTitle), Body::Games { model })
    }

    fn new_game(&mut self, dark: bool) -> NewGameModel {
        let positions = lock(&self.store).store.positions();
        let positions = match positions {
            Ok(listing) => {
                for moved in &listing.moved_aside {
                    self.tell(&dl_app::l10n::moved_aside_text(moved));
                }
                listing.entries
            }
            Err(e) => {
                self.tell(&dl_app::l10n::store_text(&e));
                Vec::new()
            }
        };
        let choices = self.settings.new_game;
        let mut rename = None;
        let texts = &self.texts;
        let mut groups = vec![
            (Label::NewGameFourRounds, Vec::new()),
            (Label::NewGameThreeRounds, Vec::new()),
            (Label::NewGameMyPositions, Vec::new()),
        ];
        for entry in positions {
            let (group, key) = match &entry.source {
                PositionSource::Builtin(n) if *n <= 6 => (0, entry.position.slug()),
                PositionSource::Builtin(_) => (1, entry.position.slug()),
                PositionSource::Library(id) => (2, id.to_string()),
            };
            let drawing = position_drawing(&mut self.drawings, &key, &entry.position, dark);
            let mut actions = vec![Button::new(
                Control::EditPosition {
                    key: key.clone(),
                    replace: false,
                },
                texts.tr(&Label::EditCopy),
            )];
            if group == 2 {
                if let Some((id, typed)) = &self.renaming {
                    if *id == key {
                        rename = Some(RenameModel {
                            title: texts.tr(&Label::Rename),
                            field: Field::PositionName { id: id.clone() },
                            label: texts.tr(&Label::EditorName),
                            text: typed
                                .clone()
                                .unwrap_or_else(|| entry.position.name().to_owned()),
                            save: Button::new(Control::RenameSave, texts.tr(&Label::Save)),
                            cancel: Button::new(Control::RenameCancel, texts.tr(&Label::Cancel)),
                        });
                    }
                }
                actions.extend([
                    Button::new(
                        Control::EditPosition {
                            key: key.clone(),
                            replace: true,
                        },
                        texts.tr(&Label::TitleEditor),
                    ),
                    Button::new(
                        Control::RenamePosition { id: key.clone() },
                        texts.tr(&Label::Rename),
                    ),
                    Button::new(
                        Control::DuplicatePosition { id: key.clone() },
                        texts.tr(&Label::Duplicate),
                    ),
                    Button::new(
                        Control::DeletePosition { id: key.clone() },
                        texts.tr(&Label::Delete),
                    ),
                ]);
            }
            if let Some((_, list)) = groups.get_mut(group) {
                list.push(PositionChoice {
                    actions,
                    button: Button::new(
                        Control::StartPosition { key },
                        entry.position.name().to_owned(),
                    ),
                    size: texts.format(&screen::new_game_size(
                        entry.position.width(),
                        entry.position.height(),
                    )),
                    drawing,
                });
            }
        }
        let opponent = [None, Some(Side::Second), Some(Side::First)]
            .into_iter()
            .map(|computer| Choice {
                button: Button::new(
                    Control::Opponent { computer },
                    match computer {
                        None => texts.tr(&Label::NewGameTwoPlayers),
                        Some(side) => texts.format(&new_game_you_play_side(side.other().player())),
                    },
                ),
                selected: choices.computer == computer,
            })
            .collect();
        let level = Level::ALL
            .into_iter()
            .map(|level| Choice {
                button: Button::new(
                    Control::Level { level },
                    crate::games::divided::level_label(texts, level),
                )
                .enabled(choices.computer.is_some()),
                selected: choices.level == level,
            })
            .collect();
        let rounds = [None, Some(4), Some(3)]
            .into_iter()
            .map(|rounds: Option<u8>| Choice {
                button: Button::new(
                    Control::Rounds {
                        rounds: rounds.map(u32::from),
                    },
                    match rounds {
                        None => texts.tr(&Label::NewGameDefaultRounds),
                        Some(n) => texts.format(&screen::new_game_rounds(n)),
                    },
                ),
                selected: choices.rounds == rounds,
            })
            .collect();
        NewGameModel {
            opponent,
            level,
            rounds,
            groups: groups
                .into_iter()
                .filter(|(_, list)| !list.is_empty())
                .map(|(title, positions)| PositionGroup {
                    title: texts.tr(&title),
                    positions,
                })
                .collect(),
            new_position: Button::new(
                Control::NewPosition {
                    width: NEW_POSITION_SIDE,
                    height: NEW_POSITION_SIDE,
                },
                texts.tr(&Label::NewPosition),
            ),
            open_file: Button::new(
                Control::OpenPositionFile,
                texts.tr(&Label::OpenPositionFile),
            ),
            rename,
        }
    }

    /// Starts a game of Divided Loyalties on a built-in (by slug or number) or one of the
    /// player's positions (by id), against the opponent chosen.
    pub(crate) fn start_position(&mut self, key: &str) {
        let Some(position) = self.position_of(key) else {
            return;
        };
        let choices = self.settings.new_game;
        let rounds = choices
            .rounds
            .and_then(|r| dl_core::Rounds::new(u64::from(r)).ok())
            .unwrap_or_else(|| position.default_rounds());
        let mut session = Session::for_position(position, rounds);
        if let Some(side) = choices.computer {
            let opponent = dl_core::opponent::Opponent {
                side: side.player(),
                level: choices.level.core(),
            };
            self.tickets += 1;
            session.set_opponent(Some(opponent), self.tickets);
        }
        self.start_game(Box::new(Divided::new(session)));
    }

    fn game_list(&mut self, list: List, dark: bool) -> GameListModel {
        let rows = self.list(list, dark);
        let texts = &self.texts;
        let empty = rows.is_empty().then(|| {
            texts.tr(&match list {
                List::Saved => Label::SavedNone,
                List::History => Label::SavedHistoryNone,
            })
        });
        GameListModel {
            rows: rows
                .into_iter()
                .map(|(entry, drawing)| row(texts, list, entry, drawing))
                .collect(),
            empty,
        }
    }

    fn finished_model(&self, dark: bool) -> Option<(String, FinishedModel)> {
        let finished = self.finished.as_ref()?;
        let game = crate::games::from_loaded(finished.game.clone())?;
        let summary = finished.game.as_ref().summary();
        let texts = &self.texts;
        let lines = entry_lines(summary.kind, summary.turn, summary.scores, summary.progress);
        Some((
            game.title(texts),
            FinishedModel {
                game: game.kind(),
                board: game.board(&self.paint(dark)),
                result: lines.last().map(|l| texts.format(l)).unwrap_or_default(),
                scores: lines.first().map(|l| texts.format(l)).unwrap_or_default(),
                buttons: vec![
                    Button::new(Control::Replay, texts.tr(&Label::Replay)),
                    Button::new(
                        Control::DeleteFinished {
                            id: finished.id.clone(),
                        },
                        texts.tr(&Label::Delete),
                    ),
                ],
            },
        ))
    }

    fn replay_model(&self, step: u32, dark: bool) -> Option<ReplayModel> {
        let replay = self.finished.as_ref()?.replay.as_ref()?;
        let last = u32::try_from(replay.len().saturating_sub(1)).unwrap_or(u32::MAX);
        let at = step.min(last);
        let game = crate::games::from_loaded(replay.at(usize::try_from(at).ok()?)?)?;
        let texts = &self.texts;
        let button = |step, label: Label, enabled| {
            Button::new(Control::ReplayStep { step }, texts.tr(&label)).enabled(enabled)
        };
        use crate::input::ReplayMove;
        Some(ReplayModel {
            game: game.kind(),
            board: game.board(&self.paint(dark)),
            step: texts.format(&screen::replay_step(at, last)),
            at,
            last,
            buttons: vec![
                button(ReplayMove::Start, Label::ReplayStart, at > 0),
                button(ReplayMove::Back, Label::ReplayBack, at > 0),
                button(ReplayMove::Forward, Label::ReplayForward, at < last),
                button(ReplayMove::End, Label::ReplayEnd, at < last),
            ],
        })
    }

    fn rules(&self, game: GameKind) -> RulesModel {
        let texts = &self.texts;
        let sections = match game {
            GameKind::DividedLoyalties => texts
                .rules()
                .into_iter()
                .map(|s| RulesSection {
                    title: s.title,
                    text: s.paragraphs.join("\n\n"),
                })
                .collect(),
            GameKind::Discorder => plain_rules(texts, Label::DiscorderName, discorder_rules()),
            GameKind::ColorBrake => plain_rules(texts, Label::ColorBrakeName, color_brake_rules()),
        };
        RulesModel { game, sections }
    }

    fn settings_model(&self) -> SettingsModel {
        let texts = &self.texts;
        let mut languages = vec![Choice {
            button: Button::new(
                Control::Language { tag: None },
                texts.tr(&Label::SettingsLanguageSystem),
            ),
            selected: self.settings.language.is_none(),
        }];
        languages.extend(Language::ALL.iter().map(|language| Choice {
            button: Button::new(
                Control::Language {
                    tag: Some(language.tag().to_owned()),
                },
                language.autonym().to_owned(),
            ),
            selected: self.settings.language.as_deref() == Some(language.tag()),
        }));
        let theme = |theme, label: Label| Choice {
            button: Button::new(Control::Theme { theme }, texts.tr(&label)),
            selected: self.settings.theme == theme,
        };
        SettingsModel {
            language_title: texts.tr(&Label::SettingsLanguage),
            languages,
            theme_title: texts.tr(&Label::SettingsTheme),
            themes: vec![
                theme(ThemeChoice::System, Label::SettingsThemeSystem),
                theme(ThemeChoice::Light, Label::SettingsThemeLight),
                theme(ThemeChoice::Dark, Label::SettingsThemeDark),
            ],
            symbols: Choice {
                button: Button::new(
                    Control::Symbols {
                        on: !self.settings.symbols,
                    },
                    texts.tr(&Label::SettingsSymbols),
                ),
                selected: self.settings.symbols,
            },
            haptics: Choice {
                button: Button::new(
                    Control::Haptics {
                        on: !self.settings.haptics,
                    },
                    texts.tr(&Label::SettingsHaptics),
                ),
                selected: self.settings.haptics,
            },
        }
    }

    fn prompt(&self) -> Option<Prompt> {
        let (serial, asking) = self.asking.as_ref()?;
        let texts = &self.texts;
        let (title, message, confirm) = match asking {
            Asking::Game(GamePrompt::DotStoneReturn) => (
                Label::DialogDotStoneTitle.text(),
                self.dot_stone_question()?,
                Label::EndTurnAnyway,
            ),
            Asking::Agreement(player) => (
                Label::DialogAgreeTitle.text(),
                screen::dialog_agree_player(*player),
                Label::EndGame,
            ),
            Asking::DeleteSaved(_) | Asking::DeleteFinished(_) => (
                Label::DialogDeleteGameTitle.text(),
                Label::DialogDeleteBody.text(),
                Label::Delete,
            ),
            Asking::OpenReceived => (
                Label::DialogOpenGameTitle.text(),
                self.open_over_text(),
                Label::Open,
            ),
            Asking::DeletePosition(id) => (
                screen::dialog_delete_position(&self.position_name(id)),
                Label::DialogDeleteBody.text(),
                Label::Delete,
            ),
            Asking::LeaveEditor => (
                Label::EditorLeaveTitle.text(),
                Label::EditorLeaveBody.text(),
                Label::Ok,
            ),
        };
        Some(Prompt {
            serial: *serial,
            title: texts.format(&title),
            message: texts.format(&message),
            confirm: texts.tr(&confirm),
            cancel: texts.tr(&Label::Cancel),
        })
    }

    /// The name of one of the player's positions, or its id when it cannot be read.
    fn position_name(&self, id: &str) -> String {
        lock(&self.store)
            .store
            .library_position(id)
            .map_or_else(|_| id.to_owned(), |p| p.name().to_owned())
    }

    /// "The stone on the dot at column 5, row 2 … End the turn anyway?" (R4.3).
    fn dot_stone_question(&self) -> Option<Text> {
        let game = self.game.as_ref()?;
        let snapshot = game.snapshot();
        let dl_app::store::LoadedGame::DividedLoyalties(session) = &snapshot else {
            return None;
        };
        let cell = session.game().dot_stone_to_return()?;
        Some(Message::ConfirmDotStoneReturn { cell }.text())
    }
}

/// A row of a list of games.
fn row(
    texts: &dl_app::l10n::Localizer,
    list: List,
    entry: GameEntry,
    drawing: MiniBoard,
) -> GameRow {
    let summary = &entry.summary;
    let game = GameKind::from(summary.kind);
    let title = match (&summary.position, game) {
        (Some(position), _) => position.name.clone(),
        (None, GameKind::Discorder) => texts.tr(&Label::DiscorderName),
        (None, _) => texts.tr(&Label::ColorBrakeName),
    };
    let id = entry.id.to_string();
    let (open, delete) = match list {
        List::Saved => (
            Control::OpenSaved { id: id.clone() },
            Control::DeleteSaved { id: id.clone() },
        ),
        List::History => (
            Control::OpenFinished { id: id.clone() },
            Control::DeleteFinished { id: id.clone() },
        ),
    };
    GameRow {
        id,
        game,
        title,
        lines: entry_lines(summary.kind, summary.turn, summary.scores, summary.progress)
            .iter()
            .map(|l| texts.format(l))
            .collect(),
        drawing,
        open: Button::new(open, texts.tr(&Label::Open)),
        delete: Button::new(delete, texts.tr(&Label::Delete)),
    }
}

/// The rules of a game written as numbered paragraphs, as one section.
fn plain_rules(
    texts: &dl_app::l10n::Localizer,
    name: Label,
    paragraphs: Vec<Text>,
) -> Vec<RulesSection> {
    vec![RulesSection {
        title: texts.tr(&name),
        text: paragraphs
            .iter()
            .map(|p| texts.format(p))
            .collect::<Vec<_>>()
            .join("\n\n"),
    }]
}

/// The small drawing of a position to start on, kept by its key.
fn position_drawing(
    drawings: &mut super::lists::Drawings,
    key: &str,
    position: &Arc<Position>,
    dark: bool,
) -> MiniBoard {
    drawings
        .entry((format!("position:{key}"), dark))
        .or_insert_with(|| {
            let session = Session::for_position(Arc::clone(position), position.default_rounds());
            Divided::new(session).drawing(dark)
        })
        .clone()
}
