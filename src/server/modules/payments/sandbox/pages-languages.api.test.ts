import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../../tests/helpers/build-app';
import { createUser } from '../../../../../tests/helpers/factories';
import { registerTestPurpose } from '../../../../../tests/helpers/payments';

/**
 * The sandbox's pay page and UPI app in the buyer's language (issue 30): the lang cookie (the
 * switch, ?lang=), else Accept-Language, else English; with the script's font, served here.
 */
describe('sandbox pages in Telugu and Hindi', async () => {
  const app = await buildTestApp();
  const purpose = await registerTestPurpose(app);
  const owner = await createUser(app);
  const payPage = async (headers: Record<string, string>) => {
    const started = await purpose.start(owner.id, 12_345);
    const url = new URL(started.payPageUrl);
    return app.inject({ url: `${url.pathname}${url.search}`, headers });
  };

  it('the pay page follows the lang cookie, then Accept-Language, else English', async () => {
    const te = await payPage({ cookie: 'lang=te', 'accept-language': 'hi-IN' });
    expect(te.statusCode).toBe(200);
    expect(te.body).toContain('<html lang="te">');
    expect(te.body).toContain('>చెల్లించండి</button>');
    expect(te.body).toContain('>తిరస్కరించండి</button>');
    expect(te.body).toContain('₹123.45');
    expect(te.body).toContain("font-family:'Noto Sans Telugu'");
    expect(te.body).not.toContain('>Pay</button>');

    const hi = await payPage({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
    expect(hi.body).toContain('<html lang="hi">');
    expect(hi.body).toContain('>भुगतान करें</button>');
    expect(hi.body).toContain('यह PhonePe का सिम्युलेटर है।');
    expect(hi.body).toContain("font-family:'Noto Sans Devanagari'");

    const en = await payPage({});
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('>Pay</button>');
    expect(en.body).not.toContain('@font-face');
  });

  it('an unknown payment and the UPI app say so in the language', async () => {
    const unknown = await app.inject({
      url: '/sandbox/phonepe/transact/pg?token=nope',
      headers: { cookie: 'lang=hi' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('भुगतान नहीं मिला');

    const upi = await app.inject({
      url: '/sandbox/phonepe/upi-app',
      headers: { cookie: 'lang=te' },
    });
    expect(upi.body).toContain('<html lang="te">');
    expect(upi.body).toContain('మీ ఆటోపే మాండేట్‌లు');
    expect(upi.body).toContain('ఇక్కడ మీ కోసం ఏదీ వేచి లేదు.');
  });

  it('serves the script fonts the pages name, and nothing else', async () => {
    const te = await payPage({ cookie: 'lang=te' });
    const font = /url\((\/sandbox\/phonepe\/fonts\/[^)]+\.woff2)\)/.exec(te.body)![1]!;
    const res = await app.inject(font);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await app.inject('/sandbox/phonepe/fonts/..%2Fpackage.json')).statusCode).toBe(404);
  });
});
