import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint configuration on generated files: no source file over 500 lines
// (eslint.config.js, max-lines), whatever its folder; tests may run longer.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

const fileOf = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

async function rules(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId);
}

describe('file length', { timeout: 60_000 }, () => {
  it('refuses a source file of 501 lines and allows one of 500', async () => {
    for (const file of [
      'src/server/modules/mail/fixture.ts',
      'src/web/features/store/fixture.tsx',
      'scripts/fixture.mjs',
    ]) {
      expect(await rules(file, fileOf(501)), file).toEqual(['max-lines']);
      expect(await rules(file, fileOf(500)), file).toEqual([]);
    }
  });

  it('lets a test run longer', async () => {
    expect(await rules('src/server/modules/mail/fixture.test.ts', fileOf(800))).toEqual([]);
  });
});
