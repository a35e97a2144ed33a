import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showError, showNotification, useNotificationStore } from '../overlays/notification-store.ts';
import { renderWidget } from '../test/render.tsx';
import { Modal } from './Modal.tsx';
import { Spinner } from './Spinner.tsx';

/** The lucide icons stay decoration: hidden from assistive technology, the buttons named by their text. */

afterEach(() => useNotificationStore.setState({ current: null }));

function hiddenIcons(root: HTMLElement): Element[] {
  return [...root.querySelectorAll('svg')];
}

describe('icons (lucide-react)', () => {
  it("the modal's close button is named by its text; its X is aria-hidden", () => {
    renderWidget(
      <Modal open onClose={() => undefined} title="Details">
        <p>Body</p>
      </Modal>,
      'lt',
    );
    const close = screen.getByRole('button', { name: 'Uždaryti' });
    const icons = hiddenIcons(close);
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    expect(icons[0]).toHaveClass('lucide-x');
  });

  it('a notification (its lazy toast) shows the tone icon and a named dismiss button, all icons hidden', async () => {
    renderWidget(<p>page</p>);
    act(() => showNotification({ id: 'ok', tone: 'success', title: 'Saved' }));
    const status = screen.getByRole('status', { name: 'Notifications' });
    await within(status).findByText('Saved');
    expect(status.querySelector('.lucide-circle-check')).toHaveAttribute('aria-hidden', 'true');
    act(() => showError('Broken'));
    const alert = screen.getByRole('alert');
    await within(alert).findByText('Broken');
    expect(alert.querySelector('.lucide-circle-alert')).toHaveAttribute('aria-hidden', 'true');
    const dismiss = within(alert).getByRole('button', { name: 'Dismiss notification' });
    expect(hiddenIcons(dismiss).every((icon) => icon.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('the spinner is decoration', () => {
    const { container } = renderWidget(<Spinner />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
