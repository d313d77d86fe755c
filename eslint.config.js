import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/lint/boundaries.js';

// Boundaries (STYLE.md): shared imports nothing outside itself; web and server never import each
// other; a server module reaches another module through its service.ts only, a web feature never
// imports another feature (local/module-boundaries, scripts/lint/boundaries.js).
const restrict = (groups, extra = []) => [
  'error',
  { patterns: [...groups.map(([group, message]) => ({ group, message })), ...extra] },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'test-results',
      'playwright-report',
      '.tmp',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local },
    rules: {
      'local/kebab-case-files': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/server/**', '**/web/**'], 'shared code imports nothing outside src/shared'],
      ]),
    },
  },
  {
    files: ['src/web/**'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/server/**'], 'web code must not import server code'],
      ]),
      // every link and redirect is built from the route table (src/shared/routes.ts)
      'no-restricted-syntax': [
        'error',
        ...[
          'JSXAttribute[name.name=/^(to|href|backTo)$/] > Literal[value=/^\\//]',
          'JSXAttribute[name.name=/^(to|href|backTo)$/] > JSXExpressionContainer > Literal[value=/^\\//]',
          'Property[key.name=/^(to|href)$/] > Literal[value=/^\\//]',
          'CallExpression[callee.name=/^(navigate|Navigate)$/] > Literal[value=/^\\//]',
        ].map((selector) => ({
          selector,
          message: 'Build app links with paths.<route>.href() from src/shared/routes.ts.',
        })),
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([[['**/web/**'], 'server code must not import web code']]),
    },
  },
  {
    files: ['src/server/modules/**', 'src/web/features/**'],
    // tests may read another module's tables to assert what was stored
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'local/module-boundaries': 'error' },
  },
);
