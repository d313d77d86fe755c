// Import circles (issue: no import circles). A circle makes the load order decide what a module
// sees at start-up and ties files that should change apart; a type-only circle is refused too,
// because it is one `import type` away from a real one. Run by `npm run lint` (`npm run lint:circles`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This import closes a circle. Move what both sides need to a file that imports neither ' +
        '(a shared rule, a types file, or a prop instead of an import).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules|test-results|playwright-report|\\.tmp)/' },
    // see `import type` and type-only re-exports, which the compiled output drops
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
