package app.dividedloyalties.shell

import app.dividedloyalties.core.DlException

/** The stable code of any error of the bindings (bindings README, "Errors"). */
val DlException.code: String
    get() = when (this) {
        is DlException.UnknownPosition -> code
        is DlException.InvalidArgument -> code
        is DlException.InvalidCsv -> code
        is DlException.InvalidSavedGame -> code
        is DlException.InvalidLink -> code
        is DlException.InvalidWebSave -> code
    }

/** The English text of any error of the bindings, for logs. */
val DlException.english: String
    get() = when (this) {
        is DlException.UnknownPosition -> english
        is DlException.InvalidArgument -> english
        is DlException.InvalidCsv -> english
        is DlException.InvalidSavedGame -> english
        is DlException.InvalidLink -> english
        is DlException.InvalidWebSave -> english
    }
