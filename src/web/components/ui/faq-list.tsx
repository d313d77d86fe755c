import { ChevronDownIcon } from './icons';

export type FaqItem = { q: string; a: string };

/** Questions and answers as native disclosure widgets: keyboard and screen-reader ready, no script. */
export function FaqList({
  items,
  className = '',
}: {
  items: readonly FaqItem[];
  className?: string;
}) {
  return (
    <div className={`divide-ink/10 card divide-y overflow-hidden ${className}`}>
      {items.map((item) => (
        <details key={item.q} className="group">
          <summary className="hover:bg-cream flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold [&::-webkit-details-marker]:hidden">
            <span>{item.q}</span>
            <ChevronDownIcon className="text-gold-700 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p className="text-muted px-5 pb-5 leading-relaxed">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
