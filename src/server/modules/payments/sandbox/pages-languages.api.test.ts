import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../../tests/helpers/build-app';
import { createUser } from '../../../../../tests/helpers/factories';
import { registerTestPurpose } from '../../../../../tests/helpers/payments';
import { newMerchantTransactionId, paymentGateway } from '../service';

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

  it('the UPI app opened with a request names its UPI ID, or says it is the request opened', async () => {
    const gw = paymentGateway(app.deps);
    type Instrument = Parameters<typeof gw.setupMandate>[0]['instrument'];
    const setUp = async (instrument: Instrument) => {
      const set = await gw.setupMandate({
        merchantSubscriptionId: newMerchantTransactionId('MSUB', new Date()),
        merchantUserId: 'MU123',
        name: 'Gold SIP 200',
        authWorkflowType: 'TRANSACTION',
        amountType: 'FIXED',
        amountPaise: 20000,
        frequency: 'MONTHLY',
        recurringCount: 12,
        authRequestId: newMerchantTransactionId('AUTH', new Date()),
        instrument,
        callbackUrl: 'http://localhost:3000/api/payments/callback',
      });
      return new URL(set.redirectUrl!);
    };
    const heading = async (path: string, lang: string) =>
      /<h1>([^<]*)<\/h1>/.exec(
        (await app.inject({ url: path, headers: { cookie: `lang=${lang}` } })).body,
      )![1];

    // an intent names no UPI ID: the app says it shows the request it was opened with
    const intent = await setUp({ type: 'UPI_INTENT', deviceOS: 'ANDROID' });
    expect(intent.searchParams.get('vpa')).toBeNull();
    const path = `${intent.pathname}${intent.search}`;
    expect(path).toContain('request=');
    expect(await heading(path, 'en')).toBe('The Autopay request you opened');
    expect(await heading(path, 'te')).toBe('మీరు తెరిచిన ఆటోపే అభ్యర్థన');
    expect(await heading(path, 'hi')).toBe('आपका खोला गया ऑटोपे अनुरोध');
    for (const lang of ['en', 'te', 'hi'])
      expect(await heading(path, lang)).not.toMatch(/every UPI ID|అన్ని UPI IDల|हर UPI ID/);

    // a collect request's own UPI ID, when the app is opened with only the request
    await setUp({ type: 'UPI_COLLECT', vpa: 'asha.reddy@ybl' });
    const collect = await setUp({ type: 'UPI_COLLECT', vpa: 'ravi.kumar@ybl' });
    const pending = await app.inject({ url: '/sandbox/phonepe/upi-app?vpa=ravi.kumar@ybl' });
    const requestId = /upi-app\/auth\/([^"]+)"/.exec(pending.body)![1]!;
    expect(collect.searchParams.get('vpa')).toBe('ravi.kumar@ybl');
    expect(await heading(`/sandbox/phonepe/upi-app?request=${requestId}`, 'en')).toBe(
      'Requests for ravi.kumar@ybl',
    );
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
