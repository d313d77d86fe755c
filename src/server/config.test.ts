import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, deliveryDays, loadConfig, publicConfig, ZEnv } from './config';

describe('config', () => {
  it('starts with the documented defaults', () => {
    const c = loadConfig({});
    expect(c.QUICK_BUY_MIN_PAISE).toBe(1000);
    expect(c.QUICK_BUY_MAX_PAISE).toBe(1000000);
    expect(c.GST_BP).toBe(300);
    expect(c.PLAN_MONTHLY_PRESETS_RUPEES).toEqual([1000, 2000, 5000, 10000]);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ QUICK_BUY_MAX_PAISE: 'lots' })).toThrow(/QUICK_BUY_MAX_PAISE/);
    expect(() => loadConfig({ PLAN_DAILY_PRESETS_RUPEES: '20,abc' })).toThrow(
      /PLAN_DAILY_PRESETS_RUPEES/,
    );
    expect(() => loadConfig({ PAYMENTS_MODE: 'live' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENTS_MODE: 'live' })).toThrow(/DATABASE_URL: required/);
  });

  it('refuses live payments without real PhonePe credentials, https, PostgreSQL and a real price', () => {
    const live = {
      PAYMENTS_MODE: 'live',
      DATABASE_URL: 'postgres://db.internal/gold',
      SESSION_SECRET: 'a-long-random-secret-for-cookies',
      PUBLIC_URL: 'https://gold.example.in',
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes',
      PHONEPE_MERCHANT_ID: 'GOLDSAVEONLINE',
      PHONEPE_SALT_KEY: 'b5a8c1d2-real-salt',
      PRICE_SOURCE: 'manual',
    };
    expect(loadConfig(live).PAYMENTS_MODE).toBe('live');
    expect(() => loadConfig({ ...live, PRICE_SOURCE: 'sandbox' })).toThrow(
      /PRICE_SOURCE: http or manual when PAYMENTS_MODE=live/,
    );
    expect(() => loadConfig({ ...live, PHONEPE_SALT_KEY: '' })).toThrow(
      /PHONEPE_SALT_KEY: required/,
    );
    expect(() => loadConfig({ ...live, PHONEPE_MERCHANT_ID: 'PGTESTPAYUAT' })).toThrow(
      /public test credentials/,
    );
    expect(() =>
      loadConfig({ ...live, PHONEPE_SALT_KEY: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399' }),
    ).toThrow(/public test credentials/);
    expect(() => loadConfig({ ...live, PUBLIC_URL: 'http://gold.example.in' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() => loadConfig({ ...live, PHONEPE_BASE_URL: 'http://api.phonepe.com' })).toThrow(
      /PHONEPE_BASE_URL: must be an https URL/,
    );
  });

  it('refuses live payments on v2 without the OAuth and webhook credentials', () => {
    const live = {
      PAYMENTS_MODE: 'live',
      DATABASE_URL: 'postgres://db.internal/gold',
      SESSION_SECRET: 'a-long-random-secret-for-cookies',
      PUBLIC_URL: 'https://gold.example.in',
      PRICE_SOURCE: 'manual',
      PHONEPE_API_VERSION: 'v2',
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/pg',
      PHONEPE_OAUTH_BASE_URL: 'https://api.phonepe.com/apis/identity-manager',
      PHONEPE_CLIENT_ID: 'GOLDSAVEONLINE_2611',
      PHONEPE_CLIENT_SECRET: 'b5a8c1d2-real-secret',
      PHONEPE_WEBHOOK_USERNAME: 'goldsave_live',
      PHONEPE_WEBHOOK_PASSWORD: 'Hook2026live',
    };
    // v1's salt key is not needed on v2
    expect(loadConfig(live).PHONEPE_API_VERSION).toBe('v2');
    for (const k of [
      'PHONEPE_OAUTH_BASE_URL',
      'PHONEPE_CLIENT_ID',
      'PHONEPE_CLIENT_SECRET',
      'PHONEPE_WEBHOOK_USERNAME',
      'PHONEPE_WEBHOOK_PASSWORD',
    ]) {
      expect(() => loadConfig({ ...live, [k]: '' })).toThrow(new RegExp(`${k}: required`));
    }
    expect(() => loadConfig({ ...live, PHONEPE_CLIENT_ID: 'GOLDSAVESANDBOX_2611' })).toThrow(
      /sandbox credentials cannot be used live/,
    );
    expect(() =>
      loadConfig({
        ...live,
        PHONEPE_OAUTH_BASE_URL: 'http://api.phonepe.com/apis/identity-manager',
      }),
    ).toThrow(/PHONEPE_OAUTH_BASE_URL: must be an https URL/);
    expect(() => loadConfig({ ...live, PHONEPE_WEBHOOK_USERNAME: 'a b' })).toThrow(
      /webhook username must be 5-20/,
    );
    expect(() => loadConfig({ ...live, PHONEPE_WEBHOOK_PASSWORD: 'onlyletters' })).toThrow(
      /mix letters and digits/,
    );
    expect(() => loadConfig({ ...live, PHONEPE_WEBHOOK_PASSWORD: 'Ab1' })).toThrow(
      /password must be 8-20/,
    );
  });

  it('refuses GST rates that do not add up: CGST + SGST = GST, and IGST = GST', () => {
    // 5% GST: 2.5% + 2.5% within the state, 5% IGST across states
    const five = { GST_BP: '500', CGST_BP: '250', SGST_BP: '250', IGST_BP: '500' };
    expect(loadConfig(five).IGST_BP).toBe(500);
    // the default 3% with IGST left at 3% while GST moved to 5%: a sale across states would be
    // invoiced at another rate than the same sale within the state
    expect(() => loadConfig({ ...five, IGST_BP: '300' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...five, IGST_BP: '300' })).toThrow(
      /IGST_BP: must equal GST_BP \(IGST is CGST \+ SGST charged as one tax across states\): 300 is not 500/,
    );
    expect(() => loadConfig({ IGST_BP: '150' })).toThrow(/IGST_BP: must equal GST_BP/);
    expect(() => loadConfig({ ...five, SGST_BP: '200' })).toThrow(
      /CGST_BP: CGST_BP \+ SGST_BP must equal GST_BP/,
    );
  });

  it('states the delivery time of the shipping policy from DELIVERY_DAYS_MIN and DELIVERY_DAYS_MAX', () => {
    const c = loadConfig({ DELIVERY_DAYS_MIN: '7', DELIVERY_DAYS_MAX: '12' });
    expect(deliveryDays(c)).toBe('7-12');
    expect(publicConfig(c).limits).toMatchObject({ deliveryDaysMin: 7, deliveryDaysMax: 12 });
    expect(deliveryDays(loadConfig({}))).toBe('10-15');
    expect(() => loadConfig({ DELIVERY_DAYS_MIN: '16' })).toThrow(
      /DELIVERY_DAYS_MIN: must not exceed DELIVERY_DAYS_MAX/,
    );
    // no page, mail or PDF states the days literally: they all come from the configuration
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory()
          ? sources(join(dir, d.name))
          : /\.tsx?$/.test(d.name) && !/\.(test|spec)\.tsx?$/.test(d.name)
            ? [join(dir, d.name)]
            : [],
      );
    const literal = /\b10\s*(-|–|to|से|నుంచి|నుండి)\s*15\b/;
    const stating = ['src/server/modules', 'src/web'].flatMap(sources).filter((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .some((l) => literal.test(l) && !/^\s*(\/\/|\/?\*)/.test(l)),
    );
    expect(stating).toEqual([]);
  });

  it('reads the Autopay set-up modes and refuses a list without an intent or with UPI_QR', () => {
    expect(loadConfig({}).planSetupModes).toEqual(['INTENT', 'QR', 'COLLECT']);
    expect(loadConfig({ PLAN_SETUP_MODES: 'intent, qr' }).planSetupModes).toEqual(['INTENT', 'QR']);
    expect(() => loadConfig({ PLAN_SETUP_MODES: 'collect' })).toThrow(
      /PLAN_SETUP_MODES: .*INTENT or QR/,
    );
    expect(() => loadConfig({ PLAN_SETUP_MODES: 'intent,upi_qr' })).toThrow(
      /PLAN_SETUP_MODES: not a set-up mode: UPI_QR/,
    );
  });

  it('is documented: every variable appears in the README table', () => {
    const readme = readFileSync('README.md', 'utf8');
    const missing = Object.keys(ZEnv.shape).filter((k) => !readme.includes(`\`${k}\``));
    expect(missing).toEqual([]);
  });
});
