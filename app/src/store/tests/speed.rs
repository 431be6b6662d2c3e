//! The library's folder is not read again on every operation: duplicating a position among 999
//! takes milliseconds, not the time of parsing 999 files.

use std::fs;
use std::time::{Duration, Instant};

use dl_core::position_csv::write_position;

use super::*;
use crate::store::MAX_LIST_ENTRIES;

#[test]
fn duplicating_among_999_positions_is_fast() {
    let dir = TestDir::new("speed-duplicate");
    let clock = clock();
    let (mut store, _) = open(&dir, &clock);
    let positions = dir.path().join("positions");
    let octopus = dl_core::builtin(2).unwrap().clone();
    for n in 1..MAX_LIST_ENTRIES {
        let position = octopus.clone().renamed(format!("Mine {n}"));
        fs::write(
            positions.join(format!("{}-{n}.csv", START.0)),
            write_position(&position, 1),
        )
        .unwrap();
    }
    let id = format!("{}-1", START.0);
    // The first operation reads the folder once.
    store.positions().unwrap();
    let started = Instant::now();
    let copy = store.duplicate_position(&id).unwrap();
    let took = started.elapsed();
    println!("duplicate_position among 999 positions: {took:?}");
    store.delete_position(&copy.to_string()).unwrap();
    assert!(took < Duration::from_millis(150), "took {took:?}");
}
