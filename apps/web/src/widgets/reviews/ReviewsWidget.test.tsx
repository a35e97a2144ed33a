import type { ReviewsAnswer, ShownReview } from '@soul/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../test/render.tsx';
import { parseReviewsWidgetProps, type ReviewsWidgetSettings } from './props.ts';
import { ReviewsWidget } from './ReviewsWidget.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function review(id: number, extra: Partial<ShownReview> = {}): ShownReview {
  return {
    id,
    rating: 5,
    title: `Title ${id}`,
    content: `Text ${id}`,
    name: `Name ${id}`,
    author: `Name ${id}`,
    date: '2026-11-02T10:00:00.000Z',
    product_id: 11,
    product_name: 'Energy Complex',
    product_url: '/product/energy-complex',
    product_image: null,
    verified: id === 1,
    attachment: null,
    ...extra,
  };
}

/** A soul/v1/reviews stand-in over `all` reviews, paging as the server does. */
function serve(all: ShownReview[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'https://soul.example');
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    const body: ReviewsAnswer = {
      reviews: all.slice((page - 1) * perPage, page * perPage),
      averageRating: 4.5,
      total: all.length,
      histogram: [
        { rating: 5, count: 3 },
        { rating: 4, count: 3 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(settings: ReviewsWidgetSettings = {}) {
  return renderWidget(<ReviewsWidget settings={parseReviewsWidgetProps(settings)} />);
}

describe('reviews widget', () => {
  it('shows 4 at a time with Load more, then the rest (vertical load_more default)', async () => {
    const fetchMock = serve([1, 2, 3, 4, 5, 6].map((id) => review(id)));
    show();
    expect(await screen.findAllByTestId('review-card')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('review-card')).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'https://x').searchParams.get('scope')).toBe('all');
  });

  it('summarises: average, the 5→1 histogram and the write button; the verified badge', async () => {
    serve([review(1), review(2)]);
    show();
    const summary = await screen.findByTestId('reviews-summary');
    expect(within(summary).getByRole('img', { name: 'Average rating 4.5 out of 5' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('reviews-histogram')).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '5 stars: 3',
      '4 stars: 3',
      '3 stars: 0',
      '2 stars: 0',
      '1 stars: 0',
    ]);
    expect(within(summary).getByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getAllByText('Verified buyer')).toHaveLength(1);
  });

  it('clamps a text over 200 characters with Read More, not a shorter one', async () => {
    serve([review(1, { content: 'a'.repeat(201) }), review(2, { content: 'b'.repeat(200) })]);
    show();
    const [long, short] = await screen.findAllByTestId('review-card');
    const more = within(long!).getByRole('button', { name: 'Read More' });
    expect(long!.querySelector('p.line-clamp-4')).not.toBeNull();
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(long!.querySelector('p.line-clamp-4')).toBeNull();
    expect(within(short!).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it('asks for the current product with fallback, and hides the product on its own page', async () => {
    const fetchMock = serve([review(1), review(2, { product_id: 12, product_name: 'Calm Drops' })]);
    show({ review_scope: 'current_with_fallback', current_product_id: 11, is_product_page: 'yes', rating_filter: 4 });
    const cards = await screen.findAllByTestId('review-card');
    const params = new URL(String(fetchMock.mock.calls[0]![0]), 'https://x').searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ scope: 'current_with_fallback', product: '11', rating: '4' });
    expect(cards[0]).not.toHaveTextContent('Energy Complex');
    expect(cards[1]).toHaveTextContent('Calm Drops');
  });

  it('honours the hide_* flags and columns × rows in horizontal load_more', async () => {
    const fetchMock = serve([1, 2, 3, 4, 5, 6, 7].map((id) => review(id)));
    show({
      hide_summary: 'yes',
      hide_write_review: 'yes',
      hide_customer_name: 'yes',
      hide_review_title: 'yes',
      layout_mode: 'horizontal',
      grid_columns: 3,
      grid_rows: 2,
    });
    const cards = await screen.findAllByTestId('review-card');
    expect(cards).toHaveLength(6);
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'https://x').searchParams.get('per_page')).toBe('6');
    expect(screen.queryByTestId('reviews-summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(cards[0]).not.toHaveTextContent('Name 1');
    expect(cards[0]).not.toHaveTextContent('Title 1');
  });

  it('says ‘Failed to fetch reviews’ when the list cannot load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('', { status: 500 })),
    );
    show();
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
  });
});
