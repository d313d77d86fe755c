import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps';
import { callbackUrl } from '../service';
import { mountSandboxApi } from './api-routes';
import { mountSandboxPages } from './browser-routes';
import { registerSandboxControl } from './control';
import { registerTestMerchant } from './merchant';
import { SANDBOX_MOUNT } from './pages';
import { createSandbox } from './simulator';
import { createSandboxV2 } from './v2';

export { SANDBOX_PURPOSE } from './merchant';

/**
 * Mounts the PhonePe simulator under /sandbox/phonepe, and a small test merchant under /sandbox,
 * only when PAYMENTS_MODE=sandbox (the module never calls this in live mode, so the routes are
 * absent there).
 */
export async function registerSandbox(app: FastifyInstance, deps: AppDeps) {
  const c = deps.config;
  const sandbox = createSandbox({
    merchantId: c.PHONEPE_SANDBOX_MERCHANT_ID,
    saltKey: c.PHONEPE_SANDBOX_SALT_KEY,
    saltIndex: c.PHONEPE_SALT_INDEX,
    clock: deps.clock,
    browserBaseUrl: `${c.publicUrl}${SANDBOX_MOUNT}`,
    merchantUrl: c.publicUrl,
    pageMinutes: c.PHONEPE_SANDBOX_PAGE_MINUTES,
    clientTimeoutMs: c.PHONEPE_TIMEOUT_MS,
    fetch: deps.fetch,
    log: app.log,
  });
  // v2 beside v1: one simulator state, the pay page and the UPI app serve both generations
  const v2 = createSandboxV2(sandbox, {
    merchantId: c.PHONEPE_SANDBOX_MERCHANT_ID,
    clientId: c.PHONEPE_SANDBOX_CLIENT_ID,
    clientSecret: c.PHONEPE_SANDBOX_CLIENT_SECRET,
    clientVersion: c.PHONEPE_CLIENT_VERSION,
    webhookUsername: c.PHONEPE_SANDBOX_WEBHOOK_USERNAME,
    webhookPassword: c.PHONEPE_SANDBOX_WEBHOOK_PASSWORD,
    webhookUrl: c.PHONEPE_SANDBOX_WEBHOOK_URL ?? callbackUrl(deps),
    tokenSeconds: c.PHONEPE_SANDBOX_TOKEN_SECONDS,
    browserBaseUrl: `${c.publicUrl}${SANDBOX_MOUNT}`,
    pageMinutes: c.PHONEPE_SANDBOX_PAGE_MINUTES,
  });
  app.addHook('onClose', async () => {
    v2.close();
    sandbox.close();
  });
  const brand = c.OPERATOR_BRAND;

  await app.register(
    async (s) => {
      // PhonePe answers a malformed body with its own envelope, so parse leniently here.
      s.removeContentTypeParser('application/json');
      s.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
        try {
          done(null, body ? JSON.parse(String(body)) : undefined);
        } catch {
          done(null, undefined);
        }
      });
      s.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );

      mountSandboxApi(s, sandbox, v2);
      mountSandboxPages(s, deps, sandbox, brand);
    },
    { prefix: SANDBOX_MOUNT },
  );
  registerSandboxControl(app, deps, sandbox, v2);
  await registerTestMerchant(app, deps, brand);
}
