// The web page in headless Chromium, unchanged: its PeerJS script comes from the npm package
// instead of the CDN, `window.Peer` is wrapped by an init script to use the local PeerJS
// server, and every request or WebSocket that is not to the namespace's address is refused.
import { chromium } from 'playwright-core';

import { WAIT_MS, waitUntil } from './wait.mjs';

const CDN_PEERJS = 'https://cdnjs.cloudflare.com/ajax/libs/peerjs/1.5.4/peerjs.min.js';

/** Chromium's arguments (the fixture's README: facts checked on this machine kind). */
const ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

export async function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, timeout: WAIT_MS });
}

/** Runs in the page before its scripts: PeerJS's `window.Peer` becomes a subclass whose options
 * point at the local server, for `new Peer(id)` and `new Peer()` alike. */
function wrapPeer({ host, port }) {
  let wrapped;
  Object.defineProperty(window, 'Peer', {
    configurable: true,
    get() {
      return wrapped;
    },
    set(Original) {
      const local = { host, port, path: '/', secure: false, config: { iceServers: [] } };
      wrapped = class LocalPeer extends Original {
        constructor(id, options) {
          if (id && typeof id === 'object') super({ ...id, ...local });
          else super(id, { ...(options || {}), ...local });
        }
      };
      window.__dlPeerWrapped = true;
    },
  });
}

export class WebPage {
  /** Opens the page at `url` in a new context of `browser`. */
  static async open(browser, { url, host, peerPort, peerjsFile, blocked }) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1100 } });
    context.setDefaultTimeout(WAIT_MS);
    await context.route('**/*', async (route) => {
      const target = route.request().url();
      if (target === CDN_PEERJS) {
        await route.fulfill({ path: peerjsFile, contentType: 'application/javascript' });
      } else if (new URL(target).hostname === host) {
        await route.continue();
      } else {
        blocked.push(target);
        await route.abort();
      }
    });
    await context.routeWebSocket(/.*/, (ws) => {
      if (new URL(ws.url()).hostname === host) ws.connectToServer();
      else {
        blocked.push(ws.url());
        ws.close();
      }
    });
    await context.addInitScript(wrapPeer, { host, port: peerPort });
    // When the last click reached the page (the wall clock, shared with the test): the start
    // of a stone's way to the other side, without Playwright's own checks before the click.
    await context.addInitScript(() => {
      document.addEventListener('click', () => {
        window.__dlLastClick = Date.now();
      }, true);
    });
    const page = await context.newPage();
    const web = new WebPage(context, page);
    page.on('console', (m) => web.console.push(`${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => web.console.push(`pageerror: ${e.message}`));
    await page.goto(url);
    const wrapped = await page.evaluate(() => window.__dlPeerWrapped === true && Peer.name === 'LocalPeer');
    if (!wrapped) throw new Error('the init script did not wrap window.Peer');
    return web;
  }

  constructor(context, page) {
    this.context = context;
    this.page = page;
    this.console = [];
  }

  /** Types name and room and presses Connect, as a player would. */
  async connect(name, room) {
    await this.page.fill('#player-name', name);
    await this.page.fill('#room-id', room);
    await this.page.click('#connect-btn');
  }

  async status() {
    return this.page.textContent('#connect-status');
  }

  async waitStatus(what) {
    await waitUntil(`the page's status to say "${what}"`, async () => (await this.status()).includes(what), 20);
  }

  /** The page's PeerJS client points at the local server. */
  async peerHost() {
    return this.page.evaluate(() => peer && peer.options && peer.options.host);
  }

  /** The host chooses position `label` ("1: Up the Stairs") in its setup overlay. */
  async choosePosition(label) {
    await this.page.locator('#setup-overlay .position-btn', { hasText: label }).first().click();
  }

  /** The game's state as the page itself snapshots it (its `buildSyncState`, the state it
   * sends after every change), as JSON text. */
  async savedState() {
    return this.page.evaluate(() => JSON.stringify(buildSyncState()));
  }

  /** What the page knows of the game: the stone on a cell, whose turn, how many bridges. */
  async facts() {
    return this.page.evaluate(() => ({
      started: gameStarted || !!currentPosition,
      grid: typeof grid === 'undefined' ? [] : grid,
      currentPlayer,
      bridges: typeof activeBridges === 'undefined' ? 0 : activeBridges.length,
      cut: typeof activeBridges === 'undefined' ? 0 : activeBridges.filter((b) => b.cut).length,
      width: GRID_W,
    }));
  }

  /** Selects a colour: its slot of the inventory. */
  async select(color) {
    await this.page.click(`#inventory-container .inv-slot:has(.inv-tile.${color})`);
  }

  /** Puts the selected colour on a cell; when the click reached the page (ms since 1970). */
  async put(idx) {
    await this.page.locator('#meta-grid > div').nth(idx).click();
    return this.page.evaluate(() => window.__dlLastClick);
  }

  /** A bridge: a double click on each end, the page's way. */
  async bridge(s, e) {
    await this.page.locator('#meta-grid > div').nth(s).dblclick();
    await this.page.locator('#meta-grid > div').nth(e).dblclick();
  }

  async endTurn() {
    await this.page.getByRole('button', { name: 'END TURN', exact: true }).click();
  }

  async chat(text) {
    await this.page.fill('#chat-input', text);
    await this.page.locator('.chat-input-row button', { hasText: 'Send' }).click();
  }

  async chatLog() {
    return this.page.locator('#chat-log > div').allTextContents();
  }

  async close() {
    await this.context.close();
  }
}
