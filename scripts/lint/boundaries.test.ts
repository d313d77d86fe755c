import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, run on fixture code placed at real paths.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// the first lint loads the whole configuration (TypeScript parser, plugins): slow on a busy machine
describe('module boundaries', { timeout: 60_000 }, () => {
  it("refuses a server module importing another module's repo", async () => {
    const found = await problems(
      'src/server/modules/digital-gold/fixture.ts',
      "import { findUserById } from '../accounts/repo';\nexport const f = findUserById;\n",
    );
    expect(found).toEqual([
      "local/module-boundaries: Module 'digital-gold' reaches into 'accounts/repo': import 'accounts/service' instead (only a module's service.ts is its public face).",
    ]);
  });

  it('refuses any other file of another module, however the path is spelled', async () => {
    expect(
      await problems(
        'src/server/modules/payments/sandbox/fixture.ts',
        "export { users } from '../../../modules/accounts/tables';\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'src/server/modules/prices/fixture.ts',
        "export const load = () => import('../accounts/passwords');\n",
      ),
    ).toHaveLength(1);
  });

  it("allows another module's service.ts and the module's own files", async () => {
    expect(
      await problems(
        'src/server/modules/digital-gold/fixture.ts',
        "import { findReferrerOf } from '../accounts/service';\nimport * as self from './service';\nexport const f = [findReferrerOf, self];\n",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'src/server/modules/payments/sandbox/fixture.ts',
        "export { findPayment } from '../service';\n",
      ),
    ).toEqual([]);
  });

  it('refuses a module importing app.ts (an import circle)', async () => {
    expect(
      await problems(
        'src/server/modules/orders/fixture.ts',
        "import type { App } from '../../app';\nexport type A = App;\n",
      ),
    ).toEqual([
      'local/module-boundaries: Modules get their dependencies from src/server/deps.ts; importing app.ts makes an import circle.',
    ]);
  });

  it('refuses a web feature importing another feature', async () => {
    expect(
      await problems(
        'src/web/features/history/fixture.tsx',
        "import { messages } from '../invoice/messages';\nexport const m = messages;\n",
      ),
    ).toEqual([
      "local/module-boundaries: Feature 'history' imports feature 'invoice': move what both need to src/web/lib or src/web/components.",
    ]);
    expect(
      await problems(
        'src/web/features/history/fixture.tsx',
        "import { useMessages } from '../../lib/i18n';\nimport { m } from './messages';\nexport const x = [useMessages, m];\n",
      ),
    ).toEqual([]);
  });

  it('refuses shared code importing the server', async () => {
    const found = await problems(
      'src/shared/rules/fixture.ts',
      "import { loadConfig } from '../../server/config';\nexport const c = loadConfig;\n",
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^no-restricted-imports: .*shared code imports nothing outside/);
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await problems('src/web/components/ui/GoldCard.tsx', 'export const x = 1;\n')).toEqual([
      "local/kebab-case-files: File name 'GoldCard.tsx' is not kebab-case (e.g. 'payment-history-page.tsx').",
    ]);
    expect(await problems('src/server/modules/orders/orders.api.test.ts', 'export {};\n')).toEqual(
      [],
    );
  });
});
