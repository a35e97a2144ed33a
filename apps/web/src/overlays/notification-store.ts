import { create } from 'zustand';
import type { OverlayText } from './text.ts';

export type NotificationTone = 'error' | 'warning' | 'success' | 'info';

export interface Notification {
  id: string;
  tone: NotificationTone;
  title: OverlayText;
  message?: OverlayText;
  /** Milliseconds until it closes itself; errors stay until dismissed. */
  autoCloseMs?: number | null;
}

interface NotificationState {
  /** Storefront §4: one currently open notification, opened and closed by id. */
  current: Notification | null;
  open: (notification: Notification) => void;
  close: (id: string) => void;
}

export const useNotificationStore = create<NotificationState>()((set) => ({
  current: null,
  open: (notification) => set({ current: notification }),
  close: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

export function showNotification(notification: Notification): void {
  useNotificationStore.getState().open(notification);
}

/** Global error notification (storefront §8): 'Oops' + the message, or the generic text. */
export function showError(message?: string | null): void {
  showNotification({
    id: 'error',
    tone: 'error',
    title: { key: 'errors.oops' },
    message: message && message.trim() !== '' ? message : { key: 'errors.generic' },
    autoCloseMs: null,
  });
}
