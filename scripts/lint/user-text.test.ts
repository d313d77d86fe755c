import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, run on fixture code placed at real paths: user text
// lives in a module's messages.ts, never inline in a service, a route or a mail.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'no-restricted-syntax';

async function textProblems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line);
}

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
