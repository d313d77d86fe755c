import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPublicConfig } from '../../../tests/helpers/public-config';
import { hasPage } from '../app/pages';
import { HasPageProvider } from '../components/ui/page-link';
import { GoldBuyingPage } from '../features/digital-gold/gold-buying-page';
import { SignUpPage } from '../features/auth/pages/sign-up-page';
import { configQueryOptions } from './queries/config';
import { currentPriceQueryKey } from './queries/price';
import { sessionQueryKey } from './queries/session';
import { createQueryClient } from './query-client';
import { LocaleContext, loadLocale, type Locale } from './i18n';

/**
 * A form's own checks, before anything is sent, speak the page's language (issue 30): the
 * contracts' schemas give English, the person reads Telugu or Hindi.
 */

async function renderIn(locale: Locale, page: ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  await loadLocale(locale);
  const qc = createQueryClient();
  qc.setQueryData(sessionQueryKey, null);
  qc.setQueryData(configQueryOptions().queryKey, testPublicConfig());
  qc.setQueryData(currentPriceQueryKey, {
    pricePaisePerGram: 765_000,
    fetchedAt: new Date().toISOString(),
    nextRefreshAt: new Date(Date.now() + 60_000).toISOString(),
    serverTime: new Date().toISOString(),
    isStale: false,
  });
  render(
    <QueryClientProvider client={qc}>
      <LocaleContext value={{ locale, setLocale: async () => undefined }}>
        <MemoryRouter>
          <HasPageProvider value={hasPage}>
            <Suspense>{page}</Suspense>
          </HasPageProvider>
        </MemoryRouter>
      </LocaleContext>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

const CASES = [
  {
    locale: 'te',
    firstName: 'మొదటి పేరు',
    email: 'ఈమెయిల్',
    phone: 'ఫోన్ నంబర్',
    required: 'మొదటి పేరు తప్పనిసరి',
    badEmail: 'దయచేసి సరైన ఈమెయిల్ చిరునామాను నమోదు చేయండి',
    badPhone: 'ఫోన్ నంబర్ సరిగ్గా 10 అంకెలు ఉండాలి, 6, 7, 8 లేదా 9 తో మొదలవ్వాలి',
    amount: 'రూపాయల్లో మొత్తం',
    range: /^దయచేసి ₹10 నుండి ₹[\d,]+ మధ్య మొత్తం నమోదు చేయండి$/,
  },
  {
    locale: 'hi',
    firstName: 'पहला नाम',
    email: 'ईमेल',
    phone: 'फ़ोन नंबर',
    required: 'पहला नाम ज़रूरी है',
    badEmail: 'कृपया सही ईमेल पता दर्ज करें',
    badPhone: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए और 6, 7, 8 या 9 से शुरू होना चाहिए',
    amount: 'रुपयों में रक़म',
    range: /^कृपया ₹10 से ₹[\d,]+ के बीच की रक़म दर्ज करें$/,
  },
] as const;

describe.each(CASES)('form checks in $locale', (c) => {
  it('sign up: an emptied field and a bad one say so in the language, no English', async () => {
    const user = await renderIn(c.locale, <SignUpPage />);
    const firstName = await screen.findByLabelText(c.firstName);
    await user.type(firstName, 'A');
    await user.clear(firstName);
    await user.type(screen.getByLabelText(c.email), 'asha@');
    await user.type(screen.getByLabelText(c.phone), '12345');

    expect(await screen.findByText(c.required)).toBeVisible();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(c.badEmail)).toBeVisible();
    expect(screen.getByText(c.badPhone)).toBeVisible();
    expect(screen.queryByText(/is required|valid email|must be exactly/)).toBeNull();
  });

  it('quick buy: an amount out of range names the limits in the language', async () => {
    const user = await renderIn(c.locale, <GoldBuyingPage />);
    await user.type(await screen.findByLabelText(c.amount), '5');
    expect(screen.getByText(c.range)).toBeVisible();
    expect(screen.queryByText(/Please enter an amount between/)).toBeNull();
  });
});
