import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZSignInRequest } from '../../../../shared/api/auth';
import { Alert } from '../../../components/ui/alert';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { useSession } from '../../../lib/queries/session';
import { useSignIn } from '../api';
import { AuthShell, TermsNote } from '../components/auth-shell';
import { authMessages } from '../messages';
import { safeNext } from '../safe-next';
import { paths } from '../../../../shared/routes';

/** What other screens may hand to sign-in through navigation state. */
export type SignInState = { notice?: string; login?: string };

/** Sign in with email or phone (spec 2: Sign in); success goes to `next` or home. */
export function SignInPage() {
  const m = useMessages(authMessages);
  const config = usePublicConfig();
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as SignInState;
  const next = safeNext(params.get('next'));
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZSignInRequest>, unknown, z.output<typeof ZSignInRequest>>({
    resolver: zodResolver(ZSignInRequest),
    defaultValues: { login: state.login ?? '', password: '' },
  });

  // already signed in (or just signed in): on to where the user was going
  if (user && !signIn.isPending) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit((body) =>
    signIn.mutate(body, { onSuccess: () => navigate(next, { replace: true }) }),
  );
  const signUpHref = paths.signUp.href({ next: params.get('next') ? next : undefined });

  return (
    <AuthShell title={m.signInTitle} intro={m.signInIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {state.notice && !signIn.isError && <Alert tone="success">{state.notice}</Alert>}
        {signIn.isError && <Alert tone="error">{errorMessage(signIn.error)}</Alert>}
        <TextField
          label={m.login}
          hint={m.loginHint}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          error={errors.login?.message}
          {...register('login')}
        />
        <div>
          <PasswordField
            label={m.password}
            toggleLabel={m.showPassword}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <p className="mt-2 text-right">
            <Link
              to={paths.forgotPassword.href()}
              className="text-gold-700 inline-block py-1 text-sm font-medium underline"
            >
              {m.forgotLink}
            </Link>
          </p>
        </div>
        <button type="submit" className="btn-dark w-full" disabled={signIn.isPending}>
          {signIn.isPending ? m.signingIn : m.signInButton}
        </button>
        <TermsNote />
      </form>
      <p className="border-ink/10 text-muted mt-6 border-t pt-5 text-center text-sm">
        {fmt(m.noAccount, { brand: config?.brand ?? '' })}{' '}
        <Link to={signUpHref} className="text-gold-700 font-semibold underline">
          {m.createAccount}
        </Link>
      </p>
    </AuthShell>
  );
}
