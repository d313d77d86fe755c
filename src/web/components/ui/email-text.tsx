/**
 * An email address as text: when it cannot fit one line it breaks before its '@' first (the name
 * on one line, the domain on the next), never after a lone letter of it. Its parent keeps
 * `overflow-wrap: anywhere` for a part longer than a line.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
