//! `dl-cli script` replays every decision of the web version's 48 reference games
//! (`tests/data/reference-games-seed1.jsonl` and `…-seed2.jsonl`, 2 per built-in position in
//! each) and must answer each as the web version decided: placements accepted or refused for
//! the same reason, bridges accepted with the same kind and cuts or refused for the same
//! reason, every dot stone returned, turns passed on, the same scores after every turn and the
//! same end.

mod common;

use std::collections::HashMap;

use serde_json::{json, Value};

const SEED1: &str = include_str!("../../tests/data/reference-games-seed1.jsonl");
const SEED2: &str = include_str!("../../tests/data/reference-games-seed2.jsonl");

/// What the answer to a command must satisfy.
enum Expect {
    New(String),
    Place,
    RefusedPlace(String),
    Bridge(Value),
    EndTurn {
        event: Value,
        next_is_pass: bool,
        game_over: bool,
    },
    Scores(Value),
    Final(Value),
}

fn codes_for(web_reason: &str) -> &'static [&'static str] {
    if web_reason.starts_with("Not a valid row") {
        &["empty_cell_in_row", "equal_neighbours", "not_loyal"]
    } else if web_reason.starts_with("Bridges can") {
        &["shares_two_stones"]
    } else if web_reason.starts_with("This bridge would cross") {
        &["crosses_bridge"]
    } else if web_reason.starts_with("A red bridge can") {
        &["red_crosses_red_or_cut"]
    } else {
        panic!("unknown web refusal {web_reason}")
    }
}

/// The refusal code of a refused placement (policy v2).
fn placement_code(reason: &str) -> &'static str {
    match reason {
        "The cell already holds a stone." => "cell_occupied",
        "Not a playable cell: neither a region cell nor a dot." => "not_playable",
        "A dot takes a stone only if it can form a legal bridge there, and this colour cannot now." => {
            "dot_without_bridge"
        }
        "No stone of this colour left: the inventory offers no such colour to select." => {
            "color_not_in_supply"
        }
        other => panic!("unknown placement refusal {other}"),
    }
}

fn scores_json(web: &Value) -> Value {
    let side = |who: &str| {
        json!({
            "bridges": web["bridge"][who],
            "regions": web["region"][who],
            "total": web["total"][who],
        })
    };
    json!({"ok": true, "blue": side("blue"), "yellow": side("yellow")})
}

fn unordered(pair: &Value) -> (String, String) {
    let (a, b) = (pair[0].to_string(), pair[1].to_string());
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// What one file's replay counted.
#[derive(Debug, Default)]
struct Tally {
    accepted: usize,
    refused: usize,
    cuts: usize,
    turns: usize,
    refused_placements: usize,
    returned: usize,
}

/// Replays a reference file through one script run and checks every answer.
fn replay(games: &str) -> Tally {
    let events: Vec<Value> = games
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let mut input = String::new();
    let mut expects = Vec::new();
    let mut command = |cmd: Value, expect: Expect| {
        input.push_str(&cmd.to_string());
        input.push('\n');
        expects.push(expect);
    };
    for (i, ev) in events.iter().enumerate() {
        let kind = ev["type"].as_str().unwrap();
        let previous = i.checked_sub(1).map(|p| &events[p]);
        match kind {
            "game" => command(
                json!({"cmd": "new", "position": ev["position_id"].to_string()}),
                Expect::New(ev["position"].as_str().unwrap().to_owned()),
            ),
            "place" => command(
                json!({"cmd": "place", "x": ev["xy"][0], "y": ev["xy"][1], "color": ev["color"]}),
                if ev["accepted"] == true {
                    Expect::Place
                } else {
                    Expect::RefusedPlace(placement_code(ev["reason"].as_str().unwrap()).to_owned())
                },
            ),
            "bridge" => command(
                json!({"cmd": "bridge", "from": ev["s_xy"], "to": ev["e_xy"]}),
                Expect::Bridge(ev.clone()),
            ),
            "end_turn" => {
                let after_pass =
                    previous.is_some_and(|p| p["type"] == "pass" && p["player"] == ev["player"]);
                if !after_pass {
                    let next_is_pass = events.get(i + 1).is_some_and(|n| n["type"] == "pass");
                    let game_over = events[i + 1..]
                        .iter()
                        .find(|e| e["type"] != "pass" && e["type"] != "end_turn")
                        .is_some_and(|e| e["type"] == "final");
                    command(
                        json!({"cmd": "end_turn"}),
                        Expect::EndTurn {
                            event: ev.clone(),
                            next_is_pass,
                            game_over,
                        },
                    );
                }
                command(
                    json!({"cmd": "scores"}),
                    Expect::Scores(ev["scores"].clone()),
                );
            }
            "pass" => {}
            "final" => command(json!({"cmd": "view"}), Expect::Final(ev.clone())),
            other => panic!("unknown event {other}"),
        }
    }
    let answers = common::run_script(&input, &[]);
    assert_eq!(answers.len(), expects.len(), "one answer per command");

    let mut bridge_ends: HashMap<u64, Value> = HashMap::new();
    let mut tally = Tally::default();
    for (n, (answer, expect)) in answers.iter().zip(&expects).enumerate() {
        let at = format!("answer {n}: {answer}");
        match expect {
            Expect::New(name) => {
                assert_eq!(answer["ok"], true, "{at}");
                assert_eq!(answer["position"], name.as_str(), "{at}");
                bridge_ends.clear();
            }
            Expect::Place => assert_eq!(answer, &json!({"ok": true}), "{at}"),
            Expect::RefusedPlace(code) => {
                assert_eq!(answer["ok"], false, "{at}");
                assert_eq!(answer["error"], code.as_str(), "{at}");
                tally.refused_placements += 1;
            }
            Expect::Bridge(ev) => {
                if ev["accepted"] == true {
                    assert_eq!(answer["ok"], true, "{at}");
                    assert_eq!(answer["kind"], ev["kind"], "{at}");
                    let ends = json!([ev["s_xy"], ev["e_xy"]]);
                    bridge_ends.insert(ev["bridge_no"].as_u64().unwrap(), ends);
                    let mut ours: Vec<_> = answer["cut"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(unordered)
                        .collect();
                    let mut web: Vec<_> = ev["cut"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|no| unordered(&bridge_ends[&no.as_u64().unwrap()]))
                        .collect();
                    ours.sort();
                    web.sort();
                    assert_eq!(ours, web, "{at}");
                    tally.accepted += 1;
                    tally.cuts += web.len();
                } else {
                    assert_eq!(answer["ok"], false, "{at}");
                    let code = answer["error"].as_str().unwrap();
                    let reason = ev["reason"].as_str().unwrap();
                    assert!(codes_for(reason).contains(&code), "{at}: web says {reason}");
                    assert!(answer["message"].as_str().is_some_and(|m| !m.is_empty()));
                    tally.refused += 1;
                }
            }
            Expect::EndTurn {
                event,
                next_is_pass,
                game_over,
            } => {
                assert_eq!(answer["ok"], true, "{at}");
                let refunded = &event["refunded"];
                assert_eq!(&answer["returned"], refunded, "{at}");
                tally.returned += usize::from(!refunded.is_null());
                if !next_is_pass {
                    assert_eq!(answer["to_move"], event["next"], "{at}");
                }
                assert_eq!(answer["game_over"], *game_over, "{at}");
                tally.turns += 1;
            }
            Expect::Scores(web) => assert_eq!(answer, &scores_json(web), "{at}"),
            Expect::Final(ev) => {
                let view = &answer["view"];
                assert_eq!(view["phase"], "game_over", "{at}");
                let [b, y] = ["blue", "yellow"].map(|p| ev["scores"]["total"][p].as_u64().unwrap());
                let winner = match b.cmp(&y) {
                    std::cmp::Ordering::Greater => "blue",
                    std::cmp::Ordering::Less => "yellow",
                    std::cmp::Ordering::Equal => "draw",
                };
                assert_eq!(view["result"]["winner"], winner, "{at}");
                let ours: Vec<bool> = view["bridges"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|b| b["cut"].as_bool().unwrap())
                    .collect();
                let web: Vec<bool> = ev["bridges"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|b| b["cut"].as_bool().unwrap())
                    .collect();
                assert_eq!(ours, web, "{at}");
            }
        }
    }
    println!("script mode: {} commands; {tally:?}", answers.len());
    tally
}

#[test]
fn script_mode_answers_every_seed1_reference_decision_as_the_web_version() {
    let tally = replay(SEED1);
    assert_eq!(tally.accepted + tally.refused, 12264);
}

#[test]
fn script_mode_answers_every_seed2_reference_decision_as_the_web_version() {
    let tally = replay(SEED2);
    assert_eq!(tally.accepted + tally.refused, 10302);
    assert_eq!(tally.accepted, 758);
    assert_eq!(tally.cuts, 29);
    assert_eq!(tally.refused_placements, 377);
    assert_eq!(tally.returned, 473);
}
