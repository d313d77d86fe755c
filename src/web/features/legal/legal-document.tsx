import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons';
import { fmt, useMessages } from '../../lib/i18n';
import type { LegalBlock, LegalDoc } from './content/types';
import { legalMessages } from './messages';
import { paths } from '../../../shared/routes';

const sectionId = (i: number) => `section-${i + 1}`;

function Block({ block, values }: { block: LegalBlock; values: Record<string, string> }) {
  if (typeof block === 'string') return <p>{fmt(block, values)}</p>;
  return (
    <ul className="marker:text-gold-600 list-disc space-y-1.5 pl-6">
      {block.list.map((item) => (
        <li key={item}>{fmt(item, values)}</li>
      ))}
    </ul>
  );
}

/** A legal page: title, last-updated date, a table of contents and the sections. */
export function LegalDocument({ doc, values }: { doc: LegalDoc; values: Record<string, string> }) {
  const m = useMessages(legalMessages);
  const heading = (i: number, title: string) =>
    doc.isNumbered ? `${i + 1}. ${fmt(title, values)}` : fmt(title, values);
  const toc = (
    <ol className="space-y-1 text-sm">
      {doc.sections.map((s, i) => (
        <li key={s.title}>
          <a
            href={`#${sectionId(i)}`}
            className="text-muted hover:text-ink hover:bg-cream-deep block rounded-lg px-2 py-1.5"
          >
            {heading(i, s.title)}
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <>
      <header className="bg-ink">
        <div className="mx-auto max-w-6xl px-4 py-8 md:px-8 md:py-12">
          <p className="text-gold-300 text-sm font-semibold tracking-wider uppercase">
            {m.eyebrow}
          </p>
          <h1 className="font-display text-gold-50 mt-2 text-3xl font-bold md:text-5xl">
            {fmt(doc.title, values)}
          </h1>
          <p className="text-gold-50/80 mt-3">{fmt(m.lastUpdated, { date: doc.updated })}</p>
        </div>
      </header>
      <div className="page grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <nav
          aria-label={m.onThisPage}
          className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
        >
          <details className="card group p-4 lg:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between font-semibold [&::-webkit-details-marker]:hidden">
              {m.onThisPage}
              <ChevronDownIcon className="text-gold-700 transition-transform group-open:rotate-180" />
            </summary>
            <div className="mt-2">{toc}</div>
          </details>
          <div className="hidden lg:block">
            <p className="mb-2 px-2 text-sm font-semibold tracking-wider uppercase">
              {m.onThisPage}
            </p>
            {toc}
          </div>
        </nav>
        <article className="card min-w-0 p-5 leading-relaxed md:p-10">
          {doc.notice && (
            <p className="bg-cream-deep text-muted mb-6 rounded-xl p-4 text-sm">{doc.notice}</p>
          )}
          <div className="space-y-4 text-lg">
            {doc.intro.map((b, i) => (
              <Block key={i} block={b} values={values} />
            ))}
          </div>
          {doc.sections.map((s, i) => (
            <section key={s.title} aria-labelledby={sectionId(i)} className="mt-10">
              <h2 id={sectionId(i)} className="font-display text-xl font-bold md:text-2xl">
                {heading(i, s.title)}
              </h2>
              <div className="mt-3 space-y-3">
                {s.body.map((b, j) => (
                  <Block key={j} block={b} values={values} />
                ))}
              </div>
            </section>
          ))}
          <aside className="bg-cream-deep mt-12 rounded-2xl p-5">
            <h2 className="font-semibold">{m.questionsTitle}</h2>
            <p className="text-muted mt-1">
              {fmt(m.questionsText, { email: values.email ?? '', phone: values.phone ?? '' })}
            </p>
            <Link to={paths.contact.href()} className="btn-dark mt-4">
              {m.contactLink}
            </Link>
          </aside>
        </article>
      </div>
    </>
  );
}
