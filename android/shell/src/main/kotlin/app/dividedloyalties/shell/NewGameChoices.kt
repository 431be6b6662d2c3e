package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeLength
import app.dividedloyalties.core.ColorBrakeLengthChoices
import app.dividedloyalties.core.ColorBrakeMode
import app.dividedloyalties.core.ColorBrakeSeat
import app.dividedloyalties.core.DiscorderPlayer
import app.dividedloyalties.core.DiscorderStarter
import app.dividedloyalties.core.GameKindModel
import app.dividedloyalties.core.colorBrakeLengthChoices

/** The game chooser's entries, in the order shown: the three games of the collection. */
val GAME_CHOICES: List<GameKindModel> = listOf(
    GameKindModel.DIVIDED_LOYALTIES,
    GameKindModel.DISCORDER,
    GameKindModel.COLOR_BRAKE
)

/** The new-game screen of [kind], which the game chooser opens. */
fun newGameScreen(kind: GameKindModel): Screen = when (kind) {
    GameKindModel.DIVIDED_LOYALTIES -> Screen.NEW_GAME
    GameKindModel.DISCORDER -> Screen.NEW_DISCORDER
    GameKindModel.COLOR_BRAKE -> Screen.NEW_COLOR_BRAKE
}

/** The game screen of [kind]. */
fun gameScreen(kind: GameKindModel): Screen = when (kind) {
    GameKindModel.DIVIDED_LOYALTIES -> Screen.GAME
    GameKindModel.DISCORDER -> Screen.DISCORDER
    GameKindModel.COLOR_BRAKE -> Screen.COLOR_BRAKE
}

/** Who may begin a game of Discorder, as the new-game screen offers it (D1). */
val DISCORDER_STARTERS: List<DiscorderStarter> =
    listOf(DiscorderStarter.YELLOW, DiscorderStarter.BLACK, DiscorderStarter.RANDOM)

/** The players of Discorder, for the computer's side (D1). */
val DISCORDER_PLAYERS: List<DiscorderPlayer> = listOf(DiscorderPlayer.YELLOW, DiscorderPlayer.BLACK)

/**
 * The new-game screen of Discorder: who begins (D1), and the player the computer plays
 * (`null`: two players on the device).
 */
data class DiscorderChoice(
    val starter: DiscorderStarter = DiscorderStarter.RANDOM,
    val computer: DiscorderPlayer? = null
)

/** The lengths a new game of Color Brake ABAB may have, and the screen's defaults (C2), from Rust. */
val COLOR_BRAKE_LENGTHS: ColorBrakeLengthChoices by lazy { colorBrakeLengthChoices() }

/** The kinds of length the new-game screen offers (C2), each with its default number. */
val COLOR_BRAKE_LENGTH_KINDS: List<ColorBrakeLength>
    get() = listOf(
        COLOR_BRAKE_LENGTHS.defaultLength,
        ColorBrakeLength.Target(COLOR_BRAKE_LENGTHS.defaultTarget)
    ).distinctBy { it::class }

/** The seats of Color Brake ABAB, for the computer's seat (C2). */
val COLOR_BRAKE_SEATS: List<ColorBrakeSeat> = listOf(ColorBrakeSeat.ONE, ColorBrakeSeat.TWO)

/**
 * The new-game screen of Color Brake ABAB: the game's [length] (a number of rounds or a
 * target score, C2) and the seat the computer plays (`null`: two players on one device,
 * with a hand-over between turns).
 */
data class ColorBrakeChoice(
    val length: ColorBrakeLength = COLOR_BRAKE_LENGTHS.defaultLength,
    val computer: ColorBrakeSeat? = null
) {
    /** Who plays at the device, for the session. */
    val mode: ColorBrakeMode
        get() = computer?.let { ColorBrakeMode.VsComputer(it) } ?: ColorBrakeMode.PassAndPlay
}

/** The numbers the new-game screen offers for a length of this kind: rounds, or target scores. */
val ColorBrakeLength.choices: List<UInt>
    get() = when (this) {
        is ColorBrakeLength.Rounds -> COLOR_BRAKE_LENGTHS.roundOptions
        is ColorBrakeLength.Target -> with(COLOR_BRAKE_LENGTHS) { (minTarget..maxTarget).toList() }
    }

/** The number of rounds or the target score. */
val ColorBrakeLength.number: UInt
    get() = when (this) {
        is ColorBrakeLength.Rounds -> rounds
        is ColorBrakeLength.Target -> target
    }

/** A length of the same kind with [number] rounds or points. */
fun ColorBrakeLength.withNumber(number: UInt): ColorBrakeLength = when (this) {
    is ColorBrakeLength.Rounds -> ColorBrakeLength.Rounds(number)
    is ColorBrakeLength.Target -> ColorBrakeLength.Target(number)
}

/** The other player of Discorder: the computer's, when the player on the device plays [player]. */
fun otherDiscorderPlayer(player: DiscorderPlayer): DiscorderPlayer = when (player) {
    DiscorderPlayer.YELLOW -> DiscorderPlayer.BLACK
    DiscorderPlayer.BLACK -> DiscorderPlayer.YELLOW
}

/** The other seat of Color Brake ABAB: the computer's, when the player on the device plays [seat]. */
fun otherColorBrakeSeat(seat: ColorBrakeSeat): ColorBrakeSeat = when (seat) {
    ColorBrakeSeat.ONE -> ColorBrakeSeat.TWO
    ColorBrakeSeat.TWO -> ColorBrakeSeat.ONE
}
