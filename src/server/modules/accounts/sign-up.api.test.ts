import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/helpers/build-app';
import { createUser } from '../../../../tests/helpers/factories';
import { mailsTo, newAccount, signIn, signUp } from '../../../../tests/helpers/accounts';
import { referralCodeFor } from '../../../shared/rules/referral';
import { newId } from '../../db/ids';
import { insertNewAccount } from './sign-up';
import { emailSkeleton } from './skeleton';
import { users } from './tables';

const CHECK_EMAIL = (email: string) =>
  `Check your email to continue: we have sent a message to ${email}. Open it to confirm your address, then sign in.`;

/** What an answer shows a stranger: status, body and headers, less the request's own id. */
const visible = (res: {
  statusCode: number;
  json(): unknown;
  headers: Record<string, unknown>;
}) => {
  const headers = { ...res.headers };
  delete headers.date;
  delete headers['content-length'];
  // the app-wide request budget counts down with every request, whoever it names
  delete headers['x-ratelimit-remaining'];
  delete headers['x-ratelimit-reset'];
  return { status: res.statusCode, body: res.json(), headers };
};

describe('sign-up', async () => {
  const app = await buildTestApp({ env: { PUBLIC_URL: 'https://gold.example.in' } });

  it('creates an unverified customer and mails a verification link', async () => {
    const body = newAccount({ email: ' Meena.New@Example.IN ', firstName: ' Meena ' });
    const res = await signUp(app, body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: CHECK_EMAIL('meena.new@example.in') });
    // sign-up does not sign in (spec 4: success goes to /signin)
    expect(res.cookies).toEqual([]);
    const [row] = await app.deps.db.select().from(users).where(eq(users.phone, body.phone));
    expect(row).toMatchObject({
      firstName: 'Meena',
      email: 'meena.new@example.in',
      role: 'customer',
      sex: null,
      isActive: false,
      referralSignup: null,
    });
    // served over https: the session cookie is Secure
    const signedIn = await signIn(app, body.phone, body.password);
    expect(signedIn.cookies.find((c) => c.name === 'sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });

    const [mail] = await mailsTo(app, 'meena.new@example.in');
    expect(mail).toMatchObject({
      kind: 'verify-email',
      subject: 'Confirm your email for GoldSave',
    });
    expect(mail!.text).toMatch(/^Hi Meena,/);
    expect(mail!.text).toMatch(/https:\/\/gold\.example\.in\/verify-email\?token=[\w-]{43}/);
    expect(mail!.html).toContain('Confirm my email');
  });

  it('answers each invalid field with the wording of spec 5', async () => {
    const res = await signUp(app, {
      ...newAccount(),
      firstName: 'Meena1',
      phone: '5876543210',
      password: 'weak',
      address: ' ',
      referralCode: 'a@',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        firstName: 'First name must contain only alphabets',
        phone: 'Phone number must be exactly 10 digits and start with 6, 7, 8, or 9',
        password:
          'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one digit, and one special character',
        address: 'Address is required',
        referralCode: "Referral code must contain '@' and be between 3 to 50 characters",
      },
    });
  });

  it('documents the account endpoints in the OpenAPI description', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/auth/signup',
      '/api/auth/signin',
      '/api/auth/verify-email',
      '/api/auth/verify-email/resend',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/users/me',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/dev/'))).toBe(false);
  });

  it('refuses a role, sex or any other field it does not know', async () => {
    const res = await signUp(app, { ...newAccount(), role: 'admin' });
    expect(res.statusCode).toBe(400);
  });

  /*
   * Why the timing of sign-up and forgot-password tells nobody whether an address has an
   * account (instead of a timed test, which a shared machine makes flaky either way):
   * - sign-up does, before answering, exactly the same steps for every address: the rate-limit
   *   lookups (accountKeyOf finds the account or not: one indexed SELECT either way), the
   *   referral check, one argon2id hash (~30 ms, the dominant cost, for every address), and one
   *   INSERT ... ON CONFLICT DO NOTHING RETURNING that either inserts or stops at a unique index.
   *   What differs (a token and a verification mail, or a mail to the owner or the applicant) is
   *   written by afterAnswer on a later turn of the event loop, once the answer has left.
   * - forgot-password answers before it even looks the address up (email-links.ts: the lookup,
   *   token and mail all run in afterAnswer).
   * - sign-in verifies one argon2id hash with the stored parameters for a known account and a
   *   dummy hash with the same parameters for an unknown one (sign-in.ts), and records a failure
   *   against the same two keys either way.
   * The answers themselves are compared byte for byte below.
   */
  it("answers a taken email (in any case) or phone as a new one, and mails the address's owner", async () => {
    const first = newAccount();
    const fresh = await signUp(app, first);
    const owner = await app.deps.db.$count(users);

    const sameEmail = await signUp(app, {
      ...newAccount(),
      email: first.email.toUpperCase(),
      password: 'Other@2024',
    });
    const other = newAccount();
    const samePhone = await signUp(app, { ...other, phone: first.phone });
    // the same answer as a new account's, byte for byte (but for the address it names)
    expect(visible(sameEmail)).toEqual(visible(fresh));
    expect(visible(samePhone)).toEqual({
      ...visible(fresh),
      body: { message: CHECK_EMAIL(other.email) },
    });
    // nothing was created or changed: the owner's password still works
    expect(await app.deps.db.$count(users)).toBe(owner);
    expect((await signIn(app, first.email, first.password)).statusCode).toBe(200);

    // the owner hears of it; the applicant with a taken phone hears why at their own address
    const toOwner = await mailsTo(app, first.email);
    expect(toOwner.map((m) => m.subject)).toEqual([
      'Someone tried to sign up to GoldSave with your email',
      'Confirm your email for GoldSave',
    ]);
    expect(toOwner[0]!.text).toContain('You already have an account');
    expect(toOwner[0]!.text).not.toMatch(/token=/);
    const [toApplicant] = await mailsTo(app, other.email);
    expect(toApplicant!.subject).toBe('We could not create your GoldSave account');
    expect(toApplicant!.text).toContain(`the phone number ending ${first.phone.slice(-4)}`);
  });

  it('takes a referral code only when it names another existing account', async () => {
    const referrer = await createUser(app);
    const unknown = await signUp(app, { ...newAccount(), referralCode: 'nobody@example.in' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      referralCode:
        'No account uses this referral code. Please check it, or leave the field empty.',
    });

    const own = newAccount();
    const self = await signUp(app, { ...own, referralCode: own.email });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.referralCode).toBe('You cannot use your own referral code.');

    const body = newAccount();
    const ok = await signUp(app, { ...body, referralCode: referrer.email.toUpperCase() });
    expect(ok.statusCode).toBe(202);
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.referralSignup).toBe(referrer.email);
  });
});

describe('personal referral codes', async () => {
  const app = await buildTestApp();
  const rowOf = async (email: string) =>
    (await app.deps.db.select().from(users).where(eq(users.email, email)))[0]!;

  it('gives each new account a code that reveals nothing; it and the old email codes both refer', async () => {
    const asha = newAccount({ firstName: 'Asha' });
    expect((await signUp(app, asha)).statusCode).toBe(202);
    const row = await rowOf(asha.email);
    expect(row.referralCode).toMatch(/^asha\d{4}@gs$/);
    expect(row.referralCode).not.toContain(row.email.split('@')[0]);

    const byCode = newAccount();
    expect((await signUp(app, { ...byCode, referralCode: row.referralCode! })).statusCode).toBe(
      202,
    );
    expect((await rowOf(byCode.email)).referralSignup).toBe(row.referralCode);
    // an email shared as a code before codes existed still names its account
    const byEmail = newAccount();
    expect((await signUp(app, { ...byEmail, referralCode: row.email })).statusCode).toBe(202);
    expect((await rowOf(byEmail.email)).referrerUserId).toBe(row.id);
  });
});

describe('sign-ups of one first name at the same instant', async () => {
  const app = await buildTestApp();
  const rowFor = (email: string, phone: string, referralCode: string) => {
    const now = new Date();
    return {
      id: newId('usr'),
      firstName: 'Ravi',
      lastName: 'Kumar',
      email,
      emailSkeleton: emailSkeleton(email),
      phone,
      passwordHash: 'x',
      address: '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034',
      referralCode,
      isActive: false,
      createdAt: now,
      updatedAt: now,
    };
  };

  it('draws a new referral code when another sign-up took the drawn one first: no account is lost', async () => {
    // another Ravi signed up between this sign-up drawing 'ravi4321' and inserting its row
    const taken = referralCodeFor('Ravi', '4321');
    await createUser(app, { firstName: 'Ravi', referralCode: taken });
    const created = await insertNewAccount(
      app.deps.db,
      rowFor('ravi.second@example.in', '9876500001', taken),
    );
    expect(created).toMatchObject({ email: 'ravi.second@example.in', firstName: 'Ravi' });
    expect(created!.referralCode).toMatch(/^ravi\d{4}@gs$/);
    expect(created!.referralCode).not.toBe(taken);
  });

  it('creates nothing and draws no other code when the email is taken', async () => {
    const owner = await createUser(app, {
      firstName: 'Ravi',
      referralCode: referralCodeFor('Ravi', '1111'),
    });
    const before = await app.deps.db.$count(users);
    expect(
      await insertNewAccount(
        app.deps.db,
        rowFor(owner.email, '9876500002', referralCodeFor('Ravi', '2222')),
      ),
    ).toBeUndefined();
    expect(await app.deps.db.$count(users)).toBe(before);
  });
});

describe('look-alike emails', async () => {
  const app = await buildTestApp();

  it('refuses an address with a Cyrillic letter among Latin ones, with a clear message', async () => {
    // U+0430 CYRILLIC SMALL LETTER A, then Latin "sha"
    const res = await signUp(app, newAccount({ email: '\u0430sha.reddy@example.in' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.email).toBe(
      'Please enter your email address in one alphabet: this one mixes letters of different scripts (for example a Cyrillic а among Latin letters).',
    );
  });

  it("creates no account beside another's look-alike, and tells the applicant's address why", async () => {
    for (const email of ['asha.reddy@example.in', 'paco@example.in']) {
      expect((await signUp(app, newAccount({ email }))).statusCode).toBe(202);
    }
    const before = await app.deps.db.$count(users);
    // "rn" reads as "m"; and a local part all in Cyrillic (one script, so past the form's
    // check) whose р, а, с, о look like p, a, c, o
    for (const email of ['asha.reddy@exarnple.in', '\u0440\u0430\u0441\u043e@example.in']) {
      const res = await signUp(app, newAccount({ email }));
      expect(res.statusCode, email).toBe(202);
      expect(res.json().message).toBe(CHECK_EMAIL(email));
      const [mail] = await mailsTo(app, email);
      expect(mail!.subject, email).toBe('We could not create your GoldSave account');
      expect(mail!.text).toContain('looks too much like the address of another account');
    }
    expect(await app.deps.db.$count(users)).toBe(before);
  });
});
