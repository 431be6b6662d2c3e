//! The three games behind one trait: whatever the game, the app sends it touches, cell
//! actions and controls, takes its events (one envelope), asks it for the computer's work,
//! writes its snapshot (one saved-game envelope, the store's [`LoadedGame`]) and paints its
//! screen.

pub(crate) mod color_brake;
pub(crate) mod discorder;
pub(crate) mod divided;

use std::sync::atomic::{AtomicBool, AtomicU32};

use dl_app::l10n::{Localizer, Text};
use dl_app::store::LoadedGame;

use crate::effect::{HapticKind, ShareItem};
use crate::input::{CellAction, Control};
use crate::launch::Budget;
use crate::screen::{Body, GameBoard, MiniBoard};
use crate::tap::TapClassifier;
use crate::vocabulary::GameKind;

/// What the app needs to paint a game's screen.
pub(crate) struct Paint<'a> {
    /// The player's language.
    pub texts: &'a Localizer,
    /// Dark board.
    pub dark: bool,
    /// Colour-blind symbols on.
    pub symbols: bool,
    /// The computer is thinking about this game, this far (0–1000).
    pub thinking: Option<Thinking>,
    /// The cell that flashes for the last refusal, with its serial.
    pub flash: Option<crate::screen::Flash>,
}

/// What the computer is thinking about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Thinking {
    /// Its own move or the player's hint.
    pub purpose: Purpose,
    /// How far, 0–1000.
    pub permille: u32,
}

/// Why the computer thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Purpose {
    /// Its own turn.
    Move,
    /// The hint for the player to move.
    Hint,
}

/// What an action of the player did.
#[derive(Debug)]
pub(crate) enum Played {
    /// It changed the game (or the selection); events tell the rest.
    Done,
    /// It was refused: the status line says why; the cell, if any, flashes.
    Refused {
        /// The cell to flash.
        cell: Option<(u32, u32)>,
    },
    /// It needs the player's confirmation first.
    Ask(GamePrompt),
    /// It was not an action of this game (a control of another screen).
    NotMine,
}

/// A question a game asks before it acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GamePrompt {
    /// Ending the turn takes this turn's dot stone back (R4.3).
    DotStoneReturn,
}

/// One event of a game, for the screen reader and the hand.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct GameEvent {
    /// What happened, to announce.
    pub text: Text,
    /// The vibration that goes with it.
    pub haptic: Option<HapticKind>,
}

/// The computer's work, done on the thinker's thread: it stops early when the flag is raised
/// and reports its progress in permille.
pub(crate) type ComputerJob =
    Box<dyn FnOnce(&AtomicBool, &AtomicU32) -> Option<ComputerAnswer> + Send>;

/// What the computer found, for the game that asked.
#[derive(Debug)]
pub(crate) enum ComputerAnswer {
    /// A whole turn of Divided Loyalties, for the revision it was computed on.
    DividedLoyalties(dl_core::session::ComputedTurn),
    /// Discorder: the session after the computer's action (D2, D3: its events are the
    /// action's), for the revision it was computed on; it replaces the game only when the game
    /// is still at that revision.
    Discorder {
        /// The game's revision when the computer started.
        revision: u64,
        /// The session with the computer's action played.
        played: Box<dl_discorder::Session>,
    },
    /// Color Brake ABAB: the computer's action (C2–C6), for the revision it was computed on.
    ColorBrake {
        /// The game's revision when the computer started.
        revision: u64,
        /// The action.
        action: dl_color_brake::Action,
    },
}

/// A game of any of the three.
pub(crate) trait PlayedGame: Send {
    /// Which game.
    fn kind(&self) -> GameKind;
    /// Moves whenever something a saved game keeps has changed.
    fn revision(&self) -> u64;
    /// The game for the store's writer.
    fn snapshot(&self) -> LoadedGame;
    /// Whether the computer is to move now.
    fn computer_to_move(&self) -> bool;
    /// A touch on the board in cell units.
    fn touch(&mut self, x: f32, y: f32, at_ms: u64, taps: &mut TapClassifier) -> Played;
    /// An action on a cell.
    fn cell(&mut self, x: u32, y: u32, action: CellAction) -> Played;
    /// A control of the game screen.
    fn press(&mut self, control: &Control) -> Played;
    /// The confirmed answer to the game's own question.
    fn confirm(&mut self, prompt: GamePrompt) -> Played;
    /// The player answered no to the game's own question.
    fn keep_asking(&mut self, prompt: GamePrompt);
    /// Takes back the last action of the player (R11), with the computer's reply before it.
    fn undo(&mut self) -> Played;
    /// Ends the game by agreement, both players having agreed (R8).
    fn agree_end(&mut self) -> Played;
    /// Whether ending by agreement is offered now.
    fn can_agree_end(&self) -> bool;
    /// The events since the last call.
    fn take_events(&mut self) -> Vec<GameEvent>;
    /// The computer's work for `purpose`, if there is any to do now.
    fn computer_job(&self, purpose: Purpose, budget: Budget) -> Option<ComputerJob>;
    /// Plays (or shows, for a hint) what the computer found; refused when the game moved on.
    fn computer_found(&mut self, purpose: Purpose, answer: ComputerAnswer) -> Played;
    /// A new game on the same position against the same opponent.
    fn rematch(&self) -> Box<dyn PlayedGame>;
    /// The title bar's text.
    fn title(&self, texts: &Localizer) -> String;
    /// The screen.
    fn body(&self, paint: &Paint<'_>) -> Body;
    /// The board alone, read-only (a finished game, a replay).
    fn board(&self, paint: &Paint<'_>) -> GameBoard;
    /// The small drawing of a list's row or a preview.
    fn drawing(&self, dark: bool) -> MiniBoard;
    /// Whether the screen shows information one player may not see (Color Brake ABAB's hand,
    /// C2): the app then asks the OS to cover its picture in the app switcher.
    fn hides_information(&self) -> bool {
        false
    }
    /// The game of Divided Loyalties under the session, for online play (issue 23); `None`
    /// for the other games.
    fn core_game(&self) -> Option<&dl_core::Game> {
        None
    }
    /// The other player's moves received online (issue 23, R4, R11): `undone` of their
    /// actions taken back, then `actions`, each with the same events as a local one. False
    /// when the game refused one (it is then replaced by the room's game).
    fn remote_moves(&mut self, _undone: usize, _actions: &[dl_core::Action]) -> bool {
        false
    }
    /// What a share control shares.
    fn share(
        &self,
        control: &Control,
        texts: &Localizer,
        dark: bool,
    ) -> Result<Vec<ShareItem>, Text>;
}

/// The game a snapshot of the store holds, ready to play.
pub(crate) fn from_loaded(game: LoadedGame) -> Option<Box<dyn PlayedGame>> {
    match game {
        LoadedGame::DividedLoyalties(session) => Some(Box::new(divided::Divided::new(*session))),
        LoadedGame::Discorder(session) => Some(Box::new(discorder::Discorder::new(*session))),
        LoadedGame::ColorBrake(session) => Some(Box::new(color_brake::ColorBrake::new(*session))),
    }
}

/// "The game is not over yet: there is no result to share."
pub(crate) fn not_over_text() -> Text {
    let not_over = dl_app::share::ShareError::GameNotOver;
    dl_app::l10n::error_text(not_over.code(), &Default::default())
}

/// A seed nobody can foresee, for a new game's deal (C2, C7) or a random starter (D1): the
/// standard library's per-process random keys over the time and a counter.
pub(crate) fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(COUNT.fetch_add(1, Ordering::Relaxed));
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    hasher.write_u128(nanos);
    hasher.finish()
}
