import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration, run on fixture code placed at real paths: the layers
// the module rule does not see (scripts/lint/boundaries.js: server-doors, web-layers,
// drizzle-in-repo).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// the first lint loads the whole configuration (TypeScript parser, plugins): slow on a busy machine
describe('layers', { timeout: 60_000 }, () => {
  it("refuses http, db, cli and app.ts reaching into a module's internals", async () => {
    expect(
      await problems(
        'src/server/http/fixture.ts',
        "import { findUserById } from '../modules/accounts/repo';\nexport const f = findUserById;\n",
      ),
    ).toEqual([
      "local/server-doors: 'src/server/http/fixture.ts' reaches into 'accounts/repo': import 'accounts/service' (or 'accounts/routes') instead, a module's only doors.",
    ]);
    for (const [file, spec] of [
      ['src/server/db/fixture.ts', '../modules/catalogue/seed'],
      ['src/server/cli/fixture.ts', '../modules/payments/tables'],
      ['src/server/fixture.ts', './modules/catalogue/cache'],
    ]) {
      expect(
        await problems(file!, `export * from '${spec}';\n`),
        `${file} -> ${spec}`,
      ).toHaveLength(1);
    }
  });

  it("allows a module's service.ts and routes.ts, and db/schema.ts gathering the tables", async () => {
    expect(
      await problems(
        'src/server/cli/fixture.ts',
        "import { findPayment } from '../modules/payments/service';\nimport { paymentsModule } from '../modules/payments/routes';\nexport const x = [findPayment, paymentsModule];\n",
      ),
    ).toEqual([]);
    expect(
      await problems('src/server/db/schema.ts', "export * from '../modules/payments/tables';\n"),
    ).toEqual([]);
    expect(
      await problems('src/server/db/seed.ts', "export * from '../modules/payments/tables';\n"),
    ).toHaveLength(1);
  });

  it('refuses web lib and components importing a feature or the app', async () => {
    expect(
      await problems(
        'src/web/components/ui/fixture.tsx',
        "import { hasPage } from '../../app/pages';\nexport const h = hasPage;\n",
      ),
    ).toEqual([
      "local/web-layers: 'src/web/components/ui/fixture.tsx' imports 'src/web/app/pages': lib and components never import a feature or the app (pass it in as a prop or through a context the app provides).",
    ]);
    expect(
      await problems(
        'src/web/lib/fixture.ts',
        "export const load = () => import('../features/store/messages');\n",
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        'src/web/lib/fixture.ts',
        "import { paths } from '../../shared/routes';\nimport { useMessages } from './i18n';\nexport const x = [paths, useMessages];\n",
      ),
    ).toEqual([]);
  });

  it('refuses drizzle-orm in a module outside repo.ts and tables.ts', async () => {
    expect(
      await problems(
        'src/server/modules/mail/fixture.ts',
        "import { isNull } from 'drizzle-orm';\nexport const f = isNull;\n",
      ),
    ).toEqual([
      "local/drizzle-in-repo: 'src/server/modules/mail/fixture.ts' imports drizzle-orm: put the query in the module's repo.ts (or the table in tables.ts) and call it.",
    ]);
    expect(
      await problems(
        'src/server/modules/jobs/fixture.ts',
        "import type { PgTable } from 'drizzle-orm/pg-core';\nexport type T = PgTable;\n",
      ),
    ).toHaveLength(1);
    for (const file of ['src/server/modules/mail/repo.ts', 'src/server/modules/mail/tables.ts']) {
      expect(
        await problems(file, "import { isNull } from 'drizzle-orm';\nexport const f = isNull;\n"),
        file,
      ).toEqual([]);
    }
  });
});
