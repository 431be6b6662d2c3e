// Issue 23, test 2 — our app against the web page itself, both directions, inside the network
// namespace tests/web/run.sh makes (every packet stays in it). Direction 1: the page hosts,
// chooses Up the Stairs, our client (dl-cli script mode) joins; direction 2: ours hosts, the
// page joins. Each replays a reference game of the web version turn by turn, each side playing
// its colour through its own inputs (the page: inventory slots, #meta-grid cells, double clicks,
// END TURN), chats both ways, and ends with the page's own snapshot of the game imported by our
// web-save import and compared with our game. Exits non-zero, with both sides dumped, on failure.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { Ours } from './lib/ours.mjs';
import { launchBrowser, WebPage } from './lib/page.mjs';
import { exercised, referenceTurns } from './lib/replay.mjs';
import { startPeerServer, startStatic } from './lib/servers.mjs';
import { waitUntil } from './lib/wait.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const HOST = process.env.DL_WEB_HOST || '10.77.0.1';
const PEER_PORT = 9000;
const STATIC_PORT = 8080;
const PAGE = 'divided_loyalties_remote_en.html';
const CSV = 'divided_loyalties_starting_positions.csv';
/** The page as fetched from zdavatz/parados at 0af1a05: the test never runs an edited page. */
const PAGE_SHA256 = 'cbb5732609936443407a3d42530bfcd273fc0a0a9781ec3aba51ce2fec439c27';
const SEEDS = join(here, '../data/reference-games-seed2.jsonl');
const ARTIFACTS = process.env.DL_WEB_ARTIFACTS || '/tmp/dl-web-peer';

const bin = process.env.DL_CLI;
const log = (...a) => console.log(`[${((Date.now() - started) / 1000).toFixed(2)} s]`, ...a);
const started = Date.now();
const peerLog = [];
const blocked = [];
const latency = { pageToOurs: [], oursToPage: [], pageClick: [], oursSend: [], screen: [] };

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

/** Our stones as "x,y" strings. */
const stonesOf = (game) => new Set((game ? game.board.stones : []).map((s) => `${s.x},${s.y}`));
const toMoveOf = (game) => (game ? game.players.findIndex((p) => p.to_move) : -1);
const COLOURS = ['blue', 'yellow'];

/** Our client's game, once it is on screen: from the room screen the host's game is continued. */
async function waitOursInGame(ours) {
  await waitUntil(`${ours.name} in the game`, async () => {
    const screen = await ours.screen();
    if (screen.body.screen === 'game') return true;
    if (screen.body.screen === 'room' && screen.body.model.continue_game) {
      await ours.press({ control: 'continue' });
    }
    return false;
  }, 20);
}

/** One side of the game: how it acts and what it sees. */
function pageSide(page) {
  return {
    name: 'the page',
    select: (a) => page.select(a.color),
    put: (a) => page.put(a.idx),
    async bridge(a) {
      await page.bridge(a.s, a.e);
    },
    endTurn: () => page.endTurn(),
    async sees(what) {
      const f = await page.facts();
      if (what.stone) return f.grid[what.stone.idx] === what.stone.color;
      if (what.bridges !== undefined) return f.bridges === what.bridges;
      return f.currentPlayer === what.toMove;
    },
    async bridgeCount() {
      return (await page.facts()).bridges;
    },
  };
}

function oursSide(ours) {
  return {
    name: ours.name,
    select: (a) => ours.select(a.color),
    async put(a) {
      await ours.put(a.xy[0], a.xy[1]);
      return null;
    },
    async bridge(a) {
      await ours.bridge(a.sXy, a.eXy);
    },
    endTurn: () => ours.endTurn(),
    async sees(what) {
      const game = await ours.game();
      if (!game) return false;
      if (what.stone) return stonesOf(game).has(`${what.stone.xy[0]},${what.stone.xy[1]}`);
      if (what.bridges !== undefined) return game.board.bridges.length === what.bridges;
      return COLOURS[toMoveOf(game)] === what.toMove;
    },
    async bridgeCount() {
      return (await ours.game()).board.bridges.length;
    },
  };
}

/** Replays `turns`: the side of the mover's colour acts, the other waits to see it. */
async function replay(turns, sides, direction) {
  let bridges = 0;
  for (const turn of turns) {
    const mover = sides[turn.player];
    const other = sides[turn.player === 'blue' ? 'yellow' : 'blue'];
    for (const a of turn.actions) {
      if (a.kind === 'place') {
        await mover.select(a);
        const before = Date.now();
        // The page's click as the page saw it; our `send` from when it was written.
        const clicked = await mover.put(a);
        assert.ok(clicked === null || Number.isFinite(clicked), `the page's click time: ${clicked}`);
        const t0 = clicked ?? before;
        (mover.name === 'the page' ? latency.pageClick : latency.oursSend).push(Date.now() - before);
        const what = { stone: a };
        await waitUntil(`turn ${turn.turn}: ${mover.name}'s ${a.color} stone on ${a.xy} at ${other.name}`, () => other.sees(what));
        const ms = Date.now() - t0;
        (mover.name === 'the page' ? latency.pageToOurs : latency.oursToPage).push(ms);
        await waitUntil(`turn ${turn.turn}: ${mover.name}'s ${a.color} stone on ${a.xy} at ${mover.name}`, () => mover.sees(what));
      } else {
        await mover.bridge(a);
        bridges += 1;
        const what = { bridges };
        await waitUntil(`turn ${turn.turn}: ${mover.name}'s ${a.length}-stone ${a.color} bridge ${a.sXy}–${a.eXy} at ${mover.name} (bridges ${bridges})`, () => mover.sees(what));
        await waitUntil(`turn ${turn.turn}: the bridge ${a.sXy}–${a.eXy} at ${other.name} (bridges ${bridges})`, () => other.sees(what));
      }
    }
    await mover.endTurn();
    const what = { toMove: turn.next };
    await waitUntil(`turn ${turn.turn}: ${mover.name}'s END TURN at ${mover.name}`, () => mover.sees(what));
    await waitUntil(`turn ${turn.turn}: ${mover.name}'s END TURN at ${other.name}`, () => other.sees(what));
    if (turn.refunded) {
      const placed = turn.actions.find((a) => a.kind === 'place' && `${a.xy}` === `${turn.refunded}`);
      assert.ok(placed, `turn ${turn.turn}: the returned stone ${turn.refunded} was not placed this turn`);
      const back = { stone: { idx: placed.idx, xy: turn.refunded, color: null } };
      await waitUntil(`turn ${turn.turn}: the dot stone ${turn.refunded} returned at the page`, () => sides.page.sees(back));
      await waitUntil(`turn ${turn.turn}: the dot stone ${turn.refunded} returned at ours`, async () => !(await sides.ours.sees(back)));
    }
  }
  log(`${direction}: ${turns.length} turns replayed`, exercised(turns));
}

/** Chat both ways: the page's Send and our `chat`, each line seen by the other side. */
async function chatBothWays(page, ours, pageName, ourName) {
  const fromPage = `hello from ${pageName}`;
  await page.chat(fromPage);
  await waitUntil(`the page's chat line at ${ours.name}`, async () => (await ours.remote()).lines.some((l) => l.includes(fromPage)));
  const fromOurs = `hello from ${ourName}`;
  await ours.chat(fromOurs);
  await waitUntil(`our chat line at the page`, async () => (await page.chatLog()).some((l) => l === `${ourName}: ${fromOurs}`));
}

/** What a game screen shows of the game itself: stones, bridges, each player's set, supply,
 * points and turn (not the names, which an online game shows). */
function gameFacts(game) {
  const sortBy = (list) => [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    // Without `last`, the marker of the stone placed last: a game that travelled knows it, a
    // snapshot after END TURN does not (the page's `lastPlaced` is then null).
    stones: sortBy(game.board.stones.map(({ last, ...stone }) => stone)),
    bridges: sortBy(game.board.bridges),
    dots: game.board.dots,
    players: game.players.map((p) => ({
      to_move: p.to_move, set: p.set, points: p.points, total: p.total,
      supply: p.supply.map((s) => [s.label, s.count]),
    })),
  };
}

/** The page's own snapshot, imported by our web-save import in an app of its own, equals our
 * game. */
async function compareSaved(page, ours, direction) {
  const state = await page.savedState();
  writeFileSync(join(ARTIFACTS, `${direction}-page-state.json`), state);
  const importer = new Ours('our import', bin, null, log);
  try {
    await importer.send({
      input: 'received_file',
      bytes: Buffer.from(state).toString('base64'),
      name: 'divided_loyalties_Up_the_Stairs.json',
      mime: 'application/json',
    });
    // The app asks first, as it does a player ("Open this game?").
    const asked = (await importer.screen()).body;
    assert.equal(asked.screen, 'received', `our import of the page's state: ${JSON.stringify(asked).slice(0, 2000)}`);
    await importer.press(asked.model.open.control);
    const imported = await importer.game();
    assert.ok(imported, `our import of the page's state shows no game: ${JSON.stringify((await importer.screen()).body).slice(0, 2000)}`);
    const ourGame = await ours.game();
    writeFileSync(join(ARTIFACTS, `${direction}-ours.json`), JSON.stringify(gameFacts(ourGame), null, 1));
    writeFileSync(join(ARTIFACTS, `${direction}-imported.json`), JSON.stringify(gameFacts(imported), null, 1));
    assert.deepEqual(gameFacts(imported), gameFacts(ourGame), `${direction}: the page's saved state imported by us differs from our game`);
    log(`${direction}: the page's saved state imported by us equals our game (${ourGame.board.stones.length} stones, ${ourGame.board.bridges.length} bridges)`);
  } finally {
    await importer.stop();
  }
}

/** Direction 1: the page hosts and chooses position 1, ours joins. */
async function pageHosts(browser, pageOptions, sidesOut) {
  const room = 'web-hosts';
  const page = await WebPage.open(browser, pageOptions);
  sidesOut.page = page;
  await page.connect('Pat', room);
  await page.waitStatus('Waiting for another player');
  assert.equal(await page.peerHost(), HOST, 'the page must use the local PeerJS server');
  const ours = new Ours('ours', bin, `ws://${HOST}:${PEER_PORT}`, log);
  sidesOut.ours = ours;
  await ours.join('Ada', room);
  await ours.waitConnected();
  await page.waitStatus('Connected!');
  log('direction 1: connected');
  await page.choosePosition('1: Up the Stairs');
  await waitOursInGame(ours);
  await waitUntil('the hello of ours at the page (Ada as Yellow)', async () => (await page.chatLog()).includes('Ada joined as Yellow.'));
  await waitUntil("the page's hello at ours (Pat, we are Yellow)", async () => (await ours.remote()).status === 'You are Yellow · vs Pat');
  const turns = referenceTurns(SEEDS, '2:1:1', 100);
  const seen = exercised(turns);
  assert.ok(seen.bridges3 && seen.bridges4 && seen.redCuts && seen.returned, JSON.stringify(seen));
  await replay(turns, { blue: pageSide(page), yellow: oursSide(ours), page: pageSide(page), ours: oursSide(ours) }, 'direction 1');
  await chatBothWays(page, ours, 'Pat', 'Ada');
  await compareSaved(page, ours, 'direction-1');
}

/** Direction 2: ours hosts and chooses position 1, the page joins. */
async function oursHosts(browser, pageOptions, sidesOut) {
  const room = 'ours-hosts';
  const ours = new Ours('ours (host)', bin, `ws://${HOST}:${PEER_PORT}`, log);
  sidesOut.ours = ours;
  await ours.join('Ada', room);
  await waitUntil('ours hosting the room', async () => {
    const remote = await ours.remote();
    return remote && remote.status.includes('Waiting for the other player');
  }, 20);
  const page = await WebPage.open(browser, pageOptions);
  sidesOut.page = page;
  await page.connect('Pat', room);
  await page.waitStatus('Connected!');
  await ours.waitConnected();
  assert.equal(await page.peerHost(), HOST, 'the page must use the local PeerJS server');
  log('direction 2: connected');
  await waitUntil('the hello of ours at the page (Ada as Blue)', async () => (await page.chatLog()).includes('Ada joined as Blue.'));
  await waitUntil("the page's hello at ours (Pat, we are Blue)", async () => (await ours.remote()).status === 'You are Blue · vs Pat');
  await ours.press({ control: 'choose_position' });
  await ours.press({ control: 'start_position', key: 'up-the-stairs' });
  await waitOursInGame(ours);
  await waitUntil('our game at the page', async () => (await page.facts()).started && (await page.page.evaluate(() => currentPosition && currentPosition.name)) === 'Up the Stairs');
  const turns = referenceTurns(SEEDS, '2:1:0', 44);
  await replay(turns, { blue: oursSide(ours), yellow: pageSide(page), page: pageSide(page), ours: oursSide(ours) }, 'direction 2');
  await chatBothWays(page, ours, 'Pat', 'Ada');
  await compareSaved(page, ours, 'direction-2');
}

/** Everything a failure's reader needs: both screens, the page's console and chat, the
 * signalling log, what was blocked, our client's log. */
async function dump(sides, direction) {
  console.error(`---- ${direction}: dump (also in ${ARTIFACTS})`);
  if (sides.ours) {
    try {
      const screen = await sides.ours.screen();
      writeFileSync(join(ARTIFACTS, `${direction}-ours-screen.json`), JSON.stringify(screen, null, 1));
      const body = screen.body.model || {};
      console.error('ours: route', JSON.stringify(screen.route), 'status', JSON.stringify(body.status), 'hint', JSON.stringify(body.hint), 'prompt', JSON.stringify(screen.prompt), 'chat', JSON.stringify(body.chat));
      if (body.board) console.error('ours: stones', JSON.stringify(body.board.stones.map((s) => [s.x, s.y])), 'bridges', body.board.bridges.length);
    } catch (e) {
      console.error('ours: no screen:', e.message);
    }
    console.error('ours: log (last lines)\n  ' + sides.ours.stderr.slice(-60).join('\n  '));
  }
  if (sides.page) {
    try {
      const f = await sides.page.facts();
      console.error('page: to move', f.currentPlayer, 'bridges', f.bridges, 'stones', JSON.stringify(f.grid.map((c, i) => (c ? [i % f.width, Math.floor(i / f.width), c] : null)).filter(Boolean)));
      console.error('page: status', await sides.page.status());
      console.error('page: chat', JSON.stringify(await sides.page.chatLog()));
      await sides.page.page.screenshot({ path: join(ARTIFACTS, `${direction}-page.png`) });
      writeFileSync(join(ARTIFACTS, `${direction}-page-state.json`), await sides.page.savedState());
    } catch (e) {
      console.error('page: no facts:', e.message);
    }
    console.error('page: console\n  ' + sides.page.console.slice(-60).join('\n  '));
  }
  console.error('signalling log\n  ' + peerLog.join('').split('\n').slice(-60).join('\n  '));
  console.error('blocked requests', JSON.stringify(blocked));
}

async function main() {
  assert.ok(bin, 'DL_CLI must name the dl-cli built with --features online');
  mkdirSync(ARTIFACTS, { recursive: true });
  const pageDir = join(here, 'page');
  const sha = createHash('sha256').update(readFileSync(join(pageDir, PAGE))).digest('hex');
  assert.equal(sha, PAGE_SHA256, 'the web page must be the verbatim fixture');
  const cleanup = [];
  let failed = false;
  try {
    const peer = await startPeerServer(join(here, 'node_modules/.bin/peerjs'), HOST, PEER_PORT, peerLog);
    cleanup.push(() => peer.kill('SIGKILL'));
    const files = await startStatic(pageDir, [PAGE, CSV], HOST, STATIC_PORT);
    cleanup.push(() => files.close());
    const browser = await launchBrowser();
    cleanup.push(() => browser.close());
    const pageOptions = {
      url: `http://${HOST}:${STATIC_PORT}/${PAGE}`,
      host: HOST,
      peerPort: PEER_PORT,
      peerjsFile: join(here, 'node_modules/peerjs/dist/peerjs.min.js'),
      blocked,
    };
    log('servers and Chromium up');
    for (const [direction, run] of [['direction-1', pageHosts], ['direction-2', oursHosts]]) {
      const sides = {};
      try {
        await run(browser, pageOptions, sides);
      } catch (e) {
        failed = true;
        console.error(`FAILED ${direction}: ${e.stack || e}`);
        await dump(sides, direction);
      } finally {
        if (sides.ours) {
          latency.screen.push(...sides.ours.screenMs);
          await sides.ours.stop();
        }
        if (sides.page) await sides.page.close();
      }
    }
  } finally {
    for (const stop of cleanup.reverse()) {
      try {
        await stop();
      } catch (e) {
        console.error('cleanup:', e.message);
      }
    }
  }
  log(`stone latency, click to the other side's screen (median): page→ours ${median(latency.pageToOurs)} ms over ${latency.pageToOurs.length} stones, ours→page ${median(latency.oursToPage)} ms over ${latency.oursToPage.length} stones; Playwright's click took ${median(latency.pageClick)} ms (not counted), our \`send\` ${median(latency.oursSend)} ms; one \`screen\` of ours (the step of a wait on it) ${median(latency.screen)} ms`);
  if (failed) process.exit(1);
  log('both directions passed');
}

main().catch((e) => {
  console.error(e.stack || e);
  process.exit(1);
});
