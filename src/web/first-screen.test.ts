import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What every page's first download holds: boot.ts evaluates the router and main.tsx, the home
 * page's chunk is preloaded for `/`, and vite.config.ts puts the queries shared by the screens
 * into the first `core` chunk whoever imports them. Form validation (zod, about 25 KB gzip) is for screens with a
 * form, which fetch it with their own code (docs/performance.md): code on the first screen calls
 * the API with a `{ method, path }` typed by a type-only import of the contract.
 */
const FIRST_SCREEN = [
  'src/web/main.tsx',
  'src/web/app/router.tsx',
  'src/web/features/home/home-page.tsx',
  'src/web/features/home/signed-in-home.tsx',
  'src/web/lib/api-client.ts',
  'src/web/lib/query-client.ts',
  'src/web/lib/i18n.ts',
  'src/shared/routes.ts',
  ...readdirSync('src/web/lib/queries')
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
    .map((f) => `src/web/lib/queries/${f}`),
];

/** Module specifiers a file loads when it is evaluated (type-only imports load nothing). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?'([^']+)'/g;
  for (const m of source.matchAll(statement)) {
    const [, kind, typeOnly, clause = '', spec = ''] = m;
    if (typeOnly) continue;
    // `export const x = ...` and the like are not re-exports
    if (kind === 'export' && !/^(\*|\{)/.test(clause.trim())) continue;
    found.push(spec);
  }
  return found;
}

function resolveLocal(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.tsx?$/.test(candidate))
      return candidate;
  }
  return undefined;
}

/** Every package the first screen evaluates, with one chain of files that brings it in. */
function packagesOfFirstScreen(entries = FIRST_SCREEN) {
  const seen = new Set<string>();
  const packages = new Map<string, string[]>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of valueImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const next = resolveLocal(file, spec);
        if (next) walk(next, [...chain, path.relative(process.cwd(), next)]);
      } else if (!packages.has(spec)) packages.set(spec, chain);
    }
  };
  for (const entry of entries) walk(path.resolve(entry), [entry]);
  return { files: seen, packages };
}

describe('the first screen', () => {
  it('reads the imports of a file, skipping type-only ones', () => {
    expect(
      valueImports(
        "import type { z } from 'zod';\nimport {\n  a,\n  b,\n} from './x';\nimport './y.css';\nexport { c } from './c';\nexport type { D } from './d';\nexport const e = 'f';",
      ),
    ).toEqual(['./x', './y.css', './c']);
  });

  it('carries no form validation: zod is fetched with the screens that have a form', () => {
    const { files, packages } = packagesOfFirstScreen();
    expect(files.size).toBeGreaterThan(20);
    expect(packages.has('react')).toBe(true);
    for (const pkg of ['zod', '@hookform/resolvers/zod', 'react-hook-form']) {
      expect(
        packages.get(pkg),
        `${pkg} is imported through ${packages.get(pkg)?.join(' -> ')}`,
      ).toBe(undefined);
    }
  });

  // pages with a form of a sort, whose first screen is shown, not submitted: the forms that check
  // with the contracts' schemas fetch zod when the page is left for them (docs/performance.md)
  it.each([
    ['/reserve', 'src/web/features/reserve/reserve-page.tsx'],
    ['/user/dashboard', 'src/web/app/dashboard-page.tsx'],
    ['/MarketPlace/gold-buying', 'src/web/features/digital-gold/gold-buying-page.tsx'],
  ])('%s carries no form validation either', (_, page) => {
    const { packages } = packagesOfFirstScreen([...FIRST_SCREEN, page]);
    for (const pkg of ['zod', '@hookform/resolvers/zod', 'react-hook-form']) {
      expect(
        packages.get(pkg),
        `${pkg} is imported through ${packages.get(pkg)?.join(' -> ')}`,
      ).toBe(undefined);
    }
  });
});
