import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../shared/api/auth';
import { BalanceCard } from '../../components/balance-card';
import { createQueryClient } from '../../lib/query-client';
import { sessionQueryKey } from '../../lib/queries/session';
import { AccountWidget } from './account-widget';
import { LivePriceBadge } from './live-price-badge';

const user = (id: string): PublicUser => ({
  id,
  firstName: 'Asha',
  lastName: 'Reddy',
  name: 'Asha Reddy',
  email: `${id}@example.in`,
  phone: '9876543210',
  role: 'customer',
  sex: null,
  address: 'Hyderabad',
  referralSignup: null,
  referralCode: null,
  isActive: true,
  language: null,
});

type Handler = (url: string) => Promise<Response> | Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(ui: ReactNode, signedIn: PublicUser | null, handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return handler(url);
    }),
  );
  const qc = createQueryClient();
  qc.setQueryData(sessionQueryKey, signedIn);
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { qc, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('account widget', () => {
  it("shows '0 Earn' to a signed-out visitor without asking for balances", async () => {
    const { calls } = setup(<AccountWidget />, null, () => json(500, {}));
    expect(screen.getByRole('link')).toHaveTextContent('0 Earn');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/user/currency');
    expect(calls).toEqual([]);
  });

  it("shows 'Start Earning' while loading, then Ants to 2 decimals like money and gold to 3", async () => {
    let answer!: (r: Response) => void;
    setup(<AccountWidget />, user('usr_a'), () => new Promise<Response>((r) => (answer = r)));
    expect(screen.getByRole('link')).toHaveTextContent('Start Earning');
    await act(async () =>
      answer(
        json(200, {
          antsCenti: 125_050,
          goldE8: 12_345_678,
          ants: '1250.50',
          goldGrams: '0.12345678',
        }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('link')).toHaveTextContent('1,250.50 Ants0.123 g'));
  });

  it("shows '0 Earn' when nothing is earned yet", async () => {
    setup(<AccountWidget />, user('usr_b'), () =>
      json(200, { antsCenti: 0, goldE8: 0, ants: '0.00', goldGrams: '0.00000000' }),
    );
    await waitFor(() => expect(screen.getByRole('link')).toHaveTextContent('0 Earn'));
  });

  it("shows the server's message after a failed request", async () => {
    // the app's own retries (createQueryClient) come first: their waits pass on a moved clock
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup(<AccountWidget />, user('usr_c'), () =>
      json(503, { error: { code: 'INTERNAL', message: 'Balances are resting' } }),
    );
    const link = screen.getByRole('link');
    for (let waited = 0; waited < 8_000 && !link.textContent?.startsWith('Error'); waited += 250)
      await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(link).toHaveTextContent('Error: Balances are resting'));
  }, 10_000);
});

describe('balance card', () => {
  it('shows both tiles, and reloads for another user', async () => {
    const balances: Record<string, object> = {
      usr_d: { antsCenti: 5_000, goldE8: 0, ants: '50.00', goldGrams: '0.00000000' },
      usr_e: { antsCenti: 0, goldE8: 50_000_000, ants: '0.00', goldGrams: '0.50000000' },
    };
    let current = 'usr_d';
    const { qc, calls } = setup(<BalanceCard />, user('usr_d'), () => json(200, balances[current]));
    await waitFor(() => expect(screen.getByText('50.00')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Ant Points' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gold Nuggets (Gold Flakes)' })).toBeInTheDocument();
    expect(screen.getAllByText('0 Earned')).toHaveLength(1);

    current = 'usr_e';
    await act(async () => qc.setQueryData(sessionQueryKey, user('usr_e')));
    await waitFor(() => expect(screen.getByText('0.500')).toBeInTheDocument());
    expect(calls).toHaveLength(2);
  });

  it("shows '0 Earned' in both tiles when the request fails", async () => {
    setup(<BalanceCard />, user('usr_f'), () =>
      json(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
    );
    await waitFor(() => expect(screen.getAllByText('0 Earned')).toHaveLength(2));
  });
});

describe('live price badge', () => {
  it("reads 'LiveGoldLoading...' until the first price, then price/gm and a countdown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    let answer!: (r: Response) => void;
    setup(<LivePriceBadge />, null, () => new Promise<Response>((r) => (answer = r)));
    const badge = screen.getByRole('group', { name: 'Live gold price' });
    expect(badge).toHaveTextContent(/^LiveGoldLoading\.\.\.$/);
    await act(async () =>
      answer(
        json(200, {
          pricePaisePerGram: 12_345_678,
          fetchedAt: new Date(now).toISOString(),
          nextRefreshAt: new Date(now + 75_000).toISOString(),
          serverTime: new Date(now).toISOString(),
          isStale: false,
          peopleJoined: 3,
        }),
      ),
    );
    await waitFor(() => expect(badge).toHaveTextContent('LiveGold₹1,23,456.78/gmUpdating in 1:15'));
    await act(async () => vi.advanceTimersByTime(16_000));
    expect(badge).toHaveTextContent('Updating in 0:59');
  });
});
