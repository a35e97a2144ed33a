import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The widget bundle. One entry (the boot script); every island is a lazy
 * chunk. The server reads dist/.vite/manifest.json (key `src/boot/main.ts`)
 * to find the boot script and its CSS, and serves dist/ under /static/.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/static/',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: {
      // The boot script's island imports carry no preload lists: the server already preloads each
      // island a page enables with its imports (server web-assets.ts `islandChunks`), and a
      // below-the-fold island fetches its imports when it loads. The first-load `app` chunk's
      // lazy modals (quick view, pickers, review form, video player, prompts) carry none either:
      // each fetches its few imports when first opened, and every page's first load stays small.
      // The cart runtime keeps its list (the first "Add to cart" should not wait twice). CSS stays:
      // the preload helper is what loads a lazy chunk's styles.
      resolveDependencies: (file, deps, { hostId, hostType }) => {
        const firstLoadHost = hostType === 'js' && /(^|\/)(main|app)-[^/]*\.js$/.test(hostId);
        if (!firstLoadHost || /(^|\/)runtime-[^/]*\.js$/.test(file)) return deps;
        return deps.filter((dep) => dep.endsWith('.css'));
      },
    },
    rolldownOptions: {
      input: 'src/boot/main.ts',
      output: {
        codeSplitting: {
          groups: [
            // Vite's dynamic-import (preload) helper and our own helpers the boot
            // script shares with the islands (src/shared): on their own, or they land
            // in `app` (a group takes its modules' dependencies along) and the boot
            // script would wait for all of it before starting anything.
            { name: 'boot-helpers', test: /vite[\\/]preload-helper|apps[\\/]web[\\/]src[\\/]shared[\\/]/, priority: 10 },
            // Everything a page with an island needs at first load (React, i18next,
            // react-query, zustand, zod/mini, our providers, primitives and domain
            // rules) in one cacheable chunk: fewer requests and better compression
            // than a dozen small chunks. The boot files, the islands, the language
            // catalogs and the modals (with their dialog hook) stay separate, lazy
            // chunks. React-query's mutations stay out of it: only the lazy account
            // area writes with them; so do the domain's cart and order rules (the
            // account's order editor and the checkout use them, no first page).
            // The contracts' product schema (with its money and plan parts) checks every
            // product island's props, so it is first-load code too.
            {
              name: 'app',
              test: /(node_modules[\\/](react|react-dom|scheduler|i18next|@tanstack(?![\\/].*[\\/](mutationObserver|useMutation|useMutationState)\.js)|zustand|zod)[\\/]|apps[\\/]web[\\/]src[\\/](ui[\\/](?!Modal|use-dialog|focus-trap|EmailField)|catalogue[\\/](?!QuickView|ProductPicker|use-product-search)|api[\\/](?!cart-client|nonce-store|nonce-retry|http|catalogue)|cart[\\/](drawer-store|load|use-can-buy)|overlays[\\/](?!ConfirmPrompt|Toast)|boot[\\/](runtime|IslandShell|query-client|widget-env)|i18n[\\/](create|locale))|packages[\\/](domain[\\/]src[\\/](catalogue|money)|i18n[\\/]src[\\/]format|contracts[\\/]src[\\/](store-product|money|subscription)\.ts))/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5180, strictPort: true },
});
