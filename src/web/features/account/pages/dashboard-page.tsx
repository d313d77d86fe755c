import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { ReceiptIcon } from '../../../components/ui/feature-icons';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons';
import { Alert } from '../../../components/ui/alert';
import { EmailText } from '../../../components/ui/email-text';
import { errorMessage } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/queries/config';
import { useSession, useSignOut } from '../../../lib/queries/session';
import { island } from '../../../lib/island';
import { useResendVerification } from '../api';
import {
  AlertIcon,
  BugIcon,
  ChatIcon,
  EditIcon,
  LogoutIcon,
  VerifiedIcon,
} from '../components/icons';
import { accountMessages } from '../messages';
import { paths } from '../../../../shared/routes';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

// below the first screen of a phone: fetched when it comes near (../../../lib/island.tsx)
const ShareReferral = island(() =>
  import('../../../components/share-referral').then((m) => m.ShareReferral),
);

/** The account home (spec 2: Dashboard): greeting, verification badge, details and links. */
/**
 * `goal`, `plans`: the saver's goal coin and gold plans, composed in by the app (sections of other
 * features and shared components).
 */
export function DashboardPage({ goal, plans }: { goal?: ReactNode; plans?: ReactNode }) {
  const m = useMessages(accountMessages);
  const config = usePublicConfig();
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const resend = useResendVerification();
  if (!user) return null; // the guard in the layout sends signed-out visitors to /signin

  const onLogout = () =>
    signOut.mutate(undefined, { onSettled: () => navigate(paths.signIn.href()) });

  const links: { to: string; label: string; text: string; Icon: Icon }[] = [
    {
      to: paths.paymentHistory.href(),
      label: m.paymentHistory,
      text: m.paymentHistoryText,
      Icon: ReceiptIcon,
    },
    { to: paths.profileEdit.href(), label: m.editProfile, text: m.editProfileText, Icon: EditIcon },
    { to: paths.contact.href(), label: m.contactUs, text: m.contactUsText, Icon: ChatIcon },
    { to: paths.contact.href(), label: m.reportBug, text: m.reportBugText, Icon: BugIcon },
  ];
  const details: { label: string; value: ReactNode; Icon: Icon }[] = [
    { label: m.email, value: <EmailText email={user.email} />, Icon: MailIcon },
    { label: m.phone, value: user.phone, Icon: PhoneIcon },
    { label: m.address, value: user.address, Icon: MapPinIcon },
  ];

  return (
    <section className="page">
      <div className="bg-ink text-gold-50 rounded-card relative overflow-hidden p-6 md:p-10">
        <div
          aria-hidden
          className="bg-gold-500/15 pointer-events-none absolute -top-20 -right-16 size-64 rounded-full"
        />
        <div className="relative flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="font-display text-gold-300 text-3xl font-bold md:text-4xl">
              {fmt(m.greeting, { name: user.firstName })}
            </h1>
            <p className="text-gold-50/80 mt-1">
              {fmt(m.greetingSub, { brand: config?.brand ?? '' })}
            </p>
          </div>
          <p className="flex items-center gap-2 text-sm">
            <span className="sr-only">{m.emailStatus}: </span>
            {user.isActive ? (
              <span className="bg-success inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-bold tracking-wider text-white">
                <VerifiedIcon width={16} height={16} />
                {m.verified}
              </span>
            ) : (
              <span className="bg-danger inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-bold tracking-wider text-white">
                <AlertIcon width={16} height={16} />
                {m.notVerified}
              </span>
            )}
          </p>
        </div>
      </div>

      {!user.isActive && (
        <div className="card border-gold-500/40 mt-4 border p-4 md:p-5">
          <p className="text-sm leading-relaxed">{fmt(m.verifyPrompt, { email: user.email })}</p>
          <button
            type="button"
            className="btn-primary mt-3"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? m.resending : m.resend}
          </button>
          {resend.isSuccess && (
            <Alert tone="success" className="mt-3">
              {resend.data.message}
            </Alert>
          )}
          {resend.isError && (
            <Alert tone="error" className="mt-3">
              {errorMessage(resend.error)}
            </Alert>
          )}
        </div>
      )}

      {goal}

      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_3fr]">
        {/* min-w-0: a long email wraps inside its column instead of widening the page */}
        <div className="flex min-w-0 flex-col gap-6">
          <div className="card p-5 md:p-6">
            <h2 className="text-lg font-semibold">{m.details}</h2>
            <dl className="mt-4 space-y-4">
              {details.map(({ label, value, Icon }) => (
                <div key={label} className="relative min-h-10 pl-13">
                  <dt className="text-muted text-xs font-medium tracking-wide uppercase">
                    <span className="bg-gold-50 text-gold-700 absolute top-0 left-0 inline-flex size-10 items-center justify-center rounded-full">
                      <Icon width={20} height={20} />
                    </span>
                    {label}
                  </dt>
                  <dd className="[overflow-wrap:anywhere]">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {user.referralCode && <ShareReferral code={user.referralCode} showReferralsLink />}
        </div>

        <nav aria-label={m.quickLinks}>
          <h2 className="sr-only">{m.quickLinks}</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {links.map(({ to, label, text, Icon }) => (
              <li key={label}>
                <Link
                  to={to}
                  className="card hover:ring-gold-500 flex min-h-20 items-center gap-4 p-4 transition hover:ring-2"
                >
                  <span className="bg-ink text-gold-300 inline-flex size-11 shrink-0 items-center justify-center rounded-xl">
                    <Icon />
                  </span>
                  <span>
                    <span className="block font-semibold">{label}</span>
                    <span className="text-muted block text-sm">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
            <li className="sm:col-span-2">
              <button
                type="button"
                className="btn-outline w-full"
                onClick={onLogout}
                disabled={signOut.isPending}
              >
                <LogoutIcon width={20} height={20} />
                {m.logout}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      {plans}
    </section>
  );
}
