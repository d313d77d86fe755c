import type { GstSummary } from '../../../shared/api/gst';
import { formatDate } from '../../../shared/money/format';
import type { AppDeps } from '../../deps';
import { findInvoicedBetween, HSN_GOLD, type OrderRow } from '../orders/service';
import { ledgerGstOfOrders } from '../wallet/service';

/** India has no daylight saving: a month starts at 00:00 IST, 05:30 before midnight UTC. */
const IST_OFFSET_MS = 330 * 60_000;

/** [from, to) of a calendar month in India time. */
export function monthBounds(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(y, m, 1) - IST_OFFSET_MS),
  };
}

/** The month (YYYY-MM) a moment falls in, India time. */
export const currentMonth = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);

const gstOf = (o: OrderRow) => o.cgstPaise + o.sgstPaise + o.igstPaise;

async function invoicesOf(deps: Pick<AppDeps, 'db'>, month: string) {
  const { from, to } = monthBounds(month);
  return findInvoicedBetween(deps.db, from, to);
}

function totalsOf(rows: OrderRow[]) {
  const t = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, invoicePaise: 0 };
  for (const o of rows) {
    t.taxablePaise += o.taxablePaise;
    t.cgstPaise += o.cgstPaise;
    t.sgstPaise += o.sgstPaise;
    t.igstPaise += o.igstPaise;
    t.invoicePaise += o.taxablePaise + gstOf(o);
  }
  return t;
}

function byHsn(rows: OrderRow[]) {
  const groups = new Map<string, OrderRow[]>();
  for (const o of rows) {
    const hsn = o.hsnCode ?? HSN_GOLD;
    groups.set(hsn, [...(groups.get(hsn) ?? []), o]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([hsnCode, list]) => ({ hsnCode, invoices: list.length, ...totalsOf(list) }));
}

/**
 * A month's B2C invoices for GSTR-1 (every invoiced order, India time), summed and by HSN, with
 * the GST the ledger holds for the same orders: the two must be equal.
 */
export async function gstSummary(deps: Pick<AppDeps, 'db'>, month: string): Promise<GstSummary> {
  const rows = await invoicesOf(deps, month);
  const totals = totalsOf(rows);
  const ledgerGstPaise = await ledgerGstOfOrders(
    deps.db,
    rows.map((o) => o.id),
  );
  return {
    month,
    invoices: rows.length,
    totals,
    hsn: byHsn(rows),
    ledgerGstPaise,
    matchesLedger: ledgerGstPaise === totals.cgstPaise + totals.sgstPaise + totals.igstPaise,
  };
}

/** Paise as a plain decimal for a spreadsheet: 123456 -> 1234.56 (no grouping, no symbol). */
export const csvRupees = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.floor(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

/** One CSV field (RFC 4180), with a formula's first character defused for spreadsheets. */
const field = (v: string) => {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const line = (cells: string[]) => cells.map(field).join(',');

/**
 * The month as CSV in the shape of GSTR-1's B2C tables: one line per invoice (number, date,
 * place of supply, rate, taxable value, CGST, SGST, IGST, invoice value, HSN), then the HSN
 * summary and the totals, with the ledger's GST for the same invoices.
 */
export async function gstCsv(deps: Pick<AppDeps, 'db' | 'config'>, month: string): Promise<string> {
  const rows = await invoicesOf(deps, month);
  const summary = await gstSummary(deps, month);
  const rate = (deps.config.GST_BP / 100).toFixed(2);
  const out = [
    line([
      'Invoice number',
      'Invoice date',
      'Place of supply',
      'Rate (%)',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Invoice value',
      'HSN',
    ]),
    ...rows.map((o) =>
      line([
        o.invoiceNo!,
        formatDate(o.invoicedAt!),
        o.placeOfSupply ?? deps.config.OPERATOR_STATE,
        rate,
        csvRupees(o.taxablePaise),
        csvRupees(o.cgstPaise),
        csvRupees(o.sgstPaise),
        csvRupees(o.igstPaise),
        csvRupees(o.taxablePaise + gstOf(o)),
        o.hsnCode ?? HSN_GOLD,
      ]),
    ),
    '',
    line(['HSN summary', 'Invoices', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total value']),
    ...summary.hsn.map((h) =>
      line([
        h.hsnCode,
        String(h.invoices),
        csvRupees(h.taxablePaise),
        csvRupees(h.cgstPaise),
        csvRupees(h.sgstPaise),
        csvRupees(h.igstPaise),
        csvRupees(h.invoicePaise),
      ]),
    ),
    '',
    line([
      'Total',
      String(summary.invoices),
      csvRupees(summary.totals.taxablePaise),
      csvRupees(summary.totals.cgstPaise),
      csvRupees(summary.totals.sgstPaise),
      csvRupees(summary.totals.igstPaise),
      csvRupees(summary.totals.invoicePaise),
    ]),
    line(['GST in the ledger', csvRupees(summary.ledgerGstPaise)]),
  ];
  return `${out.join('\r\n')}\r\n`;
}
