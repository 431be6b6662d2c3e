package app.dividedloyalties.shell

import app.dividedloyalties.core.ColorBrakeAction
import app.dividedloyalties.core.ColorBrakeColour
import app.dividedloyalties.core.ColorBrakeOffer
import app.dividedloyalties.core.ColorBrakeRefusal
import app.dividedloyalties.core.ColorBrakeToken
import app.dividedloyalties.core.ColorBrakeView

/**
 * One button of the Color Brake ABAB screen: the [action] it plays, the session's [refusal]
 * of it now (`null` when accepted: a refused button is drawn dimmed, and a tap on it is
 * refused by the session with its reason), and how many of its token the hand or the draw
 * holds (`null` when it is no token).
 */
data class HandButton(
    val action: ColorBrakeAction,
    val refusal: ColorBrakeRefusal?,
    val count: UInt?
)

/** The buttons of the Color Brake ABAB screen, grouped as the screen shows them. */
data class ColorBrakeHand(
    /** The viewer's colour tokens (C4); once a Tank's cell is chosen, the colours to put on it (C6.2). */
    val colours: List<HandButton>,
    /** Neutral and Diamond (C6.1, C6.3). */
    val specials: List<HandButton>,
    /** "For your Diamond": the colours for a free slot of the viewer's Diamond (C6.3), when one is accepted. */
    val forDiamond: List<HandButton>,
    /**
     * The Tank button (C6.2): `null` when the frame offers no Tank, else whether some Tank is
     * accepted now, with how many Tanks the hand holds.
     */
    val tank: TankButton?,
    /** The drawn colours, one of which goes on the neutral (C6.1). */
    val drawn: List<HandButton>,
    /** "Next round", once the round is over (C2). */
    val nextRound: HandButton?
)

/** The Tank button: whether some Tank is accepted now, and how many the hand holds. */
data class TankButton(val enabled: Boolean, val count: UInt)

/**
 * The buttons of [frame]'s offers (only the viewer's hand: none during a hand-over, C2), the
 * colours of a Tank on cell [tankCell] when one is chosen. Nothing is decided here: each
 * button is an offer of the frame with the session's answer.
 */
fun colorBrakeHand(frame: ColorBrakeView, tankCell: UInt?): ColorBrakeHand {
    val hand = frame.hand.orEmpty()
    fun held(token: ColorBrakeToken): UInt = hand.firstOrNull { it.token == token }?.count ?: 0u
    fun held(colour: ColorBrakeColour): UInt = held(ColorBrakeToken.Colour(colour))
    fun drawn(colour: ColorBrakeColour): UInt =
        frame.drawn.orEmpty().firstOrNull { it.colour == colour }?.count ?: 0u

    val colours = mutableListOf<HandButton>()
    val tankColours = mutableListOf<HandButton>()
    val specials = mutableListOf<HandButton>()
    val forDiamond = mutableListOf<HandButton>()
    val tanks = mutableListOf<ColorBrakeOffer>()
    val rescue = mutableListOf<HandButton>()
    var nextRound: HandButton? = null
    for (offer in frame.offers) {
        when (val action = offer.action) {
            is ColorBrakeAction.Colour ->
                colours += HandButton(action, offer.refusal, held(action.colour))

            ColorBrakeAction.Neutral ->
                specials += HandButton(action, offer.refusal, held(ColorBrakeToken.Neutral))

            ColorBrakeAction.Diamond ->
                specials += HandButton(action, offer.refusal, held(ColorBrakeToken.Diamond))

            is ColorBrakeAction.ForDiamond ->
                forDiamond += HandButton(action, offer.refusal, held(action.colour))

            is ColorBrakeAction.Tank -> {
                tanks += offer
                if (action.cell == tankCell) {
                    tankColours += HandButton(action, offer.refusal, held(action.colour))
                }
            }

            is ColorBrakeAction.Rescue ->
                rescue += HandButton(action, offer.refusal, drawn(action.colour))

            ColorBrakeAction.NextRound -> nextRound = HandButton(action, offer.refusal, null)
        }
    }
    return ColorBrakeHand(
        colours = tankColours.ifEmpty { colours },
        specials = specials,
        forDiamond = forDiamond.takeIf { buttons -> buttons.any { it.refusal == null } }.orEmpty(),
        tank = if (tanks.isEmpty()) {
            null
        } else {
            TankButton(tanks.any { it.refusal == null }, held(ColorBrakeToken.Tank))
        },
        drawn = rescue,
        nextRound = nextRound
    )
}

/** The colour a button of this action shows (a token's, a Diamond's, a Tank's or a drawn colour); `null` for the others. */
val ColorBrakeAction.colour: ColorBrakeColour?
    get() = when (this) {
        is ColorBrakeAction.Colour -> colour
        is ColorBrakeAction.ForDiamond -> colour
        is ColorBrakeAction.Tank -> colour
        is ColorBrakeAction.Rescue -> colour
        ColorBrakeAction.Neutral, ColorBrakeAction.Diamond, ColorBrakeAction.NextRound -> null
    }

/** The token a button of this action plays from the hand or the draw (C1, C6); `null` for Next round. */
val ColorBrakeAction.token: ColorBrakeToken?
    get() = when (this) {
        ColorBrakeAction.Neutral -> ColorBrakeToken.Neutral
        ColorBrakeAction.Diamond -> ColorBrakeToken.Diamond
        else -> colour?.let { ColorBrakeToken.Colour(it) }
    }
