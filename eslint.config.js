// The lint gate (.ci/run runs it before the tests): the language's pitfalls, the layer table of the
// README as boundaries rules, no import cycles, and the shop's own rules (no decision on a message's
// words, no SPEC wire names inside the code). Rules about imports live here, not in tests that grep
// source text.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { LAYERS, LAYER_RULES } from './scripts/lint/layers.js';
import { shopRules } from './scripts/lint/shop-rules.js';

const SOURCES = ['src/**/*.{ts,tsx,astro}', 'functions/**/*.ts'];
// one plugin object: flat config refuses two definitions of the same plugin name
const shop = { rules: shopRules };

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.astro/**',
      '.wrangler/**',
      '.wrangler-*/**',
      'artifacts/**',
      'node_modules/**',
      'public/**',
      'worker-configuration.d.ts',
      '.scratch/**',
      'src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // the codebase's own habits, kept: `any` only in tests and at a few typed seams
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: SOURCES,
    plugins: { 'import-x': importX, boundaries },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': SOURCES,
      'boundaries/elements': LAYERS,
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'boundaries/element-types': ['error', { default: 'allow', rules: LAYER_RULES }],
    },
  },
  {
    files: SOURCES,
    plugins: { shop },
    rules: {
      'shop/no-decision-on-words': 'error',
    },
  },
  {
    // SPEC wire names at the edge only: routes, schemas, the db layer (its columns bear those names);
    // src/lib/api/*-wire.ts are the browser's reshapes: each renames one request or answer once
    files: SOURCES,
    ignores: ['functions/api/routes/**', '**/*schemas.ts', '**/*schema.ts', 'functions/api/db/**', 'src/lib/api/*-wire.ts'],
    plugins: { shop },
    rules: {
      'shop/no-wire-names': 'error',
    },
  },
  {
    // the server reads time only through now() (functions/api/lib/clock.ts), which a test can pin;
    // a direct read of the real clock would make a test depend on the hour it runs at (issue 27)
    files: ['functions/**/*.ts', 'src/server/**/*.ts', 'src/middleware.ts', 'src/worker.ts', 'src/pages/**/*.{ts,astro}'],
    ignores: ['functions/api/lib/clock.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Read the server clock with now() from functions/api/lib/clock.ts, which tests can pin.',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Use new Date(now()) with now() from functions/api/lib/clock.ts, which tests can pin.',
        },
      ],
    },
  },
  {
    // an area of the services and db layers is used through its face (index.ts): the routes, the
    // jobs and the pages' door never reach into an area's own files, so an area can change inside
    files: ['functions/api/routes/**/*.ts', 'functions/api/jobs/**/*.ts', 'functions/api/app.ts', 'src/server/**/*.ts', 'src/worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/*/*', '!**/services/*/index', '**/db/*/*', '!**/db/*/index'],
              message: "Use the area's face (its index.ts), not one of its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // every browser → API call goes through a typed area module (src/lib/api/<area>.ts, typed from
    // the routes): the untyped fetch helper is theirs only
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/lib/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api/client'],
              importNames: ['api'],
              message: 'Call the API through its area module in src/lib/api (typed from the routes), not the untyped api().',
            },
          ],
        },
      ],
    },
  },
  {
    // a rule's message is a catalogue key (i18n/said-rule.ts), never words: the API and the browser
    // each say it in their reader's language, and nothing reads English back any more (issue 27). A
    // string with a space where zod takes a message is a sentence someone wrote in English.
    // (functions/ has its own no-restricted-syntax, the clock's: rule options do not merge, so domain only)
    files: ['src/lib/domain/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > ObjectExpression > Property[key.name=/^(message|required_error|invalid_type_error)$/] > Literal[value=/\\s/]',
          message: "Write the rule's message as a catalogue key (src/lib/domain/i18n), not in English.",
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(min|max|length|regex|email|url|int|positive|nonnegative|nonempty|refine|gte|lte|gt|lt)$/] > Literal[value=/\\s/]',
          message: "Write the rule's message as a catalogue key (src/lib/domain/i18n), not in English.",
        },
      ],
    },
  },
  {
    // tests may reach any layer (they test it), and use the platform's globals
    files: ['tests/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.{js,mjs,ts}'],
    rules: { '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
