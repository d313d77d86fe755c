/**
 * Where to go after sign-in: the `next` path the guard sent (a same-site path only, so a crafted
 * link cannot send the user to another site), else home.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (/^\/(signin|signup)(?:[/?#]|$)/i.test(next)) return '/';
  return next;
}
