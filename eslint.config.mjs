import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

// Module boundaries are enforced, not decorative (docs/architecture.md, "Libraries and their boundaries"):
// a remote never imports another remote or the shell; web and node meet only in isomorphic libs;
// ui libs hold no store code.
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/test-results',
      '**/playwright-report',
      '**/*.d.ts',
      '**/vite.config.*.timestamp*',
      'apps/api/media/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts', '**/*.cjs', '**/*.cts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared'] },
            { sourceTag: 'scope:member', onlyDependOnLibsWithTags: ['scope:member', 'scope:shared'] },
            { sourceTag: 'scope:author', onlyDependOnLibsWithTags: ['scope:author', 'scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
            { sourceTag: 'scope:corporate', onlyDependOnLibsWithTags: ['scope:corporate', 'scope:shared'] },
            { sourceTag: 'scope:teacher', onlyDependOnLibsWithTags: ['scope:teacher', 'scope:shared'] },
            { sourceTag: 'scope:lab', onlyDependOnLibsWithTags: ['scope:lab', 'scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:isomorphic'] },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:isomorphic'] },
            { sourceTag: 'platform:isomorphic', onlyDependOnLibsWithTags: ['platform:isomorphic'] },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The rules of hooks, and effects that name what they read (an effect that must not re-run on a value reads it
    // through useEffectEvent). The plugin's React Compiler rules are not turned on: no compiler runs here.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Build configs are tooling, not app code: they import the shared federation setup from tools/.
    files: ['**/vite.config.mts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // An API module is used by the others only through its index.ts (docs/decisions/0031-api-modules-are-domains.md):
    // `../orders` is fine, `../orders/pricing` is not. Tests may reach a module's fixtures (orders/testing.ts).
    // Circles between modules are caught by `node tools/scripts/module-graph.mjs --check`, part of `api:lint`.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
              message: "Import another API module through its index.ts ('../<module>'), not one of its files.",
            },
          ],
        },
      ],
    },
  },
  // A web app is organised by feature (docs/decisions/0032-feature-folders.md): src/features/<feature>/ with an
  // index.ts, beside src/layout/, the route table src/app.tsx and the rest. Outside src/features/, a feature is used
  // only through its index: './features/courses' is fine, './features/courses/pages/home-page' is not, neither in an
  // import nor in a lazy import(). Between features, `module-graph.mjs --check --root src/features` (part of each
  // app's lint target) checks the same rule and that features form no circle.
  {
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx'],
    ignores: ['apps/api/**', 'apps/*/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\./|(\\.\\./)+)features/[^/]+/(?!index$).+',
              message: "Use a feature through its index.ts ('./features/<feature>'), not one of its files.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // The same rule for import(): esquery's regex cannot hold a '/', so \x2F stands for it.
          selector: 'ImportExpression[source.value=/^(\\.\\x2F|(\\.\\.\\x2F)+)features\\x2F[^\\x2F]+\\x2F(?!index$)./]',
          message: "Use a feature through its index.ts ('./features/<feature>'), not one of its files.",
        },
      ],
    },
  },
  {
    // layout/ is the frame the features build on (a feature's own layout may use its pieces), so it uses no feature
    // at all: that keeps layout/ and the features free of circles, which module-graph.mjs does not see.
    files: ['apps/*/src/layout/**/*.ts', 'apps/*/src/layout/**/*.tsx'],
    ignores: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\./|(\\.\\./)+)features(/|$)',
              message: 'layout/ uses no feature: the features build on the layout, not the other way round.',
            },
          ],
        },
      ],
    },
  },
];
