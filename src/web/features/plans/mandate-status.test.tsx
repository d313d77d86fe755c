import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testPublicConfig } from '../../../../tests/helpers/public-config';
import type { MandateStatus } from '../../../shared/api/plans';
import type { SetupMode } from '../../../shared/rules/autopay-setup';
import { createQueryClient } from '../../lib/query-client';
import { configQueryOptions } from '../../lib/queries/config';
import { MandateStatusCheck } from './mandate-status';

const UPI = 'asha.saver@ybl';

function showPending(paymentsMode: 'sandbox' | 'live', setupMode: SetupMode) {
  const answer: MandateStatus = {
    insertId: 'pln_1',
    transactionId: 'MAUTH123',
    status: 'PENDING',
    planState: 'AUTH_PENDING',
    reason: null,
    vpa: UPI,
    setupMode,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  const qc = createQueryClient();
  qc.setQueryData(configQueryOptions().queryKey, { ...testPublicConfig(), paymentsMode });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <MandateStatusCheck insertId="pln_1" transactionId="MAUTH123" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// issue 24, item 2 and 11: the status page says what to do in the UPI app for the mode used
describe('Mandate status: how to approve', () => {
  it('live, an intent on this phone: approve in the UPI app that opened, or open it again', async () => {
    showPending('live', 'INTENT');
    const how = await screen.findByRole('region', { name: 'How to approve' });
    expect(how).toHaveTextContent('Your UPI app opened with the Autopay request.');
    expect(how).toHaveTextContent('press Open in UPI app again');
    expect(screen.queryByRole('link', { name: 'Open the sandbox UPI app' })).toBeNull();
  });

  it('live, a QR code on a desktop: scan it with a UPI app on the phone', async () => {
    showPending('live', 'QR');
    const how = await screen.findByRole('region', { name: 'How to approve' });
    expect(how).toHaveTextContent('Scan the QR code with any UPI app on your phone.');
  });

  it('live, a collect request: approve it in the app of that UPI ID', async () => {
    showPending('live', 'COLLECT');
    const how = await screen.findByRole('region', { name: 'How to approve' });
    expect(how).toHaveTextContent(`A request went to ${UPI}.`);
  });

  it("sandbox: links to the sandbox's UPI app as the plan's UPI ID, on the intent's request", async () => {
    showPending('sandbox', 'INTENT');
    const link = await screen.findByRole('link', { name: 'Open the sandbox UPI app' });
    expect(link).toHaveAttribute(
      'href',
      `/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(UPI)}&request=MAUTH123`,
    );
    expect(
      screen.getByRole('region', { name: 'Test mode: no real money moves' }),
    ).toHaveTextContent(`It opens as ${UPI}`);
  });

  it("sandbox, a collect request: the sandbox's UPI app of that UPI ID, where it waits", async () => {
    showPending('sandbox', 'COLLECT');
    const link = await screen.findByRole('link', { name: 'Open the sandbox UPI app' });
    expect(link).toHaveAttribute('href', `/sandbox/phonepe/upi-app?vpa=${encodeURIComponent(UPI)}`);
  });
});
