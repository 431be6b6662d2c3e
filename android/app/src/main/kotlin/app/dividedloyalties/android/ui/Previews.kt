package app.dividedloyalties.android.ui

import androidx.compose.runtime.Composable
import androidx.compose.ui.tooling.preview.Preview
import app.dividedloyalties.ui.Board
import app.dividedloyalties.ui.BoardColors
import app.dividedloyalties.ui.Button as UiButton
import app.dividedloyalties.ui.Chip
import app.dividedloyalties.ui.Choice
import app.dividedloyalties.ui.Control
import app.dividedloyalties.ui.GameCard
import app.dividedloyalties.ui.GameKind
import app.dividedloyalties.ui.GameModel
import app.dividedloyalties.ui.GamesModel
import app.dividedloyalties.ui.Level
import app.dividedloyalties.ui.MiniBoard
import app.dividedloyalties.ui.NewGameModel
import app.dividedloyalties.ui.PlayerPanel
import app.dividedloyalties.ui.PositionChoice
import app.dividedloyalties.ui.PositionGroup
import app.dividedloyalties.ui.Rgba
import app.dividedloyalties.ui.SettingsModel
import app.dividedloyalties.ui.Side
import app.dividedloyalties.ui.StoneColor
import app.dividedloyalties.ui.SupplyCount
import app.dividedloyalties.ui.ThemeChoice

// Android Studio's previews of four screens, on sample models written here: the app itself
// only ever paints the models Rust gives it, and these words are the previews' own.

private fun button(id: Control, label: String) = UiButton(id, label, true)

private fun choice(id: Control, label: String, selected: Boolean) =
    Choice(button(id, label), selected)

/** The game chooser with a game to continue. */
@Preview(showBackground = true)
@Composable
fun GamesPreview() = AppTheme(dark = false) {
    val online = button(Control.PlayOnline, "Play online")
    val games = GameKind.entries.map {
        GameCard(
            it,
            it.name,
            "One line about the game.",
            button(Control.NewGame(it), "New game"),
            button(Control.Rules(it), "Rules"),
            online.takeIf { _ -> it == GameKind.DIVIDED_LOYALTIES }
        )
    }
    val links = listOf(
        button(Control.SavedGames, "Saved games"),
        button(Control.History, "History"),
        button(Control.Settings, "Settings")
    )
    GamesScreen(GamesModel(button(Control.Continue, "Continue"), games, links)) {}
}

/** The settings in the dark theme. */
@Preview(showBackground = true)
@Composable
fun SettingsPreview() = AppTheme(dark = true) {
    val languages = listOf(null to "As the system", "de" to "Deutsch", "en" to "English").map {
        choice(Control.Language(it.first), it.second, it.first == null)
    }
    val themes = ThemeChoice.entries.map {
        choice(Control.Theme(it), it.name, it == ThemeChoice.DARK)
    }
    val model = SettingsModel(
        "Language",
        languages,
        "Theme",
        themes,
        choice(Control.Symbols(false), "Colour-blind symbols", true),
        choice(Control.Haptics(true), "Haptics", false)
    )
    SettingsScreen(model) {}
}

/** The new-game screen against the computer, with one position of each group. */
@Preview(showBackground = true)
@Composable
fun NewGamePreview() = AppTheme(dark = false) {
    val grey = Rgba(200u, 200u, 200u, 255u)
    val blue = Rgba(40u, 90u, 200u, 255u)
    val none = Rgba(0u, 0u, 0u, 0u)
    val drawing = MiniBoard(3u, 2u, List(6) { grey }, listOf(blue, none, none, none, none, none))
    fun position(key: String, name: String) = PositionChoice(
        button(Control.StartPosition(key), name),
        "3 × 2",
        drawing,
        listOf(button(Control.EditPosition(key, false), "Edit a copy"))
    )
    val model = NewGameModel(
        listOf(
            choice(Control.Opponent(null), "Two players", false),
            choice(Control.Opponent(Side.SECOND), "Computer plays Yellow", true)
        ),
        Level.entries.map { choice(Control.Level(it), it.name, it == Level.MEDIUM) },
        listOf(choice(Control.Rounds(null), "As the position says", true)),
        listOf(
            PositionGroup("4 rounds", listOf(position("up-the-stairs", "Up the Stairs"))),
            PositionGroup("3 rounds", listOf(position("pyramid", "Pyramid")))
        ),
        button(Control.NewPosition(13u, 11u), "New position"),
        button(Control.OpenPositionFile, "Open a position file…"),
        null
    )
    NewGameScreen(model) {}
}

/** The game screen at its first turn: an empty board, both players, the chips and buttons. */
@Preview(showBackground = true, widthDp = 400, heightDp = 800)
@Composable
fun GamePreview() = AppTheme(dark = false) {
    val ink = Rgba(30u, 30u, 30u, 255u)
    val paper = Rgba(245u, 240u, 230u, 255u)
    val colors = BoardColors(paper, ink, ink, Rgba(255u, 200u, 0u, 255u), ink, ink, ink, ink)
    val board = Board(
        4u,
        3u,
        colors,
        emptyList(),
        emptyList(),
        emptyList(),
        emptyList(),
        emptyList(),
        emptyList(),
        null,
        null
    )
    val stones = listOf(
        StoneColor.BLUE to Rgba(40u, 90u, 200u, 255u),
        StoneColor.RED to Rgba(200u, 50u, 50u, 255u)
    )
    val chips = stones.mapIndexed { i, (color, rgba) ->
        Chip(Control.Chip(color), rgba, "◉", ink, 4u, i == 0, true, color.name)
    }
    val supply = stones.map { (color, rgba) -> SupplyCount(rgba, null, ink, 4u, color.name) }
    val players = listOf("Blue", "Yellow").map {
        PlayerPanel(it, it == "Blue", "Round 1/4", "0 points", 0u, supply)
    }
    val model = GameModel(
        board,
        "Up the Stairs · 4 rounds",
        null,
        players,
        chips,
        "Blue: place a stone.",
        null,
        listOf(UiButton(Control.EndTurn, "End turn", false), button(Control.Undo, "Undo")),
        listOf(button(Control.ShareGame, "Share game")),
        null,
        null,
        null
    )
    GameScreen(model) {}
}
