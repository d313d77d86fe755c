import { defineMessages } from '../../lib/i18n';

// Field messages come from the shared schema (spec 5); these are the screens' own words.
export const authMessages = defineMessages(
  {
    en: {
      pitchTitle: '24K gold, saved your way',
      pitchText: 'A Hyderabad jeweller since {since}, now in your pocket.',
      pitchFrom: 'Start saving from ₹10, once or every day, week or month',
      pitchPure: '24 karat, 99.9% pure gold, held in your name',
      pitchAnts: 'Earn Ants when friends save: 1 Ant = ₹1',

      signInTitle: 'Sign in',
      signInIntro: 'Welcome back. Sign in to see your gold, Ants and orders.',
      login: 'Email or phone number',
      loginHint: 'The email or the 10-digit mobile number of your account.',
      password: 'Password',
      showPassword: 'Show password',
      forgotLink: 'Forgot password?',
      signInButton: 'Sign in',
      signingIn: 'Signing in...',
      termsBefore: 'By continuing you agree to our ',
      termsLink: 'Terms & Conditions',
      termsAfter: '.',
      noAccount: 'New to {brand}?',
      createAccount: 'Create an account',

      signUpTitle: 'Create your account',
      signUpIntro: 'It takes a minute. Your gold savings start from ₹10.',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone number',
      phoneHint: '10-digit mobile number',
      passwordHint:
        'At least 8 characters with an upper-case and a lower-case letter, a digit and one of @$!%*?&',
      address: 'Address',
      referralCode: 'Referral code (optional)',
      referralHint: 'The referral code of the friend who invited you (like asha4821@gs).',
      signUpButton: 'Sign up',
      signingUp: 'Creating your account...',
      fillAll: 'Fill in every field correctly to continue.',
      signUpFailed: 'Failed to sign up. Please try again.',
      haveAccount: 'Already have an account?',
      signInLink: 'Sign in',

      forgotTitle: 'Forgot password?',
      forgotIntro:
        'Enter the email of your account and we will send you a link to choose a new password.',
      forgotButton: 'Send reset link',
      forgotSending: 'Sending...',
      forgotFailed: 'Failed to communicate with the server.',
      backToSignIn: 'Back to sign in',

      resetTitle: 'Choose a new password',
      resetIntro: 'Pick a password you do not use anywhere else.',
      newPassword: 'New password',
      resetButton: 'Set new password',
      resetSaving: 'Saving...',
      resetNoToken:
        'This reset link is incomplete. Please open the link from the email again, or ask for a new one.',
      askNewLink: 'Ask for a new link',

      verifyTitle: 'Confirm your email',
      verifying: 'Confirming your email address...',
      verifyNoToken:
        'This verification link is incomplete. Please open the link from the email again.',
      toDashboard: 'Go to my dashboard',
      toSignIn: 'Sign in',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);
