import { useState, type FormEvent } from 'react';
import { type ReserveItem, type ReserveItemKind } from '../../../../shared/api/reserve';
import { formatGramsFromMg, formatPercentFromBp } from '../../../../shared/money/format';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { fieldErrors } from '../../../lib/errors';
import { fmt } from '../../../lib/i18n';
import { ReasonField } from './reason-field';
import { useAddReserveItem, useCorrectReserveItem, useMoveOutReserveItem } from '../reserve-api';
import type { reserveConsoleMessages } from '../reserve-messages';
import { parseScaled } from '../scaled-number';

type M = (typeof reserveConsoleMessages)['en'];

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

export function AddItem({ m }: { m: M }) {
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

export function ItemCard({ item, m }: { item: ReserveItem; m: M }) {
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
