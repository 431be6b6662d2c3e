package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeAction
import app.dividedloyalties.core.ColorBrakeSeat
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

/** One seat of the Color Brake ABAB panel: its name and how many tokens its hand holds (public, C2). */
data class ColorBrakeSeatTexts(val seat: ColorBrakeSeat, val name: String, val handSize: UInt)

/** What the row in play may still take (C4.2): "Row 6 may still take:" and each colour with its count. */
data class ColorBrakeReferenceTexts(val title: String, val colours: List<Pair<String, UInt>>)

/** The Color Brake ABAB panel: the round, the length, the scores, the pile, the seats, the reference, the status line. */
data class ColorBrakePanelTexts(
    val round: String,
    val length: String,
    val scores: String,
    val pile: String,
    val seats: List<ColorBrakeSeatTexts>,
    val reference: ColorBrakeReferenceTexts?,
    val status: String
)

/**
 * The Color Brake ABAB panel of [frame], every text from the localiser; while a Tank's cell
 * [tankCell] waits for its colour (C6.2), the status line asks for it.
 */
fun Texts.colorBrakePanel(frame: ColorBrakeView, tankCell: UInt?): ColorBrakePanelTexts =
    ColorBrakePanelTexts(
        round = catalogs.colorBrakeRoundLabel(frame.round),
        length = catalogs.colorBrakeLengthLabel(frame.length),
        scores = catalogs.colorBrakeScores(frame.scores.one, frame.scores.two),
        pile = catalogs.colorBrakePile(frame.pile),
        seats = listOf(
            ColorBrakeSeatTexts(
                ColorBrakeSeat.ONE,
                catalogs.colorBrakeSeatName(ColorBrakeSeat.ONE),
                frame.handSizes.one
            ),
            ColorBrakeSeatTexts(
                ColorBrakeSeat.TWO,
                catalogs.colorBrakeSeatName(ColorBrakeSeat.TWO),
                frame.handSizes.two
            )
        ),
        reference = frame.reference?.let { reference ->
            ColorBrakeReferenceTexts(
                title = catalogs.colorBrakeReferenceLabel(reference.row),
                colours = reference.colours.filter { it.count > 0u }
                    .map { catalogs.colorBrakeColourName(it.colour) to it.count }
            )
        },
        status = tankCell?.let { catalogs.colorBrakeChooseTankColour(it) }
            ?: catalogs.colorBrakeStatus(frame.status)
    )

/**
 * The name on a button of the Color Brake ABAB screen: its colour (a colour token, the colour
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

/** What TalkBack says of a button of the Color Brake ABAB screen: its name, then why it is refused now, if it is. */
fun Texts.describeColorBrakeButton(button: HandButton): String = listOfNotNull(
    colorBrakeButton(button.action),
    button.refusal?.let { catalogs.colorBrakeRefusal(it) }
).joinToString(". ")
