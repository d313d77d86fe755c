import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from './fields';

// Every text field of every request the shared contracts describe (body, query and path, at any
// depth) refuses control characters, whatever its other rules: the check lives in the schema both
// sides use, so the form says it before the server ever sees the text. Fields that may hold several
// lines keep line breaks; they are named here.

const MULTI_LINE = new Set(['address', 'deliveryAddress', 'message', 'description', 'note']);

/** ordinary values of many field kinds: each one a field accepts is tried with a control character */
const CARRIERS = [
  'Asha',
  'Hyderabad',
  'abcdefgh12345678',
  'asha@example.in',
  'demo@goldsave.in',
  '12 MG Road, Ameerpet',
  '9876501234',
  '500034',
  '123456789012',
  'ABCDE1234F',
  'Gold@2024',
  'asha@ybl',
  'prd_0123456789',
  'MTID1795535627488XGT5AL4F',
];

const FREE_TEXT = '12 MG Road, Ameerpet';

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** every string field of a request schema, with its path */
function stringFields(s: z.ZodType, at: string): { at: string; schema: z.ZodType }[] {
  const d = defOf(s);
  switch (d.type) {
    case 'string':
      return [{ at, schema: s }];
    case 'object':
      return Object.entries(d.shape!).flatMap(([k, v]) => stringFields(v, `${at}.${k}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return stringFields(d.innerType!, at);
    case 'pipe': {
      // a transformed text field: its checks after the transform count too, so it is tried whole
      const inner = stringFields(d.in!, at);
      return inner.length === 1 && inner[0]!.at === at ? [{ at, schema: s }] : inner;
    }
    case 'array':
      return stringFields(d.element!, `${at}[]`);
    case 'union':
      return d.options!.flatMap((o) => stringFields(o, at));
    case 'intersection':
      return [...stringFields(d.left!, at), ...stringFields(d.right!, at)];
    default:
      return [];
  }
}

type Endpoint = {
  method: string;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
};
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;

/** every contract file of this folder, so a new one is checked without being listed */
const CONTRACTS = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

function allEndpoints() {
  const found: Endpoint[] = [];
  for (const mod of Object.values(CONTRACTS)) {
    for (const v of Object.values(mod)) {
      if (isEndpoint(v)) found.push(v);
      else if (v && typeof v === 'object')
        for (const e of Object.values(v)) if (isEndpoint(e)) found.push(e);
    }
  }
  return [...new Set(found)];
}

describe('control characters in the request schemas', () => {
  it('every text field of every endpoint refuses them; only multi-line fields keep line breaks', () => {
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const holes: string[] = [];
    let checked = 0;
    for (const e of endpoints) {
      for (const part of ['body', 'query', 'params'] as const) {
        const schema = e[part];
        if (!schema) continue;
        for (const { at, schema: field } of stringFields(schema, `${e.method} ${e.path} ${part}`)) {
          const name = at.split('.').at(-1)!.replace('[]', '');
          // a field that takes words with spaces and commas is free text: it names the problem
          const freeText = field.safeParse(FREE_TEXT).success;
          for (const carrier of CARRIERS) {
            if (!field.safeParse(carrier).success) continue;
            const mid = Math.ceil(carrier.length / 2);
            const put = (c: string) => carrier.slice(0, mid) + c + carrier.slice(mid);
            for (const c of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
              checked++;
              const r = field.safeParse(put(c));
              if (r.success) holes.push(`${at} accepts U+${c.charCodeAt(0).toString(16)}`);
              else if (
                freeText &&
                !r.error.issues.some((i) => i.message === MESSAGES.controlCharacters)
              )
                holes.push(`${at} refuses a control character without saying so`);
            }
            const lineBreak = field.safeParse(put('\n'));
            if (lineBreak.success !== MULTI_LINE.has(name))
              holes.push(`${at} ${lineBreak.success ? 'accepts' : 'refuses'} a line break`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect([...new Set(holes)]).toEqual([]);
  });
});
