import type { Config } from '../../config';
import { paths } from '../../../shared/routes';
import { renderMail, type OutgoingMail } from '../mail/service';
import { fill, mailMessages as m } from './messages';

type Recipient = { firstName: string; email: string };

const base = (config: Config, user: Recipient) => ({
  brand: config.OPERATOR_BRAND,
  footer: fill(m.footer, {
    operator: config.OPERATOR_NAME,
    address: config.OPERATOR_ADDRESS,
    support: config.OPERATOR_SUPPORT_EMAIL,
  }),
  greeting: fill(m.greeting, { name: user.firstName }),
  signOff: fill(m.signOff, { brand: config.OPERATOR_BRAND }),
});

/** The link sent at sign-up (and on resend); opening it confirms the email (is_active). */
export function verificationMail(config: Config, user: Recipient, token: string): OutgoingMail {
  const brand = config.OPERATOR_BRAND;
  const url = `${config.publicUrl}${paths.verifyEmail.href({ token })}`;
  return {
    kind: 'verify-email',
    to: user.email,
    subject: fill(m.verifySubject, { brand }),
    ...renderMail({
      ...base(config, user),
      intro: [fill(m.verifyIntro, { brand })],
      action: { label: m.verifyAction, url },
      outro: [fill(m.verifyOutro, { brand, hours: config.EMAIL_VERIFICATION_HOURS })],
    }),
  };
}

/** The single-use reset link (decisions.md: Identity and sessions). */
export function passwordResetMail(config: Config, user: Recipient, token: string): OutgoingMail {
  const brand = config.OPERATOR_BRAND;
  const url = `${config.publicUrl}${paths.resetPassword.href({ token })}`;
  return {
    kind: 'password-reset',
    to: user.email,
    subject: fill(m.resetSubject, { brand }),
    ...renderMail({
      ...base(config, user),
      intro: [fill(m.resetIntro, { brand })],
      action: { label: m.resetAction, url },
      outro: [fill(m.resetOutro, { brand, minutes: config.PASSWORD_RESET_MINUTES })],
    }),
  };
}

/** To an account's owner: someone asked to sign up with the address (the answer said nothing). */
export function signUpAgainMail(config: Config, user: Recipient): OutgoingMail {
  const brand = config.OPERATOR_BRAND;
  return {
    kind: 'sign-up-again',
    to: user.email,
    subject: fill(m.signUpAgainSubject, { brand }),
    ...renderMail({
      ...base(config, user),
      intro: [fill(m.signUpAgainIntro, { brand })],
      action: {
        label: fill(m.signUpAgainAction, { brand }),
        url: `${config.publicUrl}${paths.signIn.href()}`,
      },
      outro: [m.signUpAgainOutro],
    }),
  };
}

/** To the address that asked for an account: it is a look-alike of another account's. */
export function lookAlikeMail(config: Config, applicant: Recipient): OutgoingMail {
  const brand = config.OPERATOR_BRAND;
  return {
    kind: 'sign-up-refused',
    to: applicant.email,
    subject: fill(m.lookAlikeSubject, { brand }),
    ...renderMail({
      ...base(config, applicant),
      intro: [fill(m.lookAlikeIntro, { brand })],
      action: { label: m.lookAlikeAction, url: `${config.publicUrl}${paths.signUp.href()}` },
      outro: [],
    }),
  };
}

/** To the address that asked for an account: its phone number is another account's. */
export function phoneInUseMail(
  config: Config,
  applicant: Recipient & { phone: string },
): OutgoingMail {
  const brand = config.OPERATOR_BRAND;
  return {
    kind: 'sign-up-refused',
    to: applicant.email,
    subject: fill(m.phoneInUseSubject, { brand }),
    ...renderMail({
      ...base(config, applicant),
      intro: [fill(m.phoneInUseIntro, { brand, last4: applicant.phone.slice(-4) })],
      action: { label: m.phoneInUseAction, url: `${config.publicUrl}${paths.signUp.href()}` },
      outro: [m.phoneInUseOutro],
    }),
  };
}
