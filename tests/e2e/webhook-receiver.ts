import { E2E_PORT } from '../../playwright.config';

/**
 * The contact webhook receiver that tests/e2e/global-setup.ts runs on E2E_PORT + 1 (where
 * scripts/e2e-server.mjs points CONTACT_WEBHOOK_URL). Messages containing a held token are refused
 * with 503, as a webhook that is down would; tests pick a unique token so that the mobile and
 * desktop projects, which share the receiver, never see each other's messages.
 */
export const RECEIVER_URL = `http://127.0.0.1:${E2E_PORT + 1}`;

const control = async (path: string) => {
  const res = await fetch(`${RECEIVER_URL}${path}`, { method: 'POST' });
  if (!res.ok) throw new Error(`webhook receiver ${path}: ${res.status}`);
};

/** Refuse (503) every delivery whose text contains `token`. */
export const holdMessages = (token: string) =>
  control(`/control/hold?token=${encodeURIComponent(token)}`);

/** Accept deliveries containing `token` again. */
export const releaseMessages = (token: string) =>
  control(`/control/release?token=${encodeURIComponent(token)}`);

/** What the receiver saw for `token`: the accepted bodies and how many deliveries it refused. */
export async function deliveriesFor(
  token: string,
): Promise<{ accepted: { text: string }[]; refused: number }> {
  const res = await fetch(`${RECEIVER_URL}/control/deliveries?token=${encodeURIComponent(token)}`);
  return (await res.json()) as { accepted: { text: string }[]; refused: number };
}
