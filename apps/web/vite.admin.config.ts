import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The back office's bundle (issue 21): its own entry, manifest and chunks in
 * dist/admin, served under /static/admin/ and loaded only by the /admin shell
 * (apps/server/src/admin-assets.ts). Nothing here is part of the storefront's
 * boot or island chunks or their budgets. Built after the storefront's
 * (whose build empties dist/).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/static/admin/',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist/admin',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // One chunk for the whole app (ra-core, react-router, React): a back office, loaded by staff only, outside every storefront budget.
    chunkSizeWarningLimit: 800,
    rolldownOptions: { input: 'src/admin/main.tsx' },
  },
});
