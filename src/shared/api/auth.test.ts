import { describe, expect, it } from 'vitest';
import { ZResetPasswordRequest, ZSignInRequest, ZSignUpRequest } from './auth';
import { ZUpdateProfileRequest } from './users';

// spec 5: Sign up. Each rule with its exact message, boundaries included.

const valid = {
  firstName: 'Asha',
  lastName: 'Reddy',
  email: 'asha@example.in',
  phone: '9876543210',
  password: 'Gold@2024',
  address: '12-2-345, Banjara Hills, Hyderabad',
};

/** The first message per field, as the form and the server show it. */
function errorsOf(input: Record<string, unknown>) {
  const r = ZSignUpRequest.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
}
const errorOf = (field: string, value: unknown) => errorsOf({ ...valid, [field]: value })[field];

const PASSWORD_MESSAGE =
  'Password must be at least 8 characters long and include at least one uppercase letter, one lowercase letter, one digit, and one special character';

describe('sign-up schema', () => {
  it('accepts a valid form and trims every input except the password', () => {
    const r = ZSignUpRequest.parse({
      firstName: '  Asha ',
      lastName: ' Reddy',
      email: ' Asha@Example.IN ',
      phone: ' 9876543210 ',
      password: 'Gold@2024',
      address: '  12-2-345, Banjara Hills  ',
      referralCode: ' Ravi@Example.in ',
    });
    expect(r).toEqual({
      firstName: 'Asha',
      lastName: 'Reddy',
      email: 'asha@example.in',
      phone: '9876543210',
      password: 'Gold@2024',
      address: '12-2-345, Banjara Hills',
      referralCode: 'ravi@example.in',
    });
  });

  it('does not trim the password: surrounding spaces are refused by the rule', () => {
    expect(errorOf('password', ' Gold@2024 ')).toBe(PASSWORD_MESSAGE);
  });

  it('requires each field with its message', () => {
    expect(errorsOf({ referralCode: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      password: 'Password is required',
      address: 'Address is required',
    });
    expect(errorsOf({ ...valid, firstName: '   ', lastName: ' ', address: '  ' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      address: 'Address is required',
    });
  });

  it('refuses an address whose PIN code belongs to no state, and takes one without a PIN', () => {
    expect(errorOf('address', 'Flat 4, Ameerpet, Hyderabad 290016')).toBe(
      'The PIN code in this address does not exist. Please check its 6 digits.',
    );
    expect(errorOf('address', 'Flat 4, Ameerpet, Hyderabad 500016')).toBeUndefined();
    expect(errorOf('address', 'Flat 4, Ameerpet, Hyderabad')).toBeUndefined();
  });

  it('allows letters only in first and last name', () => {
    for (const bad of ['Asha1', 'Asha Rani', "O'Neil", 'Asha-R', 'आशा', 'Asha.']) {
      expect(errorOf('firstName', bad)).toBe('First name must contain only alphabets');
      expect(errorOf('lastName', bad)).toBe('Last name must contain only alphabets');
    }
    expect(errorOf('firstName', 'aSHA')).toBeUndefined();
  });

  it('checks the email pattern', () => {
    for (const bad of ['asha', 'asha@', '@example.in', 'asha@example', 'as ha@example.in']) {
      expect(errorOf('email', bad)).toBe('Please enter a valid email address');
    }
    expect(errorOf('email', 'a.b+c@mail.example.co.in')).toBeUndefined();
  });

  it('wants exactly 10 digits starting with 6, 7, 8 or 9', () => {
    const msg = 'Phone number must be exactly 10 digits and start with 6, 7, 8, or 9';
    expect(errorOf('phone', '987654321')).toBe(msg); // 9 digits
    expect(errorOf('phone', '98765432101')).toBe(msg); // 11 digits
    expect(errorOf('phone', '5876543210')).toBe(msg); // leading 5
    expect(errorOf('phone', '0876543210')).toBe(msg);
    expect(errorOf('phone', '98765 43210')).toBe(msg);
    expect(errorOf('phone', '+919876543210')).toBe(msg);
    for (const ok of ['6000000000', '7123456789', '8123456789', '9999999999']) {
      expect(errorOf('phone', ok)).toBeUndefined();
    }
  });

  it('applies the password rule', () => {
    expect(errorOf('password', 'Gold@24')).toBe(PASSWORD_MESSAGE); // 7 characters
    expect(errorOf('password', 'Gold@202')).toBeUndefined(); // 8 characters
    expect(errorOf('password', 'gold@2024')).toBe(PASSWORD_MESSAGE); // no upper-case
    expect(errorOf('password', 'GOLD@2024')).toBe(PASSWORD_MESSAGE); // no lower-case
    expect(errorOf('password', 'Gold@gold')).toBe(PASSWORD_MESSAGE); // no digit
    expect(errorOf('password', 'Gold2024x')).toBe(PASSWORD_MESSAGE); // no special character
    expect(errorOf('password', 'Gold@2024#')).toBe(PASSWORD_MESSAGE); // # is not allowed
    expect(errorOf('password', 'Gold@20 24')).toBe(PASSWORD_MESSAGE); // space is not allowed
    for (const special of '@$!%*?&') {
      expect(errorOf('password', `Gold${special}2024`)).toBeUndefined();
    }
    expect(errorOf('password', `Aa1@${'x'.repeat(125)}`)).toBe(
      'Password must be at most 128 characters',
    );
  });

  it('takes an optional referral code of 3 to 50 characters with an @', () => {
    const msg = "Referral code must contain '@' and be between 3 to 50 characters";
    expect(errorOf('referralCode', undefined)).toBeUndefined();
    expect(errorOf('referralCode', '')).toBeUndefined();
    expect(errorOf('referralCode', '   ')).toBeUndefined();
    expect(ZSignUpRequest.parse({ ...valid, referralCode: '  ' }).referralCode).toBeUndefined();
    expect(errorOf('referralCode', 'a@')).toBe(msg); // 2
    expect(errorOf('referralCode', 'a@b')).toBeUndefined(); // 3
    const fifty = `${'a'.repeat(40)}@example.i`;
    expect(fifty).toHaveLength(50);
    expect(errorOf('referralCode', fifty)).toBeUndefined();
    expect(errorOf('referralCode', `${fifty}n`)).toBe(msg); // 51
    expect(errorOf('referralCode', 'ravi.example.in')).toBe(msg); // no @
  });

  it('refuses fields it does not know (role, sex, is_active)', () => {
    expect(ZSignUpRequest.safeParse({ ...valid, role: 'admin' }).success).toBe(false);
    expect(ZSignUpRequest.safeParse({ ...valid, isActive: true }).success).toBe(false);
  });
});

describe('sign-in, reset and profile schemas', () => {
  it('sign-in needs a login and a password', () => {
    const r = ZSignInRequest.safeParse({ login: ' ', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Email or phone number is required',
      'Password is required',
    ]);
    expect(ZSignInRequest.parse({ login: ' 9876543210 ', password: 'x' }).login).toBe('9876543210');
  });

  it('a new password at reset follows the sign-up rule', () => {
    const r = ZResetPasswordRequest.safeParse({ token: 't', password: 'weakpass' });
    expect(r.error?.issues[0]?.message).toBe(PASSWORD_MESSAGE);
  });

  it('the profile takes sex Male, Female or none, and no email', () => {
    const base = {
      firstName: 'Asha',
      lastName: 'Reddy',
      phone: '9876543210',
      address: 'Hyderabad',
      sex: 'Female',
    };
    expect(ZUpdateProfileRequest.parse(base).sex).toBe('Female');
    expect(ZUpdateProfileRequest.parse({ ...base, sex: '' }).sex).toBeNull();
    expect(
      ZUpdateProfileRequest.safeParse({ ...base, sex: 'Other' }).error?.issues[0]?.message,
    ).toBe('Please choose Male or Female');
    expect(ZUpdateProfileRequest.safeParse({ ...base, email: 'x@y.in' }).success).toBe(false);
  });
});
