import { defineMessages } from '../../lib/i18n';

export const accountMessages = defineMessages(
  {
    en: {
      greeting: 'Hi, {name}',
      greetingSub: 'Welcome to your {brand} account.',
      verified: 'VERIFIED',
      notVerified: 'NOT VERIFIED',
      emailStatus: 'Email status',
      verifyPrompt:
        'Please confirm your email address with the link we sent to {email}. Did not get it?',
      resend: 'Resend verification email',
      resending: 'Sending...',
      details: 'Your details',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      quickLinks: 'Your account',
      paymentHistory: 'Payment History',
      paymentHistoryText: 'Payments, orders and plans',
      editProfile: 'Edit Profile',
      editProfileText: 'Name, phone, address',
      contactUs: 'Contact Us',
      contactUsText: 'Questions about your gold',
      reportBug: 'Report a Bug',
      reportBugText: 'Tell us what went wrong',
      logout: 'Logout',

      profileTitle: 'Edit Profile',
      profileIntro: 'Keep your details up to date for orders, deliveries and invoices.',
      firstName: 'First name',
      lastName: 'Last name',
      emailReadOnly: 'Your email cannot be changed.',
      phoneHint: '10-digit mobile number',
      sex: 'Sex',
      sexChoose: 'Choose',
      male: 'Male',
      female: 'Female',
      referralCode: 'Referral signup code',
      referralHint:
        'The referral code of the friend who invited you (like asha4821@gs). It can be set once.',
      referralLocked: 'Set when you joined; it cannot be changed.',
      save: 'Update Profile',
      saving: 'Updating...',
      cancel: 'Cancel',
      updateNote:
        'Your changes show everywhere at once: there is no need to log out and in again after updating.',
      profileFailed: 'Failed to update profile. Please try again.',
    },
  },
  { te: () => import('./messages.te'), hi: () => import('./messages.hi') },
);
