//! Helpers of the dl-app tests.

pub mod reference;
