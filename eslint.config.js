import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/lint/boundaries.js';

// Boundaries (STYLE.md): shared imports nothing outside itself; web and server never import each
// other; a server module reaches another module through its service.ts only, a web feature never
// imports another feature (local/module-boundaries, scripts/lint/boundaries.js).
// a string or template with words in it (two letters in a row), as user text has
const TEXT =
  ':matches(Literal[value=/[A-Za-z]{2}/], TemplateLiteral:has(TemplateElement[value.raw=/[A-Za-z]{2}/]))';
// words with a space between them: a mail's line or button, not a label such as 'cli:name'
const WORDS =
  ':matches(Literal[value=/[A-Za-z]{2} ?[A-Za-z]* [A-Za-z]|^[A-Z][a-z]+ /], TemplateLiteral:has(TemplateElement[value.raw=/[A-Za-z]{2} /]))';

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
      // the cookie plugin serves no route (app.ts): its reply and instance helpers are not there
      'no-restricted-properties': [
        'error',
        ...['setCookie', 'clearCookie', 'parseCookie', 'serializeCookie'].map((property) => ({
          object: 'reply',
          property,
          message: 'Use setCookie / clearCookie / requestCookie from src/server/http/cookies.ts.',
        })),
        ...['parseCookie', 'serializeCookie'].flatMap((property) =>
          ['app', 'server'].map((object) => ({
            object,
            property,
            message: 'Use requestCookie / setCookie from src/server/http/cookies.ts.',
          })),
        ),
      ],
    },
  },
  {
    // user text lives in the message catalogues (a module's messages.ts, ready for other
    // languages): an error's message, a mail's words and a PDF's labels are never written inline
    files: ['src/server/**'],
    ignores: [
      '**/*.test.ts',
      '**/messages.ts',
      // the sandbox's provider simulators answer in PhonePe's own words, as the real API does
      'src/server/modules/payments/sandbox/{simulator,state,payments,mandates,debits,v1-answers}.ts',
      'src/server/modules/payments/sandbox/v2*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `NewExpression[callee.name='AppError'] > ${TEXT}:nth-child(2)`,
          `CallExpression[callee.name='notFound'] > ${TEXT}`,
          `Property[key.name=/^(subject|greeting|footer|signOff|label)$/] > ${WORDS}`,
          `Property[key.name=/^(intro|outro|body|after)$/] > ArrayExpression > ${TEXT}`,
          `CallExpression[callee.property.name='text'] > ${TEXT}:first-child`,
        ].map((selector) => ({
          selector,
          message:
            "User text belongs in the module's messages.ts catalogue: refer to it there (e.g. msg.notFound).",
        })),
      ],
    },
  },
  {
    // the same on the web: the words of a page come from the feature's messages.ts catalogue
    // (local/web-text, scripts/lint/web-text.js)
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'local/web-text': 'error' },
  },
  {
    files: ['src/server/modules/**', 'src/web/features/**'],
    // tests may read another module's tables to assert what was stored
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'local/module-boundaries': 'error' },
  },
  {
    // the layers the module rule does not see: server code outside modules/ uses a module's
    // doors; web lib and components never import a feature or the app; only a module's repo.ts
    // and tables.ts touch the ORM (scripts/lint/boundaries.js)
    files: ['src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'local/server-doors': 'error',
      'local/web-layers': 'error',
      'local/drizzle-in-repo': 'error',
    },
  },
  {
    // no source file over 500 lines: a file that grows past it is split by use case (ARCHITECTURE:
    // use-case files behind the module's service.ts) long before; tests may run longer
    files: ['src/**', 'scripts/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
);
