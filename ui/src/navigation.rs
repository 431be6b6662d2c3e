//! Which screen is on top, with the screens under it: a stack that back pops, kept in the
//! app's state file so that a killed app opens where it was.

use serde::{Deserialize, Serialize};

use crate::vocabulary::GameKind;

/// A screen of SCREENS.md, as the stack keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "route", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Route {
    /// The game chooser.
    Games,
    /// A game's new-game screen.
    NewGame {
        /// Which game.
        game: GameKind,
    },
    /// The current game.
    Game,
    /// The unfinished games.
    SavedGames,
    /// The finished games.
    History,
    /// One finished game.
    Finished {
        /// Its id in the history.
        id: String,
    },
    /// A finished game, move by move.
    Replay {
        /// Its id in the history.
        id: String,
        /// The state shown, 0 for the empty board.
        step: u32,
    },
    /// A game's rules.
    Rules {
        /// Which game.
        game: GameKind,
    },
    /// The settings.
    Settings,
    /// The position editor.
    Editor,
    /// What arrived, before it is opened (not kept across a kill: the OS gives it again).
    Received,
    /// "Play online": name and room (issue 23).
    PlayOnline,
    /// The room joined (not kept across a kill: the link is gone with the process).
    Room,
}

/// The most screens the stack keeps; opening one more drops the oldest above the first.
const MAX_DEPTH: usize = 16;

/// The stack of screens; never empty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Navigation {
    stack: Vec<Route>,
}

impl Navigation {
    /// A stack of `routes`, bottom first; the game chooser alone when empty.
    pub(crate) fn of(routes: Vec<Route>) -> Navigation {
        let mut stack: Vec<Route> = routes
            .into_iter()
            .filter(|r| !matches!(r, Route::Received | Route::Room))
            .take(MAX_DEPTH)
            .collect();
        if stack.is_empty() {
            stack.push(Route::Games);
        }
        Navigation { stack }
    }

    /// The screen on top.
    pub(crate) fn top(&self) -> &Route {
        const FIRST: Route = Route::Games;
        self.stack.last().unwrap_or(&FIRST)
    }

    /// The stack, bottom first.
    pub(crate) fn routes(&self) -> &[Route] {
        &self.stack
    }

    /// Shows `route`: when it is already on the stack, the screens above it go; otherwise it
    /// goes on top.
    pub(crate) fn open(&mut self, route: Route) {
        if let Some(at) = self.stack.iter().position(|r| *r == route) {
            self.stack.truncate(at + 1);
            return;
        }
        if self.stack.len() >= MAX_DEPTH {
            self.stack.remove(1);
        }
        self.stack.push(route);
    }

    /// Replaces the screen on top with `route` (a step of the replay, a game that replaced
    /// the new-game screen).
    pub(crate) fn replace_top(&mut self, route: Route) {
        self.stack.pop();
        self.open(route);
    }

    /// Leaves the screen on top; false on the first screen.
    pub(crate) fn back(&mut self) -> bool {
        if self.stack.len() <= 1 {
            return false;
        }
        self.stack.pop();
        true
    }

    /// Whether back leaves the top screen.
    pub(crate) fn can_go_back(&self) -> bool {
        self.stack.len() > 1
    }

    /// Removes every screen `gone` says no longer exists (a deleted game), keeping at least
    /// the game chooser.
    pub(crate) fn forget(&mut self, gone: impl Fn(&Route) -> bool) {
        self.stack.retain(|r| !gone(r));
        if self.stack.is_empty() {
            self.stack.push(Route::Games);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_pushes_and_back_pops_down_to_the_first_screen() {
        let mut nav = Navigation::of(Vec::new());
        assert_eq!(nav.top(), &Route::Games);
        assert!(!nav.can_go_back());
        nav.open(Route::Game);
        nav.open(Route::SavedGames);
        assert_eq!(
            nav.routes(),
            &[Route::Games, Route::Game, Route::SavedGames]
        );
        assert!(nav.back());
        assert!(nav.back());
        assert!(!nav.back());
        assert_eq!(nav.top(), &Route::Games);
    }

    #[test]
    fn opening_a_screen_already_on_the_stack_returns_to_it() {
        let mut nav = Navigation::of(vec![Route::Games, Route::Game, Route::Settings]);
        nav.open(Route::Game);
        assert_eq!(nav.routes(), &[Route::Games, Route::Game]);
    }

    #[test]
    fn the_stack_is_bounded_and_a_received_preview_is_not_restored() {
        let mut nav = Navigation::of(vec![Route::Games, Route::Received]);
        assert_eq!(nav.routes(), &[Route::Games]);
        for step in 0..40 {
            nav.open(Route::Replay {
                id: "1".into(),
                step,
            });
        }
        assert_eq!(nav.routes().len(), MAX_DEPTH);
        assert_eq!(nav.routes()[0], Route::Games);
    }

    #[test]
    fn forget_removes_gone_screens_and_keeps_a_first_one() {
        let mut nav = Navigation::of(vec![Route::Finished { id: "9".into() }]);
        nav.forget(|r| matches!(r, Route::Finished { .. }));
        assert_eq!(nav.routes(), &[Route::Games]);
    }
}
