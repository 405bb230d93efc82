/**
 * Debian's Chromium as every browser run here launches it (Playwright's own browser download is never
 * used): as root, without the network calls a closed machine refuses.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
