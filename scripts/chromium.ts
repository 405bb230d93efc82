/**
 * Debian's Chromium as every browser run here launches it (Playwright's own browser download is never
 * used): as root, without the network calls a closed machine refuses.
 *
 * Benchmarks measure the browser a member runs (`chromium`, package chromium). The browser tests run
 * Debian's headless shell (package chromium-headless-shell, the same engine and version without the
 * browser's own interface): a full Chromium in headless mode still builds a window's top chrome — its
 * omnibox popup is a WebUI page in a renderer of its own for every context — and the suite's 80 tests
 * open a context each. On two cores the shell takes half the CPU of the same sign-in and page loads.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The browser of the end-to-end suite (see above); CHROMIUM_PATH overrides both. */
export const testChromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
