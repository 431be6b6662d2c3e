//! dl-bindings: the only crate that knows uniffi. It exports the app as one object, [`DlApp`]
//! (`dl_ui`'s state machine: inputs in, screens and effects out, issue 19), the
//! [`ChangeListener`] a shell implements, the [`LaunchFailure`] of a store that cannot be
//! opened, and [`init_logging`]. The inputs, screens and effects are `dl_ui`'s own types,
//! exported by uniffi derives in that crate; nothing is converted here. See README.md.

uniffi::setup_scaffolding!();

mod app;
mod logging;

pub use app::{ChangeListener, DlApp, LaunchFailure};
pub use logging::init_logging;
