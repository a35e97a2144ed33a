import { useEffect } from 'react';
import { useLocation, useRouter } from 'wouter';
import { usePromptStore } from '../../../overlays/prompt-store.ts';
import { isPlainLeftClick } from '../../../ui/plain-click.ts';
import { useAccountT } from '../../texts.ts';

/** Where a plain left click on a link would take the reader: another page of this site, or null. */
function leavingTo(event: MouseEvent): URL | null {
  if (!isPlainLeftClick(event)) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname === window.location.pathname && url.search === window.location.search ? null : url;
}

/**
 * While an order has unsaved changes (account §4: nothing is sent before
 * Save), leaving asks first: a link inside or outside the account area gets
 * the shop's own prompt, closing or reloading the tab the browser's.
 */
export function useLeaveGuard(active: boolean, orderId: number): void {
  const { t } = useAccountT();
  const openPrompt = usePromptStore((state) => state.open);
  const [, navigate] = useLocation();
  const { base } = useRouter();

  useEffect(() => {
    if (!active) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // Capture, on the document: before the router's own link handler sees the click.
    const click = (event: MouseEvent) => {
      const url = leavingTo(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      const path = `${url.pathname}${url.search}${url.hash}`;
      openPrompt({
        id: 'leave-order-edit',
        title: t('orders.edit.leaveTitle'),
        message: t('orders.edit.leaveText', { number: orderId }),
        confirmLabel: t('orders.edit.leave'),
        cancelLabel: t('orders.edit.stay'),
        onConfirm: () => {
          window.removeEventListener('beforeunload', beforeUnload);
          if (base && (url.pathname === base || url.pathname.startsWith(`${base}/`))) navigate(path.slice(base.length) || '/');
          else window.location.assign(path);
        },
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active, base, navigate, openPrompt, orderId, t]);
}
