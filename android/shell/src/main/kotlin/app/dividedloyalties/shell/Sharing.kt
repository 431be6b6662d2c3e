package app.dividedloyalties.shell

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.ViewModel

/**
 * One entry of the Share menu (SCREENS.md "Share"). Link and file are separate entries because
 * WhatsApp often keeps only one of text and file.
 */
enum class ShareAction(val label: Label) {
    /** The web version's address of a built-in position. */
    POSITION_LINK(Label.SHARE_POSITION_LINK),

    /** The position as a CSV file (R9). */
    POSITION_FILE(Label.SHARE_POSITION_FILE),

    /** The board picture (PNG). */
    POSITION_PICTURE(Label.SHARE_POSITION_PICTURE),

    /** The game file, for correspondence play, with the game link as text. */
    GAME_FILE(Label.SHARE_GAME_FILE),

    /** The game link alone (R10). */
    GAME_LINK(Label.SHARE_GAME_LINK),

    /** The final picture with a one-line result. */
    RESULT(Label.SHARE_RESULT)
}

/** A file to attach, as the Rust share payloads name and type it. */
class ShareFile(val name: String, val mimeType: String, val bytes: ByteArray)

/** What the share sheet gets: a message text and files (either may be absent). */
class SharePayload(val text: String?, val files: List<ShareFile>)

/**
 * The share payloads (texts, links, file names, MIME types, bytes); phase 2 implements them
 * with dl-app's share payloads through the bindings.
 */
interface SharePayloads {
    /** Whether [action] can be offered for the game of [session] (cheap: no payload is made). */
    fun offers(action: ShareAction, session: GameSession): Boolean

    /** The payload of [action] for the game of [session], in the app's language; `null` if it cannot be made. */
    fun payload(action: ShareAction, session: GameSession): SharePayload?
}

/**
 * The Share menu for a frame (SCREENS.md "Share"): the result first once the game is over,
 * then the position and game entries that [payloads] offer for [session].
 */
fun shareMenu(frame: ViewModel, session: GameSession, payloads: SharePayloads): List<ShareAction> =
    buildList {
        if (frame.result != null) add(ShareAction.RESULT)
        add(ShareAction.POSITION_LINK)
        add(ShareAction.POSITION_FILE)
        add(ShareAction.POSITION_PICTURE)
        add(ShareAction.GAME_FILE)
        add(ShareAction.GAME_LINK)
    }.filter { payloads.offers(it, session) }

/**
 * The interim payloads until dl-app's exist: the two links, as text, from the session
 * (`positionLink` is `null` for custom positions, R10). Files and pictures need the Rust names,
 * types and picture: phase 2.
 */
object LinkSharePayloads : SharePayloads {
    override fun offers(action: ShareAction, session: GameSession): Boolean = when (action) {
        ShareAction.POSITION_LINK -> session.positionLink() != null
        ShareAction.GAME_LINK -> true
        else -> false
    }

    override fun payload(action: ShareAction, session: GameSession): SharePayload? = when (action) {
        ShareAction.POSITION_LINK -> session.positionLink()?.let { SharePayload(it, emptyList()) }

        ShareAction.GAME_LINK -> try {
            SharePayload(session.gameLink(), emptyList())
        } catch (_: DlException) {
            null
        }

        else -> null
    }
}
