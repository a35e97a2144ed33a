import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The back office's bundle (issue 21): its own Vite build (apps/web/vite.admin.config.ts) in dist/admin, never the storefront's. */
export interface AdminAssets {
  /** URL of the app's entry module, or null when it has not been built. */
  script: string | null;
  styles: string[];
  preloads: string[];
}

const ADMIN_DIST = fileURLToPath(new URL('../../web/dist/admin', import.meta.url));
const ADMIN_ENTRY = 'src/admin/main.tsx';
const PUBLIC_PREFIX = '/static/admin/';

const manifestSchema = z.record(
  z.string(),
  z.object({ file: z.string(), css: z.array(z.string()).optional(), imports: z.array(z.string()).optional() }),
);

let loaded: AdminAssets | null = null;

/** Read once, on the first /admin request: the storefront never pays for it. */
export function adminAssets(distDir = ADMIN_DIST): AdminAssets {
  if (loaded) return loaded;
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.warn(`[admin] ${manifestPath} not found: /admin renders without its app. Run \`npm run build\`.`);
    return { script: null, styles: [], preloads: [] };
  }
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const entry = manifest[ADMIN_ENTRY];
  if (!entry) throw new Error(`The admin manifest has no entry for ${ADMIN_ENTRY}`);
  const imports = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    return (manifest[key]?.imports ?? []).flatMap((imported) => [
      PUBLIC_PREFIX + (manifest[imported]?.file ?? ''),
      ...imports(imported, seen),
    ]);
  };
  loaded = {
    script: PUBLIC_PREFIX + entry.file,
    styles: (entry.css ?? []).map((file) => PUBLIC_PREFIX + file),
    preloads: [...new Set(imports(ADMIN_ENTRY))],
  };
  return loaded;
}
