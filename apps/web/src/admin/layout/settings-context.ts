import type { AdminSettings } from '@soul/contracts';
import { createContext, use } from 'react';

export const SettingsContext = createContext<AdminSettings | null>(null);

/** The /admin shell's settings (language, paths, nonce, user). */
export function useAdminSettings(): AdminSettings {
  const settings = use(SettingsContext);
  if (!settings) throw new Error('useAdminSettings outside the back office');
  return settings;
}
