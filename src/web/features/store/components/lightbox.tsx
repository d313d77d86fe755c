import { useEffect, useId, useRef } from 'react';
import type { Product } from '../../../../shared/api/catalogue';
import { formatGramsFromMg } from '../../../../shared/money/format';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  WhatsAppIcon,
} from '../../../components/ui/icons';
import { fmt, useMessages } from '../../../lib/i18n';
import { whatsappLink } from '../../../lib/whatsapp';
import { storeMessages } from '../messages';
import { ProductImage } from './product-image';

/** A horizontal drag longer than this (px) turns the page. */
const SWIPE_PX = 50;

/**
 * The gallery's lightbox: a modal dialog with wrap-around previous/next (buttons, arrow keys and
 * swipe), Escape or the close button to leave, and Contact Seller opening a WhatsApp chat about
 * the item shown.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
  whatsapp,
}: {
  items: Product[];
  index: number;
  onIndexChange: (i: number) => void;
  onClose: () => void;
  whatsapp: string | undefined;
}) {
  const m = useMessages(storeMessages);
  const ref = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  const item = items[index];
  const count = items.length;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // closing hands focus back to the item that opened it
    return () => dialog?.close();
  }, []);

  if (!item) return null;
  // close the modal before it unmounts so the browser hands focus back to the opener
  const close = () => {
    ref.current?.close();
    onClose();
  };
  const go = (delta: number) => onIndexChange((index + delta + count) % count);
  const grams = formatGramsFromMg(item.weightMg, { short: true });

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        if (e.target === ref.current) close(); // the backdrop
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') {
          e.preventDefault();
          go(-1);
        } else if (e.key === 'ArrowRight') {
          e.preventDefault();
          go(1);
        }
      }}
      className="bg-cream text-ink m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto p-0 backdrop:bg-black/80 md:m-auto md:h-fit md:max-h-[92dvh] md:w-[min(64rem,92vw)] md:overflow-hidden md:rounded-3xl md:shadow-2xl"
    >
      <button
        type="button"
        onClick={close}
        aria-label={m.lightboxClose}
        className="bg-ink/75 text-gold-100 hover:bg-ink absolute top-3 right-3 z-10 inline-flex size-11 items-center justify-center rounded-full backdrop-blur"
      >
        <CloseIcon />
      </button>
      <div className="flex min-h-full flex-col md:grid md:min-h-0 md:grid-cols-[3fr_2fr]">
        <div
          className="bg-ink relative shrink-0 touch-pan-y select-none"
          onPointerDown={(e) => {
            swipeStart.current = { x: e.clientX, y: e.clientY };
          }}
          onPointerUp={(e) => {
            const start = swipeStart.current;
            swipeStart.current = null;
            if (!start) return;
            const dx = e.clientX - start.x;
            if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y))
              go(dx < 0 ? 1 : -1);
          }}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
        >
          <ProductImage
            key={item.id}
            image={item.images[0]}
            alt={item.title}
            sizes="(min-width: 768px) 600px, 100vw"
            isEager
            className="aspect-square w-full object-cover md:h-full"
          />
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={m.lightboxPrevious}
            className="bg-ink/70 text-gold-100 hover:bg-ink absolute top-1/2 left-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full backdrop-blur"
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={m.lightboxNext}
            className="bg-ink/70 text-gold-100 hover:bg-ink absolute top-1/2 right-3 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full backdrop-blur"
          >
            <ChevronRightIcon />
          </button>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5 md:p-8 md:pt-10">
          <p className="text-gold-700 text-xs font-semibold tracking-[0.18em] uppercase">
            {item.catalogue}
          </p>
          <h2 id={titleId} className="font-display text-2xl font-bold md:text-3xl">
            {item.title}
          </h2>
          <p className="text-muted text-sm">
            {fmt(m.grams, { weight: grams })} · {item.purity}
          </p>
          {item.description && <p className="leading-relaxed">{item.description}</p>}
          <p className="text-muted text-sm" aria-live="polite">
            {fmt(m.lightboxPosition, { n: index + 1, count })}
          </p>
          <div className="mt-auto pt-2">
            {whatsapp && (
              <a
                href={whatsappLink(
                  whatsapp,
                  fmt(m.contactSellerText, {
                    title: item.title,
                    weight: grams,
                    purity: item.purity,
                    sku: item.sku,
                  }),
                )}
                target="_blank"
                rel="noreferrer"
                className="btn-dark w-full md:w-auto"
              >
                <WhatsAppIcon className="text-gold-300" />
                {m.contactSeller}
              </a>
            )}
          </div>
        </div>
      </div>
    </dialog>
  );
}
