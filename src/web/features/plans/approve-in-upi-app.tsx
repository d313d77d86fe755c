import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { Alert } from '../../components/ui/alert';
import { UpiQr } from '../../components/upi-qr';
import { ApiError } from '../../lib/api-client';
import { useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { useAuthorize } from './api';
import { planMessages } from './messages';

/**
 * Step 3 by PhonePe's intent: on a phone, Open in UPI app (the link opens the UPI app); on a
 * desktop, Show QR code (the same link as a QR code the saver scans with a phone), then on to
 * StatusCheck, which follows the approval and says what to do in the UPI app. In the sandbox the
 * intent is a page, not an app: StatusCheck links to the sandbox's UPI app instead of leaving.
 */
export function ApproveInUpiApp({
  insertId,
  mode,
  disabled,
}: {
  insertId: string;
  mode: 'INTENT' | 'QR';
  disabled: boolean;
}) {
  const m = useMessages(planMessages);
  const openApp = useAuthorize(insertId);
  const navigate = useNavigate();
  const isLive = usePublicConfig()?.paymentsMode === 'live';
  const error =
    openApp.error instanceof ApiError && openApp.error.code !== 'NETWORK'
      ? openApp.error.message
      : m.gatewayError;
  return (
    <div className="card mt-4 space-y-3 p-5">
      <h2 className="text-sm font-semibold">{mode === 'QR' ? m.qrTitle : m.orQr}</h2>
      <p className="text-muted text-sm">{mode === 'QR' ? m.qrScanIntro : m.qrIntro}</p>
      {openApp.isError && <Alert tone="error">{error}</Alert>}
      {mode === 'QR' && openApp.data?.approveUrl ? (
        <>
          <UpiQr uri={openApp.data.approveUrl} label={m.qrTitle} loading={m.opening} />
          <Link
            className="btn-primary w-full text-center"
            to={paths.statusCheck.href({ transactionId: openApp.data.transactionId, insertId })}
          >
            {m.qrApproved}
          </Link>
        </>
      ) : (
        <button
          type="button"
          className="btn-outline w-full"
          disabled={openApp.isPending || disabled}
          onClick={() =>
            openApp.mutate(
              { method: mode },
              {
                onSuccess: (r) => {
                  if (mode !== 'INTENT') return;
                  navigate(paths.statusCheck.href({ transactionId: r.transactionId, insertId }));
                  if (isLive && r.approveUrl) window.location.assign(r.approveUrl);
                },
              },
            )
          }
        >
          {openApp.isPending ? m.opening : mode === 'QR' ? m.showQr : m.openInApp}
        </button>
      )}
    </div>
  );
}
