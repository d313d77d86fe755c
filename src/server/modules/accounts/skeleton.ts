import unhomoglyph from 'unhomoglyph';

/**
 * The confusable skeleton of an email (Unicode TR39 section 4): NFD, each character replaced by
 * its prototype from the Unicode confusables data (unhomoglyph ships that table, and nothing
 * else), NFD again. Two addresses a reader cannot tell apart (Cyrillic "а" and Latin "a", "0" and
 * "O", "rn" and "m") share one skeleton. It is for comparing (users.email_skeleton, unique), never
 * for showing or sending.
 */
export const emailSkeleton = (email: string) =>
  unhomoglyph(email.normalize('NFD')).normalize('NFD');
