import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/errors';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/queries/session';
import { useVerifyEmail } from '../api';
import { AuthShell } from '../components/auth-shell';
import { authMessages } from '../messages';
import { paths } from '../../../../shared/routes';

/** Opens the emailed verification link: confirms the email once and says so. */
export function VerifyEmailPage() {
  const m = useMessages(authMessages);
  const token = useSearchParams()[0].get('token') ?? '';
  const { user } = useSession();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef(false);

  useEffect(() => {
    // once per visit, also under StrictMode's double effects
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const onward = user ? (
    <Link to={paths.dashboard.href()} className="btn-dark w-full sm:w-auto">
      {m.toDashboard}
    </Link>
  ) : (
    <Link to={paths.signIn.href()} className="btn-dark w-full sm:w-auto">
      {m.toSignIn}
    </Link>
  );

  return (
    <AuthShell title={m.verifyTitle}>
      <div className="space-y-6">
        {!token ? (
          <Alert tone="error">{m.verifyNoToken}</Alert>
        ) : verify.isSuccess ? (
          <Alert tone="success">{verify.data.message}</Alert>
        ) : verify.isError ? (
          <Alert tone="error">{errorMessage(verify.error)}</Alert>
        ) : (
          <p role="status" className="text-muted flex items-center gap-3">
            <span
              aria-hidden
              className="border-gold-300 border-t-gold-600 inline-block size-5 animate-spin rounded-full border-2"
            />
            {m.verifying}
          </p>
        )}
        {(!token || verify.isSuccess || verify.isError) && onward}
      </div>
    </AuthShell>
  );
}
