//! What only the terminal keeps: the keyboard's cursor on the board, the focused item, the
//! open menu, a line being typed, what the last frame drew where (for the mouse), and what
//! sharing wrote. Everything else — what the screen shows and what an input means — is the
//! app's.

use std::time::Instant;

use dl_app::l10n::terminal::TerminalLabel;
use dl_app::l10n::{negotiate, Label, Language, Localizer};
use dl_ui::{Answer, Control, Field, Route};
use ratatui::layout::Rect;

use super::paint::geometry::BoardGeometry;

/// What a click on a drawn rectangle does.
#[derive(Clone, Debug, PartialEq)]
pub enum Hit {
    /// Presses a control.
    Press(Control),
    /// Answers the prompt with this serial.
    Answer(u64, Answer),
    /// Closes the information box.
    CloseInfo,
}

/// Lines shown in a box over the screen until a key is pressed (what sharing wrote, a link to
/// open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info {
    /// The box's title.
    pub title: String,
    /// Its lines.
    pub lines: Vec<String>,
}

/// The terminal's own state.
pub struct Local {
    /// The keyboard's cell on the board or the editor's grid.
    pub cursor: (u32, u32),
    /// Whether the cursor was put on this screen's board yet (it starts in the middle).
    pub cursor_placed: bool,
    /// The focused item of a list screen, the game's menu or the editor's controls, as an
    /// index among the focusable ones.
    pub focus: usize,
    /// The first line shown of a list screen that scrolls (the rules).
    pub scroll: usize,
    /// Whether the game's menu is open.
    pub menu: bool,
    /// In the editor: whether the keys move on the controls (else on the grid).
    pub on_controls: bool,
    /// A text being typed (the position's name in the editor), with what it started as.
    pub typing: Option<String>,
    /// The field being typed in: the editor's name, or one of online play's, which the app
    /// is told of at each key (issue 23).
    pub field: Field,
    /// The text typed is the path of a file to open: the app asked for a file
    /// (`Effect::PickFile`), which a terminal picks by its path.
    pub picking: bool,
    /// The box over the screen, if one is open.
    pub info: Option<Info>,
    /// Whether a hidden hand must stay hidden (the app asked to cover the screen).
    pub covered: bool,
    /// The route of the last frame: the focus and scroll start again on another screen.
    pub route: Option<Route>,
    /// The last notice answered with a key, so that it is dismissed once.
    pub dismissed: Option<u64>,
    /// What the last frame drew where.
    pub hits: Vec<(Rect, Hit)>,
    /// Where the last frame drew the board or the editor's grid.
    pub board: Option<BoardGeometry>,
    /// The number of rows the last frame gave a list screen (a page of PgUp / PgDn).
    pub page: usize,
    /// Lines to print after the terminal is restored (links to copy).
    pub printed: Vec<String>,
    /// Whether the player asked to quit.
    pub quit: bool,
    /// When the terminal started: touches carry milliseconds since then.
    started: Instant,
    /// The terminal's own few words, in the screen's language.
    pub words: Words,
    /// The localizer of the screen's language.
    texts: Localizer,
}

/// The terminal's own few words (key names, its buttons), in the screen's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// “Menu”.
    pub menu: String,
    /// “Quit”.
    pub quit: String,
    /// “OK”.
    pub ok: String,
    /// “Cancel”.
    pub cancel: String,
    /// “Press any key.”
    pub any_key: String,
    /// The enter key's name.
    pub enter: String,
    /// The escape key's name.
    pub esc: String,
    /// The space bar's name.
    pub space: String,
    /// The save shortcut's name.
    pub save: String,
    /// The tab key's name.
    pub tab: String,
    /// How to choose a colour with the keys.
    pub colour_keys: String,
    /// “Paint”, the editor's brush stroke.
    pub paint: String,
}

impl Words {
    /// The words in the language of `texts`.
    pub fn of(texts: &Localizer) -> Words {
        Words {
            menu: texts.tr(&Label::Menu),
            quit: texts.tr(&TerminalLabel::Quit),
            ok: texts.tr(&Label::Ok),
            cancel: texts.tr(&Label::Cancel),
            any_key: texts.tr(&TerminalLabel::AnyKey),
            enter: texts.tr(&TerminalLabel::KeyEnter),
            esc: texts.tr(&TerminalLabel::KeyEsc),
            space: texts.tr(&TerminalLabel::KeySpace),
            save: texts.tr(&TerminalLabel::KeySave),
            tab: texts.tr(&TerminalLabel::KeyTab),
            colour_keys: texts.tr(&TerminalLabel::ColourKeys),
            paint: texts.tr(&TerminalLabel::EditorPaint),
        }
    }
}

impl Local {
    /// The terminal's state at start, its words in `language`.
    pub fn new(language: &str) -> Local {
        let texts = Localizer::for_language(negotiate(&[language.to_owned()]));
        Local {
            cursor: (0, 0),
            cursor_placed: false,
            focus: 0,
            scroll: 0,
            menu: false,
            on_controls: false,
            typing: None,
            field: Field::EditorName,
            picking: false,
            info: None,
            covered: false,
            route: None,
            dismissed: None,
            hits: Vec::new(),
            board: None,
            page: 10,
            printed: Vec::new(),
            quit: false,
            started: Instant::now(),
            words: Words::of(&texts),
            texts,
        }
    }

    /// Milliseconds since the terminal started, the clock of touches.
    pub fn now_ms(&self) -> u64 {
        u64::try_from(self.started.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Follows the screen's language `tag`: the terminal's own words are in it from now on.
    pub fn follow_language(&mut self, tag: &str) {
        let language: Language = negotiate(&[tag.to_owned()]);
        if self.texts.language() != language {
            self.texts = Localizer::for_language(language);
            self.words = Words::of(&self.texts);
        }
    }

    /// The localizer of the screen's language (for the terminal's own sentences).
    pub fn texts(&self) -> &Localizer {
        &self.texts
    }

    /// Starts again on a new screen: focus, scroll, menu and typing are the old screen's.
    pub fn entered(&mut self, route: &Route) {
        if self.route.as_ref() != Some(route) {
            self.route = Some(route.clone());
            self.focus = 0;
            self.scroll = 0;
            self.menu = false;
            self.on_controls = false;
            self.typing = None;
            self.picking = false;
            self.cursor_placed = false;
        }
    }

    /// Keeps the cursor on a `width` × `height` board, in its middle the first time.
    pub fn place_cursor(&mut self, width: u32, height: u32) {
        let (width, height) = (width.max(1), height.max(1));
        if !self.cursor_placed {
            self.cursor_placed = true;
            self.cursor = (width / 2, height / 2);
        }
        self.cursor = (self.cursor.0.min(width - 1), self.cursor.1.min(height - 1));
    }

    /// What a click at `(col, row)` does, topmost first.
    pub fn hit(&self, col: u16, row: u16) -> Option<&Hit> {
        self.hits
            .iter()
            .rev()
            .find(|(r, _)| col >= r.x && col < r.x + r.width && row >= r.y && row < r.y + r.height)
            .map(|(_, hit)| hit)
    }
}
