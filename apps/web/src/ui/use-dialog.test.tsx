import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDialog, type DialogOptions } from './use-dialog.ts';

type Extra = Omit<DialogOptions, 'open' | 'onClose'>;

/** A page with an opener and a dialog that stays mounted (as the drawer does). */
function Page({ extra = {}, onClose }: { extra?: Extra; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  const dialog = useDialog({ open, onClose: close, ...extra });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <dialog {...dialog} aria-label="Test dialog">
        <input aria-label="First field" />
        <button type="button">Middle</button>
        <button type="button" onClick={close}>
          Close
        </button>
      </dialog>
    </>
  );
}

afterEach(() => {
  document.documentElement.style.overflow = '';
});

async function openDialog() {
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Test dialog' }) };
}

describe('useDialog (ui/Modal and the cart drawer)', () => {
  it('opens modal, moves focus to the first focusable element, and returns it to the opener on close', async () => {
    render(<Page />);
    const { user, opener, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('focuses what initialFocus names and returns focus where returnFocus says', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    const closeButton = () => screen.queryByRole('button', { name: 'Close', hidden: true }) as HTMLButtonElement | null;
    render(<Page extra={{ initialFocus: closeButton, returnFocus: () => elsewhere }} />);
    const { dialog } = await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('keeps Tab inside: from the last element to the first, and Shift+Tab back', async () => {
    render(<Page />);
    const { user } = await openDialog();
    // jsdom has no layout: the trap skips elements without an offsetParent, so give them one.
    for (const element of screen.getByRole('dialog').querySelectorAll<HTMLElement>('input, button')) {
      Object.defineProperty(element, 'offsetParent', { configurable: true, get: () => document.body });
    }
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First field' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it("closes on Escape (the dialog's cancel event) without letting the browser close it by itself", async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { dialog } = await openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Middle' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks the page scroll only when asked, and restores what was there', async () => {
    document.documentElement.style.overflow = 'scroll';
    render(<Page extra={{ lockScroll: true }} />);
    const { user } = await openDialog();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('leaves the page scroll alone by default', async () => {
    render(<Page />);
    await openDialog();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
