import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Script and style files of the widget bundle, found through Vite's manifest. */
export interface WebAssets {
  /** URL of the boot module, or null when the bundle has not been built. */
  bootScript: string | null;
  styles: string[];
  /** Chunks the boot module imports statically: preloaded to save a round trip. */
  preloads: string[];
  /** The lazily loaded chunk (and its imports) for each island entry, to preload on pages that use it. */
  islandChunks: (sourcePath: string) => string[];
}

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    css: z.array(z.string()).optional(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);

const BOOT_ENTRY = 'src/boot/main.ts';
const PUBLIC_PREFIX = '/static/';

export function loadWebAssets(distDir: string): WebAssets {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.warn(`[web] ${manifestPath} not found: pages render without widgets. Run \`npm run build\`.`);
    return { bootScript: null, styles: [], preloads: [], islandChunks: () => [] };
  }
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  const entry = manifest[BOOT_ENTRY];
  if (!entry) throw new Error(`The web manifest has no entry for ${BOOT_ENTRY}`);

  const staticImports = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return (chunk.imports ?? []).flatMap((imported) => [
      PUBLIC_PREFIX + (manifest[imported]?.file ?? ''),
      ...staticImports(imported, seen),
    ]);
  };
  const cssOf = (key: string): string[] => (manifest[key]?.css ?? []).map((file) => PUBLIC_PREFIX + file);

  return {
    bootScript: PUBLIC_PREFIX + entry.file,
    styles: cssOf(BOOT_ENTRY),
    preloads: [...new Set(staticImports(BOOT_ENTRY))],
    islandChunks: (sourcePath) => {
      const chunk = manifest[sourcePath];
      if (!chunk) return [];
      return [...new Set([PUBLIC_PREFIX + chunk.file, ...staticImports(sourcePath)])];
    },
  };
}
