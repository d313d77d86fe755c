import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery, type Piece } from '../../db/prepared';
import { accountTokens, sessions, users } from './tables';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

const userById = preparedQuery('accounts_user_by_id', (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

export const findUserById = async (db: DbOrTx, id: string) => {
  const [r] = await userById(db).execute({ id });
  return r;
};

/** The language of the user whose id another statement gives (null: none chosen, or no user). */
export const languagePiece: Piece<UserRow['language'], [SQLWrapper]> = {
  name: 'user_language',
  // qualified names: a select's fields are written without their table's name, and a piece
  // is read among them
  of: (userId) => sql`(select u.language from ${users} u where u.id = ${userId})`,
};

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [r] = await db.select().from(users).where(eq(users.email, email));
  return r;
};

export const findUserByReferralCode = async (db: DbOrTx, code: string) => {
  const [r] = await db.select().from(users).where(eq(users.referralCode, code));
  return r;
};

/** Gives a user without a referral code this one; false when it already has one. */
export const setReferralCodeIfNone = async (db: DbOrTx, userId: string, code: string) => {
  const rows = await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), isNull(users.referralCode)))
    .returning({ id: users.id });
  return rows.length > 0;
};

export const findUserByPhone = async (db: DbOrTx, phone: string) => {
  const [r] = await db.select().from(users).where(eq(users.phone, phone));
  return r;
};

export const insertUser = async (db: DbOrTx, u: typeof users.$inferInsert) => {
  const [r] = await db.insert(users).values(u).returning();
  return r!;
};

/**
 * Inserts unless an account with the same email, email skeleton or phone exists (any unique
 * index); answers the new row, or undefined when one existed.
 */
export const insertUserIfAbsent = async (db: DbOrTx, u: typeof users.$inferInsert) => {
  const [r] = await db.insert(users).values(u).onConflictDoNothing().returning();
  return r;
};

export const findUserByEmailSkeleton = async (db: DbOrTx, skeleton: string) => {
  const [r] = await db.select().from(users).where(eq(users.emailSkeleton, skeleton));
  return r;
};

/** Accounts older than users.email_skeleton, a batch at a time. */
export const findUsersWithoutSkeleton = (db: DbOrTx, limit: number) =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(isNull(users.emailSkeleton))
    .limit(limit);

/** Sets an account's skeleton unless another account has it; true when it was set. */
export const setSkeletonIfFree = async (db: DbOrTx, id: string, skeleton: string) => {
  const rows = await db
    .update(users)
    .set({ emailSkeleton: skeleton })
    .where(
      and(
        eq(users.id, id),
        sql`not exists (select 1 from ${users} u2 where u2.email_skeleton = ${skeleton})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
};

export const updateUser = async (
  db: DbOrTx,
  id: string,
  set: Partial<Omit<typeof users.$inferInsert, 'id' | 'email' | 'createdAt'>>,
) => {
  const [r] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  return r;
};

/** Sets the role unless it is already that; true when it changed (one writer wins a race). */
export const updateRoleIfDifferent = async (
  db: DbOrTx,
  id: string,
  role: UserRow['role'],
  at: Date,
) => {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: at })
    .where(and(eq(users.id, id), ne(users.role, role)))
    .returning({ id: users.id });
  return rows.length > 0;
};

export const findByRole = (db: DbOrTx, role: UserRow['role']) =>
  db.select().from(users).where(eq(users.role, role)).orderBy(users.email);

export const insertSession = (db: DbOrTx, s: typeof sessions.$inferInsert) =>
  db.insert(sessions).values(s);

const sessionUser = (db: DbOrTx, tokenHash: string | SQLWrapper, now: Date | SQLWrapper) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // a suspended account is signed out everywhere, whatever sessions it still has
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        isNull(users.suspendedAt),
      ),
    );

// every signed-in request asks this
const sessionUserPrepared = preparedQuery('accounts_session_user', (db, name) =>
  sessionUser(db, sql.placeholder('tokenHash'), sql.placeholder('now')).prepare(name),
);

export const findUserBySessionHash = async (db: DbOrTx, tokenHash: string, now: Date) => {
  const [r] = await sessionUserPrepared(db).execute({ tokenHash, now });
  return r?.user;
};

/** Records that the session was used at `at`. */
export const updateSessionSeen = (db: DbOrTx, tokenHash: string, at: Date) =>
  db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));

export const deleteSession = (db: DbOrTx, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

/** Ends every session of the user; returns when each ended one would have expired. */
export const deleteSessionsOfUser = (db: DbOrTx, userId: string) =>
  db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ expiresAt: sessions.expiresAt });

export const deleteExpiredSessions = (db: DbOrTx, now: Date) =>
  db.delete(sessions).where(lt(sessions.expiresAt, now));

export const insertToken = (db: DbOrTx, t: typeof accountTokens.$inferInsert) =>
  db.insert(accountTokens).values(t);

/**
 * Uses a token: marks it used if it is unused and unexpired, in one statement, so two requests
 * with the same link cannot both succeed. Returns the user id, or undefined.
 */
export const consumeToken = async (
  db: DbOrTx,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
) => {
  const [r] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return r?.userId;
};

export const findToken = async (db: DbOrTx, tokenHash: string, purpose: TokenPurpose) => {
  const [r] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)));
  return r;
};

/** When the user's newest token of this purpose was issued (for the mail cooldown). */
export const findLatestTokenTime = async (db: DbOrTx, userId: string, purpose: TokenPurpose) => {
  const [r] = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return r?.createdAt;
};

/** Retires the user's unused tokens of a purpose (except one), e.g. older reset links. */
export const retireTokens = (
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  exceptHash?: string,
) =>
  db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        exceptHash ? ne(accountTokens.tokenHash, exceptHash) : sql`true`,
      ),
    );

export const deleteExpiredTokens = (db: DbOrTx, now: Date) =>
  db.delete(accountTokens).where(lt(accountTokens.expiresAt, now));

/** Users whose referrer is this user, newest first, with the total. */
export const findReferredUsers = async (
  db: DbOrTx,
  referrerUserId: string,
  limit: number,
  offset: number,
) => {
  const where = eq(users.referrerUserId, referrerUserId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The accounts with these ids (those that exist), in one read. */
export const findUsersByIds = (db: DbOrTx, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(users).where(inArray(users.id, ids));

/** The number of registered users. */
export const countUsers = async (db: DbOrTx): Promise<number> => {
  const [r] = await db.select({ n: count() }).from(users);
  return r?.n ?? 0;
};

/** `%` and `_` in what the operator typed match themselves, not any text. */
const likeContaining = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts whose name, email or phone contains `q` (any case), newest first, one page, with the
 * total. No `q`: every account. A scan of users; the console's page size bounds what it returns.
 */
export const searchUsers = async (
  db: DbOrTx,
  q: string | undefined,
  limit: number,
  offset: number,
) => {
  const pattern = q ? likeContaining(q) : undefined;
  const where = pattern
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The user's sessions that have not expired, newest first (at most `limit`). */
export const findLiveSessionsOfUser = (db: DbOrTx, userId: string, now: Date, limit: number) =>
  db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
