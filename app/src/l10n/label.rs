//! The texts without arguments that the screens show: buttons, menus, screen titles,
//! dialogs, the panel's headings, the new-game screen's groups, settings, the editor's tools
//! and accessibility words. Texts with arguments are built by the functions of
//! [`super::screen`].

/// An enum of texts without arguments, each variant with its catalog message id: `ALL`, `id()`
/// and [`Localize`].
macro_rules! labels {
    ($(#[$enum_doc:meta])* $name:ident { $($(#[$doc:meta])* $variant:ident => $id:literal,)* }) => {
        $(#[$enum_doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$doc])* $variant,)*
        }

        impl $name {
            /// Every label.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The catalog message id.
            pub fn id(self) -> &'static str {
                match self {
                    $($name::$variant => $id,)*
                }
            }
        }

        impl $crate::l10n::Localize for $name {
            fn text(&self) -> $crate::l10n::Text {
                $crate::l10n::Text::new(self.id())
            }
        }
    };
}

pub(super) use labels;

labels! {
    /// A text of the screens without arguments; [`Label::id`] is its catalog message id.
    Label {
        /// “Undo” (`button-undo`).
        Undo => "button-undo",
        /// “Redo” (`button-redo`).
        Redo => "button-redo",
        /// “End turn” (`button-end-turn`).
        EndTurn => "button-end-turn",
        /// “Menu” (`button-menu`).
        Menu => "button-menu",
        /// “Back” (`button-back`): the title bar's back arrow, read by the screen reader.
        Back => "button-back",
        /// “Share…” (`button-share`).
        Share => "button-share",
        /// “Share position” (`button-share-position`).
        SharePosition => "button-share-position",
        /// “Share position as CSV” (`button-share-position-csv`).
        SharePositionCsv => "button-share-position-csv",
        /// “Share picture” (`button-share-picture`).
        SharePicture => "button-share-picture",
        /// “Share game” (`button-share-game`).
        ShareGame => "button-share-game",
        /// “Share game link” (`button-share-game-link`).
        ShareGameLink => "button-share-game-link",
        /// “Share result” (`button-share-result`).
        ShareResult => "button-share-result",
        /// “End by agreement” (`button-end-by-agreement`).
        EndByAgreement => "button-end-by-agreement",
        /// “New game” (`button-new-game`).
        NewGame => "button-new-game",
        /// “Saved games” (`button-saved-games`).
        SavedGames => "button-saved-games",
        /// “Rules” (`button-rules`).
        Rules => "button-rules",
        /// “Settings” (`button-settings`).
        Settings => "button-settings",
        /// “Open link” (`button-open-link`).
        OpenLink => "button-open-link",
        /// “Open a position file…” (`button-open-position-file`).
        OpenPositionFile => "button-open-position-file",
        /// “Rematch” (`button-rematch`).
        Rematch => "button-rematch",
        /// “Cancel” (`button-cancel`).
        Cancel => "button-cancel",
        /// “OK” (`button-ok`).
        Ok => "button-ok",
        /// “Close” (`button-close`).
        Close => "button-close",
        /// “Open” (`button-open`).
        Open => "button-open",
        /// “Delete” (`button-delete`).
        Delete => "button-delete",
        /// “Rename” (`button-rename`).
        Rename => "button-rename",
        /// “Duplicate” (`button-duplicate`).
        Duplicate => "button-duplicate",
        /// “Save” (`button-save`).
        Save => "button-save",
        /// “Test play” (`button-test-play`).
        TestPlay => "button-test-play",
        /// “New position” (`button-new-position`).
        NewPosition => "button-new-position",
        /// “Edit a copy” (`button-edit-copy`).
        EditCopy => "button-edit-copy",
        /// “The full rule sheet” (`button-full-rules`).
        FullRules => "button-full-rules",
        /// “End the turn” (`button-end-turn-anyway`).
        EndTurnAnyway => "button-end-turn-anyway",
        /// “End the game” (`button-end-game`).
        EndGame => "button-end-game",
        /// “New game” (`title-new-game`).
        TitleNewGame => "title-new-game",
        /// “Saved games” (`title-saved-games`).
        TitleSavedGames => "title-saved-games",
        /// “Finished games” (`title-history`).
        TitleHistory => "title-history",
        /// “Rules” (`title-rules`).
        TitleRules => "title-rules",
        /// “Settings” (`title-settings`).
        TitleSettings => "title-settings",
        /// “Position editor” (`title-editor`).
        TitleEditor => "title-editor",
        /// “Leave the editor?” (`editor-leave-title`).
        EditorLeaveTitle => "editor-leave-title",
        /// “The changes since the last save will be lost.” (`editor-leave-body`).
        EditorLeaveBody => "editor-leave-body",
        /// “My positions” (`title-my-positions`).
        TitleMyPositions => "title-my-positions",
        /// “Share” (`title-share`).
        TitleShare => "title-share",
        /// “End the turn?” (`dialog-dot-stone-title`).
        DialogDotStoneTitle => "dialog-dot-stone-title",
        /// “End the game now?” (`dialog-agree-title`).
        DialogAgreeTitle => "dialog-agree-title",
        /// “Do both players agree to end the game now? The scores as they stand decide.” (`dialog-agree-body`).
        DialogAgreeBody => "dialog-agree-body",
        /// “Delete this saved game?” (`dialog-delete-game-title`).
        DialogDeleteGameTitle => "dialog-delete-game-title",
        /// “This cannot be undone.” (`dialog-delete-body`).
        DialogDeleteBody => "dialog-delete-body",
        /// “Open this game?” (`dialog-open-game-title`).
        DialogOpenGameTitle => "dialog-open-game-title",
        /// “Open this position?” (`dialog-open-position-title`).
        DialogOpenPositionTitle => "dialog-open-position-title",
        /// “Your unfinished game stays in Saved games.” (`dialog-open-body`).
        DialogOpenBody => "dialog-open-body",
        /// “The game is over” (`panel-game-over`).
        PanelGameOver => "panel-game-over",
        /// “Bridges” (`panel-bridge-points`).
        PanelBridgePoints => "panel-bridge-points",
        /// “Regions” (`panel-region-points`).
        PanelRegionPoints => "panel-region-points",
        /// “Total” (`panel-total`).
        PanelTotal => "panel-total",
        /// “4 rounds” (`new-game-four-rounds`).
        NewGameFourRounds => "new-game-four-rounds",
        /// “3 rounds” (`new-game-three-rounds`).
        NewGameThreeRounds => "new-game-three-rounds",
        /// “Default rounds”: the rounds picker's choice of the position's own (R3)
        /// (`new-game-default-rounds`).
        NewGameDefaultRounds => "new-game-default-rounds",
        /// “My positions” (`new-game-my-positions`).
        NewGameMyPositions => "new-game-my-positions",
        /// “Two players” (`new-game-two-players`).
        NewGameTwoPlayers => "new-game-two-players",
        /// “Against the computer” (`new-game-against-computer`).
        NewGameAgainstComputer => "new-game-against-computer",
        /// “You play” (`new-game-you-play`).
        NewGameYouPlay => "new-game-you-play",
        /// “Level” (`new-game-level`).
        NewGameLevel => "new-game-level",
        /// “Easy”: the computer's easiest level (`level-easy`, issue 11).
        LevelEasy => "level-easy",
        /// “Medium”: the computer's middle level (`level-medium`, issue 11).
        LevelMedium => "level-medium",
        /// “Hard”: the computer's strongest level (`level-hard`, issue 11).
        LevelHard => "level-hard",
        /// “Hint”: the button that shows the hard level's turn for the player to move
        /// (`button-hint`, issue 11).
        Hint => "button-hint",
        /// “No saved games yet.” (`saved-none`).
        SavedNone => "saved-none",
        /// “No finished games yet.” (`saved-history-none`).
        SavedHistoryNone => "saved-history-none",
        /// “Language” (`settings-language`).
        SettingsLanguage => "settings-language",
        /// “System language” (`settings-language-system`).
        SettingsLanguageSystem => "settings-language-system",
        /// “Theme” (`settings-theme`).
        SettingsTheme => "settings-theme",
        /// “As the system” (`settings-theme-system`).
        SettingsThemeSystem => "settings-theme-system",
        /// “Light” (`settings-theme-light`).
        SettingsThemeLight => "settings-theme-light",
        /// “Dark” (`settings-theme-dark`).
        SettingsThemeDark => "settings-theme-dark",
        /// “Colour-blind symbols” (`settings-symbols`).
        SettingsSymbols => "settings-symbols",
        /// “Haptics” (`settings-haptics`).
        SettingsHaptics => "settings-haptics",
        /// “Dark region” (`editor-brush-dark`).
        EditorBrushDark => "editor-brush-dark",
        /// “Medium region” (`editor-brush-medium`).
        EditorBrushMedium => "editor-brush-medium",
        /// “Light region” (`editor-brush-light`).
        EditorBrushLight => "editor-brush-light",
        /// “Dot” (`editor-brush-dot`).
        EditorBrushDot => "editor-brush-dot",
        /// “Eraser” (`editor-brush-eraser`).
        EditorBrushEraser => "editor-brush-eraser",
        /// “Fill” (`editor-brush-fill`).
        EditorBrushFill => "editor-brush-fill",
        /// “Name” (`editor-name`).
        EditorName => "editor-name",
        /// “Width” (`editor-width`).
        EditorWidth => "editor-width",
        /// “Height” (`editor-height`).
        EditorHeight => "editor-height",
        /// “Problems” (`editor-problems`).
        EditorProblems => "editor-problems",
        /// “No problems.” (`editor-no-problems`).
        EditorNoProblems => "editor-no-problems",
        /// “ringed” (`a11y-ringed`).
        A11yRinged => "a11y-ringed",
        /// “placed last” (`a11y-last-placed`).
        A11yLastPlaced => "a11y-last-placed",
        /// “accepts the selected colour” (`a11y-highlighted`).
        A11yHighlighted => "a11y-highlighted",
        /// “Place the selected colour” (`a11y-place`).
        A11yPlace => "a11y-place",
        /// “Ring for a bridge” (`a11y-ring`).
        A11yRing => "a11y-ring",
        /// “cut” (`a11y-bridge-cut`).
        A11yBridgeCut => "a11y-bridge-cut",
        /// “Draw” (`result-draw`).
        ResultDraw => "result-draw",
        /// “Divided Loyalties” (`os-app-name`).
        AppName => "os-app-name",
        /// “Discorder” (`discorder-name`).
        DiscorderName => "discorder-name",
        /// “settled” (`discorder-settled`).
        DiscorderSettled => "discorder-settled",
        /// “Color Brake ABAB” (`colorbrake-name`).
        ColorBrakeName => "colorbrake-name",
        /// “Your hand” (`colorbrake-hand`).
        ColorBrakeHand => "colorbrake-hand",
        /// “I'm ready” (`colorbrake-ready`).
        ColorBrakeReady => "colorbrake-ready",
        /// “Choose a game”: the game chooser's title (`games-title`).
        GamesTitle => "games-title",
        /// What Divided Loyalties is, in one line, for the game chooser
        /// (`games-about-divided-loyalties`).
        GamesAboutDividedLoyalties => "games-about-divided-loyalties",
        /// What Discorder is, in one line (`games-about-discorder`).
        GamesAboutDiscorder => "games-about-discorder",
        /// What Color Brake ABAB is, in one line (`games-about-colorbrake`).
        GamesAboutColorBrake => "games-about-colorbrake",
        /// “Who begins”: the Discorder new game's choice of starter, D1
        /// (`discorder-who-begins`).
        DiscorderStarter => "discorder-who-begins",
        /// “Length of the game”: rounds or a target score, C2 (`colorbrake-length-title`).
        ColorBrakeLength => "colorbrake-length-title",
        /// “Number of rounds”, C2 (`colorbrake-rounds-title`).
        ColorBrakeRounds => "colorbrake-rounds-title",
        /// “Target score”, C2 (`colorbrake-target-title`).
        ColorBrakeTarget => "colorbrake-target-title",
        /// “Drawn:”: the colours drawn onto a neutral, C6.1 (`colorbrake-drawn`).
        ColorBrakeDrawn => "colorbrake-drawn",
        /// “Next round”, C2 (`colorbrake-next-round`).
        ColorBrakeNextRound => "colorbrake-next-round",
        /// “Neutral”: the neutral token's button, C6.1 (`colorbrake-neutral`).
        ColorBrakeNeutral => "colorbrake-neutral",
        /// “Diamond”: the Diamond's button, C6.3 (`colorbrake-diamond`).
        ColorBrakeDiamond => "colorbrake-diamond",
        /// “Tank”: the Tank's button, C6.2 (`colorbrake-tank`).
        ColorBrakeTank => "colorbrake-tank",
        /// “For your Diamond”: the button of a colour played for a Diamond, C6.3
        /// (`colorbrake-for-diamond`).
        ColorBrakeForDiamond => "colorbrake-for-diamond",
        /// “For your Diamond: choose a colour.”, C6.3 (`colorbrake-choose-for-diamond`).
        ColorBrakeChooseForDiamond => "colorbrake-choose-for-diamond",
        /// “Replay”: shows a finished game move by move (`replay`).
        Replay => "replay",
        /// “To the start”: the replay's first state (`replay-start`).
        ReplayStart => "replay-start",
        /// “Previous move” (`replay-back`).
        ReplayBack => "replay-back",
        /// “Next move” (`replay-forward`).
        ReplayForward => "replay-forward",
        /// “To the end”: the replay's last state (`replay-end`).
        ReplayEnd => "replay-end",
        /// “Play online”: the game chooser's entry and the screen's title, issue 23
        /// (`online-play`).
        OnlinePlay => "online-play",
        /// “Your name”: the name the other player sees (`online-name`).
        OnlineName => "online-name",
        /// “Room”: the room's name, the web page's Room ID (`online-room`).
        OnlineRoom => "online-room",
        /// “Join” (`online-join`).
        OnlineJoin => "online-join",
        /// “Leave the room” (`online-leave`).
        OnlineLeave => "online-leave",
        /// “Send”: the chat's button (`online-send`).
        OnlineSend => "online-send",
        /// “Message”: the chat's text field (`online-chat`).
        OnlineChat => "online-chat",
        /// “Share the room”: the room as a link to the web page (`online-share-room`).
        OnlineShareRoom => "online-share-room",
        /// “Choose the position”: the host starts a game, R1 (`online-choose-position`).
        OnlineChoosePosition => "online-choose-position",
        /// Online play needs a build with the transport (`online-unavailable`).
        OnlineUnavailable => "online-unavailable",
        /// “Enter your name and a room.” (`online-fields-missing`).
        OnlineFieldsMissing => "online-fields-missing",
        /// “A new game has started.”: the host started one (`online-new-game`).
        OnlineNewGame => "online-new-game",
        /// “Rejoin”: opens the room again at once instead of waiting (`online-rejoin`).
        OnlineRejoin => "online-rejoin",
    }
}
