import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareReferral } from './share-referral';

// Issue 15: the referral code with a share button (Web Share API where the phone has it, else
// WhatsApp and copy link) and a sign-up link that fills the code.

function renderShare() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ brand: 'GoldSave' }), { status: 200 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ShareReferral code="asha@example.in" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareReferral', () => {
  it('shows the code and a sign-up link that carries it', () => {
    renderShare();
    expect(screen.getByTestId('referral-code')).toHaveTextContent('asha@example.in');
    expect(screen.getByTestId('signup-link')).toHaveTextContent(
      `${window.location.origin}/signup?ref=asha%40example.in`,
    );
  });

  it('offers WhatsApp and copy link when the browser cannot share', () => {
    renderShare();
    const wa = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(wa.getAttribute('href')!)).toContain('/signup?ref=asha%40example.in');
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it("opens the phone's share sheet with the link where the Web Share API exists", () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/signup?ref=asha%40example.in` }),
    );
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderShare();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/signup?ref=asha%40example.in`,
    );
  });
});
