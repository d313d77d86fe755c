import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, run on fixture code placed at real paths: user text
// lives in a module's messages.ts, never inline in a service, a route or a mail.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'no-restricted-syntax';
const WEB_RULE = 'local/web-text';

async function textProblems(filePath: string, code: string, rule = RULE) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.line);
}
const webProblems = (filePath: string, code: string) => textProblems(filePath, code, WEB_RULE);

const header = "import { AppError, notFound } from '../../http/app-error';\n";

// the first lint loads the whole configuration (TypeScript parser, plugins): slow on a busy machine
describe('user text lives in the catalogues', { timeout: 60_000 }, () => {
  it("refuses an error's message written inline, as a string or a template", async () => {
    const code = `${header}export const a = () => new AppError('CONFLICT', 'This order cannot move.');
export const b = (s: string) => new AppError('CONFLICT', \`This order is \${s}.\`);
export const c = () => notFound('We could not find that order.');
`;
    expect(await textProblems('src/server/modules/orders/fixture.ts', code)).toEqual([2, 3, 4]);
  });

  it("refuses a mail's subject, greeting, lines and button written inline", async () => {
    const code = `export const mail = (name: string) => ({
  subject: \`Order placed: \${name}\`,
  greeting: \`Hi \${name},\`,
  intro: ['We are preparing your parcel.'],
  action: { label: 'Track your order', url: '/x' },
  outro: [\`Delivery address: \${name}\`],
});
`;
    expect(await textProblems('src/server/modules/store/fixture.ts', code)).toEqual([
      2, 3, 4, 5, 6,
    ]);
  });

  it("refuses a PDF's words written inline", async () => {
    const code = `export const draw = (doc: { text(t: string): unknown }, id: string) => {
  doc.text('Not a tax invoice');
  doc.text(\`Order: \${id}\`);
  doc.text(\`\${id}  \${id}\`);
};
`;
    expect(await textProblems('src/server/modules/invoices/fixture.ts', code)).toEqual([2, 3]);
  });

  it("allows text taken from the catalogue, and the catalogue's own file", async () => {
    const fromCatalogue = `${header}import { orderMessages } from './messages';
const msg = orderMessages.en;
export const a = (s: string) => new AppError('CONFLICT', msg.cannotMove(s, s));
export const b = () => notFound(msg.notFound);
export const mail = { subject: msg.notFound, intro: [msg.notFound], action: { label: msg.notFound } };
`;
    expect(await textProblems('src/server/modules/orders/fixture.ts', fromCatalogue)).toEqual([]);
    expect(
      await textProblems(
        'src/server/modules/orders/messages.ts',
        "export const m = { notFound: 'We could not find that order.' };\n",
      ),
    ).toEqual([]);
  });
});

describe('a page takes its words from the catalogue too', { timeout: 60_000 }, () => {
  it('refuses words written in JSX: text, a string child, a branch of a condition', async () => {
    const code = `export const A = ({ ok }: { ok: boolean }) => (
  <section>
    <h1>Buy gold</h1>
    <p>{'Your bag is empty'}</p>
    <p>{ok ? 'Paid' : '—'}</p>
    <p>{ok && \`Saved \${1} g\`}</p>
    <p>खरीदें</p>
  </section>
);
`;
    expect(await webProblems('src/web/features/store/fixture.tsx', code)).toEqual([3, 4, 5, 6, 7]);
  });

  it('refuses words in what a user sees or hears: aria-label, title, placeholder, alt', async () => {
    const code = `export const A = () => (
  <div aria-roledescription="carousel">
    <button aria-label="Close">×</button>
    <input placeholder={'Enter UPI ID'} title="UPI ID" />
    <img alt="Gold coin" src="/coin.png" />
  </div>
);
`;
    expect(await webProblems('src/web/features/store/fixture.tsx', code)).toEqual([2, 3, 4, 4, 5]);
  });

  it('allows symbols, numbers, the catalogue, code-only attributes and the allowlist', async () => {
    const code = `import { useMessages } from '../../lib/i18n';
import { storeMessages } from './messages';
export const A = ({ n }: { n: number }) => {
  const m = useMessages(storeMessages);
  return (
    <section aria-label={m.bannersLabel} className="flex gap-2" data-testid="store-hero">
      <h1>{m.title}</h1>
      <p>₹{n} · {n}% / 999 →</p>
      <p>{n > 1 ? m.title : '—'}</p>
      <svg role="img" aria-label={m.bannersLabel}><text>24K · 999</text></svg>
      <input type="text" autoComplete="off" inputMode="decimal" />
    </section>
  );
};
`;
    expect(await webProblems('src/web/features/store/fixture.tsx', code)).toEqual([]);
  });

  it('leaves tests to their own rules, and holds the console to the catalogue too', async () => {
    const code = 'export const A = () => <h1>Buy gold</h1>;\n';
    expect(await webProblems('src/web/features/store/fixture.test.tsx', code)).toEqual([]);
    expect(await webProblems('src/web/features/admin/fixture.tsx', code)).toEqual([1]);
    expect(await webProblems('src/web/features/store/fixture.tsx', code)).toEqual([1]);
  });
});
