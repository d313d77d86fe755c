import { listRecentMail } from '../../src/server/modules/mail/service';
import type { App } from '../../src/server/deps';
import { workAfterAnswers } from '../../src/server/modules/accounts/service';

let seq = 0;
/** A new customer's sign-up form, with an email and phone of its own. */
export const newAccount = (over: Record<string, string> = {}) => {
  seq++;
  const n = `${Date.now() % 1e6}${seq}`.padStart(8, '0').slice(-8);
  return {
    firstName: 'Meena',
    lastName: 'Kumari',
    email: `meena.${n}@example.in`,
    phone: `8${n}1`,
    password: 'Save@2024',
    address: 'Plot 7, Madhapur, Hyderabad 500081',
    ...over,
  };
};

/** Signs up, and waits for the work done after the answer (the account's mail). */
export const signUp = async (app: App, body: object, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers });
  await workAfterAnswers(app.deps);
  return res;
};
export const signIn = (
  app: App,
  login: string,
  password: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/auth/signin', payload: { login, password }, headers });
export const sessionOf = async (app: App, cookie: string) =>
  (await app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user;
export const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c ? `sid=${c.value}` : '';
};

/** The token of the newest link of a kind mailed to an address (from the outbox). */
export async function mailedToken(app: App, to: string, kind: 'verify-email' | 'password-reset') {
  const mails = await listRecentMail(app.deps.db, 500);
  const mail = mails.find((m) => m.to === to && m.kind === kind);
  const path = kind === 'verify-email' ? 'verify-email' : 'reset-password';
  const m = mail && new RegExp(`/${path}\\?token=([\\w-]+)`).exec(mail.text);
  return m?.[1];
}
export const mailsTo = async (app: App, to: string) =>
  (await listRecentMail(app.deps.db, 500)).filter((m) => m.to === to);
