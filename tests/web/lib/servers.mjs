// The two servers the page needs, both on the namespace's address: the PeerJS server (npm
// `peer`, its log kept for a failure's report) and a static server for the page's folder.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';

import { waitUntil } from './wait.mjs';

const TYPES = { '.html': 'text/html; charset=utf-8', '.csv': 'text/csv; charset=utf-8' };

/** Whether something listens on host:port. */
function listening(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Starts the PeerJS server on host:port; `log` collects its output. */
export async function startPeerServer(bin, host, port, log) {
  const child = spawn(bin, ['--port', String(port), '--path', '/', '--host', host], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => log.push(chunk.toString()));
  }
  await waitUntil(`the PeerJS server on ${host}:${port}`, () => listening(host, port), 50);
  return child;
}

/** Serves the files `names` of `dir` on host:port (anything else: 404). */
export async function startStatic(dir, names, host, port) {
  const server = createServer(async (request, response) => {
    const name = new URL(request.url, 'http://x').pathname.slice(1);
    if (!names.includes(name)) {
      response.writeHead(404).end();
      return;
    }
    const body = await readFile(join(dir, name));
    const type = TYPES[name.slice(name.lastIndexOf('.'))] || 'application/octet-stream';
    response.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
