import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountProps, fakeApi, json, profile, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

describe('settings', () => {
  it('saves the language and notifications as a partial profile POST', async () => {
    const api = fakeApi({
      'GET /profile': json(200, profile()),
      'POST /profile': (call) => json(200, profile(call.json as object)),
    });
    await renderAccount('/settings');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language of our e-mails' }), 'lt');
    await userEvent.click(screen.getByRole('checkbox', { name: 'News and offers by SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('POST', '/profile')).toHaveLength(1));
    expect(api.callsTo('POST', '/profile')[0]?.json).toEqual({ language: 'lt', notifications: { email: true, sms: true, orders: true } });
    expect(screen.queryByRole('form', { name: 'Company details' })).toBeNull();
  });

  it('lets a director rename the company, in Lithuanian, with the server’s field error under the field', async () => {
    const api = fakeApi({
      'GET /profile': json(200, profile()),
      'GET /company': json(200, { id: 3, name: 'Sveikata UAB' }),
      'POST /company': (_call, index) =>
        index === 0
          ? json(400, { code: 'rest_invalid_param', message: 'x', data: { status: 400, params: { name: 'Per ilgas pavadinimas' } } })
          : json(200, { id: 3, name: 'Sveikata ir Ko UAB' }),
    });
    const props = accountProps({ user: { id: 9, displayName: 'Darius', email: 'd@example.lt', role: 'director' } }, 'lt');
    await renderAccount('/settings', { props, language: 'lt' });
    const name = await screen.findByRole('textbox', { name: 'Įmonės pavadinimas' });
    await waitFor(() => expect(name).toHaveValue('Sveikata UAB'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Sveikata ir Ko UAB');
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti įmonės duomenis' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Per ilgas pavadinimas'));
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti įmonės duomenis' }));
    await waitFor(() => expect(api.callsTo('POST', '/company')).toHaveLength(2));
    expect(api.callsTo('POST', '/company')[1]?.json).toEqual({ name: 'Sveikata ir Ko UAB' });
  });
});
