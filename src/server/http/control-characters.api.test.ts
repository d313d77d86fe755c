import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../tests/helpers/build-app';
import { createSignedInUser } from '../../../tests/helpers/factories';
import { recordPrice } from '../modules/prices/service';

// Every text a request can carry (JSON body fields at any depth, query parameters, path
// parameters), on every route the app registers, taken from the app's own OpenAPI document rather
// than a hand list: a NUL byte or another control character in it is refused (4xx), never a 500,
// and the log carries no password hash.

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  format?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

/** values that pass the field rules of the forms, by field name; 'text' for the rest */
const SAMPLES: Record<string, unknown> = {
  email: 'asha@example.in',
  login: 'asha@example.in',
  phone: '9876501234',
  password: 'Gold@2024',
  newPassword: 'Gold@2025',
  currentPassword: 'Gold@2024',
  firstName: 'Asha',
  lastName: 'Reddy',
  name: 'Asha',
  city: 'Hyderabad',
  pinCode: '500034',
  utr: '123456789012',
  pan: 'ABCDE1234F',
  referralCode: 'demo@goldsave.in',
  idempotencyKey: 'abcdefgh12345678',
  sex: 'Male',
};

function sample(s: Schema | undefined, name = ''): unknown {
  if (!s) return 'text';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt) return sample(alt.find((a) => a.type !== 'null') ?? alt[0], name);
  if (s.allOf?.length) return sample(s.allOf[0], name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (name in SAMPLES && (type === 'string' || type === undefined)) return SAMPLES[name];
  switch (type) {
    case 'string':
      return s.format === 'date-time' ? new Date().toISOString() : 'text';
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 0, (s.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, name));
    case 'object':
    default:
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]),
      );
  }
}

/** paths (lists of keys) to every string leaf of a sample value */
function stringLeaves(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof v === 'string') return [at];
  if (Array.isArray(v)) return v.flatMap((x, i) => stringLeaves(x, [...at, i]));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => stringLeaves(x, [...at, k]));
  return [];
}

function withValue(v: unknown, at: (string | number)[], set: (old: string) => string): unknown {
  if (at.length === 0) return set(v as string);
  const [head, ...rest] = at;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? withValue(x, rest, set) : x));
  const o = v as Record<string, unknown>;
  return { ...o, [head!]: withValue(o[head!], rest, set) };
}

/** a control character in the middle of the field's ordinary value */
const taint = (c: string) => (old: string) =>
  old.length > 1 ? old.slice(0, 1) + c + old.slice(1) : old + c;

describe('control characters in every text a request can carry', async () => {
  const lines: string[] = [];
  const app = await buildTestApp({
    logStream: { write: (l) => void lines.push(l) },
    env: { ORDER_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  await recordPrice(app.deps.db, 765000, 'test', new Date());

  it('a NUL byte (or a bell) in any field of any route is refused, never a 500, and no hash is logged', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const params = op.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path');
        const query = params.filter((p) => p.in === 'query');
        const json = op.requestBody?.content?.['application/json']?.schema;
        const body = json ? sample(json) : undefined;
        const urlOf = (pathValue: (name: string) => string, q: Record<string, string>) => {
          let url = path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(pathValue(n)));
          const search = new URLSearchParams(q).toString();
          if (search) url += `?${search}`;
          return url;
        };
        const baseQuery = Object.fromEntries(
          query.map((p) => [p.name, String(sample(p.schema, p.name))]),
        );
        const send = async (what: string, url: string, payload: unknown) => {
          tried++;
          const res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: admin.headers,
            ...(payload !== undefined ? { payload: payload as object } : {}),
          });
          if (res.statusCode >= 500)
            failures.push(`${method.toUpperCase()} ${path} ${what}: ${res.statusCode}`);
        };
        for (const c of ['\u0000', '\u0007']) {
          for (const p of pathParams)
            await send(
              `path ${p.name}`,
              urlOf((n) => (n === p.name ? `ab${c}cd` : 'abcd'), baseQuery),
              body,
            );
          for (const p of query) {
            if (typeof sample(p.schema, p.name) !== 'string') continue;
            await send(
              `query ${p.name}`,
              urlOf(() => 'abcd', { ...baseQuery, [p.name]: taint(c)(baseQuery[p.name]!) }),
              body,
            );
          }
          for (const leaf of stringLeaves(body))
            await send(
              `body ${leaf.join('.')}`,
              urlOf(() => 'abcd', baseQuery),
              withValue(body, leaf, taint(c)),
            );
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    const log = lines.join('');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(admin.user.email);
  });
});
