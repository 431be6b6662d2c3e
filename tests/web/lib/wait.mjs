// Every wait of the test is bounded: `WAIT_MS` each, failing with what was waited for.

/** The longest wait for one thing. */
export const WAIT_MS = 20_000;

/** Polls `check` every `everyMs` until it returns a truthy value, which is returned. */
export async function waitUntil(what, check, everyMs = 5) {
  const start = Date.now();
  let last;
  for (;;) {
    last = await check();
    if (last) return last;
    if (Date.now() - start > WAIT_MS) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
