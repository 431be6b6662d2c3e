//! Chance from the game's seed (C2, C7): the lot for the first A and each round's shuffle.
//!
//! A saved game keeps only the seed and the actions, so the same seed must give the same
//! tokens in every version of the app. Two choices make it so:
//! - the random words come from **ChaCha8** (`rand_chacha::ChaCha8Rng`), a stream cipher whose
//!   output is fixed by its published algorithm: the key is laid out here byte by byte from
//!   the seed (not through `seed_from_u64`, whose expansion is a library convenience), and each
//!   use has its own ChaCha stream number (0 for the lot, `r` for round `r`);
//! - the words become a shuffle through the code below (Fisher–Yates with rejection sampling),
//!   not through a library's `shuffle` or `random_range`, whose algorithms may change between
//!   versions.
//!
//! The test `the_shuffle_is_pinned_to_its_reference_values` fixes the first words, the lot and a
//! deal, so that a dependency update that changed them fails at once.

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::seat::Seat;
use crate::token::{Token, TOKEN_COUNT};

/// Bytes 8–31 of every ChaCha key: a fixed tag after the seed's eight bytes.
const KEY_TAG: &[u8; 24] = b"Color Brake ABAB shuffle";

/// The ChaCha8 generator of `seed` on `stream`.
fn generator(seed: u64, stream: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    key[8..].copy_from_slice(KEY_TAG);
    let mut rng = ChaCha8Rng::from_seed(key);
    rng.set_stream(stream);
    rng
}

/// A uniform number in `0..n` (`n` ≥ 1) by rejection sampling from 32-bit words.
fn below(rng: &mut ChaCha8Rng, n: u32) -> u32 {
    let n = u64::from(n.max(1));
    // The largest multiple of n not above 2^32: words at or above it are drawn again.
    let zone = (1u64 << 32) / n * n;
    loop {
        let word = u64::from(rng.next_u32());
        if word < zone {
            return (word % n) as u32;
        }
    }
}

/// Who holds A in the first round, drawn by lot from the seed (C2).
pub fn first_a(seed: u64) -> Seat {
    if below(&mut generator(seed, 0), 2) == 0 {
        Seat::One
    } else {
        Seat::Two
    }
}

/// The order of the 82 tokens for round `round` (1-based) of the game with `seed` (C2): the
/// full set shuffled by Fisher–Yates. The deal and every later draw take tokens from the
/// front, so the pile's order is fixed when the round starts (C7).
pub fn round_order(seed: u64, round: u16) -> [Token; TOKEN_COUNT] {
    let mut tokens = Token::full_set();
    let mut rng = generator(seed, u64::from(round));
    for i in (1..tokens.len()).rev() {
        let j = below(&mut rng, i as u32 + 1) as usize;
        tokens.swap(i, j);
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference values: if a dependency update changes them, saved games would draw other
    /// tokens, so this must fail (C7).
    #[test]
    fn the_shuffle_is_pinned_to_its_reference_values() {
        let mut rng = generator(0, 0);
        let words: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
        assert_eq!(words, REFERENCE_WORDS);
        let lots: Vec<Seat> = (0..8).map(first_a).collect();
        assert_eq!(lots, REFERENCE_LOTS);
        let order = round_order(2024, 1);
        let names: Vec<&str> = order.iter().take(12).map(|t| t.name()).collect();
        assert_eq!(names, REFERENCE_ROUND_START);
    }

    const REFERENCE_WORDS: [u32; 4] = [3364496249, 1129569405, 1038005346, 3951410126];
    const REFERENCE_LOTS: [Seat; 8] = [
        Seat::Two,
        Seat::One,
        Seat::Two,
        Seat::One,
        Seat::Two,
        Seat::Two,
        Seat::One,
        Seat::One,
    ];
    const REFERENCE_ROUND_START: [&str; 12] = [
        "white", "red", "white", "green", "green", "neutral", "white", "neutral", "orange", "pink",
        "blue", "pink",
    ];

    /// The ChaCha block function with 8 rounds, written from its specification (Bernstein's
    /// 64-bit counter and 64-bit nonce layout): the oracle that the generator's words are
    /// ChaCha8's and nothing else.
    fn chacha8_block(key: [u8; 32], counter: u64, stream: u64) -> [u32; 16] {
        fn quarter(x: &mut [u32; 16], a: usize, b: usize, c: usize, d: usize) {
            x[a] = x[a].wrapping_add(x[b]);
            x[d] = (x[d] ^ x[a]).rotate_left(16);
            x[c] = x[c].wrapping_add(x[d]);
            x[b] = (x[b] ^ x[c]).rotate_left(12);
            x[a] = x[a].wrapping_add(x[b]);
            x[d] = (x[d] ^ x[a]).rotate_left(8);
            x[c] = x[c].wrapping_add(x[d]);
            x[b] = (x[b] ^ x[c]).rotate_left(7);
        }
        let mut state = [0u32; 16];
        for (i, word) in b"expand 32-byte k".chunks(4).enumerate() {
            state[i] = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
        }
        for (i, word) in key.chunks(4).enumerate() {
            state[4 + i] = u32::from_le_bytes([word[0], word[1], word[2], word[3]]);
        }
        state[12] = counter as u32;
        state[13] = (counter >> 32) as u32;
        state[14] = stream as u32;
        state[15] = (stream >> 32) as u32;
        let mut x = state;
        for _ in 0..4 {
            quarter(&mut x, 0, 4, 8, 12);
            quarter(&mut x, 1, 5, 9, 13);
            quarter(&mut x, 2, 6, 10, 14);
            quarter(&mut x, 3, 7, 11, 15);
            quarter(&mut x, 0, 5, 10, 15);
            quarter(&mut x, 1, 6, 11, 12);
            quarter(&mut x, 2, 7, 8, 13);
            quarter(&mut x, 3, 4, 9, 14);
        }
        for (out, input) in x.iter_mut().zip(state) {
            *out = out.wrapping_add(input);
        }
        x
    }

    #[test]
    fn the_generator_gives_the_chacha8_blocks_of_its_key_and_stream() {
        for (seed, stream) in [(0u64, 0u64), (2024, 1), (u64::MAX, 7)] {
            let mut key = [0u8; 32];
            key[..8].copy_from_slice(&seed.to_le_bytes());
            key[8..].copy_from_slice(KEY_TAG);
            let mut rng = generator(seed, stream);
            for counter in 0..3 {
                let words: Vec<u32> = (0..16).map(|_| rng.next_u32()).collect();
                assert_eq!(
                    words,
                    chacha8_block(key, counter, stream),
                    "{seed} {stream}"
                );
            }
        }
    }

    #[test]
    fn every_round_order_is_a_permutation_of_the_full_set() {
        let mut full = Token::full_set();
        full.sort();
        for round in 1..=6 {
            let mut order = round_order(7, round);
            assert_ne!(order, Token::full_set());
            order.sort();
            assert_eq!(order, full);
        }
        assert_ne!(round_order(7, 1), round_order(7, 2));
        assert_ne!(round_order(7, 1), round_order(8, 1));
    }

    #[test]
    fn below_is_uniform_enough_on_small_ranges() {
        let mut rng = generator(1, 99);
        let mut counts = [0u32; 7];
        for _ in 0..70_000 {
            counts[below(&mut rng, 7) as usize] += 1;
        }
        for n in counts {
            assert!((9_000..11_000).contains(&n), "{counts:?}");
        }
    }
}
