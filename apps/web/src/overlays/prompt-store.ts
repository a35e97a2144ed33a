import { create } from 'zustand';
import type { OverlayText } from './text.ts';

export interface Prompt {
  id: string;
  title: OverlayText;
  message: OverlayText;
  confirmLabel?: OverlayText;
  cancelLabel?: OverlayText;
  onConfirm?: () => void;
  onCancel?: () => void;
}

interface PromptState {
  /** One currently open confirmation prompt (storefront §4). */
  current: Prompt | null;
  open: (prompt: Prompt) => void;
  close: (id: string) => void;
}

export const usePromptStore = create<PromptState>()((set) => ({
  current: null,
  open: (prompt) => set({ current: prompt }),
  close: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));
