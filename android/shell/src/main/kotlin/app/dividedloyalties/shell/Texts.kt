package app.dividedloyalties.shell

import app.dividedloyalties.core.CellModel
import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.PlayerModel
import app.dividedloyalties.core.RefusalInfo
import app.dividedloyalties.core.RegionModel
import app.dividedloyalties.core.ResultModel
import app.dividedloyalties.core.Side
import app.dividedloyalties.core.StatusModel
import app.dividedloyalties.core.StoneColor

/** The fixed texts of the app's screens (labels of buttons, menus, titles and settings). */
enum class Label {
    UNDO,
    END_TURN,
    MENU,
    SHARE,
    END_BY_AGREEMENT,
    NEW_GAME,
    SAVED_GAMES,
    RULES,
    SETTINGS,
    YES,
    NO,
    OPEN,
    CANCEL,
    BACK,
    REMATCH,
    SHARE_RESULT,
    SHARE_POSITION_LINK,
    SHARE_POSITION_FILE,
    SHARE_POSITION_PICTURE,
    SHARE_GAME_FILE,
    SHARE_GAME_LINK,
    FOUR_ROUNDS,
    THREE_ROUNDS,
    ROUNDS,
    OPEN_POSITION_FILE,
    OPEN_LINK_FROM_CLIPBOARD,
    LANGUAGE,
    LANGUAGE_SYSTEM,
    THEME,
    THEME_SYSTEM,
    THEME_LIGHT,
    THEME_DARK,
    COLOR_BLIND_SYMBOLS,
    HAPTICS,
    GAME_OVER,
    BOARD,
    PLACE_SELECTED,
    RING_FOR_BRIDGE,
    FULL_RULES,
    SAVE_FAILED,
    NOT_AVAILABLE_YET
}

/** A cell for TalkBack: where and what it is, and what lies on it now. */
data class CellTexts(val description: String, val state: String)

/** What the game screen's question asks, with its two answers. */
data class QuestionTexts(val title: String, val body: String, val yes: String, val no: String)

/**
 * Every text the app shows, in the app's current language (SCREENS.md: all texts come from the
 * Rust localiser). Phase 2 implements it over dl-app's Fluent catalogs through the bindings;
 * [EnglishTexts] stands in until then.
 */
interface Texts {
    /** The BCP 47 tag of the language these texts are in. */
    val languageTag: String

    /** The languages the app speaks, as (BCP 47 tag, the language's own name), for the settings. */
    val languages: List<Pair<String, String>>

    /** A fixed label. */
    fun label(label: Label): String

    /** The status line of a frame. */
    fun status(status: StatusModel): String

    /** Why an action or a colour chip is refused (a disabled chip's explanation). */
    fun refusal(refusal: RefusalInfo): String

    /** Why a file, link or saved game could not become a game. */
    fun error(error: DlException): String

    /** A player's name ("Blue"). */
    fun side(side: Side): String

    /** A stone colour's name ("green"). */
    fun color(color: StoneColor): String

    /** The short letter or symbol drawn on a stone of [color] (colour-blind safe). */
    fun colorSymbol(color: StoneColor): String

    /** A chip's count of stones left, e.g. for its accessibility label. */
    fun chip(color: StoneColor, count: UInt): String

    /** "Set k/n" of a player (R3). */
    fun setProgress(player: PlayerModel): String

    /** A player's bridge points, region points and total (R7). */
    fun points(player: PlayerModel): String

    /** A cell for TalkBack: "Row 4, column 7, region S2" and "yellow stone, ringed". */
    fun cell(cell: CellModel, region: RegionModel?): CellTexts

    /** The result card's headline and end reason (R7, R8). */
    fun result(result: ResultModel, blue: PlayerModel, yellow: PlayerModel): String

    /** The texts of an open question. */
    fun question(question: Question): QuestionTexts

    /** A position's size, e.g. "13 × 11". */
    fun size(width: UInt, height: UInt): String

    /** The preview card's question for a received game or position named [name]. */
    fun openReceived(name: String): String

    /** A message the app shows once (why something could not be opened or kept). */
    fun notice(notice: Notice): String
}
