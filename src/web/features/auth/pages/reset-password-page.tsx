import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZNewPassword } from '../../../../shared/api/fields';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/form-field';
import { applyFieldErrors, errorMessage, fieldErrors } from '../../../lib/errors';
import { useMessages } from '../../../lib/i18n';
import { useResetPassword } from '../api';
import { AuthShell } from '../components/auth-shell';
import { authMessages } from '../messages';
import type { SignInState } from './sign-in-page';
import { paths } from '../../../../shared/routes';

const ZResetForm = z.object({ password: ZNewPassword });

/** Sets a new password with the emailed link's token; success goes to /signin. */
export function ResetPasswordPage() {
  const m = useMessages(authMessages);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof ZResetForm>, unknown, z.output<typeof ZResetForm>>({
    resolver: zodResolver(ZResetForm),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  const askNew = (
    <Link to={paths.forgotPassword.href()} className="text-gold-700 font-semibold underline">
      {m.askNewLink}
    </Link>
  );

  if (!token) {
    return (
      <AuthShell title={m.resetTitle}>
        <Alert tone="error">{m.resetNoToken}</Alert>
        <p className="mt-5 text-sm">{askNew}</p>
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: ({ message }) => {
          const state: SignInState = { notice: message };
          navigate(paths.signIn.href(), { state, replace: true });
        },
        onError: (err) => applyFieldErrors(err, setError, ['password']),
      },
    ),
  );

  return (
    <AuthShell title={m.resetTitle} intro={m.resetIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {reset.isError && !fieldErrors(reset.error) && (
          <Alert tone="error">
            {errorMessage(reset.error)} {askNew}
          </Alert>
        )}
        <PasswordField
          label={m.newPassword}
          hint={m.passwordHint}
          toggleLabel={m.showPassword}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className="btn-dark w-full" disabled={reset.isPending}>
          {reset.isPending ? m.resetSaving : m.resetButton}
        </button>
      </form>
      <p className="border-ink/10 mt-6 border-t pt-5 text-center text-sm">
        <Link to={paths.signIn.href()} className="text-gold-700 font-semibold underline">
          {m.backToSignIn}
        </Link>
      </p>
    </AuthShell>
  );
}
