import { Link } from 'react-router';
import { formatRupees } from '../../../shared/money/format';
import { fmt, useMessages } from '../../lib/i18n';
import { usePublicConfig } from '../../lib/queries/config';
import { whatsappLink } from '../../lib/whatsapp';
import { goldsmithMessages } from './goldsmith-messages';
import { paths } from '../../../shared/routes';

/** Jewellery exchange (spec 1): 22-karat hallmarked jewellery at partner stores, with a bonus. */
export function JewelleryExchangePage() {
  const m = useMessages(goldsmithMessages);
  const config = usePublicConfig();
  const bonus = config
    ? formatRupees(config.limits.jewelleryExchangeBonusMaxPaise, { decimals: 0 })
    : '';
  const steps = [m.jxStep1, m.jxStep2, m.jxStep3];
  return (
    <article className="page max-w-3xl">
      <h1 className="page-title">{m.jxTitle}</h1>
      <p className="text-muted mt-2">{m.jxIntro}</p>

      <div className="bg-ink text-gold-50 rounded-card mt-6 p-6">
        <h2 className="font-display text-gold-300 text-2xl font-bold">
          {fmt(m.jxBonusTitle, { bonus })}
        </h2>
        <p className="text-gold-50/85 mt-2">{fmt(m.jxBonusText, { bonus })}</p>
      </div>

      <section aria-labelledby="jx-how" className="mt-8">
        <h2 id="jx-how" className="font-display text-xl font-bold">
          {m.jxHowTitle}
        </h2>
        <ol className="mt-4 space-y-3">
          {steps.map((s, i) => (
            <li key={s} className="card flex gap-4 p-4">
              <span className="bg-gold-500 text-ink inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold">
                {i + 1}
              </span>
              <span className="leading-relaxed">{s}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="jx-stores" className="card mt-8 p-5">
        <h2 id="jx-stores" className="font-display text-xl font-bold">
          {m.jxStoresTitle}
        </h2>
        <p className="text-muted mt-2">{m.jxStoresText}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {config && (
            <a
              className="btn-primary"
              href={whatsappLink(config.operator.whatsapp, m.jxAskPrefill)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {m.jxAsk}
            </a>
          )}
          <Link to={paths.goldSmith.href()} className="btn-outline">
            {m.jxGoldSmith}
          </Link>
        </div>
      </section>
    </article>
  );
}
