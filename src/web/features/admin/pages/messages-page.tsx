import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  CONTACT_MESSAGE_FILTERS,
  type ContactMessage,
  type ContactMessageFilter,
} from '../../../../shared/api/contact';
import { formatDateTime } from '../../../../shared/money/format';
import { paths } from '../../../../shared/routes';
import { TextAreaField } from '../../../components/ui/form-field';
import { PageLink } from '../../../components/ui/page-link';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { fmt, useLocale, useMessages } from '../../../lib/i18n';
import { useContactMessages, useMarkHandled } from '../contact-api';
import { inboxMessages } from '../contact-messages';
import { ConsoleShell, QueryState, ShowMore } from '../components/console-shell';

type InboxMessages = (typeof inboxMessages)['en'];

const isFilter = (v: string | null): v is ContactMessageFilter =>
  (CONTACT_MESSAGE_FILTERS as readonly string[]).includes(v ?? '');

const FILTER_LABEL: Record<ContactMessageFilter, keyof InboxMessages> = {
  waiting: 'filterWaiting',
  handled: 'filterHandled',
  queued: 'filterQueued',
  forwarded: 'filterForwarded',
  failed: 'filterFailed',
};

function ForwardState({ msg }: { msg: ContactMessage }) {
  const locale = useLocale();
  const m = useMessages(inboxMessages);
  if (msg.forwardState === 'forwarded')
    return (
      <p className="text-success text-sm">
        {fmt(m.forwardForwarded, { when: formatDateTime(msg.forwardedAt!, locale) })}
      </p>
    );
  return (
    <div className="text-sm">
      <p className={msg.forwardState === 'failed' ? 'text-danger font-medium' : 'text-muted'}>
        {msg.forwardState === 'failed' ? m.forwardFailed : m.forwardQueued}
      </p>
      {msg.attempts > 0 && <p className="text-muted">{fmt(m.attempts, { n: msg.attempts })}</p>}
      {msg.lastError && (
        <p className="text-muted break-words">{fmt(m.lastError, { error: msg.lastError })}</p>
      )}
    </div>
  );
}

function MessageCard({ msg }: { msg: ContactMessage }) {
  const locale = useLocale();
  const m = useMessages(inboxMessages);
  const mark = useMarkHandled(msg.id);
  const [note, setNote] = useState('');
  const fields = fieldErrors(mark.error);
  return (
    <li className="card grid gap-3 p-4 md:p-5" aria-labelledby={`message-${msg.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`message-${msg.id}`} className="font-semibold break-words">
          {msg.name}
        </h2>
        <p className="text-muted text-sm">
          {fmt(m.received, { when: formatDateTime(msg.createdAt, locale) })}
        </p>
      </div>
      <a
        href={`mailto:${msg.email}`}
        className="text-gold-800 inline-flex min-h-11 w-fit items-center text-sm break-all underline"
      >
        {msg.email}
      </a>
      <p className="break-words whitespace-pre-wrap">{msg.message}</p>
      <ForwardState msg={msg} />
      {msg.handledAt ? (
        <div className="bg-cream-deep rounded-lg p-3 text-sm">
          <p className="text-success font-medium">
            {fmt(m.handled, {
              when: formatDateTime(msg.handledAt, locale),
              who: msg.handledBy ?? '',
            })}
          </p>
          {msg.handledNote && (
            <p className="mt-1 break-words whitespace-pre-wrap">
              {fmt(m.handledNote, { note: msg.handledNote })}
            </p>
          )}
        </div>
      ) : (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            mark.mutate(note);
          }}
        >
          <TextAreaField
            label={m.noteLabel}
            value={note}
            rows={2}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            error={fields?.note}
          />
          {mark.error != null && !fields && (
            <p role="alert" className="text-danger">
              {errorMessage(mark.error)}
            </p>
          )}
          <button type="submit" className="btn-primary w-fit" disabled={mark.isPending}>
            {mark.isPending ? m.marking : m.markHandled}
          </button>
        </form>
      )}
    </li>
  );
}

/** Messages (issue 16.9): contact messages with their forwarding state; mark them handled. */
export function MessagesPage() {
  const m = useMessages(inboxMessages);
  const [params] = useSearchParams();
  const raw = params.get('state');
  const state = isFilter(raw) ? raw : undefined;
  const q = useContactMessages(state);
  const messages = q.data?.pages.flatMap((p) => p.messages) ?? [];
  const waiting = q.data?.pages[0]?.waiting;
  const chips: [ContactMessageFilter | undefined, string][] = [
    [undefined, m.filterAll],
    ...CONTACT_MESSAGE_FILTERS.map((f): [ContactMessageFilter, string] => [f, m[FILTER_LABEL[f]]]),
  ];
  return (
    <ConsoleShell title={m.title} intro={m.intro}>
      <nav aria-label={m.filterLabel} className="mb-4 flex flex-wrap gap-2">
        {chips.map(([f, label]) => (
          <PageLink
            key={f ?? 'all'}
            to={paths.adminMessages.href(f ? { state: f } : {})}
            aria-current={state === f ? 'page' : undefined}
            className={`flex min-h-11 items-center rounded-full px-4 text-sm font-medium ${
              state === f ? 'bg-ink text-gold-100' : 'border-ink/15 border bg-white'
            }`}
          >
            {label}
          </PageLink>
        ))}
      </nav>
      {waiting !== undefined && (
        <p className="text-muted mb-2 text-sm" data-testid="messages-waiting">
          {fmt(m.waitingCount, { n: waiting })}
        </p>
      )}
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data &&
        (messages.length === 0 ? (
          <p className="card p-4">{m.empty}</p>
        ) : (
          <ul className="grid gap-3">
            {messages.map((msg) => (
              <MessageCard key={msg.id} msg={msg} />
            ))}
          </ul>
        ))}
      <ShowMore q={q} label={m.more} />
    </ConsoleShell>
  );
}
