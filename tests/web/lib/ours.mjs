// Our client: one `dl-cli script --store DIR --peer-server URL` process on a store of its own,
// driven by JSON lines, every answer awaited at most `WAIT_MS`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { WAIT_MS, waitUntil } from './wait.mjs';

export class Ours {
  constructor(name, bin, peerServer, log) {
    this.name = name;
    // A new store each time: nothing of an earlier run (a store left by a killed process) is
    // ever opened.
    this.store = mkdtempSync(join(tmpdir(), 'dl-web-peer-store-'));
    const args = ['script', '--store', this.store];
    if (peerServer) args.push('--peer-server', peerServer);
    this.child = spawn(bin, args, {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, RUST_LOG: process.env.RUST_LOG || 'info' },
    });
    this.waiting = [];
    this.stderr = [];
    this.exited = null;
    /** How long each `screen` took, in ms: the granularity of a wait on our screen. */
    this.screenMs = [];
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const next = this.waiting.shift();
      if (next) next.resolve(line);
      else log(`${name}: unasked line: ${line}`);
    });
    createInterface({ input: this.child.stderr }).on('line', (line) => {
      this.stderr.push(line);
      if (this.stderr.length > 400) this.stderr.shift();
    });
    this.child.on('exit', (code, signal) => {
      this.exited = `exited with ${code ?? signal}`;
      for (const w of this.waiting.splice(0)) w.reject(new Error(`${name} ${this.exited}`));
    });
  }

  /** Sends one command; its answer, which must say ok. */
  async ask(command) {
    if (this.exited) throw new Error(`${this.name} ${this.exited}`);
    const answer = new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
    });
    this.child.stdin.write(JSON.stringify(command) + '\n');
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${this.name}: no answer within ${WAIT_MS} ms to ${JSON.stringify(command)}`)),
        WAIT_MS,
      );
    });
    try {
      const line = await Promise.race([answer, timeout]);
      const value = JSON.parse(line);
      if (!value.ok) throw new Error(`${this.name}: ${JSON.stringify(command)} answered ${line}`);
      return value;
    } finally {
      clearTimeout(timer);
    }
  }

  send(input) {
    return this.ask({ cmd: 'send', input });
  }

  press(control) {
    return this.send({ input: 'press', control });
  }

  async screen() {
    const t0 = Date.now();
    const { screen } = await this.ask({ cmd: 'screen' });
    this.screenMs.push(Date.now() - t0);
    return screen;
  }

  /** The game's model on screen, or null. */
  async game() {
    const screen = await this.screen();
    return screen.body.screen === 'game' ? screen.body.model : null;
  }

  /** Joins `room` as `name`, as a player would (Play online, the two fields, Join). */
  async join(name, room) {
    await this.press({ control: 'play_online' });
    await this.send({ input: 'text', field: { field: 'online_name' }, text: name });
    await this.send({ input: 'text', field: { field: 'online_room' }, text: room });
    await this.press({ control: 'join_room' });
  }

  async remote() {
    return (await this.ask({ cmd: 'remote' })).remote;
  }

  /** Waits until the other player is in the room. */
  async waitConnected() {
    await waitUntil(`${this.name} connected to the other player`, async () => {
      const remote = await this.remote();
      return remote && remote.connected;
    });
  }

  /** Selects a colour: its chip. */
  async select(color) {
    await this.press({ control: 'chip', color });
  }

  /** Puts the selected colour on (x, y). */
  async put(x, y) {
    await this.send({ input: 'cell', x, y, action: 'place' });
  }

  /** Rings two stones: a bridge from one to the other. */
  async bridge([sx, sy], [ex, ey]) {
    await this.send({ input: 'cell', x: sx, y: sy, action: 'ring' });
    await this.send({ input: 'cell', x: ex, y: ey, action: 'ring' });
  }

  /** Ends the turn, confirming the prompt if one comes (a dot stone going back, R4.3). */
  async endTurn() {
    await this.press({ control: 'end_turn' });
    const screen = await this.screen();
    if (screen.prompt) {
      await this.send({ input: 'answer', prompt: screen.prompt.serial, answer: 'confirm' });
    }
  }

  async chat(text) {
    return (await this.ask({ cmd: 'chat', text })).lines;
  }

  /** Ends the process (the end of its input, then SIGKILL after 2 s) and removes its store. */
  async stop() {
    if (!this.exited) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.stdin.end();
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 2_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.store, { recursive: true, force: true });
  }
}
