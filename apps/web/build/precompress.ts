import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.gz` and `.br` next to every script and stylesheet of the build, at
 * the highest levels, once. The server sends them as they are
 * (@fastify/static `preCompressed`), so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'soul-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const writes: Promise<void>[] = [];
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|mjs)$/.test(fileName)) continue;
        const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        const file = path.join(outDir, fileName);
        writes.push(writeFile(`${file}.gz`, gzipSync(source, { level: 9 })));
        writes.push(writeFile(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })));
      }
      await Promise.all(writes);
    },
  };
}
