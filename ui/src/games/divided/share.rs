//! What each share control of the game screen shares (SCREENS.md "Share"): the position's
//! link, its CSV file, its picture, the game file with its link, the result's picture with its
//! line — each a separate choice, because WhatsApp often keeps only one of a text and a file.

use dl_app::l10n::{error_text, picture_text, Localizer, Text};
use dl_app::picture::Theme;
use dl_app::share::{
    share_game, share_position, share_result, LocalTime, ShareError, SharePayload, ShareSettings,
    SharedFile,
};
use dl_core::error_details::ErrorDetails;
use dl_core::session::Session;

use crate::effect::ShareItem;
use crate::input::Control;

/// The items of `control` for the game of `session`, the texts in the language of `texts`.
pub(crate) fn items(
    session: &Session,
    control: &Control,
    texts: &Localizer,
    dark: bool,
) -> Result<Vec<ShareItem>, Text> {
    let game = session.game();
    let theme = if dark { Theme::Dark } else { Theme::Light };
    let settings = ShareSettings::for_language(texts.language().tag(), theme);
    let now = local_now();
    let payload = match control {
        Control::SharePosition | Control::SharePositionCsv | Control::SharePicture => {
            share_position(game, &settings)
        }
        Control::ShareGame => share_game(game, now, &settings),
        Control::ShareResult => share_result(game, now, &settings),
        _ => return Ok(Vec::new()),
    }
    .map_err(|e| share_error_text(&e))?;
    let file = |index: usize| payload.files.get(index).map(file_item);
    Ok(match control {
        Control::SharePosition => vec![message(&payload, texts)],
        Control::SharePositionCsv => file(0).into_iter().collect(),
        Control::SharePicture => file(1).into_iter().collect(),
        Control::ShareGame => file(0)
            .into_iter()
            .chain([message(&payload, texts)])
            .collect(),
        _ => file(0)
            .into_iter()
            .chain([message(&payload, texts)])
            .collect(),
    })
}

/// The message in the sharer's language, with the link under it when there is one.
fn message(payload: &SharePayload, texts: &Localizer) -> ShareItem {
    let line = texts.tr(&payload.message);
    ShareItem::Text {
        text: match &payload.link {
            Some(link) => format!("{line}\n{link}"),
            None => line,
        },
    }
}

fn file_item(file: &SharedFile) -> ShareItem {
    ShareItem::File {
        name: file.file_name.clone(),
        mime: file.mime_type.to_owned(),
        bytes: file.bytes.clone(),
    }
}

fn share_error_text(error: &ShareError) -> Text {
    match error {
        ShareError::Picture(picture) => picture_text(picture),
        ShareError::GameNotOver => error_text(error.code(), &ErrorDetails::default()),
    }
}

/// The local time now, or UTC where the local offset cannot be known: the files' stamp.
fn local_now() -> LocalTime {
    let now = time::OffsetDateTime::now_local().unwrap_or_else(|_| time::OffsetDateTime::now_utc());
    LocalTime {
        year: u16::try_from(now.year()).unwrap_or_default(),
        month: u8::from(now.month()),
        day: now.day(),
        hour: now.hour(),
        minute: now.minute(),
    }
}
