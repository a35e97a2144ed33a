import { existsSync } from 'node:fs';

/** Debian's Chromium; the project never downloads browsers (see shared STACK.md). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a quiet, reproducible headless Chromium on a server: no sandbox (root in a
 * container), no GPU, no QUIC, and no background traffic (updates, sync, first-run
 * pages) that would show up among the page's requests or steal CPU from the trace.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromium(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\` or set CHROME_PATH`);
  }
}
