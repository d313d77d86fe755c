// Local ESLint rules for the code's boundaries (STYLE.md, ARCHITECTURE.md), resolved from each
// import's real target rather than its spelling, so '../x/repo' and '../../modules/x/repo' alike
// are caught. Used by eslint.config.js as the `local` plugin.
import path from 'node:path';
import webText from './web-text.js';

const SERVER_MODULE = /^src\/server\/modules\/([^/]+)\/(.+)$/;
const WEB_FEATURE = /^src\/web\/features\/([^/]+)\//;
const SOURCE_EXT = /\.(tsx?|jsx?|mjs)$/;

/** The project-relative path ('src/server/...') of a relative import, without its extension. */
function target(context, spec) {
  if (!spec.startsWith('.')) return undefined;
  const from = context.filename ?? context.getFilename();
  const abs = path.resolve(path.dirname(from), spec);
  return path.relative(context.cwd, abs).split(path.sep).join('/').replace(SOURCE_EXT, '');
}

const source = (context) =>
  path
    .relative(context.cwd, context.filename ?? context.getFilename())
    .split(path.sep)
    .join('/');

/** Calls `check(spec, node)` for every import, export-from and dynamic import with a literal path. */
function eachImport(check) {
  const at = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source.value, node.source);
  };
  return {
    ImportDeclaration: at,
    ExportNamedDeclaration: at,
    ExportAllDeclaration: at,
    ImportExpression: at,
  };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A server module reaches another module only through its service.ts, and never imports app.ts; a web feature never imports another feature.',
    },
    messages: {
      crossModule:
        "Module '{{from}}' reaches into '{{to}}/{{file}}': import '{{to}}/service' instead (only a module's service.ts is its public face).",
      appImport:
        'Modules get their dependencies from src/server/deps.ts; importing app.ts makes an import circle.',
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}': move what both need to src/web/lib or src/web/components.",
    },
    schema: [],
  },
  create(context) {
    const file = source(context);
    const fromModule = SERVER_MODULE.exec(file);
    const fromFeature = WEB_FEATURE.exec(file);
    if (!fromModule && !fromFeature) return {};
    return eachImport((spec, node) => {
      const to = target(context, spec);
      if (!to) return;
      if (fromModule) {
        if (to === 'src/server/app') context.report({ node, messageId: 'appImport' });
        const toModule = SERVER_MODULE.exec(to);
        if (toModule && toModule[1] !== fromModule[1] && toModule[2] !== 'service') {
          context.report({
            node,
            messageId: 'crossModule',
            data: { from: fromModule[1], to: toModule[1], file: toModule[2] },
          });
        }
      }
      if (fromFeature) {
        const toFeature = WEB_FEATURE.exec(`${to}/`);
        if (toFeature && toFeature[1] !== fromFeature[1]) {
          context.report({
            node,
            messageId: 'crossFeature',
            data: { from: fromFeature[1], to: toFeature[1] },
          });
        }
      }
    });
  },
};

// the doors of a server module that code outside src/server/modules may use
const MODULE_DOORS = new Set(['service', 'routes']);

const serverDoors = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Server code outside src/server/modules (http, db, cli, app.ts) reaches a module only through its service.ts or routes.ts; db/schema.ts alone gathers the modules' tables.ts, i18n/catalogues.ts their messages.",
    },
    messages: {
      internals:
        "'{{from}}' reaches into '{{to}}/{{file}}': import '{{to}}/service' (or '{{to}}/routes') instead, a module's only doors.",
    },
    schema: [],
  },
  create(context) {
    const file = source(context);
    if (!file.startsWith('src/server/') || SERVER_MODULE.test(file)) return {};
    return eachImport((spec, node) => {
      const to = target(context, spec);
      const toModule = to && SERVER_MODULE.exec(to);
      if (!toModule || MODULE_DOORS.has(toModule[2])) return;
      if (file === 'src/server/db/schema.ts' && toModule[2] === 'tables') return;
      // and src/server/i18n/catalogues.ts alone gathers their catalogues (decision 013)
      if (
        file === 'src/server/i18n/catalogues.ts' &&
        /^([\w-]+-)?messages(\.(te|hi))?$/.test(toModule[2])
      )
        return;
      context.report({
        node,
        messageId: 'internals',
        data: { from: file, to: toModule[1], file: toModule[2] },
      });
    });
  },
};

const WEB_SHARED = /^src\/web\/(lib|components)\//;
const WEB_UPPER = /^src\/web\/(features|app)(\/|$)/;

const webLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'src/web/lib and src/web/components are below the features and the app: they never import either (imports flow shared -> features -> app).',
    },
    messages: {
      upward:
        "'{{from}}' imports '{{to}}': lib and components never import a feature or the app (pass it in as a prop or through a context the app provides).",
    },
    schema: [],
  },
  create(context) {
    const file = source(context);
    if (!WEB_SHARED.test(file)) return {};
    return eachImport((spec, node) => {
      const to = target(context, spec);
      if (to && WEB_UPPER.test(to)) {
        context.report({ node, messageId: 'upward', data: { from: file, to } });
      }
    });
  },
};

// a module's SQL lives in its repo.ts (queries) and tables.ts (schema)
const ORM_FILES = /^(repo|tables)\.ts$/;

const drizzleInRepo = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Inside a server module only repo.ts and tables.ts import drizzle-orm: services and use cases call the repository (STYLE.md: only repositories touch the ORM).',
    },
    messages: {
      orm: "'{{from}}' imports drizzle-orm: put the query in the module's repo.ts (or the table in tables.ts) and call it.",
    },
    schema: [],
  },
  create(context) {
    const file = source(context);
    if (!SERVER_MODULE.test(file) || ORM_FILES.test(path.basename(file))) return {};
    return eachImport((spec, node) => {
      if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/')) {
        context.report({ node, messageId: 'orm', data: { from: file } });
      }
    });
  },
};

// kebab-case words, dot-separated parts: 'payment-history-page.tsx', 'payments.api.test.ts'
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case (STYLE.md).' },
    messages: { name: "File name '{{name}}' is not kebab-case (e.g. 'payment-history-page.tsx')." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename ?? context.getFilename());
        if (name.startsWith('<')) return; // text linted without a file
        if (!KEBAB.test(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export default {
  meta: { name: 'local' },
  rules: {
    'module-boundaries': moduleBoundaries,
    'server-doors': serverDoors,
    'web-layers': webLayers,
    'drizzle-in-repo': drizzleInRepo,
    'kebab-case-files': kebabCaseFiles,
    'web-text': webText,
  },
};
