import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
// Loaded before the tests run, not inside the first lazy chunk a test awaits (its findBy time).
import 'lucide-react';
import { afterEach, vi } from 'vitest';
import { useModalStore } from '../overlays/modal-store.ts';
import { useNotificationStore } from '../overlays/notification-store.ts';
import { usePromptStore } from '../overlays/prompt-store.ts';

// A screen's first lazy chunk is transformed on first use: on a busy 2-core machine that
// alone can pass Testing Library's default 1 s for findBy/waitFor.
configure({ asyncUtilTimeout: 3000 });

// Globals are off in this project, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Test files share one jsdom per worker (the project runs without isolation, for speed):
// what one test leaves in the cookie jar or storage must not decide the next file's answer.
afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  // Globals a test replaced (fetch, matchMedia…) go back to the environment's own; timers too.
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The overlays' stores are module state: a modal a test left open would show in the next file's overlays.
  useModalStore.setState(useModalStore.getInitialState(), true);
  useNotificationStore.setState(useNotificationStore.getInitialState(), true);
  usePromptStore.setState(usePromptStore.getInitialState(), true);
});
