/**
 * How a saver approves a UPI Autopay mandate (step 3), one rule for the plan pages and the server.
 * PhonePe documents two set-up modes: UPI_INTENT (a link that opens a UPI app; it needs the
 * phone's OS, `deviceContext.deviceOS`) and UPI_COLLECT (a request sent to a UPI ID). On a desktop
 * the same intent is shown as a QR code the saver scans with a phone. NPCI withdrew collect for new
 * AutoPay registrations from 28 Feb 2026 (exemptions aside), so collect is offered only while the
 * configuration keeps it on.
 *
 * - INTENT: "Open in a UPI app", on a phone
 * - QR: the intent as a QR code, on a desktop
 * - COLLECT: a request to the UPI ID the saver typed
 */
export const SETUP_MODES = ['INTENT', 'QR', 'COLLECT'] as const;
export type SetupMode = (typeof SETUP_MODES)[number];

/** What the page runs on: a phone (and its OS, which PhonePe's intent needs) or a desktop. */
export type SetupDevice = 'ANDROID' | 'IOS' | 'DESKTOP';

/** The device from a browser's User-Agent (a tablet counts as the phone OS it runs). */
export function setupDeviceOf(userAgent: string | undefined): SetupDevice {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'ANDROID';
  if (/iphone|ipad|ipod/i.test(ua)) return 'IOS';
  return 'DESKTOP';
}

/**
 * The modes configured, from a comma-separated list such as "intent,qr,collect" (case and spaces
 * ignored). Throws on a word that is no mode, or on a list with neither INTENT nor QR: the intent
 * is PhonePe's main set-up, and collect alone would leave no way once the gateway refuses it.
 */
export function parseSetupModes(value: string): SetupMode[] {
  const words = value
    .split(',')
    .map((w) => w.trim().toUpperCase())
    .filter(Boolean);
  const modes: SetupMode[] = [];
  for (const w of words) {
    if (!(SETUP_MODES as readonly string[]).includes(w)) {
      throw new RangeError(`not a set-up mode: ${w} (use ${SETUP_MODES.join(', ')})`);
    }
    if (!modes.includes(w as SetupMode)) modes.push(w as SetupMode);
  }
  if (!modes.includes('INTENT') && !modes.includes('QR')) {
    throw new RangeError('the set-up modes need INTENT or QR');
  }
  return modes;
}

/**
 * The modes a saver is offered on this device, the first one leading: on a phone the intent (a QR
 * cannot be scanned by the phone showing it), on a desktop the QR (no UPI app to open there);
 * collect after either when configured.
 */
export function setupModesFor(device: SetupDevice, configured: readonly SetupMode[]): SetupMode[] {
  const main: SetupMode = device === 'DESKTOP' ? 'QR' : 'INTENT';
  return [main, 'COLLECT' as const].filter((m) => configured.includes(m));
}

/** What the gateway is asked for: both INTENT and QR are PhonePe's UPI_INTENT, with an OS. */
export type SetupInstrument =
  { type: 'UPI_INTENT'; deviceOS: 'ANDROID' | 'IOS' } | { type: 'UPI_COLLECT'; vpa: string };

/**
 * The gateway's instrument for a mode. A QR is scanned by a phone we do not know: it carries
 * ANDROID, whose intent is the generic UPI link any UPI app opens (on iOS PhonePe gives a link of
 * one named app).
 */
export function setupInstrumentOf(
  mode: SetupMode,
  device: SetupDevice,
  vpa?: string,
): SetupInstrument {
  if (mode === 'COLLECT') {
    if (!vpa) throw new RangeError('a collect request needs a UPI ID');
    return { type: 'UPI_COLLECT', vpa };
  }
  return {
    type: 'UPI_INTENT',
    deviceOS: mode === 'INTENT' && device === 'IOS' ? 'IOS' : 'ANDROID',
  };
}

/** The sandbox's stand-in for the saver's UPI app (PAYMENTS_MODE=sandbox only). */
export const SANDBOX_UPI_APP_PATH = '/sandbox/phonepe/upi-app';

/**
 * The query that opens the sandbox's UPI app on a mandate request: a collect request waits under
 * its UPI ID; an intent (or its QR code) names its request, as a real intent names its order, and
 * the UPI ID the app opens with approves it.
 */
export function sandboxUpiAppQuery(vpa?: string | null, request?: string | null) {
  const q = new URLSearchParams();
  if (vpa) q.set('vpa', vpa);
  if (request) q.set('request', request);
  const query = q.toString();
  return query ? `?${query}` : '';
}

/** Where the mandate status page sends a sandbox saver to approve a request made in `mode`. */
export const sandboxUpiAppHref = (
  mode: SetupMode | null,
  vpa: string | null,
  request: string | null,
) => `${SANDBOX_UPI_APP_PATH}${sandboxUpiAppQuery(vpa, mode === 'COLLECT' ? null : request)}`;
