import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the bench runs the shop from there, as `npm start` does). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where run summaries go; git-ignored. */
export const resultsDir = path.join(repoRoot, 'bench', 'results');
