import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ZForgotPasswordRequest } from '../../../../shared/api/auth';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/errors';
import { useMessages } from '../../../lib/i18n';
import { useForgotPassword } from '../api';
import { AuthShell } from '../components/auth-shell';
import { authMessages } from '../messages';
import type { SignInState } from './sign-in-page';
import { paths } from '../../../../shared/routes';

/** Asks for a reset link (decisions.md: Identity and sessions); success goes to /signin. */
export function ForgotPasswordPage() {
  const m = useMessages(authMessages);
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<
    z.input<typeof ZForgotPasswordRequest>,
    unknown,
    z.output<typeof ZForgotPasswordRequest>
  >({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((body) =>
    forgot.mutate(body, {
      onSuccess: ({ message }) => {
        const state: SignInState = { notice: message, login: body.email };
        navigate(paths.signIn.href(), { state });
      },
    }),
  );

  return (
    <AuthShell title={m.forgotTitle} intro={m.forgotIntro}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {forgot.isError && <Alert tone="error">{errorMessage(forgot.error, m.forgotFailed)}</Alert>}
        <TextField
          label={m.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          error={errors.email?.message}
          {...register('email')}
        />
        <button type="submit" className="btn-dark w-full" disabled={forgot.isPending}>
          {forgot.isPending ? m.forgotSending : m.forgotButton}
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
