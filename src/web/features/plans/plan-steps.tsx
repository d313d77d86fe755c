import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { plansApi, UPI_ID_MESSAGE, ZUpiId } from '../../../shared/api/plans';
import { formatRupees } from '../../../shared/money/format';
import { paths, planPaths, type PlanFrequency } from '../../../shared/routes';
import { Alert } from '../../components/ui/alert';
import { BackHomeBar } from '../../components/ui/back-home-bar';
import { TrustFacts } from '../../components/ui/trust-facts';
import { ApiError, apiCall, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { useFormMessage } from '../../lib/form-checks';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { useSession } from '../../lib/queries/session';
import { useAuthorize, useCreatePlan, useVerifyUpi } from './api';
import { planMessages } from './messages';
import { ApproveInUpiApp } from './approve-in-upi-app';
import { setupDeviceOf, setupModesFor } from '../../../shared/rules/autopay-setup';

type M = (typeof planMessages)['en'];
const FREQ = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY' } as const;
const newKey = () => crypto.randomUUID().replace(/-/g, '');
const rupees = (paise: number) => formatRupees(paise, { decimals: paise % 100 ? 2 : 0 });
const titleOf = (m: M, f: PlanFrequency) =>
  f === 'daily' ? m.titleDaily : f === 'weekly' ? m.titleWeekly : m.titleMonthly;
const perOf = (m: M, f: PlanFrequency) =>
  f === 'daily' ? m.perDaily : f === 'weekly' ? m.perWeekly : m.perMonthly;
const messageOf = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.code !== 'NETWORK' ? err.message : fallback;

/**
 * Spec 8, Verify UPI: a call that never reached the server says so ('An error occurred while
 * verifying UPI...'); an answer with the server's message shows it; an answer without one (an
 * empty or unreadable error body) is 'Something went wrong. Please try again.'
 */
export const verifyErrorText = (err: unknown, thrown: string, failed: string) => {
  if (!(err instanceof ApiError) || err.status === 0) return thrown;
  return err.code === 'NETWORK' || err.message === NETWORK_ERROR_MESSAGE ? failed : err.message;
};

function StepFrame({
  title,
  step,
  intro,
  children,
}: {
  title: string;
  step: number;
  intro?: string;
  children: ReactNode;
}) {
  const m = useMessages(planMessages);
  return (
    <section className="page max-w-xl pb-28">
      <p className="text-gold-800 text-xs font-semibold tracking-wide uppercase">
        {fmt(m.step, { n: step })}
      </p>
      <h1 className="page-title">{title}</h1>
      {intro && <p className="text-muted mt-1">{intro}</p>}
      {children}
      <BackHomeBar backLabel={m.back} homeLabel={m.home} />
    </section>
  );
}

function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field-input bg-cream-deep" value={value} readOnly />
    </div>
  );
}

/** The plan as the server knows it (its amount and gateway id), for the steps' read-only fields. */
function useOwnPlan(insertId: string) {
  return useQuery({
    queryKey: ['plans', insertId],
    queryFn: () => apiCall(plansApi.get, { params: { insertId } }),
    enabled: Boolean(insertId),
  });
}

/** Step 1, /MarketPlace/gold-buying-{daily|weekly|monthly}: a preset amount, then Proceed. */
export function PlanPage({ frequency }: { frequency: PlanFrequency }) {
  const m = useMessages(planMessages);
  const config = usePublicConfig();
  const { user } = useSession();
  const create = useCreatePlan();
  const [amountPaise, setAmountPaise] = useState<number | null>(null);
  const [key, setKey] = useState(newKey);
  const presets = config
    ? config.plans[
        frequency === 'daily'
          ? 'dailyPaise'
          : frequency === 'weekly'
            ? 'weeklyPaise'
            : 'monthlyPaise'
      ]
    : [];
  const ok = create.data;

  return (
    <StepFrame
      title={titleOf(m, frequency)}
      step={1}
      intro={
        frequency === 'daily'
          ? m.introDaily
          : frequency === 'weekly'
            ? m.introWeekly
            : m.introMonthly
      }
    >
      <form
        className="card mt-5 space-y-4 p-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (amountPaise === null) return;
          create.mutate(
            { frequency: FREQ[frequency], amountPaise, idempotencyKey: key },
            { onError: () => setKey(newKey()) },
          );
        }}
      >
        <fieldset>
          <legend className="field-label">{m.chooseAmount}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {presets.map((p) => (
              <button
                key={p}
                type="button"
                className={amountPaise === p ? 'btn-primary' : 'btn-outline'}
                aria-pressed={amountPaise === p}
                disabled={Boolean(ok)}
                onClick={() => {
                  setAmountPaise(p);
                  create.reset();
                }}
              >
                {rupees(p)}
              </button>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="plan-amount" className="field-label">
            {m.amountLabel}
          </label>
          <input
            id="plan-amount"
            className="field-input bg-cream-deep"
            readOnly
            placeholder={m.amountPlaceholder}
            value={amountPaise === null ? '' : formatRupees(amountPaise, { symbol: '' })}
          />
        </div>
        <ReadOnly id="plan-phone" label={m.phoneLabel} value={user?.phone ?? ''} />
        <ReadOnly id="plan-email" label={m.emailLabel} value={user?.email ?? ''} />
        <p className="text-muted text-xs leading-relaxed">{m.termsNote}</p>
        {create.isError && (
          <Alert tone="error">
            <strong>{m.errorTitle}: </strong>
            {messageOf(create.error, m.anError)}
          </Alert>
        )}
        {ok ? (
          <>
            <Alert tone="success">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3">
                <dt className="font-semibold">{m.status}</dt>
                <dd>{ok.status}</dd>
                <dt className="font-semibold">{m.message}</dt>
                <dd>{ok.message}</dd>
                <dt className="font-semibold">{m.insertId}</dt>
                <dd className="break-all">{ok.insert_id}</dd>
              </dl>
            </Alert>
            <Link
              className="btn-primary w-full text-base"
              to={planPaths[frequency].verifyUpi.href({
                insert_id: ok.insert_id,
                subscriptionId: ok.subscriptionId,
                phonenumber: user?.phone,
                emailaddress: user?.email,
                amount: amountPaise !== null ? amountPaise / 100 : undefined,
              })}
            >
              {m.continueVerify}
            </Link>
          </>
        ) : (
          <button
            type="submit"
            className="btn-primary w-full text-base"
            disabled={amountPaise === null || create.isPending}
          >
            {create.isPending ? m.creating : m.proceed}
          </button>
        )}
      </form>
      <TrustFacts autopay className="mt-4" />
    </StepFrame>
  );
}

function PlanSummary({ insertId, frequency }: { insertId: string; frequency: PlanFrequency }) {
  const m = useMessages(planMessages);
  const plan = useOwnPlan(insertId).data?.plan;
  if (!plan) return null;
  return (
    <p className="text-muted mt-1 text-sm">
      {fmt(m.planSummary, { amount: rupees(plan.amountPaise), per: perOf(m, frequency) })}
    </p>
  );
}

/** A step opened without its plan (no insert_id in the address). */
function MissingPlan({ title, step }: { title: string; step: number }) {
  const m = useMessages(planMessages);
  return (
    <StepFrame title={title} step={step}>
      <Alert tone="error" className="mt-5">
        {m.missingPlan}
      </Alert>
    </StepFrame>
  );
}

/** The UPI ID of steps 2 and 3, checked in the browser by the same rule as the server's. */
function UpiIdField({
  id,
  placeholder,
  value,
  onChange,
  onBlur,
  isInvalid,
}: {
  id: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  isInvalid: boolean;
}) {
  const m = useMessages(planMessages);
  const say = useFormMessage();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {m.upiLabel}
      </label>
      <input
        id={id}
        className="field-input"
        autoComplete="off"
        autoCapitalize="none"
        inputMode="email"
        placeholder={placeholder}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={isInvalid}
        aria-describedby={`${id}-error`}
      />
      {isInvalid && (
        <p id={`${id}-error`} className="field-error">
          {say(UPI_ID_MESSAGE)}
        </p>
      )}
    </div>
  );
}

/** Step 2, /MarketPlace/{Freq}/verifyupi: the UPI ID checked in the browser, then by the gateway. */
export function VerifyUpiPage({ frequency }: { frequency: PlanFrequency }) {
  const m = useMessages(planMessages);
  const [params] = useSearchParams();
  const insertId = params.get('insert_id') ?? '';
  const verify = useVerifyUpi(insertId);
  const plan = useOwnPlan(insertId).data?.plan;
  const [upi, setUpi] = useState('');
  const [touched, setTouched] = useState(false);
  const valid = ZUpiId.safeParse(upi).success;

  if (!insertId) return <MissingPlan title={m.verifyTitle} step={2} />;

  return (
    <StepFrame title={m.verifyTitle} step={2} intro={m.verifyIntro}>
      <PlanSummary insertId={insertId} frequency={frequency} />
      <form
        className="card mt-5 space-y-4 p-5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (valid) verify.mutate(upi.trim());
        }}
      >
        <UpiIdField
          id="upi"
          placeholder={m.upiPlaceholder}
          value={upi}
          onChange={(v) => {
            setUpi(v);
            verify.reset();
          }}
          onBlur={() => setTouched(true)}
          isInvalid={touched && !valid}
        />
        {verify.isError && (
          <Alert tone="error">
            {verifyErrorText(verify.error, m.verifyThrown, m.verifyFailed)}
          </Alert>
        )}
        {verify.data ? (
          <>
            <Alert tone="success">
              {fmt(m.verified, {
                // the API's next_step names a route; a person reads the step's own title
                next_step: verify.data.next_step === 'submit-auth-req' ? m.authTitle : m.nextStep,
              })}
              {verify.data.name && (
                <span className="block">{fmt(m.verifiedName, { name: verify.data.name })}</span>
              )}
            </Alert>
            <Link
              className="btn-primary w-full text-base"
              to={planPaths[frequency].submit.href({
                insert_id: insertId,
                amount: plan ? plan.amountPaise / 100 : undefined,
                upi: upi.trim(),
                subscriptionId: plan?.subscriptionId ?? params.get('subscriptionId') ?? undefined,
              })}
            >
              {m.continueAuth}
            </Link>
          </>
        ) : (
          <button
            type="submit"
            className="btn-primary w-full text-base"
            disabled={verify.isPending || !upi.trim()}
          >
            {verify.isPending ? m.verifying : m.verify}
          </button>
        )}
      </form>
    </StepFrame>
  );
}

/**
 * Step 3, /MarketPlace/{Freq}/submit-auth-req: the mandate request to the UPI ID, or opened in a UPI
 * app on this phone. Daily goes on to StatusCheck; weekly and monthly back to the MarketPlace.
 */
export function SubmitAuthPage({ frequency }: { frequency: PlanFrequency }) {
  const m = useMessages(planMessages);
  const config = usePublicConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const insertId = params.get('insert_id') ?? '';
  const plan = useOwnPlan(insertId).data?.plan;
  const authorize = useAuthorize(insertId);
  const [upi, setUpi] = useState(params.get('upi') ?? '');
  const [touched, setTouched] = useState(false);
  const valid = ZUpiId.safeParse(upi).success;
  const redirectMs = config?.timings.planPostAuthRedirectMs ?? 3000;
  const [left, setLeft] = useState<number | null>(null);
  // PhonePe's two set-up modes: the intent (opened on this phone, or a QR code on a desktop) and,
  // while configured, the collect request to a UPI ID
  const device = setupDeviceOf(typeof navigator === 'undefined' ? undefined : navigator.userAgent);
  const modes = setupModesFor(device, config?.plans.setupModes ?? ['INTENT', 'QR', 'COLLECT']);
  const intentMode = modes.includes('QR') ? 'QR' : modes.includes('INTENT') ? 'INTENT' : null;
  const collect = modes.includes('COLLECT');

  // weekly and monthly return to the MarketPlace after the configured pause (spec 4, 9)
  const isReturning = left !== null;
  useEffect(() => {
    if (!isReturning) return;
    const tick = setInterval(() => setLeft((v) => (v === null ? v : Math.max(0, v - 1))), 1000);
    // the MarketPlace then asks for the goal this plan saves towards (issue 25)
    const go = setTimeout(
      () => navigate(paths.marketplace.href(), { state: { goalPrompt: true } }),
      redirectMs,
    );
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [isReturning, navigate, redirectMs]);

  if (!insertId) return <MissingPlan title={m.authTitle} step={3} />;

  const send = () =>
    authorize.mutate(
      { method: 'COLLECT', upi: upi.trim() },
      {
        onSuccess: (r) => {
          if (frequency === 'daily')
            navigate(paths.statusCheck.href({ transactionId: r.transactionId, insertId }));
          else setLeft(Math.ceil(redirectMs / 1000));
        },
      },
    );

  return (
    <StepFrame title={m.authTitle} step={3}>
      {collect && (
        <form
          className="card mt-5 space-y-4 p-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (valid) send();
          }}
        >
          <ReadOnly
            id="subscription-id"
            label={m.subscriptionIdLabel}
            value={plan?.subscriptionId ?? params.get('subscriptionId') ?? ''}
          />
          <ReadOnly
            id="auth-amount"
            label={m.amountLabel}
            value={plan ? formatRupees(plan.amountPaise, { symbol: '' }) : ''}
          />
          <UpiIdField
            id="auth-upi"
            value={upi}
            onChange={setUpi}
            onBlur={() => setTouched(true)}
            isInvalid={touched && !valid}
          />
          {authorize.isError && (
            <Alert tone="error">
              {authorize.error instanceof ApiError && authorize.error.code !== 'PAYMENT_GATEWAY'
                ? authorize.error.code === 'NETWORK'
                  ? m.gatewayError
                  : authorize.error.message
                : m.gatewayError}
            </Alert>
          )}
          {authorize.data && (
            <Alert tone="success">
              {m.authSuccess}
              {left !== null && <span className="block">{fmt(m.redirecting, { s: left })}</span>}
            </Alert>
          )}
          <button
            type="submit"
            className="btn-primary w-full text-base"
            disabled={authorize.isPending || Boolean(authorize.data) || !upi.trim()}
          >
            {authorize.isPending ? m.sending : m.send}
          </button>
        </form>
      )}
      {intentMode && (
        <ApproveInUpiApp insertId={insertId} mode={intentMode} disabled={Boolean(authorize.data)} />
      )}
    </StepFrame>
  );
}

export const DailyPlanPage = () => <PlanPage frequency="daily" />;
export const WeeklyPlanPage = () => <PlanPage frequency="weekly" />;
export const MonthlyPlanPage = () => <PlanPage frequency="monthly" />;
export const DailyVerifyUpiPage = () => <VerifyUpiPage frequency="daily" />;
export const WeeklyVerifyUpiPage = () => <VerifyUpiPage frequency="weekly" />;
export const MonthlyVerifyUpiPage = () => <VerifyUpiPage frequency="monthly" />;
export const DailySubmitAuthPage = () => <SubmitAuthPage frequency="daily" />;
export const WeeklySubmitAuthPage = () => <SubmitAuthPage frequency="weekly" />;
export const MonthlySubmitAuthPage = () => <SubmitAuthPage frequency="monthly" />;
