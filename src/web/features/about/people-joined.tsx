import { fmt, plural, useMessages } from '../../lib/i18n';
import { useCurrentPrice } from './api';
import { aboutMessages } from './messages';

const count = new Intl.NumberFormat('en-IN');

/**
 * The live number of registered people (spec 2: PeopleJoined), in exactly one of the spec's states:
 * 'Loading...', 'Error fetching data', 'No data found for PeopleJoined' (no count, or nobody
 * yet) or the count, with its noun by the language's plural rules.
 */
export function PeopleJoined({ brand, refreshMs }: { brand: string; refreshMs: number }) {
  const m = useMessages(aboutMessages);
  const q = useCurrentPrice(refreshMs);
  const joined = q.data?.peopleJoined;

  let body;
  if (q.isPending) body = <p className="text-gold-100 text-xl font-semibold">{m.joinedLoading}</p>;
  else if (q.isError && joined === undefined)
    body = <p className="text-gold-100 text-xl font-semibold">{m.joinedError}</p>;
  else if (!joined) body = <p className="text-gold-100 text-xl font-semibold">{m.joinedEmpty}</p>;
  else
    body = (
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-display text-gold-300 text-5xl font-bold md:text-6xl">
          {count.format(joined)}
        </span>
        <span className="text-gold-50/85 text-lg">
          {plural('en', joined, { one: m.joinedUnitOne, other: m.joinedUnitOther })}
        </span>
      </p>
    );

  return (
    <section
      aria-labelledby="people-joined-title"
      className="bg-ink relative overflow-hidden rounded-3xl p-6 md:p-10"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-[radial-gradient(circle,rgb(212_167_44/0.35),transparent_70%)]"
      />
      <h2
        id="people-joined-title"
        className="text-gold-50 flex items-center gap-2 text-lg font-semibold"
      >
        <span aria-hidden className="relative flex size-2.5">
          <span className="bg-gold-500 absolute inline-flex size-full animate-ping rounded-full opacity-60 motion-reduce:animate-none" />
          <span className="bg-gold-500 relative inline-flex size-2.5 rounded-full" />
        </span>
        {m.joinedTitle}
      </h2>
      <div className="mt-3" aria-live="polite">
        {body}
      </div>
      <p className="text-gold-50/75 mt-3 text-sm">{fmt(m.joinedLead, { brand })}</p>
    </section>
  );
}
