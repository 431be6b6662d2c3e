//! Platform string files.
