//! Unit tests of the computer opponent on small positions.
