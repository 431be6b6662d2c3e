//! The texts without arguments that the screens show (buttons, menus, titles, dialogs, the
//! panel's headings, settings, the editor's tools, accessibility words), named for the FFI;
//! `Localizer::label` formats them. One value per `dl_app::l10n::Label`.

use dl_app::l10n::Label;

/// A text of the screens without arguments (see `dl_app::l10n::Label`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum LabelId {
    /// “Undo” (`button-undo`).
    Undo,
    /// “Redo” (`button-redo`).
    Redo,
    /// “End turn” (`button-end-turn`).
    EndTurn,
    /// “Menu” (`button-menu`).
    Menu,
    /// “Share…” (`button-share`).
    Share,
    /// “Share position” (`button-share-position`).
    SharePosition,
    /// “Share position as CSV” (`button-share-position-csv`).
    SharePositionCsv,
    /// “Share picture” (`button-share-picture`).
    SharePicture,
    /// “Share game” (`button-share-game`).
    ShareGame,
    /// “Share game link” (`button-share-game-link`).
    ShareGameLink,
    /// “Share result” (`button-share-result`).
    ShareResult,
    /// “End by agreement” (`button-end-by-agreement`).
    EndByAgreement,
    /// “New game” (`button-new-game`).
    NewGame,
    /// “Saved games” (`button-saved-games`).
    SavedGames,
    /// “Rules” (`button-rules`).
    Rules,
    /// “Settings” (`button-settings`).
    Settings,
    /// “Open link” (`button-open-link`).
    OpenLink,
    /// “Open a position file…” (`button-open-position-file`).
    OpenPositionFile,
    /// “Rematch” (`button-rematch`).
    Rematch,
    /// “Cancel” (`button-cancel`).
    Cancel,
    /// “OK” (`button-ok`).
    Ok,
    /// “Close” (`button-close`).
    Close,
    /// “Open” (`button-open`).
    Open,
    /// “Delete” (`button-delete`).
    Delete,
    /// “Rename” (`button-rename`).
    Rename,
    /// “Duplicate” (`button-duplicate`).
    Duplicate,
    /// “Save” (`button-save`).
    Save,
    /// “Test play” (`button-test-play`).
    TestPlay,
    /// “New position” (`button-new-position`).
    NewPosition,
    /// “Edit a copy” (`button-edit-copy`).
    EditCopy,
    /// “The full rule sheet” (`button-full-rules`).
    FullRules,
    /// “End the turn” (`button-end-turn-anyway`).
    EndTurnAnyway,
    /// “End the game” (`button-end-game`).
    EndGame,
    /// “New game” (`title-new-game`).
    TitleNewGame,
    /// “Saved games” (`title-saved-games`).
    TitleSavedGames,
    /// “Finished games” (`title-history`).
    TitleHistory,
    /// “Rules” (`title-rules`).
    TitleRules,
    /// “Settings” (`title-settings`).
    TitleSettings,
    /// “Position editor” (`title-editor`).
    TitleEditor,
    /// “My positions” (`title-my-positions`).
    TitleMyPositions,
    /// “Share” (`title-share`).
    TitleShare,
    /// “End the turn?” (`dialog-dot-stone-title`).
    DialogDotStoneTitle,
    /// “End the game now?” (`dialog-agree-title`).
    DialogAgreeTitle,
    /// “Do both players agree to end the game now? The scores as they stand decide.” (`dialog-agree-body`).
    DialogAgreeBody,
    /// “Delete this saved game?” (`dialog-delete-game-title`).
    DialogDeleteGameTitle,
    /// “This cannot be undone.” (`dialog-delete-body`).
    DialogDeleteBody,
    /// “Open this game?” (`dialog-open-game-title`).
    DialogOpenGameTitle,
    /// “Open this position?” (`dialog-open-position-title`).
    DialogOpenPositionTitle,
    /// “Your unfinished game stays in Saved games.” (`dialog-open-body`).
    DialogOpenBody,
    /// “The game is over” (`panel-game-over`).
    PanelGameOver,
    /// “Bridges” (`panel-bridge-points`).
    PanelBridgePoints,
    /// “Regions” (`panel-region-points`).
    PanelRegionPoints,
    /// “Total” (`panel-total`).
    PanelTotal,
    /// “4 rounds” (`new-game-four-rounds`).
    NewGameFourRounds,
    /// “3 rounds” (`new-game-three-rounds`).
    NewGameThreeRounds,
    /// “Default rounds”: the rounds picker's choice of the position's own (R3)
    /// (`new-game-default-rounds`).
    NewGameDefaultRounds,
    /// “My positions” (`new-game-my-positions`).
    NewGameMyPositions,
    /// “Two players” (`new-game-two-players`).
    NewGameTwoPlayers,
    /// “Against the computer” (`new-game-against-computer`).
    NewGameAgainstComputer,
    /// “You play” (`new-game-you-play`).
    NewGameYouPlay,
    /// “Level” (`new-game-level`).
    NewGameLevel,
    /// “Easy”: the computer's easiest level (`level-easy`, issue 11).
    LevelEasy,
    /// “Medium”: the computer's middle level (`level-medium`, issue 11).
    LevelMedium,
    /// “Hard”: the computer's strongest level (`level-hard`, issue 11).
    LevelHard,
    /// “Hint”: the button that shows the hard level's turn for the player to move
    /// (`button-hint`, issue 11).
    Hint,
    /// “No saved games yet.” (`saved-none`).
    SavedNone,
    /// “No finished games yet.” (`saved-history-none`).
    SavedHistoryNone,
    /// “Language” (`settings-language`).
    SettingsLanguage,
    /// “System language” (`settings-language-system`).
    SettingsLanguageSystem,
    /// “Theme” (`settings-theme`).
    SettingsTheme,
    /// “As the system” (`settings-theme-system`).
    SettingsThemeSystem,
    /// “Light” (`settings-theme-light`).
    SettingsThemeLight,
    /// “Dark” (`settings-theme-dark`).
    SettingsThemeDark,
    /// “Colour-blind symbols” (`settings-symbols`).
    SettingsSymbols,
    /// “Haptics” (`settings-haptics`).
    SettingsHaptics,
    /// “Dark region” (`editor-brush-dark`).
    EditorBrushDark,
    /// “Medium region” (`editor-brush-medium`).
    EditorBrushMedium,
    /// “Light region” (`editor-brush-light`).
    EditorBrushLight,
    /// “Dot” (`editor-brush-dot`).
    EditorBrushDot,
    /// “Eraser” (`editor-brush-eraser`).
    EditorBrushEraser,
    /// “Fill” (`editor-brush-fill`).
    EditorBrushFill,
    /// “Name” (`editor-name`).
    EditorName,
    /// “Width” (`editor-width`).
    EditorWidth,
    /// “Height” (`editor-height`).
    EditorHeight,
    /// “Problems” (`editor-problems`).
    EditorProblems,
    /// “No problems.” (`editor-no-problems`).
    EditorNoProblems,
    /// “Leave the editor?” (`editor-leave-title`).
    EditorLeaveTitle,
    /// “The changes since the last save will be lost.” (`editor-leave-body`).
    EditorLeaveBody,
    /// “ringed” (`a11y-ringed`).
    A11yRinged,
    /// “placed last” (`a11y-last-placed`).
    A11yLastPlaced,
    /// “accepts the selected colour” (`a11y-highlighted`).
    A11yHighlighted,
    /// “Place the selected colour” (`a11y-place`).
    A11yPlace,
    /// “Ring for a bridge” (`a11y-ring`).
    A11yRing,
    /// “cut” (`a11y-bridge-cut`).
    A11yBridgeCut,
    /// “Draw” (`result-draw`).
    ResultDraw,
    /// “Divided Loyalties” (`os-app-name`).
    AppName,
    /// “Discorder” (`discorder-name`).
    DiscorderName,
    /// “settled” (`discorder-settled`).
    DiscorderSettled,
    /// “Color Brake ABAB” (`colorbrake-name`).
    ColorBrakeName,
    /// “Your hand” (`colorbrake-hand`).
    ColorBrakeHand,
    /// “I'm ready” (`colorbrake-ready`).
    ColorBrakeReady,
    /// “Choose a game”: the game chooser's title (`games-title`).
    GamesTitle,
    /// What Divided Loyalties is, in one line, for the game chooser (`games-about-divided-loyalties`).
    GamesAboutDividedLoyalties,
    /// What Discorder is, in one line (`games-about-discorder`).
    GamesAboutDiscorder,
    /// What Color Brake ABAB is, in one line (`games-about-colorbrake`).
    GamesAboutColorBrake,
    /// “Who begins”: the Discorder new game's choice of starter, D1 (`discorder-who-begins`).
    DiscorderStarter,
    /// “Length of the game”: rounds or a target score, C2 (`colorbrake-length-title`).
    ColorBrakeLength,
    /// “Number of rounds”, C2 (`colorbrake-rounds-title`).
    ColorBrakeRounds,
    /// “Target score”, C2 (`colorbrake-target-title`).
    ColorBrakeTarget,
    /// “Drawn:”: the colours drawn onto a neutral, C6.1 (`colorbrake-drawn`).
    ColorBrakeDrawn,
    /// “Next round”, C2 (`colorbrake-next-round`).
    ColorBrakeNextRound,
    /// “Neutral”: the neutral token's button, C6.1 (`colorbrake-neutral`).
    ColorBrakeNeutral,
    /// “Diamond”: the Diamond's button, C6.3 (`colorbrake-diamond`).
    ColorBrakeDiamond,
    /// “Tank”: the Tank's button, C6.2 (`colorbrake-tank`).
    ColorBrakeTank,
    /// “For your Diamond”: a colour played for a Diamond, C6.3 (`colorbrake-for-diamond`).
    ColorBrakeForDiamond,
    /// “For your Diamond: choose a colour.”, C6.3 (`colorbrake-choose-for-diamond`).
    ColorBrakeChooseForDiamond,
    /// “Replay”: shows a finished game move by move (`replay`).
    Replay,
    /// “To the start”: the replay's first state (`replay-start`).
    ReplayStart,
    /// “Previous move” (`replay-back`).
    ReplayBack,
    /// “Next move” (`replay-forward`).
    ReplayForward,
    /// “To the end”: the replay's last state (`replay-end`).
    ReplayEnd,
}

impl From<LabelId> for Label {
    fn from(l: LabelId) -> Self {
        match l {
            LabelId::Undo => Label::Undo,
            LabelId::Redo => Label::Redo,
            LabelId::EndTurn => Label::EndTurn,
            LabelId::Menu => Label::Menu,
            LabelId::Share => Label::Share,
            LabelId::SharePosition => Label::SharePosition,
            LabelId::SharePositionCsv => Label::SharePositionCsv,
            LabelId::SharePicture => Label::SharePicture,
            LabelId::ShareGame => Label::ShareGame,
            LabelId::ShareGameLink => Label::ShareGameLink,
            LabelId::ShareResult => Label::ShareResult,
            LabelId::EndByAgreement => Label::EndByAgreement,
            LabelId::NewGame => Label::NewGame,
            LabelId::SavedGames => Label::SavedGames,
            LabelId::Rules => Label::Rules,
            LabelId::Settings => Label::Settings,
            LabelId::OpenLink => Label::OpenLink,
            LabelId::OpenPositionFile => Label::OpenPositionFile,
            LabelId::Rematch => Label::Rematch,
            LabelId::Cancel => Label::Cancel,
            LabelId::Ok => Label::Ok,
            LabelId::Close => Label::Close,
            LabelId::Open => Label::Open,
            LabelId::Delete => Label::Delete,
            LabelId::Rename => Label::Rename,
            LabelId::Duplicate => Label::Duplicate,
            LabelId::Save => Label::Save,
            LabelId::TestPlay => Label::TestPlay,
            LabelId::NewPosition => Label::NewPosition,
            LabelId::EditCopy => Label::EditCopy,
            LabelId::FullRules => Label::FullRules,
            LabelId::EndTurnAnyway => Label::EndTurnAnyway,
            LabelId::EndGame => Label::EndGame,
            LabelId::TitleNewGame => Label::TitleNewGame,
            LabelId::TitleSavedGames => Label::TitleSavedGames,
            LabelId::TitleHistory => Label::TitleHistory,
            LabelId::TitleRules => Label::TitleRules,
            LabelId::TitleSettings => Label::TitleSettings,
            LabelId::TitleEditor => Label::TitleEditor,
            LabelId::TitleMyPositions => Label::TitleMyPositions,
            LabelId::TitleShare => Label::TitleShare,
            LabelId::DialogDotStoneTitle => Label::DialogDotStoneTitle,
            LabelId::DialogAgreeTitle => Label::DialogAgreeTitle,
            LabelId::DialogAgreeBody => Label::DialogAgreeBody,
            LabelId::DialogDeleteGameTitle => Label::DialogDeleteGameTitle,
            LabelId::DialogDeleteBody => Label::DialogDeleteBody,
            LabelId::DialogOpenGameTitle => Label::DialogOpenGameTitle,
            LabelId::DialogOpenPositionTitle => Label::DialogOpenPositionTitle,
            LabelId::DialogOpenBody => Label::DialogOpenBody,
            LabelId::PanelGameOver => Label::PanelGameOver,
            LabelId::PanelBridgePoints => Label::PanelBridgePoints,
            LabelId::PanelRegionPoints => Label::PanelRegionPoints,
            LabelId::PanelTotal => Label::PanelTotal,
            LabelId::NewGameFourRounds => Label::NewGameFourRounds,
            LabelId::NewGameThreeRounds => Label::NewGameThreeRounds,
            LabelId::NewGameDefaultRounds => Label::NewGameDefaultRounds,
            LabelId::NewGameMyPositions => Label::NewGameMyPositions,
            LabelId::NewGameTwoPlayers => Label::NewGameTwoPlayers,
            LabelId::NewGameAgainstComputer => Label::NewGameAgainstComputer,
            LabelId::NewGameYouPlay => Label::NewGameYouPlay,
            LabelId::NewGameLevel => Label::NewGameLevel,
            LabelId::LevelEasy => Label::LevelEasy,
            LabelId::LevelMedium => Label::LevelMedium,
            LabelId::LevelHard => Label::LevelHard,
            LabelId::Hint => Label::Hint,
            LabelId::SavedNone => Label::SavedNone,
            LabelId::SavedHistoryNone => Label::SavedHistoryNone,
            LabelId::SettingsLanguage => Label::SettingsLanguage,
            LabelId::SettingsLanguageSystem => Label::SettingsLanguageSystem,
            LabelId::SettingsTheme => Label::SettingsTheme,
            LabelId::SettingsThemeSystem => Label::SettingsThemeSystem,
            LabelId::SettingsThemeLight => Label::SettingsThemeLight,
            LabelId::SettingsThemeDark => Label::SettingsThemeDark,
            LabelId::SettingsSymbols => Label::SettingsSymbols,
            LabelId::SettingsHaptics => Label::SettingsHaptics,
            LabelId::EditorBrushDark => Label::EditorBrushDark,
            LabelId::EditorBrushMedium => Label::EditorBrushMedium,
            LabelId::EditorBrushLight => Label::EditorBrushLight,
            LabelId::EditorBrushDot => Label::EditorBrushDot,
            LabelId::EditorBrushEraser => Label::EditorBrushEraser,
            LabelId::EditorBrushFill => Label::EditorBrushFill,
            LabelId::EditorName => Label::EditorName,
            LabelId::EditorWidth => Label::EditorWidth,
            LabelId::EditorHeight => Label::EditorHeight,
            LabelId::EditorProblems => Label::EditorProblems,
            LabelId::EditorNoProblems => Label::EditorNoProblems,
            LabelId::EditorLeaveTitle => Label::EditorLeaveTitle,
            LabelId::EditorLeaveBody => Label::EditorLeaveBody,
            LabelId::A11yRinged => Label::A11yRinged,
            LabelId::A11yLastPlaced => Label::A11yLastPlaced,
            LabelId::A11yHighlighted => Label::A11yHighlighted,
            LabelId::A11yPlace => Label::A11yPlace,
            LabelId::A11yRing => Label::A11yRing,
            LabelId::A11yBridgeCut => Label::A11yBridgeCut,
            LabelId::ResultDraw => Label::ResultDraw,
            LabelId::AppName => Label::AppName,
            LabelId::DiscorderName => Label::DiscorderName,
            LabelId::DiscorderSettled => Label::DiscorderSettled,
            LabelId::ColorBrakeName => Label::ColorBrakeName,
            LabelId::ColorBrakeHand => Label::ColorBrakeHand,
            LabelId::ColorBrakeReady => Label::ColorBrakeReady,
            LabelId::GamesTitle => Label::GamesTitle,
            LabelId::GamesAboutDividedLoyalties => Label::GamesAboutDividedLoyalties,
            LabelId::GamesAboutDiscorder => Label::GamesAboutDiscorder,
            LabelId::GamesAboutColorBrake => Label::GamesAboutColorBrake,
            LabelId::DiscorderStarter => Label::DiscorderStarter,
            LabelId::ColorBrakeLength => Label::ColorBrakeLength,
            LabelId::ColorBrakeRounds => Label::ColorBrakeRounds,
            LabelId::ColorBrakeTarget => Label::ColorBrakeTarget,
            LabelId::ColorBrakeDrawn => Label::ColorBrakeDrawn,
            LabelId::ColorBrakeNextRound => Label::ColorBrakeNextRound,
            LabelId::ColorBrakeNeutral => Label::ColorBrakeNeutral,
            LabelId::ColorBrakeDiamond => Label::ColorBrakeDiamond,
            LabelId::ColorBrakeTank => Label::ColorBrakeTank,
            LabelId::ColorBrakeForDiamond => Label::ColorBrakeForDiamond,
            LabelId::ColorBrakeChooseForDiamond => Label::ColorBrakeChooseForDiamond,
            LabelId::Replay => Label::Replay,
            LabelId::ReplayStart => Label::ReplayStart,
            LabelId::ReplayBack => Label::ReplayBack,
            LabelId::ReplayForward => Label::ReplayForward,
            LabelId::ReplayEnd => Label::ReplayEnd,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The other direction, exhaustive: a new `Label` without a `LabelId` does not compile.
    fn id_of(l: Label) -> LabelId {
        match l {
            Label::Undo => LabelId::Undo,
            Label::Redo => LabelId::Redo,
            Label::EndTurn => LabelId::EndTurn,
            Label::Menu => LabelId::Menu,
            Label::Share => LabelId::Share,
            Label::SharePosition => LabelId::SharePosition,
            Label::SharePositionCsv => LabelId::SharePositionCsv,
            Label::SharePicture => LabelId::SharePicture,
            Label::ShareGame => LabelId::ShareGame,
            Label::ShareGameLink => LabelId::ShareGameLink,
            Label::ShareResult => LabelId::ShareResult,
            Label::EndByAgreement => LabelId::EndByAgreement,
            Label::NewGame => LabelId::NewGame,
            Label::SavedGames => LabelId::SavedGames,
            Label::Rules => LabelId::Rules,
            Label::Settings => LabelId::Settings,
            Label::OpenLink => LabelId::OpenLink,
            Label::OpenPositionFile => LabelId::OpenPositionFile,
            Label::Rematch => LabelId::Rematch,
            Label::Cancel => LabelId::Cancel,
            Label::Ok => LabelId::Ok,
            Label::Close => LabelId::Close,
            Label::Open => LabelId::Open,
            Label::Delete => LabelId::Delete,
            Label::Rename => LabelId::Rename,
            Label::Duplicate => LabelId::Duplicate,
            Label::Save => LabelId::Save,
            Label::TestPlay => LabelId::TestPlay,
            Label::NewPosition => LabelId::NewPosition,
            Label::EditCopy => LabelId::EditCopy,
            Label::FullRules => LabelId::FullRules,
            Label::EndTurnAnyway => LabelId::EndTurnAnyway,
            Label::EndGame => LabelId::EndGame,
            Label::TitleNewGame => LabelId::TitleNewGame,
            Label::TitleSavedGames => LabelId::TitleSavedGames,
            Label::TitleHistory => LabelId::TitleHistory,
            Label::TitleRules => LabelId::TitleRules,
            Label::TitleSettings => LabelId::TitleSettings,
            Label::TitleEditor => LabelId::TitleEditor,
            Label::TitleMyPositions => LabelId::TitleMyPositions,
            Label::TitleShare => LabelId::TitleShare,
            Label::DialogDotStoneTitle => LabelId::DialogDotStoneTitle,
            Label::DialogAgreeTitle => LabelId::DialogAgreeTitle,
            Label::DialogAgreeBody => LabelId::DialogAgreeBody,
            Label::DialogDeleteGameTitle => LabelId::DialogDeleteGameTitle,
            Label::DialogDeleteBody => LabelId::DialogDeleteBody,
            Label::DialogOpenGameTitle => LabelId::DialogOpenGameTitle,
            Label::DialogOpenPositionTitle => LabelId::DialogOpenPositionTitle,
            Label::DialogOpenBody => LabelId::DialogOpenBody,
            Label::PanelGameOver => LabelId::PanelGameOver,
            Label::PanelBridgePoints => LabelId::PanelBridgePoints,
            Label::PanelRegionPoints => LabelId::PanelRegionPoints,
            Label::PanelTotal => LabelId::PanelTotal,
            Label::NewGameFourRounds => LabelId::NewGameFourRounds,
            Label::NewGameThreeRounds => LabelId::NewGameThreeRounds,
            Label::NewGameDefaultRounds => LabelId::NewGameDefaultRounds,
            Label::NewGameMyPositions => LabelId::NewGameMyPositions,
            Label::NewGameTwoPlayers => LabelId::NewGameTwoPlayers,
            Label::NewGameAgainstComputer => LabelId::NewGameAgainstComputer,
            Label::NewGameYouPlay => LabelId::NewGameYouPlay,
            Label::NewGameLevel => LabelId::NewGameLevel,
            Label::LevelEasy => LabelId::LevelEasy,
            Label::LevelMedium => LabelId::LevelMedium,
            Label::LevelHard => LabelId::LevelHard,
            Label::Hint => LabelId::Hint,
            Label::SavedNone => LabelId::SavedNone,
            Label::SavedHistoryNone => LabelId::SavedHistoryNone,
            Label::SettingsLanguage => LabelId::SettingsLanguage,
            Label::SettingsLanguageSystem => LabelId::SettingsLanguageSystem,
            Label::SettingsTheme => LabelId::SettingsTheme,
            Label::SettingsThemeSystem => LabelId::SettingsThemeSystem,
            Label::SettingsThemeLight => LabelId::SettingsThemeLight,
            Label::SettingsThemeDark => LabelId::SettingsThemeDark,
            Label::SettingsSymbols => LabelId::SettingsSymbols,
            Label::SettingsHaptics => LabelId::SettingsHaptics,
            Label::EditorBrushDark => LabelId::EditorBrushDark,
            Label::EditorBrushMedium => LabelId::EditorBrushMedium,
            Label::EditorBrushLight => LabelId::EditorBrushLight,
            Label::EditorBrushDot => LabelId::EditorBrushDot,
            Label::EditorBrushEraser => LabelId::EditorBrushEraser,
            Label::EditorBrushFill => LabelId::EditorBrushFill,
            Label::EditorName => LabelId::EditorName,
            Label::EditorWidth => LabelId::EditorWidth,
            Label::EditorHeight => LabelId::EditorHeight,
            Label::EditorProblems => LabelId::EditorProblems,
            Label::EditorNoProblems => LabelId::EditorNoProblems,
            Label::EditorLeaveTitle => LabelId::EditorLeaveTitle,
            Label::EditorLeaveBody => LabelId::EditorLeaveBody,
            Label::A11yRinged => LabelId::A11yRinged,
            Label::A11yLastPlaced => LabelId::A11yLastPlaced,
            Label::A11yHighlighted => LabelId::A11yHighlighted,
            Label::A11yPlace => LabelId::A11yPlace,
            Label::A11yRing => LabelId::A11yRing,
            Label::A11yBridgeCut => LabelId::A11yBridgeCut,
            Label::ResultDraw => LabelId::ResultDraw,
            Label::AppName => LabelId::AppName,
            Label::DiscorderName => LabelId::DiscorderName,
            Label::DiscorderSettled => LabelId::DiscorderSettled,
            Label::ColorBrakeName => LabelId::ColorBrakeName,
            Label::ColorBrakeHand => LabelId::ColorBrakeHand,
            Label::ColorBrakeReady => LabelId::ColorBrakeReady,
            Label::GamesTitle => LabelId::GamesTitle,
            Label::GamesAboutDividedLoyalties => LabelId::GamesAboutDividedLoyalties,
            Label::GamesAboutDiscorder => LabelId::GamesAboutDiscorder,
            Label::GamesAboutColorBrake => LabelId::GamesAboutColorBrake,
            Label::DiscorderStarter => LabelId::DiscorderStarter,
            Label::ColorBrakeLength => LabelId::ColorBrakeLength,
            Label::ColorBrakeRounds => LabelId::ColorBrakeRounds,
            Label::ColorBrakeTarget => LabelId::ColorBrakeTarget,
            Label::ColorBrakeDrawn => LabelId::ColorBrakeDrawn,
            Label::ColorBrakeNextRound => LabelId::ColorBrakeNextRound,
            Label::ColorBrakeNeutral => LabelId::ColorBrakeNeutral,
            Label::ColorBrakeDiamond => LabelId::ColorBrakeDiamond,
            Label::ColorBrakeTank => LabelId::ColorBrakeTank,
            Label::ColorBrakeForDiamond => LabelId::ColorBrakeForDiamond,
            Label::ColorBrakeChooseForDiamond => LabelId::ColorBrakeChooseForDiamond,
            Label::Replay => LabelId::Replay,
            Label::ReplayStart => LabelId::ReplayStart,
            Label::ReplayBack => LabelId::ReplayBack,
            Label::ReplayForward => LabelId::ReplayForward,
            Label::ReplayEnd => LabelId::ReplayEnd,
        }
    }

    #[test]
    fn every_label_crosses_the_ffi_and_back() {
        for label in Label::ALL {
            assert_eq!(Label::from(id_of(*label)), *label);
        }
    }
}
