package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeAction
import app.dividedloyalties.core.ColorBrakeSeat
import app.dividedloyalties.core.ColorBrakeToken
import app.dividedloyalties.core.ColorBrakeView
import app.dividedloyalties.core.DiscorderPlayerView
import app.dividedloyalties.core.DiscorderView
import app.dividedloyalties.core.LabelId

/** One player's side of the Discorder panel: name, tiles left, points now and settled (D1, D5). */
data class DiscorderSideTexts(
    val name: String,
    val tilesLeft: String,
    val score: String,
    /** Whether this player is to move (the panel marks them). */
    val toMove: Boolean
)

/** The Discorder panel: both players, the shared pegs left, the status line (D1–D6). */
data class DiscorderPanelTexts(
    val yellow: DiscorderSideTexts,
    val black: DiscorderSideTexts,
    val pegsLeft: String,
    val status: String
)

/** The Discorder panel of [frame], every text from the localiser. */
fun Texts.discorderPanel(frame: DiscorderView): DiscorderPanelTexts {
    fun side(view: DiscorderPlayerView) = DiscorderSideTexts(
        name = catalogs.discorderPlayerName(view.player),
        tilesLeft = catalogs.discorderTilesLeft(view.tilesLeft),
        score = catalogs.discorderScore(view.score),
        toMove = frame.toMove == view.player
    )
    return DiscorderPanelTexts(
        yellow = side(frame.yellow),
        black = side(frame.black),
        pegsLeft = catalogs.discorderPegsLeft(frame.pegsLeft),
        status = catalogs.discorderStatus(frame.status)
    )
}

/** What the row in play may still take (C4.2): "Row 6 may still take:" and each colour with its count ("Blue: 2"). */
data class ColorBrakeReferenceTexts(val title: String, val colours: List<String>)

/** The Color Brake ABAB panel: the round of the game's length, the scores, the pile, both hands' sizes, the reference, the status line. */
data class ColorBrakePanelTexts(
    /** "Round 2 of 4", "Round 2, playing to 30 points" (C2). */
    val round: String,
    val scores: String,
    val pile: String,
    /** Each seat's hand size, public to both (C2): "Player 2: 5 tokens". */
    val handSizes: List<String>,
    val reference: ColorBrakeReferenceTexts?,
    val status: String
)

/**
 * The Color Brake ABAB panel of [frame], every text from the localiser; while a Tank's cell
 * [tankCell] waits for its colour (C6.2), the status line asks for it.
 */
fun Texts.colorBrakePanel(frame: ColorBrakeView, tankCell: UInt?): ColorBrakePanelTexts =
    ColorBrakePanelTexts(
        round = catalogs.colorBrakeRoundOf(frame.round, frame.length),
        scores = catalogs.colorBrakeScores(frame.scores.one, frame.scores.two),
        pile = catalogs.colorBrakePile(frame.pile),
        handSizes = listOf(
            catalogs.colorBrakeHandSize(ColorBrakeSeat.ONE, frame.handSizes.one),
            catalogs.colorBrakeHandSize(ColorBrakeSeat.TWO, frame.handSizes.two)
        ),
        reference = frame.reference?.let { reference ->
            ColorBrakeReferenceTexts(
                title = catalogs.colorBrakeReferenceLabel(reference.row),
                colours = reference.colours.filter { it.count > 0u }
                    .map { catalogs.colorBrakeColourCount(it.colour, it.count) }
            )
        },
        status = tankCell?.let { catalogs.colorBrakeChooseTankColour(it) }
            ?: catalogs.colorBrakeStatus(frame.status)
    )

/**
 * The name of a button of the Color Brake ABAB screen: its colour (a colour token, the colour
 * for a Diamond or on a Tank, a drawn colour) or its token or action (C1, C2, C6).
 */
fun Texts.colorBrakeButton(action: ColorBrakeAction): String = when (action) {
    is ColorBrakeAction.Colour -> catalogs.colorBrakeColourName(action.colour)
    is ColorBrakeAction.ForDiamond -> catalogs.colorBrakeColourName(action.colour)
    is ColorBrakeAction.Tank -> catalogs.colorBrakeColourName(action.colour)
    is ColorBrakeAction.Rescue -> catalogs.colorBrakeColourName(action.colour)
    ColorBrakeAction.Neutral -> label(LabelId.COLOR_BRAKE_NEUTRAL)
    ColorBrakeAction.Diamond -> label(LabelId.COLOR_BRAKE_DIAMOND)
    ColorBrakeAction.NextRound -> label(LabelId.COLOR_BRAKE_NEXT_ROUND)
}

/**
 * What a button of the Color Brake ABAB screen shows and TalkBack reads as its name: its token
 * with how many the hand (or the draw) holds, "Blue: 3", "Neutral: 1" (C1, C6); its name alone
 * when it counts nothing ("Next round").
 */
fun Texts.colorBrakeButtonText(button: HandButton): String {
    val count = button.count ?: return colorBrakeButton(button.action)
    val token = button.action.token ?: return colorBrakeButton(button.action)
    return catalogs.colorBrakeTokenCount(token, count)
}

/** Why a button of the Color Brake ABAB screen is refused now, for TalkBack's state of it; `null` when it is accepted. */
fun Texts.colorBrakeButtonRefusal(button: HandButton): String? =
    button.refusal?.let { catalogs.colorBrakeRefusal(it) }

/** The Tank's chip: "Tank: 1", how many Tanks the hand holds (C6.2). */
fun Texts.colorBrakeTankChip(button: TankButton): String =
    catalogs.colorBrakeTokenCount(ColorBrakeToken.Tank, button.count)
