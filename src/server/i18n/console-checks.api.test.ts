import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../tests/helpers/factories';

const app = await buildTestApp();

/**
 * The operator console opens in English; a staff member who chose Telugu or Hindi gets the
 * console's refused forms (product, reserve item, price) in that language (issue 30, decision 013).
 */
async function staffIn(language: 'en' | 'te' | 'hi') {
  const staff = await createSignedInUser(app, { role: 'admin' });
  if (language !== 'en') {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: staff.headers,
      payload: { language },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return staff;
}

const refused = async (headers: Record<string, string>, url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBe(400);
  return res.json().error.fields as Record<string, string>;
};

const product = {
  sku: 'x',
  title: '',
  catalogue: 'Gold Coin',
  weightMg: 0,
  makingBp: 20_000,
  referralCommissionBp: 0,
  description: '',
  hsnCode: '71',
  purity: '24K 999.9',
  active: true,
  convertible: false,
};
const item = { kind: 'bar', serial: '!', weightMg: 0, purityBp: 5000, location: '', reason: '' };
const price = { pricePaisePerGram: 0, reason: 'feed is down' };

describe("the console's form checks in the staff member's language", () => {
  it.each([
    {
      language: 'en' as const,
      product: {
        sku: 'SKU: 2 to 40 letters, digits or dashes',
        title: 'Title is required',
        weightMg: 'Weight must be between 0.001 g and 10,000 g',
        makingBp: 'Making charge must be between 0% and 100%, at most 2 decimals',
        hsnCode: 'HSN code: 4 to 8 digits',
      },
      item: {
        serial: 'Serial or HUID: 4 to 40 letters, digits or dashes',
        weightMg: 'Weight must be more than 0 g (at most 100,000 g), to the milligram',
        purityBp: 'Purity must be between 91.60% and 99.99%',
        location: 'Where it is held is required',
        reason: 'Please give a reason',
      },
      price: 'The price must be above zero',
    },
    {
      language: 'te' as const,
      product: {
        sku: 'SKU: 2 నుంచి 40 ఇంగ్లీష్ అక్షరాలు, అంకెలు లేదా డాష్‌లు',
        title: 'పేరు తప్పనిసరి',
        weightMg: 'బరువు 0.001 గ్రా నుంచి 10,000 గ్రా మధ్య ఉండాలి',
        makingBp: 'మేకింగ్ ఛార్జీ 0% నుంచి 100% మధ్య ఉండాలి, గరిష్ఠంగా 2 దశాంశాలు',
        hsnCode: 'HSN కోడ్: 4 నుంచి 8 అంకెలు',
      },
      item: {
        serial: 'సీరియల్ లేదా HUID: 4 నుంచి 40 ఇంగ్లీష్ అక్షరాలు, అంకెలు లేదా డాష్‌లు',
        weightMg: 'బరువు 0 గ్రా కంటే ఎక్కువ (గరిష్ఠంగా 100,000 గ్రా), మిల్లీగ్రాము వరకు ఉండాలి',
        purityBp: 'స్వచ్ఛత 91.60% నుంచి 99.99% మధ్య ఉండాలి',
        location: 'ఎక్కడ ఉందో తప్పనిసరిగా రాయండి',
        reason: 'దయచేసి కారణం రాయండి',
      },
      price: 'ధర సున్నా కంటే ఎక్కువ ఉండాలి',
    },
    {
      language: 'hi' as const,
      product: {
        sku: 'SKU: 2 से 40 अंग्रेज़ी अक्षर, अंक या डैश',
        title: 'नाम ज़रूरी है',
        weightMg: 'वज़न 0.001 ग्रा से 10,000 ग्रा के बीच होना चाहिए',
        makingBp: 'मेकिंग चार्ज 0% से 100% के बीच, ज़्यादा से ज़्यादा 2 दशमलव तक होना चाहिए',
        hsnCode: 'HSN कोड: 4 से 8 अंक',
      },
      item: {
        serial: 'सीरियल या HUID: 4 से 40 अंग्रेज़ी अक्षर, अंक या डैश',
        weightMg: 'वज़न 0 ग्रा से ज़्यादा (ज़्यादा से ज़्यादा 100,000 ग्रा), मिलीग्राम तक होना चाहिए',
        purityBp: 'शुद्धता 91.60% से 99.99% के बीच होनी चाहिए',
        location: 'कहाँ रखा है, यह लिखना ज़रूरी है',
        reason: 'कृपया कारण लिखें',
      },
      price: 'भाव शून्य से ज़्यादा होना चाहिए',
    },
  ])('$language: product, reserve item and price forms', async (c) => {
    const { headers } = await staffIn(c.language);
    expect(await refused(headers, '/api/admin/catalogue/products', product)).toMatchObject(
      c.product,
    );
    expect(await refused(headers, '/api/admin/reserve/items', item)).toMatchObject(c.item);
    expect((await refused(headers, '/api/admin/prices', price)).pricePaisePerGram).toBe(c.price);
  });

  it.each([
    ['en' as const, 'Please keep the note under 500 characters', 'This message does not exist.'],
    ['te' as const, 'దయచేసి నోట్‌ను 500 అక్షరాల లోపు రాయండి', 'ఈ సందేశం లేదు.'],
    ['hi' as const, 'कृपया नोट 500 अक्षरों से कम में लिखें', 'यह संदेश मौजूद नहीं है।'],
  ])(
    '%s: the messages page (a note too long, a message that does not exist)',
    async (language, note, missing) => {
      const { headers } = await staffIn(language);
      const url = '/api/admin/messages/999999/handled';
      expect((await refused(headers, url, { note: 'x'.repeat(501) })).note).toBe(note);
      const res = await app.inject({ method: 'POST', url, headers, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(missing);
    },
  );
});
