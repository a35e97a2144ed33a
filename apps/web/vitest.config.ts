import react from '@vitejs/plugin-react';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';

/** Files that replace a module with `vi.mock`: they run isolated (see `webProjects`). */
const MOCKING_FILES = ['src/reporting/sentry-sink.test.ts'];

function webProject(name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }): UserWorkspaceConfig {
  return defineProject({
    plugins: [react()],
    resolve: {
      // lucide-react's ES build is ~4800 files, one per icon: fine for the bundler, which
      // keeps the few we import, but seconds of disk reads for every test file. Its
      // one-file CommonJS build (what Node and the server render use) has the same icons.
      alias: { 'lucide-react': 'lucide-react/dist/cjs/lucide-react.js' },
    },
    test: {
      name,
      root: import.meta.dirname,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      ...test,
    },
  });
}

/**
 * The root Vitest run's React projects, in jsdom. `web` runs without
 * isolation: the files of a worker share one jsdom and one module graph, so
 * React, Testing Library and the widgets load once per worker, not once per
 * file (most of a file's time). The setup file clears cookies and storage
 * after every test; the files that mock a module run apart, isolated.
 */
export const webProjects: UserWorkspaceConfig[] = [
  webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_FILES, isolate: false }),
  webProject('web-isolated', { include: MOCKING_FILES, isolate: true }),
];

export default webProjects[0];
