import type { PointsAnswer } from '@soul/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, renderAccount, resetOverlays } from '../test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetOverlays();
});

const answer: PointsAnswer = {
  balance: { available: 35, pending: 5 },
  cents_per_point: 100,
  review_rewards: { text: 5, photo: 15, video: 40 },
  entries: [
    {
      id: 3,
      date: '2026-11-20T10:00:00.000Z',
      description: 'Used on order #12',
      kind: 'spend',
      action: 'Spent',
      points: -10,
      status: 'reversed',
      status_label: 'Reversed',
      details: '',
    },
    {
      id: 1,
      date: '2026-11-01T10:00:00.000Z',
      description: 'Adjusted by the shop',
      kind: 'adjust',
      action: 'Adjusted',
      points: 35,
      status: 'confirmed',
      status_label: 'Confirmed',
      details: 'Welcome',
    },
  ],
  total: 2,
  total_pages: 1,
};

describe('points and rewards', () => {
  it('shows the balance, what it is worth, the history and how to earn more', async () => {
    const api = fakeApi({ 'GET /points': json(200, answer) });
    await renderAccount('/points');
    expect(await screen.findByTestId('points-available')).toHaveTextContent('35');
    expect(screen.getByText('Worth €35.00 off your next order')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Used on order #12');
    expect(rows[1]).toHaveTextContent('−10');
    expect(rows[1]).toHaveTextContent('Reversed');
    expect(rows[2]).toHaveTextContent('+35');
    expect(rows[2]).toHaveTextContent('Welcome');
    expect(screen.getByText('A review with a video: 40 points')).toBeInTheDocument();
    expect(api.callsTo('GET', '/points')[0]?.query.get('per_page')).toBe('10');
  });

  it('says so when the points cannot be read', async () => {
    fakeApi({ 'GET /points': json(500, { code: 'x', message: 'boom', data: { status: 500 } }) });
    await renderAccount('/points');
    expect(await screen.findByText('Something went wrong. Please try again later')).toBeInTheDocument();
  });
});
