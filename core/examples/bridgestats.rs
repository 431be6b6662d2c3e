use std::sync::atomic::{AtomicBool, AtomicU32};
use std::sync::Arc;
use dl_core::computer::*;
use dl_core::rules::lines_through;
use dl_core::{builtin, Game};

fn main() {
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let mut differ = 0; let mut turns = 0; let mut with_bridges = 0;
    let mut fewer = 0; let mut more = 0;
    for g in 0..40u64 {
        let number = [1u8, 6, 7, 12][(g % 4) as usize];
        let p = builtin(number).unwrap();
        let mut game = Game::new(Arc::new(p.clone()), p.default_rounds());
        let mut cs = [Computer::new(Level::Easy, g), Computer::with_settings(Settings { bridges: BridgeStyle::All, ..Settings::for_level(Level::Easy)}, g+7)];
        while !game.is_over() {
            let side = game.to_move().index();
            let t = cs[side].think(&game, Limits::default(), &stop, &progress).unwrap();
            if side == 0 {
                turns += 1;
                let mut g2 = game.clone();
                g2.place(t.cell, t.color).unwrap();
                let pos = g2.position().clone();
                let all: Vec<_> = lines_through(&pos, t.cell).filter(|l| g2.bridge(l.start(), l.end()).is_ok()).map(|l| (l.start(), l.end())).collect();
                if !all.is_empty() || !t.bridges.is_empty() { with_bridges += 1; }
                let mut a = all.clone(); a.sort(); let mut b = t.bridges.clone(); b.sort();
                if a != b { differ += 1; if b.len() < a.len() { fewer += 1 } else { more += 1 } }
            }
            t.play(&mut game).unwrap();
        }
    }
    println!("turns {turns} with bridges {with_bridges} differ {differ} (fewer {fewer}, other {more})");
}
