import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The import-circle check of `npm run lint` (dependency-cruiser.config.cjs), run on small fixtures.
const config = createRequire(import.meta.url)(
  '../../dependency-cruiser.config.cjs',
) as IConfiguration;
const dir = mkdtempSync(path.join(tmpdir(), 'circles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function violations(files: Record<string, string>) {
  const at = mkdtempSync(path.join(dir, 'case-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(at, name), code);
  const result = await cruise([at], {
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${path.basename(v.from)}`);
}

describe('the import-circle check', { timeout: 60_000 }, () => {
  it('fails on two files that import each other', async () => {
    expect(
      await violations({
        'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      }),
    ).toEqual(['no-circular: a.ts']);
  });

  it('fails on a circle closed by a type-only import, and on a lazy import()', async () => {
    expect(
      await violations({
        'client.ts': "import type { Row } from './tables';\nexport type Db = { rows: Row[] };\n",
        'tables.ts': "import type { Db } from './client';\nexport type Row = { db?: Db };\n",
      }),
    ).toHaveLength(1);
    expect(
      await violations({
        'pages.ts': "export const pages = { home: () => import('./home') };\n",
        'home.ts': "import { pages } from './pages';\nexport const links = Object.keys(pages);\n",
      }),
    ).toHaveLength(1);
  });

  it('passes imports that flow one way', async () => {
    expect(
      await violations({
        'rules.ts': 'export const limit = 500;\n',
        'service.ts':
          "import { limit } from './rules';\nexport const check = (n: number) => n <= limit;\n",
      }),
    ).toEqual([]);
  });
});
