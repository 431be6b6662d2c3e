package app.dividedloyalties.shell

import app.dividedloyalties.core.DlException
import app.dividedloyalties.core.EditorException
import app.dividedloyalties.core.ErrorDetailsModel
import app.dividedloyalties.core.StoreException
import java.io.IOException

/**
 * An error as the localiser formats it (`Localizer.error(code, details)`): the stable code of
 * any part of the Rust side (a file, a link, the store, the editor, sharing) and its typed
 * fields. Every failure the app explains becomes one, so no English reaches the player.
 */
data class ErrorText(val code: String, val details: ErrorDetailsModel = noDetails()) {
    /** The conversions from what the bindings and the platform throw. */
    companion object {
        /** The code of a file that could not be read or written (`error-io-error`). */
        const val IO_ERROR = "io_error"

        /** The error of anything the app caught: the Rust side's code, or [IO_ERROR] for the platform's failures to read or write. */
        fun of(error: Throwable): ErrorText = when (error) {
            is DlException -> ErrorText(error.code, error.details)
            is StoreException -> ofStore(error)
            is EditorException -> ofEditor(error)
            is IOException -> ErrorText(IO_ERROR)
            else -> ErrorText(IO_ERROR)
        }

        private fun ofStore(error: StoreException): ErrorText = when (error) {
            is StoreException.Locked -> ErrorText(error.code)

            is StoreException.Files -> ErrorText(
                error.code,
                noDetails(limit = error.limit?.toLong())
            )

            is StoreException.Unreadable -> ErrorText(error.code, error.moved.details)

            is StoreException.NoSuchEntry -> ErrorText(error.code)

            is StoreException.Full -> ErrorText(error.code, noDetails(limit = error.limit.toLong()))

            is StoreException.BadPosition -> ErrorText(error.code)

            is StoreException.NameTaken -> ErrorText(error.code, noDetails(found = error.name))

            is StoreException.InvalidCsv -> ErrorText(error.code, error.details)

            is StoreException.Misuse -> ErrorText(error.code)
        }

        private fun ofEditor(error: EditorException): ErrorText = when (error) {
            is EditorException.Blocked -> ErrorText(error.code)
            is EditorException.InvalidArgument -> ErrorText(error.code)
        }
    }
}

/** The stable code of any error of the bindings (bindings README, "Errors"). */
val DlException.code: String
    get() = when (this) {
        is DlException.UnknownPosition -> code
        is DlException.InvalidArgument -> code
        is DlException.InvalidCsv -> code
        is DlException.InvalidSavedGame -> code
        is DlException.InvalidLink -> code
        is DlException.InvalidWebSave -> code
        is DlException.Unrecognised -> code
        is DlException.CannotShare -> code
    }

/** The typed fields of any error of the bindings. */
val DlException.details: ErrorDetailsModel
    get() = when (this) {
        is DlException.UnknownPosition -> details
        is DlException.InvalidArgument -> details
        is DlException.InvalidCsv -> details
        is DlException.InvalidSavedGame -> details
        is DlException.InvalidLink -> details
        is DlException.InvalidWebSave -> details
        is DlException.Unrecognised -> details
        is DlException.CannotShare -> details
    }

/** Error details with only the fields given (the record has no defaults across the FFI). */
fun noDetails(limit: Long? = null, found: String? = null): ErrorDetailsModel = ErrorDetailsModel(
    line = null,
    column = null,
    index = null,
    cell = null,
    coordinates = null,
    refusal = null,
    version = null,
    side = null,
    color = null,
    givenKind = null,
    actualKind = null,
    number = null,
    limit = limit,
    linkField = null,
    found = found
)
