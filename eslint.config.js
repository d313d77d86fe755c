import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Boundaries (STYLE.md): shared imports nothing outside itself; web and server never import
      // each other; a module reaches another module through its service only.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: './src/server',
              message: 'shared must not import server code',
            },
            {
              target: './src/shared',
              from: './src/web',
              message: 'shared must not import web code',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'web must not import server code',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'server must not import web code',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)[\\w-]+/(repo|tables)$',
              message: "Import another module's service.ts, never its repo or tables.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/db/schema.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
