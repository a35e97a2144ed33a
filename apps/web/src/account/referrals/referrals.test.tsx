import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const affiliate = {
  code: 'abcdefgh',
  url: 'http://shop.test/r/abcdefgh',
  friend_discount_percent: 20,
  referrals: [
    { friend: 'j***@example.lt', purchase_value: 4599, purchase_date: '2026-11-02T10:00:00.000Z', reward_points: 10, status: 'confirmed' },
  ],
};

describe('referral screens (account §2)', () => {
  it('Affiliate lists the history: friend, purchase value, date and reward', async () => {
    fakeApi({ 'GET /affiliate': json(200, affiliate) });
    await renderAccount('/affiliate');
    const table = await screen.findByRole('table', { name: 'Referral history' });
    expect(table).toHaveTextContent('j***@example.lt');
    expect(table).toHaveTextContent('€45.99');
    expect(table).toHaveTextContent('10 points · Confirmed');
  });

  it('Refer a friend shows the link and sends an invitation in the chosen language', async () => {
    const api = fakeApi({
      'GET /affiliate': json(200, affiliate),
      'POST /affiliate/share': json(200, { message: 'Your invitation has been sent to ona@example.lt.' }),
    });
    await renderAccount('/refer');
    expect(await screen.findByDisplayValue('http://shop.test/r/abcdefgh')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Friend’s e-mail'), 'ona@example.lt');
    await user.selectOptions(screen.getByLabelText('Language of the e-mail'), 'lt');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Your invitation has been sent to ona@example.lt.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/affiliate/share')).toHaveLength(1));
    expect(api.callsTo('POST', '/affiliate/share')[0]?.json).toEqual({ email: 'ona@example.lt', language: 'lt' });
  });
});
