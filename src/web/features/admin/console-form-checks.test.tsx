import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext, loadLocale, useMessages, type Locale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { ProductForm } from './catalogue/product-form';
import { AddItem } from './components/reserve-register';
import { reserveConsoleMessages } from './reserve-messages';

/**
 * The console opens in English; staff who chose Telugu or Hindi get its forms' own checks (before
 * anything is sent) in that language (issue 30, decision 013). What the server answers to a
 * refused console form is translated there (src/server/i18n/console-checks.api.test.ts).
 */

async function renderIn(locale: Locale, page: ReactNode) {
  const fetch = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  await loadLocale(locale);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleContext value={{ locale, setLocale: async () => undefined }}>
        <MemoryRouter>
          <Suspense>{page}</Suspense>
        </MemoryRouter>
      </LocaleContext>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetch };
}

afterEach(() => vi.unstubAllGlobals());

function Reserve() {
  return <AddItem m={useMessages(reserveConsoleMessages)} />;
}

const CASES = [
  {
    locale: 'en',
    create: 'Add product',
    title: 'Title',
    weight: 'Weight (grams)',
    making: 'Making charge (%)',
    required: 'Please fill this in',
    productWeight: 'Weight must be between 0.001 g and 10,000 g',
    making100: 'Making charge must be between 0% and 100%, at most 2 decimals',
    add: 'Add to the register',
    reserveWeightLabel: 'Weight (g, up to 3 decimals)',
    purityLabel: 'Purity (%, e.g. 99.99)',
    reserveWeight: 'Weight must be more than 0 g (at most 100,000 g), to the milligram',
    reservePurity: 'Purity must be between 91.60% and 99.99%',
  },
  {
    locale: 'te',
    create: 'ప్రోడక్ట్ చేర్చండి',
    title: 'పేరు',
    weight: 'బరువు (గ్రాములు)',
    making: 'మేకింగ్ ఛార్జీ (%)',
    required: 'దయచేసి ఇది నింపండి',
    productWeight: 'బరువు 0.001 గ్రా నుంచి 10,000 గ్రా మధ్య ఉండాలి',
    making100: 'మేకింగ్ ఛార్జీ 0% నుంచి 100% మధ్య ఉండాలి, గరిష్ఠంగా 2 దశాంశాలు',
    add: 'రిజిస్టర్‌లో చేర్చండి',
    reserveWeightLabel: 'బరువు (గ్రా, గరిష్ఠంగా 3 దశాంశాలు)',
    purityLabel: 'స్వచ్ఛత (%, ఉదా. 99.99)',
    reserveWeight: 'బరువు 0 గ్రా కంటే ఎక్కువ (గరిష్ఠంగా 100,000 గ్రా), మిల్లీగ్రాము వరకు ఉండాలి',
    reservePurity: 'స్వచ్ఛత 91.60% నుంచి 99.99% మధ్య ఉండాలి',
  },
  {
    locale: 'hi',
    create: 'प्रोडक्ट जोड़ें',
    title: 'नाम',
    weight: 'वज़न (ग्राम)',
    making: 'मेकिंग चार्ज (%)',
    required: 'कृपया इसे भरें',
    productWeight: 'वज़न 0.001 ग्रा से 10,000 ग्रा के बीच होना चाहिए',
    making100: 'मेकिंग चार्ज 0% से 100% के बीच, ज़्यादा से ज़्यादा 2 दशमलव तक होना चाहिए',
    add: 'रजिस्टर में जोड़ें',
    reserveWeightLabel: 'वज़न (ग्रा, ज़्यादा से ज़्यादा 3 दशमलव)',
    purityLabel: 'शुद्धता (%, जैसे 99.99)',
    reserveWeight: 'वज़न 0 ग्रा से ज़्यादा (ज़्यादा से ज़्यादा 100,000 ग्रा), मिलीग्राम तक होना चाहिए',
    reservePurity: 'शुद्धता 91.60% से 99.99% के बीच होनी चाहिए',
  },
] as const;

const ENGLISH = /Please fill this in|must be between|must be more than/;

describe.each(CASES)('the console forms’ own checks in $locale', (c) => {
  it('product form: an empty title, a weight out of range and a making charge over 100%', async () => {
    const { user, fetch } = await renderIn(c.locale, <ProductForm />);
    await user.type(await screen.findByLabelText(c.weight), '20000');
    await user.type(screen.getByLabelText(c.making), '120');
    await user.click(screen.getByRole('button', { name: c.create }));

    expect(screen.getByLabelText(c.title)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(c.required).length).toBeGreaterThan(0);
    expect(screen.getByText(c.productWeight)).toBeVisible();
    expect(screen.getByText(c.making100)).toBeVisible();
    if (c.locale !== 'en') expect(screen.queryByText(ENGLISH)).toBeNull();
    // nothing was sent
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('reserve register: a weight of 0 g and a purity that is no number', async () => {
    const { user } = await renderIn(c.locale, <Reserve />);
    await user.type(await screen.findByLabelText(c.reserveWeightLabel), '0');
    await user.type(screen.getByLabelText(c.purityLabel), 'abc');
    await user.click(screen.getByRole('button', { name: c.add }));

    expect(screen.getByText(c.reserveWeight)).toBeVisible();
    expect(screen.getByText(c.reservePurity)).toBeVisible();
    if (c.locale !== 'en') expect(screen.queryByText(ENGLISH)).toBeNull();
  });
});
