import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/create-i18n.ts';
import { STATIC_RESOURCES } from '../i18n/static-resources.ts';
import type { Language } from '../i18n/resources.ts';
import { useModalStore } from '../overlays/modal-store.ts';
import { useNotificationStore } from '../overlays/notification-store.ts';
import { jsonResponse } from '../test/cart-fixtures.ts';
import { renderWidget, testPageSettings } from '../test/render.tsx';
import { createCartRuntime, setCartRuntime } from './runtime.ts';

function open(fetchImpl: typeof fetch, language: Language = 'en') {
  const settings = testPageSettings(language);
  setCartRuntime(createCartRuntime(settings, createI18n(language, STATIC_RESOURCES[language]), fetchImpl));
  renderWidget(<></>, language, settings);
  act(() => useModalStore.getState().open('back-in-stock', { productId: 108, productName: 'Glow Vitamin E' }));
}

afterEach(() => {
  setCartRuntime(null);
  act(() => {
    useModalStore.setState({ current: null });
    useNotificationStore.setState({ current: null });
  });
});

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Get notified' }));

describe('back-in-stock modal', () => {
  it('has the title, message, e-mail, consent on by default, get notified and cancel', async () => {
    open(vi.fn<typeof fetch>());
    expect(await screen.findByRole('dialog', { name: 'Get notified when it is back' })).toBeInTheDocument();
    expect(screen.getByText('We will e-mail you as soon as Glow Vitamin E is back in stock.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send me news and offers by e-mail' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('validates: required, format (spec text), then a valid address is sent', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(201, { success: true }));
    open(fetchImpl);
    await screen.findByRole('dialog');
    await submit();
    expect(screen.getByText('No email provided')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email(), 'jonas@');
    expect(screen.getByText('Entered value does not match email format')).toBeInTheDocument();
    await userEvent.type(email(), 'soul.lt');
    expect(screen.queryByText('Entered value does not match email format')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox'));
    await submit();
    await waitFor(() => expect(useModalStore.getState().current).toBeNull());
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/wp-json/soul/v1/stock-notifications');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'jonas@soul.lt', newsletterConsent: false, productId: 108 });
    expect(useNotificationStore.getState().current).toMatchObject({
      tone: 'success',
      title: { key: 'backInStock.successTitle', ns: 'cart' },
    });
  });

  it('rejects more than 200 characters', async () => {
    open(vi.fn<typeof fetch>());
    await screen.findByRole('dialog');
    await userEvent.click(email());
    await userEvent.paste(`${'a'.repeat(200)}@soul.lt`);
    await submit();
    expect(screen.getByText('The e-mail can be at most 200 characters')).toBeInTheDocument();
  });

  it("409 is the 'Email already used' field error", async () => {
    open(
      vi.fn<typeof fetch>(async () =>
        jsonResponse(409, { code: 'soul_email_already_used', message: 'Email already used', data: { status: 409 } }),
      ),
    );
    await screen.findByRole('dialog');
    await userEvent.type(email(), 'jonas@soul.lt');
    await submit();
    expect(await screen.findByText('Email already used')).toBeInTheDocument();
    expect(useModalStore.getState().current?.id).toBe('back-in-stock');
  });

  it("other failures show the server's first error, else 'Subscribe failed…'", async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        jsonResponse(400, {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): email',
          data: { status: 400, params: { email: 'email is not a valid e-mail address.' } },
        }),
      )
      .mockResolvedValueOnce(new Response('', { status: 500 }));
    open(fetchImpl);
    await screen.findByRole('dialog');
    await userEvent.type(email(), 'jonas@soul.lt');
    await submit();
    expect(await screen.findByText('email is not a valid e-mail address.')).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Subscribe failed. Please try again later.')).toBeInTheDocument();
  });

  it('speaks Lithuanian', async () => {
    open(vi.fn<typeof fetch>(), 'lt');
    expect(await screen.findByRole('dialog', { name: 'Praneškite, kai vėl bus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pranešti man' }));
    expect(screen.getByText('Nenurodytas el. pašto adresas')).toBeInTheDocument();
  });
});
