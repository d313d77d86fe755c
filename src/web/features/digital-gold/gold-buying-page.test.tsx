import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPublicConfig } from '../../../../tests/helpers/public-config';
import { paths } from '../../../shared/routes';
import { PAGES, hasPage } from '../../app/pages';
import { HasPageProvider } from '../../components/ui/page-link';
import { createQueryClient } from '../../lib/query-client';
import { configQueryOptions } from '../../lib/queries/config';
import { currentPriceQueryKey } from '../../lib/queries/price';
import { GoldBuyingPage } from './gold-buying-page';

const config = testPublicConfig();

function setup(answer: (url: string) => Response = () => new Response('{}', { status: 500 })) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => answer(url)),
  );
  const qc = createQueryClient();
  qc.setQueryData(configQueryOptions().queryKey, config);
  qc.setQueryData(currentPriceQueryKey, {
    pricePaisePerGram: 765_000,
    fetchedAt: new Date().toISOString(),
    nextRefreshAt: new Date(Date.now() + 60_000).toISOString(),
    serverTime: new Date().toISOString(),
    isStale: false,
  });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <HasPageProvider value={hasPage}>
          <GoldBuyingPage />
        </HasPageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe('Quick Buy amount', () => {
  it('says at most 2 decimals are allowed for 12.345 and shows the typed amount', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Amount in rupees'), '12.345');
    expect(
      screen.getByText('Please enter an amount with at most 2 decimals (paise).'),
    ).toBeVisible();
    expect(screen.getByText('Rs. 12.345')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('shows the range message and the typed amount for an amount out of range', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Amount in rupees'), '5');
    expect(screen.getByText(/Please enter an amount between ₹10 and/)).toBeVisible();
    expect(screen.getByText('Rs. 5.00')).toBeVisible();
  });

  it('shows a valid amount and what it buys', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Amount in rupees'), '1,000.5');
    expect(screen.getByText('Rs. 1,000.50')).toBeVisible();
    expect(screen.getByTestId('receive')).not.toHaveTextContent('0.00000000');
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('offers the Gold Smith with a full vault, as a link only once its page exists', async () => {
    const user = setup(
      () =>
        new Response(
          JSON.stringify({
            error: { code: 'VAULT_LIMIT', message: 'Your vault is full.', requestId: 'r' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    await user.type(screen.getByLabelText('Amount in rupees'), '100');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    const goldSmith = await screen.findByRole('link', { name: /Gold Smith/ });
    if (PAGES.goldSmith) {
      expect(goldSmith).toHaveAttribute('href', paths.goldSmith.href());
    } else {
      expect(goldSmith).not.toHaveAttribute('href');
      expect(goldSmith).toHaveAttribute('aria-disabled', 'true');
      expect(goldSmith).toHaveTextContent('Coming soon');
    }
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your vault is full.'));
  });
});
