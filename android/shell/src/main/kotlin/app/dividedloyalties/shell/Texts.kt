package app.dividedloyalties.shell

import app.dividedloyalties.core.ArrivedModel
import app.dividedloyalties.core.CellModel
import app.dividedloyalties.core.CellPos
import app.dividedloyalties.core.ColorBrakeException
import app.dividedloyalties.core.ComputerTurnModel
import app.dividedloyalties.core.DiscorderException
import app.dividedloyalties.core.EditRefusalModel
import app.dividedloyalties.core.GameEntryModel
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.ImportReportModel
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.LanguageInfo
import app.dividedloyalties.core.Localizer
import app.dividedloyalties.core.ProblemModel
import app.dividedloyalties.core.RegionModel
import app.dividedloyalties.core.ResultModel
import app.dividedloyalties.core.ShareMessageModel
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.availableLanguages

/**
 * The languages to create the localiser with, most wanted first: the language the player
 * chose in the app (if any), then the system's list; English when both are empty.
 */
fun localizerLanguages(chosen: String?, system: List<String>): List<String> =
    (listOfNotNull(chosen) + system).map { it.trim() }.filter { it.isNotEmpty() }.distinct()
        .ifEmpty { listOf("en") }

/** What the game screen's question asks, with its two answers. */
data class QuestionTexts(val title: String, val body: String, val yes: String, val no: String)

/** The preview card of something received: its question, what it is, and lines about it. */
data class PreviewTexts(
    val title: String,
    val name: String,
    val lines: List<String>,
    val body: String
)

/** A game of the saved-games or history list: its title and the lines under it. */
data class EntryTexts(val title: String, val lines: List<String>)

/** The result card: who won, both scores, how the game ended (R7, R8). */
data class ResultTexts(val title: String, val scores: String, val reason: String)

/**
 * Every text the app shows, formatted by the Rust localiser (dl-app's Fluent catalogs) in one
 * language (SCREENS.md: all texts come from the Rust side). The app makes a new one when the
 * player's languages change (a configuration change, the language setting). What is composed
 * here is only which catalog message goes with which screen element.
 */
class Texts(private val localizer: Localizer) : AutoCloseable {
    /** The language chosen from the list given, as a BCP 47 tag (`de`, `zh-Hans`). */
    val language: String = localizer.language()

    /** A text without arguments (buttons, titles, settings, accessibility words). */
    fun label(id: LabelId): String = localizer.label(id)

    /** The status line of a frame. */
    fun status(status: StatusModel): String = localizer.status(status)

    /** An error of any part of the app, as a sentence. */
    fun error(error: ErrorText): String = localizer.error(error.code, error.details)

    /** A player's name ("Blue"). */
    fun playerName(side: Side): String = localizer.playerName(side)

    /** "Round k/n" (R3). */
    fun setLabel(set: UInt, sets: UInt): String = localizer.setLabel(set, sets)

    /** A position's size, "13 × 11". */
    fun size(width: UInt, height: UInt): String = localizer.sizeLabel(width, height)

    /** A number of rounds, "3 rounds" (R3). */
    fun rounds(rounds: UInt): String = localizer.roundsLabel(rounds)

    /** A choice of the new-game screen's rounds: "Default rounds" for `null`, else "3 rounds" (R3). */
    fun roundsChoice(rounds: UByte?): String =
        rounds?.let { rounds(it.toUInt()) } ?: label(LabelId.NEW_GAME_DEFAULT_ROUNDS)

    /** A cell for TalkBack: where and what it is, its stone and marks. */
    fun cell(cell: CellModel, region: RegionModel?): String =
        localizer.describeCell(cell, region?.token)

    /** A cell's place on the grid counted from 1 ("column 7, row 4"): the editor's TalkBack nodes. */
    fun cellPosition(cell: CellPos): String = localizer.cellPosition(cell)

    /** The hint in words, for TalkBack beside the hint drawn on the board ("Hint: Red on column 5, row 3; …"). */
    fun hint(hint: ComputerTurnModel): String = localizer.describeHint(hint)

    /** The underlying localiser, for the texts that need no composing (chips, events, rules). */
    val catalogs: Localizer
        get() = localizer

    /** The texts of an open question. */
    fun question(question: Question): QuestionTexts = when (question) {
        is Question.ConfirmDotStoneReturn -> QuestionTexts(
            title = label(LabelId.DIALOG_DOT_STONE_TITLE),
            body = status(StatusModel.ConfirmDotStoneReturn(question.cell)),
            yes = label(LabelId.END_TURN_ANYWAY),
            no = label(LabelId.CANCEL)
        )

        is Question.AgreeEnd -> QuestionTexts(
            title = label(LabelId.DIALOG_AGREE_TITLE),
            body = agreeQuestion(question.asked),
            yes = label(LabelId.END_GAME),
            no = label(LabelId.CANCEL)
        )
    }

    /** A message shown once. */
    fun notice(notice: Notice): String = when (notice) {
        is Notice.Failed -> error(notice.error)

        is Notice.MovedAside ->
            (
                listOf(
                    error(ErrorText(STORE_UNREADABLE))
                ) + notice.errors.map(::error)
                ).joinToString("\n")

        is Notice.ColorBrakeFailed -> when (val error = notice.error) {
            is ColorBrakeException.InvalidArgument ->
                localizer.colorBrakeError(error.code, error.details)

            is ColorBrakeException.InvalidSavedGame ->
                localizer.colorBrakeError(error.code, error.details)
        }

        is Notice.DiscorderFailed -> when (val error = notice.error) {
            is DiscorderException.InvalidSavedGame ->
                localizer.discorderError(error.code, error.details)
        }
    }

    /** "Blue, do you agree to end the game now?": the question each player answers in turn (R8). */
    fun agreeQuestion(side: Side): String = localizer.agreeQuestion(side)

    /** The name of a game of the collection ("Discorder"). */
    fun gameName(kind: GameKindModel): String = when (kind) {
        GameKindModel.DIVIDED_LOYALTIES -> label(LabelId.APP_NAME)
        GameKindModel.DISCORDER -> label(LabelId.DISCORDER_NAME)
        GameKindModel.COLOR_BRAKE -> label(LabelId.COLOR_BRAKE_NAME)
    }

    /** The game chooser's line about a game of the collection: what the game is. */
    fun gameAbout(kind: GameKindModel): String = label(
        when (kind) {
            GameKindModel.DIVIDED_LOYALTIES -> LabelId.GAMES_ABOUT_DIVIDED_LOYALTIES
            GameKindModel.DISCORDER -> LabelId.GAMES_ABOUT_DISCORDER
            GameKindModel.COLOR_BRAKE -> LabelId.GAMES_ABOUT_COLOR_BRAKE
        }
    )

    /** The texts of a deletion to confirm. */
    fun confirmation(confirmation: Confirmation): QuestionTexts = QuestionTexts(
        title = when (confirmation) {
            is Confirmation.DeleteSaved, is Confirmation.DeleteFinished ->
                label(LabelId.DIALOG_DELETE_GAME_TITLE)

            is Confirmation.DeletePosition -> localizer.deletePositionTitle(confirmation.name)
        },
        body = label(LabelId.DIALOG_DELETE_BODY),
        yes = label(LabelId.DELETE),
        no = label(LabelId.CANCEL)
    )

    /**
     * The lines of an import report: each position kept, then each refused one with its line
     * and its reason, from the refusal's typed details (R9).
     */
    fun importReport(report: ImportReportModel): List<String> = report.imported.map { it.name } +
        report.refused.map(localizer::refusedImport)

    /** The result card of a finished game. */
    fun result(result: ResultModel, blueTotal: UInt, yellowTotal: UInt): ResultTexts = ResultTexts(
        title = localizer.resultTitle(result.winner),
        scores = localizer.resultScores(blueTotal, yellowTotal),
        reason = localizer.endReason(result.reason)
    )

    /** The preview card of [arrived] (SCREENS.md "Receiving"). */
    fun preview(arrived: ArrivedModel): PreviewTexts {
        val body = label(LabelId.DIALOG_OPEN_BODY)
        return when (arrived) {
            is ArrivedModel.Game -> {
                val game = arrived.game
                val standing = game.result?.let {
                    localizer.resultLine(it.winner, game.blueTotal, game.yellowTotal)
                } ?: localizer.toMoveLabel(game.toMove)
                PreviewTexts(
                    title = label(LabelId.DIALOG_OPEN_GAME_TITLE),
                    name = game.position.name,
                    lines = listOf(
                        rounds(game.rounds),
                        localizer.turnLabel(game.turn),
                        standing,
                        localizer.resultScores(game.blueTotal, game.yellowTotal)
                    ),
                    body = body
                )
            }

            is ArrivedModel.Position -> PreviewTexts(
                title = label(LabelId.DIALOG_OPEN_POSITION_TITLE),
                name = arrived.position.name,
                lines = listOf(
                    size(arrived.position.width, arrived.position.height),
                    rounds(arrived.position.defaultRounds)
                ),
                body = body
            )

            is ArrivedModel.PositionFile -> PreviewTexts(
                title = label(LabelId.DIALOG_OPEN_POSITION_TITLE),
                name = arrived.positions.firstOrNull()?.name.orEmpty(),
                lines = emptyList(),
                body = body
            )
        }
    }

    /**
     * A game of the saved games or the history, of any of the three games (SCREENS.md "Saved
     * games"): its position's or game's name, then where it stands (`entryTitle`, `entryLines`).
     */
    fun entry(entry: GameEntryModel): EntryTexts =
        EntryTexts(localizer.entryTitle(entry), localizer.entryLines(entry))

    /** Where the replay of a finished game stands, "Move [step] of [count]": step 0 is the start, [count] the last step. */
    fun replayStep(step: UInt, count: UInt): String = localizer.replayStep(step, count)

    /** The message that goes with a shared link or picture, from the Rust share payload's typed message. */
    fun shareMessage(message: ShareMessageModel): String = localizer.shareMessage(message)

    /** A problem of the position editor, with its token, parts, numbers and limit (R2, R9). */
    fun problem(problem: ProblemModel): String = localizer.problem(problem)

    /** Why an edit of the position editor was refused: the cell, the size asked for, the cells a resize would cut. */
    fun editRefusal(refusal: EditRefusalModel): String = localizer.editRefusal(refusal)

    override fun close() = localizer.close()

    /** The languages the app speaks, for the language setting (each in its own words). */
    companion object {
        private const val STORE_UNREADABLE = "store_unreadable"

        /** The ten languages of the catalogs: tag and autonym. */
        fun languages(): List<LanguageInfo> = availableLanguages()

        /** The texts for [languages], most wanted first. */
        fun forLanguages(languages: List<String>): Texts = Texts(Localizer(languages))
    }
}
