import { useState, type FormEvent } from 'react';
import {
  RESERVE_DOCUMENT_KINDS,
  reserveDocumentHref,
  type ReserveConsole,
  type ReserveDocumentKind,
  type ReserveItem,
  type ReserveItemKind,
} from '../../../../shared/api/reserve';
import {
  formatDate,
  formatDateTime,
  formatGrams,
  formatGramsFromMg,
  formatPercentFromBp,
} from '../../../../shared/money/format';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { fmt, useMessages } from '../../../lib/i18n';
import { ConsoleShell, QueryState } from '../components/console-shell';
import { ReasonField } from '../components/reason-field';
import {
  useAddReserveDocument,
  useAddReserveItem,
  useCorrectReserveItem,
  useMoveOutReserveItem,
  useReserveConsole,
  useResumePurchases,
  useTakeSnapshot,
} from '../reserve-api';
import { reserveConsoleMessages } from '../reserve-messages';
import { parseScaled } from '../scaled-number';

type M = (typeof reserveConsoleMessages)['en'];

const grams = (m: M, e8: number) => fmt(m.gramsValue, { g: formatGrams(e8, 3) });

/** The stop (red) or "running", the newest snapshot, "Take a snapshot now" and the resume. */
function StatusPanel({ data, m }: { data: ReserveConsole; m: M }) {
  const snapshot = useTakeSnapshot();
  const resume = useResumePurchases();
  const [reason, setReason] = useState('');
  const latest = data.snapshots[0];
  const { status } = data;
  return (
    <section className="grid gap-4" aria-labelledby="reserve-status-title">
      {status.purchasesStopped ? (
        <div role="alert" className="bg-danger grid gap-2 rounded-2xl p-4 text-white">
          <h2 id="reserve-status-title" className="text-lg font-semibold">
            {m.stoppedTitle}
          </h2>
          <p>
            {status.stoppedWhy === 'live-start'
              ? m.stoppedLiveStart
              : fmt(m.stoppedShortfall, { when: formatDateTime(status.stoppedSince ?? '') })}
          </p>
          <p>{m.stoppedNext}</p>
        </div>
      ) : (
        <h2 id="reserve-status-title" className="text-success text-lg font-semibold">
          {m.runningTitle}
        </h2>
      )}
      {data.paymentsMode === 'sandbox' && (
        <p className="bg-cream-deep rounded-xl p-3 text-sm">{m.sandboxNote}</p>
      )}
      <div className="card grid gap-2 p-4">
        <h3 className="font-semibold">{m.latestTitle}</h3>
        {latest ? (
          <p data-testid="reserve-latest">
            {formatDateTime(latest.takenAt)} · {m.coverage}{' '}
            <strong className={latest.covered ? 'text-success' : 'text-danger'}>
              {latest.coverageBp === null
                ? m.nothingOwed
                : formatPercentFromBp(latest.coverageBp, { fixed: true })}{' '}
              ({latest.covered ? m.covered : m.short})
            </strong>{' '}
            · {m.owed} {grams(m, latest.owedE8)} · {m.held} {grams(m, latest.heldE8)}
          </p>
        ) : (
          <p className="text-muted">{m.noSnapshot}</p>
        )}
        <button
          type="button"
          className="btn-outline w-fit"
          disabled={snapshot.isPending}
          onClick={() => snapshot.mutate()}
        >
          {snapshot.isPending ? m.snapshotting : m.snapshotNow}
        </button>
        {snapshot.error != null && (
          <p role="alert" className="text-danger">
            {errorMessage(snapshot.error)}
          </p>
        )}
      </div>
      {status.purchasesStopped && (
        <form
          className="card grid gap-3 p-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            resume.mutate(reason, { onSuccess: () => setReason('') });
          }}
        >
          <ReasonField value={reason} onChange={setReason} error={resume.error} />
          <button type="submit" className="btn-primary w-fit" disabled={resume.isPending}>
            {resume.isPending ? m.resuming : m.resume}
          </button>
        </form>
      )}
    </section>
  );
}

type ItemDraft = { serial: string; weight: string; purity: string; location: string };

/** Weight (g, 3 decimals) and purity (%, 2 decimals) as typed, to milligrams and basis points. */
function parseDraft(d: ItemDraft, m: M) {
  const weightMg = parseScaled(d.weight, 3);
  const purityBp = parseScaled(d.purity, 2);
  const errors: Record<string, string> = {};
  if (weightMg === null || weightMg <= 0) errors.weightMg = m.weightInvalid;
  if (purityBp === null) errors.purityBp = m.purityInvalid;
  return { weightMg, purityBp, errors };
}

function ItemFields({
  draft,
  set,
  errors,
  m,
}: {
  draft: ItemDraft;
  set: (d: ItemDraft) => void;
  errors: Record<string, string> | undefined;
  m: M;
}) {
  return (
    <>
      <TextField
        label={m.serial}
        value={draft.serial}
        maxLength={40}
        autoCapitalize="characters"
        onChange={(e) => set({ ...draft, serial: e.target.value })}
        error={errors?.serial}
      />
      <TextField
        label={m.weight}
        value={draft.weight}
        inputMode="decimal"
        onChange={(e) => set({ ...draft, weight: e.target.value })}
        error={errors?.weightMg}
      />
      <TextField
        label={m.purity}
        value={draft.purity}
        inputMode="decimal"
        onChange={(e) => set({ ...draft, purity: e.target.value })}
        error={errors?.purityBp}
      />
      <TextField
        label={m.location}
        value={draft.location}
        maxLength={120}
        onChange={(e) => set({ ...draft, location: e.target.value })}
        error={errors?.location}
      />
    </>
  );
}

const EMPTY: ItemDraft = { serial: '', weight: '', purity: '99.99', location: '' };

function AddItem({ m }: { m: M }) {
  const add = useAddReserveItem();
  const [kind, setKind] = useState<ReserveItemKind>('bar');
  const [draft, setDraft] = useState(EMPTY);
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const p = parseDraft(draft, m);
    setLocal(Object.keys(p.errors).length ? p.errors : undefined);
    if (Object.keys(p.errors).length) return;
    add.mutate(
      {
        kind,
        serial: draft.serial,
        weightMg: p.weightMg!,
        purityBp: p.purityBp!,
        location: draft.location,
        reason,
      },
      {
        onSuccess: () => {
          setDraft({ ...EMPTY, location: draft.location });
          setReason('');
        },
      },
    );
  };
  const errors = local ?? fieldErrors(add.error);
  return (
    <form className="card grid gap-3 p-4 md:grid-cols-2" noValidate onSubmit={onSubmit}>
      <h2 className="text-lg font-semibold md:col-span-2">{m.addTitle}</h2>
      <SelectField
        label={m.kind}
        value={kind}
        onChange={(e) => setKind(e.target.value as ReserveItemKind)}
      >
        <option value="bar">{m.kindBar}</option>
        <option value="coin">{m.kindCoin}</option>
      </SelectField>
      <ItemFields draft={draft} set={setDraft} errors={errors} m={m} />
      <div className="grid gap-3 md:col-span-2">
        <ReasonField value={reason} onChange={setReason} error={local ? null : add.error} />
        <button type="submit" className="btn-primary w-fit" disabled={add.isPending}>
          {add.isPending ? m.adding : m.add}
        </button>
      </div>
    </form>
  );
}

function ItemCard({ item, m }: { item: ReserveItem; m: M }) {
  const correct = useCorrectReserveItem();
  const moveOut = useMoveOutReserveItem();
  const [mode, setMode] = useState<'view' | 'correct' | 'move'>('view');
  const [draft, setDraft] = useState<ItemDraft>({
    serial: item.serial,
    weight: formatGramsFromMg(item.weightMg),
    purity: formatPercentFromBp(item.purityBp, { fixed: true }).replace('%', ''),
    location: item.location,
  });
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>();
  const held = item.state === 'held';
  const onCorrect = (e: FormEvent) => {
    e.preventDefault();
    const p = parseDraft(draft, m);
    setLocal(Object.keys(p.errors).length ? p.errors : undefined);
    if (Object.keys(p.errors).length) return;
    correct.mutate(
      {
        itemId: item.id,
        body: {
          ...(draft.serial !== item.serial ? { serial: draft.serial } : {}),
          ...(p.weightMg !== item.weightMg ? { weightMg: p.weightMg! } : {}),
          ...(p.purityBp !== item.purityBp ? { purityBp: p.purityBp! } : {}),
          ...(draft.location !== item.location ? { location: draft.location } : {}),
          reason,
        },
      },
      { onSuccess: () => setMode('view') },
    );
  };
  return (
    <li className={`card grid gap-2 p-4 ${held ? '' : 'opacity-70'}`}>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <strong className="break-all">
          {fmt(m.itemLine, {
            kind: item.kind === 'bar' ? m.kindBar : m.kindCoin,
            serial: item.serial,
          })}
        </strong>
        {!held && <span className="text-muted text-sm font-semibold">{m.movedOut}</span>}
      </p>
      <p className="text-muted text-sm">
        {fmt(m.itemFacts, {
          weight: formatGramsFromMg(item.weightMg),
          purity: formatPercentFromBp(item.purityBp, { fixed: true }),
          fine: formatGramsFromMg(item.fineMg),
          location: item.location,
        })}
      </p>
      {item.sandbox && <p className="text-danger text-sm font-semibold">{m.sandboxItem}</p>}
      {mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={() => setMode('correct')}>
            {m.correct}
          </button>
          {held && (
            <button type="button" className="btn-outline" onClick={() => setMode('move')}>
              {m.moveOut}
            </button>
          )}
        </div>
      )}
      {mode === 'correct' && (
        <form className="grid gap-3 md:grid-cols-2" noValidate onSubmit={onCorrect}>
          <ItemFields
            draft={draft}
            set={setDraft}
            errors={local ?? fieldErrors(correct.error)}
            m={m}
          />
          <div className="grid gap-3 md:col-span-2">
            <ReasonField value={reason} onChange={setReason} error={local ? null : correct.error} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={correct.isPending}>
                {correct.isPending ? m.saving : m.save}
              </button>
              <button type="button" className="btn-outline" onClick={() => setMode('view')}>
                {m.cancel}
              </button>
            </div>
          </div>
        </form>
      )}
      {mode === 'move' && (
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            moveOut.mutate({ itemId: item.id, reason }, { onSuccess: () => setMode('view') });
          }}
        >
          <ReasonField value={reason} onChange={setReason} error={moveOut.error} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={moveOut.isPending}>
              {m.confirmMoveOut}
            </button>
            <button type="button" className="btn-outline" onClick={() => setMode('view')}>
              {m.cancel}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

const DOC_LABEL: Record<ReserveDocumentKind, keyof M> = {
  audit: 'docAudit',
  custody: 'docCustody',
  insurance: 'docInsurance',
};

function Documents({ data, m }: { data: ReserveConsole; m: M }) {
  const upload = useAddReserveDocument();
  const [kind, setKind] = useState<ReserveDocumentKind>('audit');
  const [title, setTitle] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [file, setFile] = useState<File>();
  const errors = fieldErrors(upload.error);
  return (
    <section aria-labelledby="reserve-docs-title" className="grid gap-3">
      <h2 id="reserve-docs-title" className="text-lg font-semibold">
        {m.documentsTitle}
      </h2>
      {data.documents.length === 0 ? (
        <p className="text-muted">{m.documentsEmpty}</p>
      ) : (
        <ul className="grid gap-1">
          {data.documents.map((d) => (
            <li key={d.id}>
              <a
                className="text-gold-800 inline-flex min-h-11 items-center underline"
                href={reserveDocumentHref(d.id)}
              >
                {m[DOC_LABEL[d.kind]]}:{' '}
                {fmt(m.docLine, {
                  title: d.title,
                  date: formatDate(`${d.issuedOn}T00:00:00+05:30`),
                  size: Math.ceil(d.sizeBytes / 1024),
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
      <form
        className="card grid gap-3 p-4 md:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (file) upload.mutate({ details: { kind, title, issuedOn }, file });
        }}
      >
        <SelectField
          label={m.docKind}
          value={kind}
          onChange={(e) => setKind(e.target.value as ReserveDocumentKind)}
        >
          {RESERVE_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {m[DOC_LABEL[k]]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.docTitle}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
          error={errors?.title}
        />
        <TextField
          label={m.docDate}
          type="date"
          value={issuedOn}
          onChange={(e) => setIssuedOn(e.target.value)}
          error={errors?.issuedOn}
        />
        <TextField
          label={m.docFile}
          type="file"
          accept="application/pdf"
          onChange={(e) => setFile(e.target.files?.[0])}
          error={errors?.file}
        />
        <div className="grid gap-2 md:col-span-2">
          {upload.error != null && !errors && (
            <p role="alert" className="text-danger">
              {errorMessage(upload.error)}
            </p>
          )}
          <button type="submit" className="btn-primary w-fit" disabled={upload.isPending || !file}>
            {upload.isPending ? m.uploading : m.upload}
          </button>
        </div>
      </form>
    </section>
  );
}

function Snapshots({ data, m }: { data: ReserveConsole; m: M }) {
  if (data.snapshots.length === 0) return null;
  return (
    <section aria-labelledby="reserve-snapshots-title" className="grid gap-3">
      <h2 id="reserve-snapshots-title" className="text-lg font-semibold">
        {m.snapshotsTitle}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr className="border-ink/15 border-b">
              <th className="py-2 pr-3">{m.colWhen}</th>
              <th className="py-2 pr-3">{m.colCoverage}</th>
              <th className="py-2 pr-3 text-right">{m.colOwed}</th>
              <th className="py-2 pr-3 text-right">{m.colHeld}</th>
              <th className="py-2">{m.colBy}</th>
            </tr>
          </thead>
          <tbody>
            {data.snapshots.map((s) => (
              <tr key={s.id} className="border-ink/10 border-b">
                <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(s.takenAt)}</td>
                <td
                  className={`py-2 pr-3 font-semibold ${s.covered ? 'text-success' : 'text-danger'}`}
                >
                  {s.coverageBp === null
                    ? m.nothingOwed
                    : formatPercentFromBp(s.coverageBp, { fixed: true })}
                </td>
                <td className="py-2 pr-3 text-right">{formatGrams(s.owedE8, 3)}</td>
                <td className="py-2 pr-3 text-right">{formatGrams(s.heldE8, 3)}</td>
                <td className="py-2 break-all">{s.takenBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Reserve: the register (add, correct, move out), certificates, snapshots, and the resume. */
export function ReserveConsolePage() {
  const m = useMessages(reserveConsoleMessages);
  const q = useReserveConsole();
  return (
    <ConsoleShell title={m.title} intro={m.intro}>
      <QueryState isPending={q.isPending} error={q.error} onRetry={() => void q.refetch()} />
      {q.data && (
        <div className="grid gap-8">
          <StatusPanel data={q.data} m={m} />
          <section aria-labelledby="reserve-register-title" className="grid gap-3">
            <h2 id="reserve-register-title" className="text-lg font-semibold">
              {m.registerTitle}
            </h2>
            {q.data.items.length === 0 ? (
              <p className="text-muted">{m.registerEmpty}</p>
            ) : (
              <ul className="grid gap-3">
                {q.data.items.map((i) => (
                  <ItemCard key={i.id} item={i} m={m} />
                ))}
              </ul>
            )}
          </section>
          <AddItem m={m} />
          <Documents data={q.data} m={m} />
          <Snapshots data={q.data} m={m} />
        </div>
      )}
    </ConsoleShell>
  );
}
