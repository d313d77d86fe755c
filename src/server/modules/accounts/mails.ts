import type { Locale } from '../../../shared/locales';
import type { Config } from '../../config';
import { paths } from '../../../shared/routes';
import { frameMail, type OutgoingMail } from '../mail/service';
import { inLocale, serverCatalogue } from '../../i18n/catalogue';
import { accountMailHi } from './mail-messages.hi';
import { accountMailTe } from './mail-messages.te';
import { fill, mailMessages } from './messages';

const mails = serverCatalogue('accounts/mail', mailMessages, {
  te: accountMailTe,
  hi: accountMailHi,
});
/** The account mails' sentences in a language. */
const accountMailIn = (locale: Locale) => inLocale(mails, locale);

type Recipient = { firstName: string; email: string };

type Parts = {
  subject: string;
  body: string[];
  action: { label: string; url: string };
  after?: string[];
};

/** An account mail framed for its reader, its words in their language. */
function accountMail(
  config: Config,
  to: Recipient,
  locale: Locale,
  kind: string,
  why: 'account' | 'signUp',
  parts: (m: ReturnType<typeof accountMailIn>, brand: string) => Parts,
): OutgoingMail {
  const p = parts(accountMailIn(locale), config.OPERATOR_BRAND);
  return frameMail(config, { kind, to: to.email, locale, firstName: to.firstName, why, ...p });
}

const link = (config: Config, path: string) => `${config.publicUrl}${path}`;

/** The link sent at sign-up (and on resend); opening it confirms the email (is_active). */
export const verificationMail = (
  config: Config,
  user: Recipient,
  locale: Locale,
  token: string,
): OutgoingMail =>
  accountMail(config, user, locale, 'verify-email', 'signUp', (m, brand) => ({
    subject: fill(m.verifySubject, { brand }),
    body: [fill(m.verifyIntro, { brand })],
    action: { label: m.verifyAction, url: link(config, paths.verifyEmail.href({ token })) },
    after: [fill(m.verifyOutro, { brand, hours: config.EMAIL_VERIFICATION_HOURS })],
  }));

/** The single-use reset link (decisions.md: Identity and sessions). */
export const passwordResetMail = (
  config: Config,
  user: Recipient,
  locale: Locale,
  token: string,
): OutgoingMail =>
  accountMail(config, user, locale, 'password-reset', 'account', (m, brand) => ({
    subject: fill(m.resetSubject, { brand }),
    body: [fill(m.resetIntro, { brand })],
    action: { label: m.resetAction, url: link(config, paths.resetPassword.href({ token })) },
    after: [fill(m.resetOutro, { brand, minutes: config.PASSWORD_RESET_MINUTES })],
  }));

/** To an account's owner: someone asked to sign up with the address (the answer said nothing). */
export const signUpAgainMail = (config: Config, user: Recipient, locale: Locale): OutgoingMail =>
  accountMail(config, user, locale, 'sign-up-again', 'account', (m, brand) => ({
    subject: fill(m.signUpAgainSubject, { brand }),
    body: [fill(m.signUpAgainIntro, { brand })],
    action: {
      label: fill(m.signUpAgainAction, { brand }),
      url: link(config, paths.signIn.href()),
    },
    after: [m.signUpAgainOutro],
  }));

/** To the address that asked for an account: it is a look-alike of another account's. */
export const lookAlikeMail = (config: Config, applicant: Recipient, locale: Locale): OutgoingMail =>
  accountMail(config, applicant, locale, 'sign-up-refused', 'signUp', (m, brand) => ({
    subject: fill(m.lookAlikeSubject, { brand }),
    body: [fill(m.lookAlikeIntro, { brand })],
    action: { label: m.lookAlikeAction, url: link(config, paths.signUp.href()) },
  }));

/** To the address that asked for an account: its phone number is another account's. */
export const phoneInUseMail = (
  config: Config,
  applicant: Recipient & { phone: string },
  locale: Locale,
): OutgoingMail =>
  accountMail(config, applicant, locale, 'sign-up-refused', 'signUp', (m, brand) => ({
    subject: fill(m.phoneInUseSubject, { brand }),
    body: [fill(m.phoneInUseIntro, { brand, last4: applicant.phone.slice(-4) })],
    action: { label: m.phoneInUseAction, url: link(config, paths.signUp.href()) },
    after: [m.phoneInUseOutro],
  }));
