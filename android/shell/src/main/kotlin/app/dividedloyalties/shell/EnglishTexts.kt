package app.dividedloyalties.shell

import app.dividedloyalties.core.CellKind
import app.dividedloyalties.core.CellModel
import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.EndKind
import app.dividedloyalties.core.PlayerModel
import app.dividedloyalties.core.RefusalInfo
import app.dividedloyalties.core.RegionModel
import app.dividedloyalties.core.ResultModel
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.StoneColor
import app.dividedloyalties.core.describeStatus

/**
 * A stand-in for the Rust localiser until it is exported (phase 2): English only. Status lines,
 * refusals and errors are the Rust side's English (`describeStatus`, the errors' `english`),
 * which is written for logs; the labels are plain English. Not for release.
 */
object EnglishTexts : Texts {
    override val languageTag: String = "en"

    override val languages: List<Pair<String, String>> = listOf("en" to "English")

    override fun label(label: Label): String = when (label) {
        Label.UNDO -> "Undo"
        Label.END_TURN -> "End turn"
        Label.MENU -> "Menu"
        Label.SHARE -> "Share…"
        Label.END_BY_AGREEMENT -> "End by agreement"
        Label.NEW_GAME -> "New game"
        Label.SAVED_GAMES -> "Saved games"
        Label.RULES -> "Rules"
        Label.SETTINGS -> "Settings"
        Label.YES -> "Yes"
        Label.NO -> "No"
        Label.OPEN -> "Open"
        Label.CANCEL -> "Cancel"
        Label.BACK -> "Back"
        Label.REMATCH -> "Rematch"
        Label.SHARE_RESULT -> "Share result"
        Label.SHARE_POSITION_LINK -> "Share position link"
        Label.SHARE_POSITION_FILE -> "Share position file"
        Label.SHARE_POSITION_PICTURE -> "Share board picture"
        Label.SHARE_GAME_FILE -> "Share game file"
        Label.SHARE_GAME_LINK -> "Share game link"
        Label.FOUR_ROUNDS -> "4 rounds"
        Label.THREE_ROUNDS -> "3 rounds"
        Label.ROUNDS -> "Rounds"
        Label.OPEN_POSITION_FILE -> "Open a position file…"
        Label.OPEN_LINK_FROM_CLIPBOARD -> "Open link"
        Label.LANGUAGE -> "Language"
        Label.LANGUAGE_SYSTEM -> "System language"
        Label.THEME -> "Theme"
        Label.THEME_SYSTEM -> "System"
        Label.THEME_LIGHT -> "Light"
        Label.THEME_DARK -> "Dark"
        Label.COLOR_BLIND_SYMBOLS -> "Colour-blind symbols"
        Label.HAPTICS -> "Haptics"
        Label.GAME_OVER -> "Game over"
        Label.BOARD -> "Board"
        Label.PLACE_SELECTED -> "Place selected colour"
        Label.RING_FOR_BRIDGE -> "Ring for a bridge"
        Label.FULL_RULES -> "Full rule sheet"
        Label.SAVE_FAILED -> "The game could not be saved; the app tries again at the next move."
        Label.NOT_AVAILABLE_YET -> "Not available yet"
    }

    override fun status(status: StatusModel): String = describeStatus(status)

    override fun refusal(refusal: RefusalInfo): String =
        describeStatus(StatusModel.Refused(refusal))

    override fun error(error: DlException): String = error.english

    override fun side(side: Side): String = when (side) {
        Side.BLUE -> "Blue"
        Side.YELLOW -> "Yellow"
    }

    override fun color(color: StoneColor): String = when (color) {
        StoneColor.BLUE -> "blue"
        StoneColor.YELLOW -> "yellow"
        StoneColor.RED -> "red"
        StoneColor.GREEN -> "green"
        StoneColor.ORANGE -> "orange"
        StoneColor.PURPLE -> "purple"
    }

    override fun colorSymbol(color: StoneColor): String = when (color) {
        StoneColor.BLUE -> "B"
        StoneColor.YELLOW -> "Y"
        StoneColor.RED -> "R"
        StoneColor.GREEN -> "G"
        StoneColor.ORANGE -> "O"
        StoneColor.PURPLE -> "P"
    }

    override fun chip(color: StoneColor, count: UInt): String = "${color(color)}, $count left"

    override fun setProgress(player: PlayerModel): String = "Set ${player.set}/${player.sets}"

    override fun points(player: PlayerModel): String =
        "Bridges ${player.bridgePoints} · Regions ${player.regionPoints} · Total ${player.total}"

    override fun cell(cell: CellModel, region: RegionModel?): CellTexts {
        val place = buildList {
            add("Row ${cell.y + 1u}, column ${cell.x + 1u}")
            when (cell.kind) {
                CellKind.DOT -> add("dot")
                CellKind.REGION -> region?.let { add("region ${it.token}") }
                CellKind.EMPTY -> add("off the board")
            }
        }
        val state = buildList {
            add(cell.stone?.let { "${color(it)} stone" } ?: "empty")
            if (cell.ringed) add("ringed")
            if (cell.lastPlaced) add("last placed")
            if (cell.highlighted) add("the selected colour can go here")
        }
        return CellTexts(place.joinToString(", "), state.joinToString(", "))
    }

    override fun result(result: ResultModel, blue: PlayerModel, yellow: PlayerModel): String {
        val headline = result.winner?.let { "${side(it)} wins" } ?: "Draw"
        val reason = when (result.reason) {
            EndKind.ALL_STONES_PLACED -> "every stone was placed"
            EndKind.NO_ONE_CAN_PLACE -> "no one can place a stone"
            EndKind.AGREED -> "ended by agreement"
        }
        return "$headline ${blue.total}–${yellow.total} ($reason)"
    }

    override fun question(question: Question): QuestionTexts = when (question) {
        is Question.ConfirmDotStoneReturn -> QuestionTexts(
            title = "End the turn?",
            body = "The stone on the dot at row ${question.cell.y + 1u}, column " +
                "${question.cell.x + 1u} has no bridge and goes back to the supply.",
            yes = "End turn",
            no = "Keep playing"
        )

        is Question.AgreeEnd -> if (question.asking == question.proposer) {
            QuestionTexts(
                title = "End by agreement",
                body = "${side(question.proposer)}, end the game now? " +
                    "Your opponent will be asked next.",
                yes = "Ask",
                no = "Cancel"
            )
        } else {
            QuestionTexts(
                title = "End by agreement",
                body = "${side(question.asking)}, ${side(question.proposer)} wants to end " +
                    "the game now. Do you agree?",
                yes = "Agree",
                no = "Go on playing"
            )
        }
    }

    override fun size(width: UInt, height: UInt): String = "$width × $height"

    override fun openReceived(name: String): String =
        "Open “$name”? Your game on screen stays in Saved games."

    override fun notice(notice: Notice): String = when (notice) {
        is Notice.CannotOpen -> error(notice.error)
        is Notice.StoreUnreadable -> "The game on this phone could not be read; it was kept aside."
        is Notice.CannotRead -> "The file could not be read."
    }
}
