import { gzipSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { onCleanup } from '../lib/cleanup.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { announcedScripts } from './html-scripts.ts';

export interface ScriptFile {
  url: string;
  bytes: number;
  /** Size after gzip level 9: what a well-configured server or CDN would send. */
  gzipBytes: number;
  inHtml: boolean;
  loadedByBrowser: boolean;
  /** Content-Encoding the shop actually sent to the browser (none = uncompressed). */
  servedEncoding: string | null;
}

export interface FirstLoadJs {
  pageUrl: string;
  files: ScriptFile[];
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * Every JS file a product page costs on first load: those its HTML announces plus
 * those Chromium really fetches until the network is idle (dynamic imports of the
 * islands on the page). Each is gzipped at level 9 here, so the figure does not depend
 * on whether the shop itself compresses.
 */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const htmlResponse = await fetch(pageUrl);
  if (!htmlResponse.ok) throw new Error(`GET ${pageUrl} answered ${htmlResponse.status}`);
  const inHtml = new Set(announcedScripts(await htmlResponse.text(), pageUrl));

  const loaded = await scriptsLoadedByBrowser(pageUrl);

  const urls = [...new Set([...inHtml, ...loaded.keys()])].sort();
  const files = await Promise.all(
    urls.map(async (url): Promise<ScriptFile> => {
      // Ask for the plain bytes: we compress them ourselves below.
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return {
        url,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
        inHtml: inHtml.has(url),
        loadedByBrowser: loaded.has(url),
        servedEncoding: loaded.get(url) ?? null,
      };
    }),
  );
  return {
    pageUrl,
    files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/** URL → Content-Encoding (or null) of every JS response during the page's load. */
async function scriptsLoadedByBrowser(pageUrl: string): Promise<Map<string, string | null>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Playwright adds its own headless switch.
    args: chromiumFlags.filter((flag) => flag !== '--headless'),
  });
  onCleanup('close the Playwright Chromium', () => browser.close());
  try {
    const page = await browser.newPage();
    const loaded = new Map<string, string | null>();
    page.on('response', (response) => {
      const headers = response.headers();
      const isJs = /\.m?js$/.test(new URL(response.url()).pathname) || (headers['content-type'] ?? '').includes('javascript');
      if (isJs && response.ok()) loaded.set(response.url(), headers['content-encoding'] ?? null);
    });
    const response = await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) throw new Error(`Chromium got ${response?.status() ?? 'no response'} for ${pageUrl}`);
    return loaded;
  } finally {
    await browser.close();
  }
}
