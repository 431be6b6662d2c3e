use dl_color_brake::computer::choose_action;
use dl_color_brake::playout::random_action;
use dl_color_brake::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;
fn main() {
    let n = 200;
    let mut tot = [0u32; 2];
    let mut wins = [0; 3];
    let t = std::time::Instant::now();
    let mut moves = 0;
    for seed in 0..n {
        let mut g = Game::new(seed, GameLength::rounds(2).unwrap());
        let mut rng = SmallRng::seed_from_u64(seed);
        while !g.is_over() {
            let a = if g.to_move() == Some(Seat::Two) {
                moves += 1;
                choose_action(&g, &mut rng)
            } else {
                random_action(&g, &mut rng)
            };
            g.apply(a.unwrap()).unwrap();
        }
        let s = g.scores();
        tot[0] += s[0];
        tot[1] += s[1];
        match g.winner().unwrap() {
            Winner::Seat(Seat::One) => wins[0] += 1,
            Winner::Seat(Seat::Two) => wins[1] += 1,
            Winner::Draw => wins[2] += 1,
        }
    }
    println!(
        "random {} computer {} wins {wins:?} ; {:?} per computer move",
        tot[0],
        tot[1],
        t.elapsed() / moves
    );
}
