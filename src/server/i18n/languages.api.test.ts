import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../tests/helpers/factories';

const app = await buildTestApp();

/** A member who chose a language on their profile (the switch does this). */
async function memberIn(language: 'te' | 'hi') {
  const member = await createSignedInUser(app);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/users/me/language',
    headers: member.headers,
    payload: { language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

const TELUGU = /[\u0C00-\u0C7F]/;
const DEVANAGARI = /[\u0900-\u097F]/;

describe("an API error in the user's language (issue 30, decision 013)", () => {
  it("a Telugu member's refusal and validation messages come back in Telugu", async () => {
    const member = await memberIn('te');
    const missing = await app.inject({
      url: '/api/orders/no-such-order/status',
      headers: member.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('ఆ ఆర్డర్ మాకు కనబడలేదు.');

    const invalid = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: member.headers,
      payload: { language: 'ta' },
    });
    expect(invalid.statusCode).toBe(400);
    const { error } = invalid.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('దయచేసి ఇచ్చిన ఎంపికల్లో ఒకదాన్ని ఎంచుకోండి.');
    expect(error.fields.language).toMatch(TELUGU);
  });

  it("a Hindi member gets Hindi; a member who chose none gets the browser's language", async () => {
    const hindi = await memberIn('hi');
    const res = await app.inject({
      url: '/api/orders/no-such-order/status',
      headers: hindi.headers,
    });
    expect(res.json().error.message).toBe('वह ऑर्डर हमें नहीं मिला।');

    const english = await createSignedInUser(app);
    const en = await app.inject({
      url: '/api/orders/no-such-order/status',
      headers: { ...english.headers, 'accept-language': 'te-IN,te;q=0.9' },
    });
    // no profile language yet: the browser's language decides
    expect(en.json().error.message).toBe('ఆ ఆర్డర్ మాకు కనబడలేదు.');
  });

  it("a visitor's sign-in failure follows the lang cookie, then Accept-Language, else English", async () => {
    const signIn = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers,
        payload: { login: 'nobody@example.in', password: 'Wrong@2024' },
      });
    const byCookie = await signIn({ cookie: 'lang=te', 'accept-language': 'hi' });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().error.message).toBe('ఈమెయిల్/ఫోన్ లేదా పాస్‌వర్డ్ తప్పు');
    const byHeader = await signIn({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(byHeader.json().error.message).toBe('ईमेल/फ़ोन या पासवर्ड ग़लत है');
    expect(byHeader.json().error.message).toMatch(DEVANAGARI);
    const english = await signIn({ 'accept-language': 'en-IN' });
    expect(english.json().error.message).toBe('Invalid email/phone or password');
  });

  it("a successful answer's message is in the language too", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { cookie: 'lang=hi' },
      payload: { email: 'nobody@example.in' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(DEVANAGARI);
    expect(res.json().message).toContain('nobody@example.in');
  });
});
