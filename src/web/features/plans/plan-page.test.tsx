import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan, UpcomingDebit } from '../../../shared/api/plans';
import { paths } from '../../../shared/routes';
import { PlanPage } from './plan-page';

// Issue 24, item 8: the plan's own page: its amount, how often, state and mandate, the coming
// debits with "skip this one", and the saver's controls, each one that cannot work now disabled
// with why beside it (not after a click).

const PLAN: Plan = {
  insertId: 'pln_1',
  frequency: 'DAILY',
  planId: '1',
  amountPaise: 5000,
  state: 'ACTIVE',
  stateReason: null,
  subscriptionId: 'MS-123',
  vpa: 'asha@ybl',
  createdAt: '2026-11-24T05:30:00.000Z',
  activatedAt: '2026-11-24T05:40:00.000Z',
  nextDebitDate: '2026-11-27',
  nextDebitSkippable: false,
  debitsMade: 1,
  goldE8Saved: 650_000,
  activeUntil: null,
  canCancel: true,
  canResume: false,
  awaitingMandate: false,
  pausedUntil: null,
  maxDebitPaise: null,
  canPause: true,
  ended: false,
};

const debit = (cycle: number, state: UpcomingDebit['state'], skippable: boolean) => ({
  cycle,
  date: `2026-11-${24 + cycle}`,
  amountPaise: 5000,
  state,
  skippable,
  reason: state === 'SKIPPED' ? ('SKIPPED_BY_USER' as const) : null,
});
const COMING = [
  debit(1, 'PROCESSING', false),
  debit(2, 'SKIPPED', false),
  debit(3, 'SCHEDULED', true),
  debit(4, 'SCHEDULED', true),
];

function renderPage(plan: Plan, debits = COMING) {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET' });
      const body = url.endsWith('/upcoming')
        ? { debits }
        : url.startsWith('/api/plans/')
          ? { plan, debits: [] }
          : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[paths.plan.href({ insertId: plan.insertId })]}>
        <PlanPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the plan page', () => {
  it('shows the plan, its mandate and its coming debits, the next one marked', async () => {
    renderPage(PLAN);
    expect(await screen.findByRole('heading', { name: 'Daily plan' })).toBeInTheDocument();
    expect(screen.getByText('₹50.00 every day')).toBeInTheDocument();
    const mandate = screen.getByRole('region', { name: 'UPI Autopay mandate' });
    expect(within(mandate).getByText('asha@ybl')).toBeInTheDocument();
    expect(within(mandate).getByText('MS-123')).toBeInTheDocument();
    const coming = screen.getByRole('region', { name: 'Coming debits' });
    const rows = await within(coming).findAllByRole('listitem');
    expect(rows).toHaveLength(4);
    // the skipped cycle is not the next debit: the one after it is
    expect(rows[1]).toHaveTextContent('Skipped');
    expect(within(rows[1]!).queryByText('Next')).toBeNull();
    expect(within(rows[2]!).getByText('Next')).toBeInTheDocument();
    // at the bank: the skip is there, disabled, with why beside it
    const atBank = within(rows[0]!).getByRole('button', { name: /Skip this one/ });
    expect(atBank).toBeDisabled();
    expect(atBank).toHaveAccessibleDescription('Already sent to the bank: it cannot be skipped');
    expect(within(rows[2]!).getByRole('button', { name: /Skip this one/ })).toBeEnabled();
    // an over debit has no skip at all: its state says it
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });

  it('disables resume on a running plan with why, and leaves pause and cancel working', async () => {
    renderPage(PLAN);
    const resume = await screen.findByRole('button', { name: 'Resume plan' });
    expect(resume).toBeDisabled();
    expect(resume).toHaveAccessibleDescription('Your plan is running: there is nothing to resume.');
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeEnabled();
    expect(screen.getByLabelText('Pause until')).toBeEnabled();
  });

  it('refuses a maximum below the plan amount with a clear message and sends nothing', async () => {
    const calls = renderPage(PLAN);
    const input = await screen.findByLabelText('Maximum per debit (₹)');
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set maximum' }));
    expect(
      await screen.findByText('The maximum cannot be less than your plan amount of ₹50.00.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(input, { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set maximum' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
        '/api/plans/pln_1/maximum',
      ]),
    );
  });

  it('on a cancelled plan, every control is disabled with why beside it', async () => {
    renderPage(
      {
        ...PLAN,
        state: 'CANCELLED',
        canCancel: false,
        canPause: false,
        ended: true,
        nextDebitDate: null,
        activeUntil: '2026-11-25T18:30:00.000Z',
      },
      [],
    );
    const ended = 'This plan has ended.';
    expect(await screen.findByRole('button', { name: 'Cancel plan' })).toHaveAccessibleDescription(
      ended,
    );
    expect(screen.getByRole('button', { name: 'Cancel plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resume plan' })).toHaveAccessibleDescription(ended);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAccessibleDescription(ended);
    expect(screen.getByLabelText('Maximum per debit (₹)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Set maximum' })).toHaveAccessibleDescription(ended);
    expect(await screen.findByText('No debits are coming.')).toBeInTheDocument();
  });
});
