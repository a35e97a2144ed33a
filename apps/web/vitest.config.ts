import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** The `web` project of the root Vitest run: React widgets in jsdom. */
export default defineProject({
  plugins: [react()],
  resolve: {
    // lucide-react's ES build is ~4800 files, one per icon: fine for the bundler, which
    // keeps the few we import, but seconds of disk reads for every test file. Its
    // one-file CommonJS build (what Node and the server render use) has the same icons.
    alias: { 'lucide-react': 'lucide-react/dist/cjs/lucide-react.js' },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
