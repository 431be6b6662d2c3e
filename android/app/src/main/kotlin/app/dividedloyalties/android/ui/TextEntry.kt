package app.dividedloyalties.android.ui

import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextRange
import androidx.compose.ui.text.input.TextFieldValue
import app.dividedloyalties.ui.Field
import app.dividedloyalties.ui.Input

/**
 * A one-line text field of the screen ([field]: the editor's name, a position's being renamed,
 * online play's name and room, the chat): kept with its cursor across rotation (`rememberSaveable`), each change sent
 * to Rust, which holds the text; set again when Rust's [text] changes otherwise (a chat line
 * sent empties it).
 */
@Composable
fun TextEntry(field: Field, text: String, label: String, send: (Input) -> Unit) {
    var value by rememberSaveable(stateSaver = TextFieldValue.Saver) {
        mutableStateOf(TextFieldValue(text, TextRange(text.length)))
    }
    LaunchedEffect(text) {
        if (value.text != text) value = TextFieldValue(text, TextRange(text.length))
    }
    OutlinedTextField(
        value = value,
        onValueChange = {
            value = it
            send(Input.Text(field, it.text))
        },
        label = { Text(label) },
        singleLine = true,
        modifier = Modifier.fillMaxWidth()
    )
}
