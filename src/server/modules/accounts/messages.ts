// What the accounts API says to users (decisions.md: Language and formats). The browser shows
// these server messages as they are (spec 8: "the server message").
export const accountMessages = {
  signUpSent:
    'Check your email to continue: we have sent a message to {email}. Open it to confirm your address, then sign in.',
  phoneNotSaved: 'We could not save this phone number. Please check it, or use another number.',
  referralUnknown: 'No account uses this referral code. Please check it, or leave the field empty.',
  referralSelf: 'You cannot use your own referral code.',
  referralCycle:
    'You referred the owner of this code, so they cannot refer you. Please use another code, or leave the field empty.',
  referralLocked: 'Your referral code is already set and cannot be changed.',
  signInFailed: 'Invalid email/phone or password',
  customerNotFound: 'We could not find that customer.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  suspended: 'This account is suspended. Please write to {email} and we will help you.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  tooManyPhoneChanges:
    'You have tried several new phone numbers today. Please try again tomorrow, or write to us from the contact page.',
  verified: 'Thank you! Your email address is verified.',
  alreadyVerified: 'Your email address is already verified.',
  verifyInvalid:
    'This verification link is invalid or has expired. Sign in and ask for a new one from your dashboard.',
  verificationSent: 'We have sent a new verification link to {email}. Please check your inbox.',
  mailTooSoon:
    'We sent you an email less than a minute ago. Please check your inbox, or try again in a minute.',
  resetSent:
    'If an account exists for {email}, we have sent it a link to reset your password. The link works for {minutes} minutes.',
  resetInvalid:
    'This reset link is invalid, has already been used or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  profileUpdated: 'Profile updated successfully',
  noAccountWithEmail: 'No account uses the email {email}',
  // the console's Customers section (the operator reads these)
  customerAlreadyVerified: 'This customer has already verified their email address.',
  customerVerificationSent: 'A new verification link is on its way to {email}.',
  customerMailTooSoon:
    'A verification link went to this customer less than a minute ago. Please wait a minute before sending another.',
} as const;

/** Fills {name} placeholders. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? `{${k}}`));

// The account mails: short, friendly, plain text and simple HTML (mail/frame.ts).
export const mailMessages = {
  verifySubject: 'Confirm your email for {brand}',
  verifyIntro:
    'Welcome to {brand}! Please confirm that this is your email address, so we can keep your gold savings, invoices and account safe.',
  verifyAction: 'Confirm my email',
  verifyOutro:
    'This link works for {hours} hours. If you did not create a {brand} account, you can ignore this email.',
  resetSubject: 'Reset your {brand} password',
  resetIntro: 'We received a request to reset the password of your {brand} account.',
  resetAction: 'Choose a new password',
  signUpAgainSubject: 'Someone tried to sign up to {brand} with your email',
  signUpAgainIntro:
    'Someone (perhaps you) just asked to create a {brand} account with this email address. You already have an account, so nothing was created and nothing changed.',
  signUpAgainAction: 'Sign in to {brand}',
  signUpAgainOutro:
    'Forgot your password? Use "Forgot password" on the sign-in page. If it was not you, you can ignore this email.',
  lookAlikeSubject: 'We could not create your {brand} account',
  lookAlikeIntro:
    'Someone (perhaps you) asked to create a {brand} account with this email address. It looks too much like the address of another account (some letters can be told apart only by a computer), so we could not use it.',
  lookAlikeAction: 'Sign up with another address',
  phoneInUseSubject: 'We could not create your {brand} account',
  phoneInUseIntro:
    'Someone (perhaps you) asked to create a {brand} account with this email address and the phone number ending {last4}. Another account already uses that phone number, so nothing was created.',
  phoneInUseAction: 'Sign up with another number',
  phoneInUseOutro:
    'If the number is yours and you have an account, sign in with it or use "Forgot password". If you did not ask for this, you can ignore this email.',
  resetOutro:
    'This link works once, for {minutes} minutes. If you did not ask for it, you can ignore this email: your password stays the same.',
} as const;
