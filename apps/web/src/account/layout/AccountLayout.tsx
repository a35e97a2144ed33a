import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '../../boot/ErrorBoundary.tsx';
import { useAccount } from '../account-context.tsx';
import { useAccountT } from '../texts.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { LogoutForm } from './LogoutForm.tsx';
import { VendorStatusNotice } from '../vendors/VendorStatusNotice.tsx';

/** The frame of every screen: title, who is signed in, and sign-out; the menu beside (or above) the screen. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useAccountT();
  const { props } = useAccount();
  const [location] = useLocation();
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-line pb-5">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mt-1 text-ink-soft [overflow-wrap:anywhere]">{t('signedInAs', { email: props.user.email })}</p>
        </div>
        <LogoutForm />
      </header>
      <div className="grid min-w-0 gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <AccountMenu />
        <div className="flex min-w-0 flex-col gap-5">
          <VendorStatusNotice status={props.vendorStatus} />
          {/* A crash in one screen keeps the menu; moving elsewhere tries again. */}
          <ErrorBoundary key={location}>{children}</ErrorBoundary>
        </div>
      </div>
    </div>
  );
}
