import { useEffect, useState } from 'react';

/**
 * A UPI QR code drawn in the browser from a upi:// link the server gave (a payment or a mandate). The qrcode library is
 * loaded only when this page needs it, so it never enters the first download.
 */
export function UpiQr({ uri, label, loading }: { uri: string; label: string; loading: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (QR) => {
      const svg = await QR.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img
      src={src}
      alt={label}
      width={224}
      height={224}
      className="mx-auto size-56 rounded-xl bg-white p-2"
      data-testid="upi-qr"
    />
  ) : (
    <div className="bg-cream-deep text-muted mx-auto flex size-56 items-center justify-center rounded-xl text-sm">
      {loading}
    </div>
  );
}
