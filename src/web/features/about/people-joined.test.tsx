import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeopleJoined } from './people-joined';

// spec 2 /aboutus: PeopleJoined shows exactly 'Loading...', 'Error fetching data', 'No data found for PeopleJoined'
// or the count from GET /api/prices/current.

const reading = (peopleJoined?: number) => ({
  pricePaisePerGram: 765000,
  fetchedAt: '2024-06-10T10:00:00.000Z',
  nextRefreshAt: '2024-06-10T10:01:00.000Z',
  serverTime: '2024-06-10T10:00:00.000Z',
  isStale: false,
  ...(peopleJoined === undefined ? {} : { peopleJoined }),
});

function renderWithAnswer(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PeopleJoined brand="GoldSave" refreshMs={60_000} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PeopleJoined', () => {
  it('shows Loading... until the answer arrives', async () => {
    const fetchMock = renderWithAnswer(() => new Promise<Response>(() => {}));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/prices/current', expect.anything());
  });

  it('shows Error fetching data when the call fails', async () => {
    renderWithAnswer(
      json(404, { error: { code: 'NOT_FOUND', message: 'Not found', requestId: 'r' } }),
    );
    expect(await screen.findByText('Error fetching data')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows Error fetching data when the network is down', async () => {
    renderWithAnswer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Error fetching data')).toBeInTheDocument();
  });

  it('shows No data found for PeopleJoined when nobody has joined yet', async () => {
    renderWithAnswer(json(200, reading(0)));
    expect(await screen.findByText('No data found for PeopleJoined')).toBeInTheDocument();
  });

  it('shows No data found for PeopleJoined when the answer has no count', async () => {
    renderWithAnswer(json(200, reading()));
    expect(await screen.findByText('No data found for PeopleJoined')).toBeInTheDocument();
  });

  it('shows the count with Indian digit grouping', async () => {
    renderWithAnswer(json(200, reading(123456)));
    expect(await screen.findByText('1,23,456')).toBeInTheDocument();
    expect(screen.getByText('people joined')).toBeInTheDocument();
    for (const state of ['Loading...', 'Error fetching data', 'No data found for PeopleJoined'])
      expect(screen.queryByText(state)).not.toBeInTheDocument();
  });

  it('says 1 person joined, not 1 people', async () => {
    renderWithAnswer(json(200, reading(1)));
    expect(await screen.findByText('person joined')).toBeInTheDocument();
    expect(screen.queryByText('people joined')).not.toBeInTheDocument();
  });
});
