//! The store's tests.
