import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../shared/locales';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** lower-cased */
    email: text('email').notNull(),
    /**
     * the email's confusable skeleton (Unicode TR39: а and a, 0 and O alike), unique so that no
     * address registers beside a look-alike of another's, even at the same instant; null only for
     * an account older than the column whose skeleton another account already had
     */
    emailSkeleton: text('email_skeleton'),
    /** 10 digits, starting 6-9 */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    sex: text('sex', { enum: ['Male', 'Female'] }),
    address: text('address').notNull(),
    /**
     * the user's personal referral code ('asha4821@gs', decisions.md: Referrals); codes given
     * before were emails, and an email still names its account as a code
     */
    referralCode: text('referral_code'),
    /** the referral code given at sign-up (the referrer's code or email); permanent */
    referralSignup: text('referral_signup'),
    referrerUserId: text('referrer_user_id'),
    /** email confirmed through the link sent at sign-up (spec: is_active = 1) */
    isActive: boolean('is_active').notNull().default(false),
    /**
     * set while the operator has suspended the account (the terms allow it): it cannot sign in,
     * its sessions are ended and it buys nothing; its gold and balances stay its own
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * the language the member chose (issue 30: 'en', 'te', 'hi'); null until they choose one,
     * when pages follow the browser's cookie or Accept-Language
     */
    language: text('language', { enum: LOCALES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_email_skeleton_key').on(t.emailSkeleton),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referrer_idx').on(t.referrerUserId),
  ],
);

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    /** when the browser last used the session (kept to within SESSION_SEEN_EVERY_MS; accounts/sessions.ts) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use tokens of emailed links (email verification, password reset). The link carries a
 * random token; the table keeps only its SHA-256, so a database leak opens no account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'password-reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set when the link was used (or replaced by a newer one); a used token never works again */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
  ],
);
