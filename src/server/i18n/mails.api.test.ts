import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { mailsTo, newAccount, signUp } from '../../../tests/helpers/accounts';
import { createSignedInUser } from '../../../tests/helpers/factories';
import { workAfterAnswers } from '../modules/accounts/service';

// Issue 30: a mail is written in the language the member chose (users.language); a mail to an
// address without an account, or to a member who chose none, in the language of the request
// that caused it; English otherwise. (Every mail kind in every language: mail/mails.test.ts.)

const app = await buildTestApp({ env: { PUBLIC_URL: 'http://gold.test' } });

describe("mails in the member's language (issue 30)", () => {
  it("a Telugu member's password reset mail is in Telugu, whatever the request's language", async () => {
    const member = await createSignedInUser(app, { firstName: 'Sravani' });
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: member.headers,
      payload: { language: 'te' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.user.email },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    await workAfterAnswers(app.deps);
    const [mail] = (await mailsTo(app, member.user.email)).filter(
      (m) => m.kind === 'password-reset',
    );
    expect(mail!.subject).toBe('మీ GoldSave పాస్‌వర్డ్ రీసెట్ చేయండి');
    expect(mail!.text).toMatch(/^నమస్కారం Sravani గారు,/);
    expect(mail!.text).toContain('కొత్త పాస్‌వర్డ్ ఎంచుకోండి: http://gold.test/reset-password?token=');
    expect(mail!.html).toContain('<html lang="te">');
  });

  it('a visitor who signs up in Hindi gets the verification mail in Hindi', async () => {
    const account = newAccount({ firstName: 'Pooja' });
    const res = await signUp(app, account, { cookie: 'lang=hi' });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo(app, account.email);
    expect(mail!.kind).toBe('verify-email');
    expect(mail!.subject).toBe('GoldSave के लिए अपना ईमेल पक्का करें');
    expect(mail!.text).toMatch(/^नमस्ते Pooja जी,/);
    expect(mail!.html).toContain('<html lang="hi">');
  });

  it('stays English for a member who chose none and a request that names no language', async () => {
    const account = newAccount({ firstName: 'Ravi' });
    await signUp(app, account);
    const [mail] = await mailsTo(app, account.email);
    expect(mail!.subject).toBe('Confirm your email for GoldSave');
    expect(mail!.text).toMatch(/^Hi Ravi,/);
    expect(mail!.html).toContain('<html lang="en">');
  });
});
