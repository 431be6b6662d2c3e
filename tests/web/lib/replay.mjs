// A reference game of the web version (tests/data/reference-games-seed2.jsonl) as turns to
// replay: each turn's accepted placements and bridges, in order, then END TURN. Refused
// attempts are left out (each side refuses them on its own; the page would flash and undo).
import { readFileSync } from 'node:fs';

/** The turns 1..`last` of the game with `seed` ("2:1:1"); fails if one of them is a pass. */
export function referenceTurns(file, seed, last) {
  const turns = [];
  let inGame = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const record = JSON.parse(line);
    if (record.type === 'game') {
      inGame = record.seed === seed;
      continue;
    }
    if (!inGame || record.type === 'final' || record.turn > last) continue;
    if (record.type === 'pass') throw new Error(`turn ${record.turn} of ${seed} is a pass`);
    let turn = turns[turns.length - 1];
    if (!turn || turn.turn !== record.turn) {
      turn = { turn: record.turn, player: record.player, actions: [], refunded: null };
      turns.push(turn);
    }
    if (record.type === 'place' && record.accepted) {
      turn.actions.push({ kind: 'place', color: record.color, idx: record.idx, xy: record.xy });
    } else if (record.type === 'bridge' && record.accepted) {
      turn.actions.push({
        kind: 'bridge', s: record.s, e: record.e, sXy: record.s_xy, eXy: record.e_xy,
        length: record.row.length, color: record.kind, cuts: (record.cut || []).length,
      });
    } else if (record.type === 'end_turn') {
      turn.refunded = record.refunded;
      turn.next = record.next;
    }
  }
  if (turns.length !== last) throw new Error(`${seed}: ${turns.length} turns found, ${last} wanted`);
  return turns;
}

/** What the turns exercise: 3- and 4-stone bridges, red bridges that cut, dot stones returned. */
export function exercised(turns) {
  const bridges = turns.flatMap((t) => t.actions.filter((a) => a.kind === 'bridge'));
  return {
    stones: turns.reduce((n, t) => n + t.actions.filter((a) => a.kind === 'place').length, 0),
    bridges3: bridges.filter((b) => b.length === 3).length,
    bridges4: bridges.filter((b) => b.length === 4).length,
    redCuts: bridges.filter((b) => b.color === 'red' && b.cuts > 0).length,
    returned: turns.filter((t) => t.refunded !== null && t.refunded !== undefined).length,
  };
}
