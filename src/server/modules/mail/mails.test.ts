import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../shared/locales';
import { loadConfig } from '../../config';
import {
  lookAlikeMail,
  passwordResetMail,
  phoneInUseMail,
  signUpAgainMail,
  verificationMail,
} from '../accounts/mails';
import { lateMismatchMail, lateRefundMail, receiptMail } from '../digital-gold/mails';
import { goalReachedMail } from '../goals/mails';
import type { OrderRow } from '../orders/service';
import { stateMail, storeReceiptMail } from '../store/mails';
import { storeMessages } from '../store/messages';
import {
  debitFailedMail,
  debitNoticeMail,
  debitReceiptMail,
  debitSkippedMail,
  framePlanMail,
  planChangeMail,
  type PlanMail,
} from '../subscriptions/mails';
import type { PlanRow } from '../subscriptions/common';
import type { PlanEvent } from '../subscriptions/states';
import { frameMail, type OutgoingMail } from './frame';

/**
 * Every mail kind in the reader's language (issue 30): the subject, a line of the body and the
 * HTML's lang in English, Telugu and Hindi, through the one frame. The English is the product's
 * wording as before; the Telugu and Hindi are written here, not taken from the catalogues.
 */
const config = loadConfig({ PUBLIC_URL: 'http://gold.test' });
const member = { firstName: 'Lakshmi', email: 'lakshmi@example.in', phone: '9123456780' };

const order = {
  id: 'ord_1',
  userId: 'usr_1',
  buyerName: 'Lakshmi Devi',
  buyerEmail: member.email,
  merchantOrderId: 'MOID123',
  orderlist: '1 g Gold Coin',
  amountPaise: 10_000,
  goldE8: 849_673,
  pricePaisePerGram: 765_000,
} as OrderRow;

const plan = {
  id: 'pln_1',
  userId: 'usr_1',
  frequency: 'WEEKLY',
  amountPaise: 5_000,
  state: 'ACTIVE',
  debitsMade: 0,
  nextCycle: 1,
  anchorDate: '2026-11-24',
  activeUntil: new Date('2026-12-01T00:00:00+05:30'),
  pausedUntil: '2026-11-28',
} as unknown as PlanRow;
const now = new Date('2026-11-24T10:00:00+05:30');

const noShipment = { courier: null, trackingNumber: null, utr: null };
const planMail = (locale: Locale, m: PlanMail) => framePlanMail(config, locale, member, m);
const change = (event: PlanEvent) => (l: Locale) =>
  planMail(l, planChangeMail(config, l, plan, event, now)!);

type Case = {
  kind: string;
  build: (locale: Locale) => OutgoingMail;
  /** [subject, a line of the body] in each language */
  expected: Record<Locale, [string, string]>;
};

const CASES: Case[] = [
  {
    kind: 'verify-email',
    build: (l) => verificationMail(config, member, l, 'tok'),
    expected: {
      en: ['Confirm your email for GoldSave', 'Welcome to GoldSave!'],
      te: ['GoldSave కోసం మీ ఈమెయిల్‌ను నిర్ధారించండి', 'GoldSaveకు స్వాగతం!'],
      hi: ['GoldSave के लिए अपना ईमेल पक्का करें', 'GoldSave में आपका स्वागत है!'],
    },
  },
  {
    kind: 'password-reset',
    build: (l) => passwordResetMail(config, member, l, 'tok'),
    expected: {
      en: ['Reset your GoldSave password', 'This link works once, for 30 minutes.'],
      te: ['మీ GoldSave పాస్‌వర్డ్ రీసెట్ చేయండి', 'ఈ లింక్ ఒక్కసారి, 30 నిమిషాల పాటు పనిచేస్తుంది.'],
      hi: ['अपना GoldSave पासवर्ड रीसेट करें', 'यह लिंक एक बार, 30 मिनट तक काम करता है।'],
    },
  },
  {
    kind: 'sign-up-again',
    build: (l) => signUpAgainMail(config, member, l),
    expected: {
      en: ['Someone tried to sign up to GoldSave with your email', 'Sign in to GoldSave: '],
      te: ['మీ ఈమెయిల్‌తో ఎవరో GoldSaveలో సైన్ అప్ చేయడానికి ప్రయత్నించారు', 'GoldSaveలో సైన్ ఇన్ చేయండి: '],
      hi: ['किसी ने आपके ईमेल से GoldSave पर साइन अप करने की कोशिश की', 'GoldSave में साइन इन करें: '],
    },
  },
  {
    kind: 'sign-up-refused (look-alike)',
    build: (l) => lookAlikeMail(config, member, l),
    expected: {
      en: ['We could not create your GoldSave account', 'Sign up with another address: '],
      te: ['మీ GoldSave ఖాతాను సృష్టించలేకపోయాం', 'మరో చిరునామాతో సైన్ అప్ చేయండి: '],
      hi: ['हम आपका GoldSave खाता नहीं बना सके', 'दूसरे पते से साइन अप करें: '],
    },
  },
  {
    kind: 'sign-up-refused (phone in use)',
    build: (l) => phoneInUseMail(config, member, l),
    expected: {
      en: ['We could not create your GoldSave account', 'the phone number ending 6780'],
      te: ['మీ GoldSave ఖాతాను సృష్టించలేకపోయాం', '6780తో ముగిసే ఫోన్ నంబర్‌తో'],
      hi: ['हम आपका GoldSave खाता नहीं बना सके', '6780 पर ख़त्म होने वाले फ़ोन नंबर से'],
    },
  },
  {
    kind: 'payment-receipt (quick buy, completed late)',
    build: (l) =>
      receiptMail(config, l, order, {
        merchantTransactionId: 'MT1',
        invoiceNo: 'INV1',
        late: true,
      }),
    expected: {
      en: ['Payment received: ₹100.00 for 24K gold', 'Your tax invoice is INV1.'],
      te: ['చెల్లింపు అందింది: 24K బంగారం కోసం ₹100.00', 'మీ పన్ను ఇన్‌వాయిస్ INV1.'],
      hi: ['भुगतान मिला: 24K सोने के लिए ₹100.00', 'आपका कर इनवॉइस INV1 है।'],
    },
  },
  {
    kind: 'payment-late-refund',
    build: (l) =>
      lateRefundMail(config, l, order, { merchantTransactionId: 'MT1', limitE8: 100_000_000 }),
    expected: {
      en: ['Refund on its way: ₹100.00', 'past the 1.000 g limit'],
      te: ['రీఫండ్ వస్తోంది: ₹100.00', '7 పని దినాల తర్వాత కూడా డబ్బు మీకు చేరకపోతే'],
      hi: ['रिफ़ंड आ रहा है: ₹100.00', 'अगर 7 कामकाजी दिनों के बाद भी पैसा आप तक न पहुँचे'],
    },
  },
  {
    kind: 'payment-amount-mismatch',
    build: (l) => lateMismatchMail(config, l, order, { merchantTransactionId: 'MT1' }),
    expected: {
      en: ['About your payment of ₹100.00', 'but for a different amount than the ₹100.00 asked'],
      te: ['మీ ₹100.00 చెల్లింపు గురించి', 'చెల్లింపుల చరిత్ర చూడండి: '],
      hi: ['आपके ₹100.00 के भुगतान के बारे में', 'भुगतान इतिहास देखें: '],
    },
  },
  {
    kind: 'goal-reached',
    build: (l) =>
      goalReachedMail(config, l, member, {
        goldE8: 100_000_000,
        title: '1 g Gold Coin',
        weightMg: 1000,
        productId: 'p1',
      }),
    expected: {
      en: ['Your 1.000 g coin can be made now', 'You have saved 1.000 g of gold'],
      te: ['మీ 1.000 గ్రా నాణెం ఇప్పుడు తయారు చేయించుకోవచ్చు', 'మీరు 1.000 గ్రా బంగారం పొదుపు చేశారు'],
      hi: ['आपका 1.000 ग्राम का सिक्का अब बन सकता है', 'आपने 1.000 ग्राम सोना बचा लिया है'],
    },
  },
  {
    kind: 'store-order-shipped',
    build: (l) =>
      stateMail(
        config,
        l,
        order,
        { ...noShipment, state: 'SHIPPED', courier: 'BlueDart', trackingNumber: 'BD1' },
        [],
      ),
    expected: {
      en: ['Order MOID123: Shipped', 'Courier: BlueDart. Tracking number: BD1.'],
      te: ['ఆర్డర్ MOID123: షిప్ అయింది', 'కొరియర్: BlueDart. ట్రాకింగ్ నంబర్: BD1.'],
      hi: ['ऑर्डर MOID123: शिप हुआ', 'कूरियर: BlueDart। ट्रैकिंग नंबर: BD1।'],
    },
  },
  {
    kind: 'store-order-delivered',
    build: (l) => stateMail(config, l, order, { ...noShipment, state: 'DELIVERED' }, []),
    expected: {
      en: ['Order MOID123: Delivered', 'Your order MOID123 (1 g Gold Coin) is now: Delivered.'],
      te: [
        'ఆర్డర్ MOID123: డెలివరీ అయింది',
        'మీ ఆర్డర్ MOID123 (1 g Gold Coin) ఇప్పుడు ఈ స్థితిలో ఉంది: డెలివరీ అయింది.',
      ],
      hi: [
        'ऑर्डर MOID123: डिलीवर हुआ',
        'आपका ऑर्डर MOID123 (1 g Gold Coin) अब इस स्थिति में है: डिलीवर हुआ।',
      ],
    },
  },
  {
    kind: 'store-order-refunded',
    build: (l) =>
      stateMail(config, l, order, { ...noShipment, state: 'REFUNDED' }, [
        storeMessages.refundedRupees('₹100.00'),
      ]),
    expected: {
      en: ['Order MOID123: Refunded', '₹100.00 is refunded to the account you paid from'],
      te: ['ఆర్డర్ MOID123: రీఫండ్ అయింది', 'మీరు చెల్లించిన ఖాతాకు ₹100.00 రీఫండ్ అయింది'],
      hi: ['ऑर्डर MOID123: रिफ़ंड हुआ', '₹100.00 उसी खाते में रिफ़ंड हुआ है'],
    },
  },
  {
    kind: 'store-order-processing (referral store, paid with Ants)',
    build: (l) =>
      stateMail(config, l, order, { ...noShipment, state: 'PROCESSING' }, [
        storeMessages.paidWithAnts('500.00'),
        storeMessages.coinDelivery('10-15'),
      ]),
    expected: {
      en: ['Order MOID123: Processing', 'Paid with 500.00 Ants. No money was charged.'],
      te: ['ఆర్డర్ MOID123: సిద్ధం చేస్తున్నాం', '500.00 యాంట్స్‌తో చెల్లించారు. డబ్బు తీసుకోలేదు.'],
      hi: ['ऑर्डर MOID123: तैयार हो रहा है', '500.00 एंट्स से भुगतान हुआ। कोई पैसा नहीं लिया गया।'],
    },
  },
  {
    kind: 'store-order-processing (Gold Smith conversion)',
    build: (l) =>
      stateMail(config, l, order, { ...noShipment, state: 'PROCESSING' }, [
        storeMessages.paidWithGold('1.000'),
      ]),
    expected: {
      en: ['Order MOID123: Processing', 'Made from 1.000 g of your saved gold.'],
      te: ['ఆర్డర్ MOID123: సిద్ధం చేస్తున్నాం', 'మీరు దాచుకున్న 1.000 గ్రా బంగారంతో తయారైంది.'],
      hi: ['ऑर्डर MOID123: तैयार हो रहा है', 'आपके बचाए 1.000 ग्रा सोने से बना।'],
    },
  },
  {
    kind: 'store-order-cancelled (late refund)',
    build: (l) =>
      stateMail(config, l, order, { ...noShipment, state: 'CANCELLED' }, [
        storeMessages.lateRefund,
      ]),
    expected: {
      en: ['Order MOID123: Cancelled', storeMessages.lateRefund],
      te: ['ఆర్డర్ MOID123: రద్దయింది', 'మీ ఆర్డర్ చూడండి: '],
      hi: ['ऑर्डर MOID123: रद्द हुआ', 'अपना ऑर्डर देखें: '],
    },
  },
  {
    kind: 'payment-receipt (store, nugget for pickup)',
    build: (l) =>
      storeReceiptMail(config, l, order, {
        mode: 'pickup',
        merchantTransactionId: 'MT1',
        invoiceNo: 'INV1',
        cashbackAntsCenti: 1000,
      }),
    expected: {
      en: [
        'Payment received: ₹100.00 for 1 g Gold Coin',
        '10.00 Ants of cashback are in your account.',
      ],
      te: ['చెల్లింపు అందింది: 1 g Gold Coin కోసం ₹100.00', '10.00 యాంట్స్ క్యాష్‌బ్యాక్ మీ ఖాతాలో జమ అయ్యాయి.'],
      hi: ['भुगतान मिला: 1 g Gold Coin के लिए ₹100.00', '10.00 एंट्स का कैशबैक आपके खाते में जमा हो गया है।'],
    },
  },
  {
    kind: 'plan-active',
    build: change('MANDATE_ACTIVE'),
    expected: {
      en: ['Your weekly gold plan is active', 'The first debit is planned for 01 Dec 2026;'],
      te: ['మీ వారపు గోల్డ్ ప్లాన్ ప్రారంభమైంది', 'మొదటి డెబిట్ 01, డిసెం 2026 నాడు జరుగుతుంది;'],
      hi: ['आपका हफ़्ते का गोल्ड प्लान शुरू हो गया है', 'पहला डेबिट 01 दिस॰ 2026 को होगा;'],
    },
  },
  {
    kind: 'plan-paused (failed debits)',
    build: change('FAILURE_LIMIT'),
    expected: {
      en: ['Your gold plan is paused', '3 debits in a row of your weekly gold plan of ₹50.00'],
      te: ['మీ గోల్డ్ ప్లాన్ ఆపివేయబడింది', 'మీ ₹50.00 వారపు గోల్డ్ ప్లాన్\u200cలో వరుసగా 3 డెబిట్‌లు జరగలేదు'],
      hi: ['आपका गोल्ड प्लान रोक दिया गया है', 'आपके गोल्ड प्लान (हर हफ़्ते ₹50.00) के लगातार 3 डेबिट'],
    },
  },
  {
    kind: 'plan-cancelled',
    build: change('USER_CANCEL'),
    expected: {
      en: ['Your gold plan is cancelled', 'the paid term runs until 01 Dec 2026'],
      te: ['మీ గోల్డ్ ప్లాన్ రద్దయింది', 'చెల్లించిన కాలం 01, డిసెం 2026 వరకు కొనసాగుతుంది'],
      hi: ['आपका गोल्ड प्लान रद्द हो गया है', 'भुगतान की गई अवधि 01 दिस॰ 2026 तक चलेगी'],
    },
  },
  {
    kind: 'plan-revoked',
    build: change('MANDATE_REVOKED'),
    expected: {
      en: ['Your gold plan has stopped', 'was revoked in your UPI app'],
      te: ['మీ గోల్డ్ ప్లాన్ ఆగిపోయింది', 'మీ UPI యాప్‌లో రద్దు చేయబడింది'],
      hi: ['आपका गोल्ड प्लान बंद हो गया है', 'आपके UPI ऐप में रद्द किया गया'],
    },
  },
  {
    kind: 'plan-upi-paused',
    build: change('MANDATE_PAUSED'),
    expected: {
      en: ['Your gold plan is paused', 'was paused in your UPI app'],
      te: ['మీ గోల్డ్ ప్లాన్ ఆపివేయబడింది', 'మీ UPI యాప్‌లో ఆపివేయబడింది'],
      hi: ['आपका गोल्ड प्लान रोक दिया गया है', 'आपके UPI ऐप में रोका गया'],
    },
  },
  {
    kind: 'plan-vault-full',
    build: change('VAULT_FULL'),
    expected: {
      en: ['Your gold plan is paused: your vault is full', 'past the 1.000 g vault limit'],
      te: ['మీ గోల్డ్ ప్లాన్ ఆపివేయబడింది: మీ వాల్ట్ నిండింది', '1.000 గ్రా వాల్ట్ పరిమితి దాటిస్తుంది'],
      hi: ['आपका गोल्ड प्लान रोक दिया गया है: आपका वॉल्ट भर गया है', '1.000 ग्राम की वॉल्ट सीमा से आगे'],
    },
  },
  {
    kind: 'plan-saver-paused',
    build: change('USER_PAUSE'),
    expected: {
      en: [
        'Your gold plan is paused until 28 Nov 2026',
        'No debit will be made before 28 Nov 2026',
      ],
      te: ['మీ గోల్డ్ ప్లాన్ 28, నవం 2026 వరకు ఆపివేయబడింది', '28, నవం 2026 లోపు ఏ డెబిట్ జరగదు'],
      hi: ['आपका गोल्ड प्लान 28 नव॰ 2026 तक रुका है', '28 नव॰ 2026 से पहले कोई डेबिट नहीं होगा'],
    },
  },
  {
    kind: 'plan-vault-room (resumed)',
    build: change('VAULT_ROOM'),
    expected: {
      en: ['Your gold plan is running again', 'The next debit is planned for 01 Dec 2026'],
      te: ['మీ గోల్డ్ ప్లాన్ మళ్లీ నడుస్తోంది', 'తదుపరి డెబిట్ 01, డిసెం 2026 నాడు జరుగుతుంది'],
      hi: ['आपका गोल्ड प्लान फिर से चल रहा है', 'अगला डेबिट 01 दिस॰ 2026 को होगा'],
    },
  },
  {
    kind: 'plan-debit-notice (with its skip link)',
    build: (l) =>
      planMail(
        l,
        debitNoticeMail(
          config,
          l,
          plan,
          { amountPaise: 5000 },
          { from: now, until: new Date(now.getTime() + 3_600_000) },
          '/autopay/skip/x',
        ),
      ),
    expected: {
      en: [
        '₹50.00 will be debited for your gold plan on 24 Nov 2026',
        'Skip this debit: http://gold.test/autopay/skip/x',
      ],
      te: [
        'మీ గోల్డ్ ప్లాన్ కోసం 24, నవం 2026 నాడు ₹50.00 డెబిట్ అవుతుంది',
        'ఈ డెబిట్ స్కిప్ చేయండి: http://gold.test/autopay/skip/x',
      ],
      hi: [
        'आपके गोल्ड प्लान के लिए 24 नव॰ 2026 को ₹50.00 डेबिट होंगे',
        'यह डेबिट छोड़ें: http://gold.test/autopay/skip/x',
      ],
    },
  },
  {
    kind: 'plan-debit-receipt (invoice number, grievance officer)',
    build: (l) => planMail(l, debitReceiptMail(l, { merchantTransactionId: 'MT2' }, order, 'INV2')),
    expected: {
      en: [
        'Gold plan debit received: ₹100.00 for 24K gold',
        'write to our grievance officer, Srinivas Rao Kandukuri, at founder@goldsave.in.',
      ],
      te: [
        'గోల్డ్ ప్లాన్ డెబిట్ అందింది: 24K బంగారం కోసం ₹100.00',
        'మా గ్రీవెన్స్ ఆఫీసర్ Srinivas Rao Kandukuri గారికి founder@goldsave.inలో రాయండి.',
      ],
      hi: [
        'गोल्ड प्लान का डेबिट मिला: 24K सोने के लिए ₹100.00',
        'हमारे शिकायत अधिकारी Srinivas Rao Kandukuri को founder@goldsave.in पर लिखें।',
      ],
    },
  },
  {
    kind: 'plan-debit-failed',
    build: (l) =>
      planMail(l, debitFailedMail(l, plan, { amountPaise: 5000, cycleDate: '2026-11-25' })),
    expected: {
      en: ['A gold plan debit did not go through', 'on 25 Nov 2026 did not go through'],
      te: ['ఒక గోల్డ్ ప్లాన్ డెబిట్ జరగలేదు', '25, నవం 2026 నాటి ₹50.00 డెబిట్ జరగలేదు'],
      hi: ['गोल्ड प्लान का एक डेबिट नहीं हो पाया', '25 नव॰ 2026 का ₹50.00 का डेबिट नहीं हो पाया'],
    },
  },
  {
    kind: 'plan-debit-skipped',
    build: (l) =>
      planMail(l, debitSkippedMail(l, plan, { amountPaise: 5000, cycleDate: '2026-11-25' })),
    expected: {
      en: [
        'A gold plan debit is skipped',
        'The debit of ₹50.00 on 25 Nov 2026 for your weekly gold plan of ₹50.00 is skipped.',
      ],
      te: ['ఒక గోల్డ్ ప్లాన్ డెబిట్ స్కిప్ చేయబడింది', '25, నవం 2026 నాటి ₹50.00 డెబిట్ స్కిప్ చేయబడింది'],
      hi: [
        'गोल्ड प्लान का एक डेबिट छोड़ा गया',
        'आपके गोल्ड प्लान (हर हफ़्ते ₹50.00) का 25 नव॰ 2026 का ₹50.00 का डेबिट छोड़ दिया गया है।',
      ],
    },
  },
];

describe('every mail in the reader language', () => {
  for (const c of CASES) {
    for (const locale of ['en', 'te', 'hi'] as const) {
      it(`${c.kind} in ${locale}`, () => {
        const mail = c.build(locale);
        const [subject, line] = c.expected[locale];
        expect(mail.subject).toBe(subject);
        expect(mail.text).toContain(line);
        expect(mail.html).toContain(`<html lang="${locale}">`);
      });
    }
  }
});

describe('every mail in the reader language', () => {
  for (const c of CASES) {
    for (const locale of ['en', 'te', 'hi'] as const) {
      it(`${c.kind} in ${locale}`, () => {
        const mail = c.build(locale);
        const [subject, line] = c.expected[locale];
        expect(mail.subject).toBe(subject);
        expect(mail.text).toContain(line);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        if (locale !== 'en') {
          // nothing of the English frame or body is left in a Telugu or Hindi mail
          expect(mail.text).not.toMatch(/\b(Hi|Team|Questions\?|You get this mail|Keep this)\b/);
        }
      });
    }
  }
});

describe('the mail frame', () => {
  const framed = (over: Partial<Parameters<typeof frameMail>[1]> = {}) =>
    frameMail(config, {
      kind: 'test',
      to: member.email,
      locale: 'en',
      subject: 'Order <b>1</b>',
      firstName: 'Asha <script>',
      body: ['Line one & "two"'],
      why: 'order',
      ...over,
    });

  it('escapes every value in the HTML and keeps the text as written', () => {
    const m = framed({ action: { label: 'Open <it>', url: 'http://gold.test/a?b=1&c="2"' } });
    expect(m.html).toContain('Hi Asha &lt;script&gt;,');
    expect(m.html).toContain('Line one &amp; &quot;two&quot;');
    expect(m.html).toContain('<title>Order &lt;b&gt;1&lt;/b&gt;</title>');
    expect(m.html).toContain('href="http://gold.test/a?b=1&amp;c=&quot;2&quot;"');
    expect(m.html).not.toMatch(/<script>|<it>|<b>1/);
    expect(m.text).toContain('Hi Asha <script>,');
    expect(m.text).toContain('Open <it>: http://gold.test/a?b=1&c="2"');
  });

  it('has one brand header, a greeting, the sign-off and the footer with why the mail came', () => {
    const m = framed();
    expect(m.html.match(/>GoldSave</g)).toHaveLength(1);
    expect(m.text).toMatch(/^Hi Asha <script>,\n/);
    expect(m.text).toContain('\nTeam GoldSave\n\n--\n');
    expect(m.text).toContain(
      'GoldSave Bullion Private Limited, Shop No. 4-1-23, Abids Road, Abids, Hyderabad, Telangana 500001.',
    );
    expect(m.text).toContain('Questions? Write to support@goldsave.in.');
    expect(m.text).toContain('You get this mail about an order you placed with GoldSave.');
    // no button, no copy-the-link line
    expect(m.html).not.toContain('If the button does not work');
  });

  it('names the GSTIN on a sale and the grievance officer where money is taken', () => {
    expect(framed().text).not.toContain('GSTIN');
    expect(framed().text).not.toContain('grievance officer');
    const sale = framed({ tax: true, grievance: true });
    expect(sale.text).toContain('GSTIN 36AABCG1234M1Z5.');
    expect(sale.text).toContain(
      'For a question or a complaint, write to our grievance officer, Srinivas Rao Kandukuri, at founder@goldsave.in.',
    );
  });

  it('greets without a name when there is none, in the language', () => {
    expect(framed({ firstName: ' ' }).text).toMatch(/^Hello,\n/);
    expect(framed({ firstName: '', locale: 'te' }).text).toMatch(/^నమస్కారం,\n/);
    expect(framed({ firstName: 'Asha', locale: 'hi', why: 'account' }).text).toContain(
      'यह मेल आपको इसलिए मिला क्योंकि आपका GoldSave खाता है।',
    );
  });
});
