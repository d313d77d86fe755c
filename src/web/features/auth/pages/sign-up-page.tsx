import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ZSignUpRequest } from '../../../../shared/api/auth';
import { Alert } from '../../../components/ui/alert';
import { PasswordField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { applyFieldErrors, errorMessage, fieldErrors } from '../../../lib/errors';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../../../lib/queries/session';
import { useSignUp } from '../api';
import { AuthShell, TermsNote } from '../components/auth-shell';
import { authMessages } from '../messages';
import { safeNext } from '../safe-next';
import type { SignInState } from './sign-in-page';
import { paths } from '../../../../shared/routes';

type Input = z.input<typeof ZSignUpRequest>;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'address',
  'referralCode',
] as const;

/**
 * Sign up (spec 5): the button stays disabled until every field is valid; success goes to /signin
 * with the server's "Check your email to continue" message.
 */
export function SignUpPage() {
  const m = useMessages(authMessages);
  const { user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<Input, unknown, z.output<typeof ZSignUpRequest>>({
    resolver: zodResolver(ZSignUpRequest),
    mode: 'onChange',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      address: '',
      // a friend's sign-up link (/signup?ref=<code>) fills the referral code in
      referralCode: params.get('ref')?.slice(0, 50) ?? '',
    },
  });

  if (user) return <Navigate to={paths.home.href()} replace />;

  const onSubmit = handleSubmit((body) =>
    signUp.mutate(body, {
      // the same answer for every address (it tells nobody whether one has an account): what
      // happened is in the mail to that address
      onSuccess: ({ message }) => {
        const next = params.get('next');
        const state: SignInState = { notice: message, login: body.email };
        navigate(paths.signIn.href({ next: next ? safeNext(next) : undefined }), {
          state,
        });
      },
      onError: (err) => applyFieldErrors(err, setError, FIELDS),
    }),
  );

  return (
    <AuthShell title={m.signUpTitle} intro={m.signUpIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {signUp.isError && !fieldErrors(signUp.error) && (
          <Alert tone="error">{errorMessage(signUp.error, m.signUpFailed)}</Alert>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={m.firstName}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={m.lastName}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={m.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={m.phone}
          hint={m.phoneHint}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <PasswordField
          label={m.password}
          hint={m.passwordHint}
          toggleLabel={m.showPassword}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextAreaField
          label={m.address}
          autoComplete="street-address"
          rows={2}
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label={m.referralCode}
          hint={m.referralHint}
          type="email"
          autoCapitalize="none"
          error={errors.referralCode?.message}
          {...register('referralCode')}
        />
        <div>
          <button
            type="submit"
            className="btn-dark w-full"
            disabled={!isValid || signUp.isPending}
            aria-describedby={isValid ? undefined : 'signup-fill-all'}
          >
            {signUp.isPending ? m.signingUp : m.signUpButton}
          </button>
          {!isValid && (
            <p id="signup-fill-all" className="text-muted mt-2 text-center text-xs">
              {m.fillAll}
            </p>
          )}
        </div>
        <TermsNote />
      </form>
      <p className="border-ink/10 text-muted mt-6 border-t pt-5 text-center text-sm">
        {m.haveAccount}{' '}
        <Link to={paths.signIn.href()} className="text-gold-700 font-semibold underline">
          {m.signInLink}
        </Link>
      </p>
    </AuthShell>
  );
}
