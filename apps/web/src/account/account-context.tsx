import type { AccountAreaProps } from '@soul/contracts';
import type { Locale } from '@soul/i18n/format';
import { createContext, useContext, type ReactNode } from 'react';
import type { AccountClient } from './api/account-client.ts';

/** What every screen of the account area reads: the island's props, the API client and the locale. */
export interface AccountContextValue {
  props: AccountAreaProps;
  client: AccountClient;
  language: 'en' | 'lt';
  locale: Locale;
  /** For the document title ("Orders – My account – Soul Shop"). */
  shopName: string;
}

const AccountContext = createContext<AccountContextValue | null>(null);

export function AccountProvider({ value, children }: { value: AccountContextValue; children: ReactNode }) {
  return <AccountContext value={value}>{children}</AccountContext>;
}

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount() outside the account area');
  return value;
}

/** The account API client of the current island. */
export function useAccountClient(): AccountClient {
  return useAccount().client;
}

/** One of the eight flags (account §6); a missing flag counts as not granted. */
export function usePermission(flag: string): boolean {
  return useAccount().props.permissions[flag] === true;
}

/**
 * Administrators see every order and a director the company's (the server's
 * order-access scope), so "Your orders" would be untrue for them.
 */
export function useSeesOthersOrders(): boolean {
  const { props } = useAccount();
  return props.administrator || props.user.role === 'director';
}
