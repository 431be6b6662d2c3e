package app.dividedloyalties.shell

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.GameSession
import app.dividedloyalties.core.LabelId
import app.dividedloyalties.core.LocalTimeModel
import app.dividedloyalties.core.SharePayloadModel
import app.dividedloyalties.core.SharedFileModel
import app.dividedloyalties.core.ThemeModel
import java.time.LocalDateTime

/** What one Share entry hands to the system share sheet: a text, files, or both. */
class ShareContent(val text: String?, val files: List<SharedFileModel>)

/**
 * One entry of the Share menu (SCREENS.md "Share"): its [label], a [detail] saying exactly
 * what goes (the link, or the file's name as Rust names it), and the [content].
 */
class ShareEntry(val label: LabelId, val detail: String, val content: ShareContent)

/** The Rust share payloads of one game: its position, the game itself, and its result once it is over. */
class SharePayloads(
    val position: SharePayloadModel,
    val game: SharePayloadModel?,
    val result: SharePayloadModel?
)

/** The sharer's local time, for the files' names. */
fun localTime(now: LocalDateTime = LocalDateTime.now()): LocalTimeModel = LocalTimeModel(
    year = now.year.toUShort(),
    month = now.monthValue.toUByte(),
    day = now.dayOfMonth.toUByte(),
    hour = now.hour.toUByte(),
    minute = now.minute.toUByte()
)

/**
 * The payloads of [session] in [language] (the page of the web version the links open) with
 * pictures in [theme]: the result only once the game is over (R8). Call it off the UI thread:
 * it paints pictures.
 */
fun sharePayloads(
    session: GameSession,
    language: String,
    theme: ThemeModel,
    now: LocalTimeModel = localTime()
): SharePayloads = SharePayloads(
    position = session.sharePosition(language, theme),
    game = session.shareGame(language, theme, now),
    result = if (session.view().result == null) {
        null
    } else {
        try {
            session.shareResult(language, theme, now)
        } catch (_: DlException) {
            null
        }
    }
)

/**
 * The Share menu: the result first once there is one (its text and the final picture), then
 * the position's link, file and picture, then "Share game link" (the whole game travels in the
 * link, R10) and the game's file and picture (files in the order Rust offers them). A link and
 * a file are never one entry: WhatsApp often keeps only one of text and file (PLATFORMS.md).
 */
fun shareMenu(payloads: SharePayloads, texts: Texts): List<ShareEntry> = buildList {
    payloads.result?.let { result ->
        val message = texts.shareMessage(result.message)
        add(ShareEntry(LabelId.SHARE_RESULT, message, ShareContent(message, result.files)))
    }
    addAll(payloadEntries(payloads.position, LabelId.SHARE_POSITION, LabelId.SHARE_POSITION, texts))
    payloads.game?.let {
        addAll(payloadEntries(it, LabelId.SHARE_GAME_LINK, LabelId.SHARE_GAME, texts))
    }
}

/**
 * The entries of one payload: its link (with the message) under [linkLabel], then each file
 * alone, under its kind's label or [fileLabel] (the game file).
 */
fun payloadEntries(
    payload: SharePayloadModel,
    linkLabel: LabelId,
    fileLabel: LabelId,
    texts: Texts
): List<ShareEntry> {
    val link = payload.link?.let { link ->
        val text = texts.shareMessage(payload.message) + "\n" + link
        ShareEntry(linkLabel, link, ShareContent(text, emptyList()))
    }
    val files = payload.files.map { file ->
        ShareEntry(labelOf(file, fileLabel), file.fileName, ShareContent(null, listOf(file)))
    }
    return listOfNotNull(link) + files
}

/** The label of a shared file, by the MIME type Rust gave it. */
private fun labelOf(file: SharedFileModel, payloadLabel: LabelId): LabelId = when (file.mimeType) {
    MIME_CSV -> LabelId.SHARE_POSITION_CSV
    MIME_PNG -> LabelId.SHARE_PICTURE
    else -> payloadLabel
}

private const val MIME_CSV = "text/csv"
private const val MIME_PNG = "image/png"
