// The sentences of the contracts' checks (the spec's wording), kept apart from the zod schemas
// that give them so that a screen can show or translate them without loading zod (the quick buy's
// first screen checks its amount with isQuickBuyAmount, src/shared/rules/digital-gold.ts, and
// carries no zod). Each contract re-exports its own table.

/** The fields shared by several forms (./fields.ts). */
export const MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameLetters: 'First name must contain only alphabets',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameRequired: 'Last name is required',
  lastNameLetters: 'Last name must contain only alphabets',
  lastNameTooLong: 'Last name must be at most 50 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailMixedScripts:
    'Please enter your email address in one alphabet: this one mixes letters of different scripts (for example a Cyrillic а among Latin letters).',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be exactly 10 digits and start with 6, 7, 8, or 9',
  passwordRequired: 'Password is required',
  passwordRule:
    'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one digit, and one special character',
  passwordTooLong: 'Password must be at most 128 characters',
  addressRequired: 'Address is required',
  addressTooLong: 'Address must be at most 500 characters',
  addressPinUnknown: 'The PIN code in this address does not exist. Please check its 6 digits.',
  referralCode: "Referral code must contain '@' and be between 3 to 50 characters",
  loginRequired: 'Email or phone number is required',
  sexInvalid: 'Please choose Male or Female',
  controlCharacters: 'Please remove the hidden control characters from this field',
  // the contact form and the plan's UPI ID
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 2000 characters',
  upiRequired: 'UPI ID is required',
  upiInvalid: 'Please enter a valid UPI ID, like name@bank.',
} as const;

/**
 * The sentence a person reads when a field fails a check whose schema gives no message of its own
 * (issue 31: "Too small: expected string to have >=1 characters" reached the console). A schema's
 * own message (the spec's wording) always wins over these; they only replace zod's English.
 */
export const VALIDATION_MESSAGES = {
  required: 'Please fill in this field.',
  invalid: 'Please check this value.',
  wrongType: 'Please enter a valid value.',
  tooShort: (min: number) => `Please enter at least ${min} characters.`,
  tooLong: (max: number) => `Please enter at most ${max} characters.`,
  atLeast: (min: number) => `Please enter ${min} or more.`,
  moreThan: (min: number) => `Please enter more than ${min}.`,
  atMost: (max: number) => `Please enter ${max} or less.`,
  lessThan: (max: number) => `Please enter less than ${max}.`,
  chooseAtLeast: (min: number) => `Please choose at least ${min}.`,
  chooseAtMost: (max: number) => `Please choose at most ${max}.`,
  wholeNumber: 'Please enter a whole number.',
  multipleOf: (n: number) => `Please enter a multiple of ${n}.`,
  email: 'Please enter a valid email address',
  date: 'Please enter a valid date.',
  format: 'Please check the format of this field.',
  choose: 'Please choose one of the options.',
  unknownField: 'This form sent a field it should not have. Please reload the page and try again.',
} as const;

/** Texts both the checkout form and the server give (spec 5 style). */
export const STORE_MESSAGES = {
  quantity: (max: number) => `Please choose a quantity from 1 to ${max}.`,
  quantityWhole: 'Please choose a quantity as a whole number of items.',
  streetRequired: 'Street address is required',
  streetTooLong: 'Street address must be at most 200 characters',
  cityRequired: 'City is required',
  cityInvalid: 'City must contain only letters and spaces',
  pinInvalid: 'Please enter a valid 6-digit PIN code',
  panInvalid: 'Please enter a valid PAN (format AAAAA9999A)',
  utrInvalid: 'Please enter the 12-digit UPI transaction ID (UTR)',
  courierRequired: 'Please enter the courier that carries the parcel.',
  trackingRequired: "Please enter the courier's tracking number.",
} as const;

export {
  QUICK_BUY_MESSAGES,
  quickBuyRangeMessage,
  type QuickBuyLimits,
} from './quick-buy-messages';
