//! Tests of the catalogs as a whole (issue 10): the same messages with the same variables in
//! all ten languages, a message for every code of the Rust side, every sample formatted
//! without a problem in every language, no untranslated text, the language negotiation and
//! the pseudo-locale.

mod ast;
mod catalogs;
mod codes;
mod color_brake_counts;
mod formatting;
mod negotiation;
mod pseudo_locale;
mod rounds_term;
mod samples;
