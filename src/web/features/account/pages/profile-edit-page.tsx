import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ZUpdateProfileRequest } from '../../../../shared/api/users';
import { Alert } from '../../../components/ui/alert';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { applyFieldErrors, errorMessage, fieldErrors } from '../../../lib/errors';
import { useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { useSession } from '../../../lib/queries/session';
import { useUpdateProfile } from '../api';
import { accountMessages } from '../messages';
import { paths } from '../../../../shared/routes';

type Input = z.input<typeof ZUpdateProfileRequest>;
const FIELDS = ['firstName', 'lastName', 'phone', 'sex', 'address', 'referralCode'] as const;
/** spec 4: profile update success goes to the dashboard after 1.5 s (config timings) */
const DEFAULT_REDIRECT_MS = 1500;

/** Edit profile (spec 2): email read-only; the change shows at once everywhere. */
export function ProfileEditPage() {
  const m = useMessages(accountMessages);
  const config = usePublicConfig();
  const { user } = useSession();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, z.output<typeof ZUpdateProfileRequest>>({
    resolver: zodResolver(ZUpdateProfileRequest),
    mode: 'onTouched',
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      phone: user?.phone ?? '',
      sex: user?.sex ?? '',
      address: user?.address ?? '',
      referralCode: user?.referralSignup ?? '',
    },
  });

  const redirectMs = config?.timings.profileSavedRedirectMs ?? DEFAULT_REDIRECT_MS;
  const isSaved = update.isSuccess;
  useEffect(() => {
    if (!isSaved) return;
    const t = setTimeout(() => navigate(paths.dashboard.href()), redirectMs);
    return () => clearTimeout(t);
  }, [isSaved, navigate, redirectMs]);

  if (!user) return null; // the guard in the layout sends signed-out visitors to /signin

  const onSubmit = handleSubmit((body) =>
    update.mutate(body, { onError: (err) => applyFieldErrors(err, setError, FIELDS) }),
  );
  const isReferralLocked = Boolean(user.referralSignup);

  return (
    <section className="page">
      <div className="mx-auto max-w-2xl">
        <h1 className="page-title">{m.profileTitle}</h1>
        <p className="text-muted mt-2">{m.profileIntro}</p>
        <form noValidate onSubmit={onSubmit} className="card mt-6 space-y-5 p-5 md:p-8">
          {isSaved && <Alert tone="success">{update.data.message}</Alert>}
          {update.isError && !fieldErrors(update.error) && (
            <Alert tone="error">{errorMessage(update.error, m.profileFailed)}</Alert>
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
            value={user.email}
            readOnly
            hint={m.emailReadOnly}
          />
          <div className="grid gap-5 sm:grid-cols-2">
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
            <SelectField label={m.sex} error={errors.sex?.message} {...register('sex')}>
              <option value="">{m.sexChoose}</option>
              <option value="Male">{m.male}</option>
              <option value="Female">{m.female}</option>
            </SelectField>
          </div>
          <TextAreaField
            label={m.address}
            autoComplete="street-address"
            rows={3}
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField
            label={m.referralCode}
            hint={isReferralLocked ? m.referralLocked : m.referralHint}
            type="email"
            autoCapitalize="none"
            readOnly={isReferralLocked}
            error={errors.referralCode?.message}
            {...register('referralCode')}
          />
          {/* spec 2's note, true of this app: the session is the server's, read afresh */}
          <p className="text-muted text-sm">{m.updateNote}</p>
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <Link to={paths.dashboard.href()} className="btn-outline">
              {m.cancel}
            </Link>
            <button type="submit" className="btn-dark" disabled={update.isPending || isSaved}>
              {update.isPending ? m.saving : m.save}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
