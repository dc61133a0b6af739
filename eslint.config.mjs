// One lint for the whole repository (npm run lint, part of npm test): zero warnings is the bar.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Who may not import whom: the visitor pages and the admin stay apart, and the gateway reaches the CMS only over HTTP. */
const CMS_CODE = {
  group: ['**/cms/src/**', '**/cms/config/**', '**/cms/dist/**'],
  message: 'Only the CMS imports its code; others call it over HTTP.',
};
const GATEWAY_CODE = {
  group: ['**/gateway/src/**', '**/gateway/dist/**'],
  message: 'Only the gateway imports its code; others call it over HTTP.',
};
const ADMIN_CODE = { group: ['**/admin', '**/admin/**'], message: 'Visitor pages never load the admin.' };
const PUBLIC_CODE = {
  group: ['**/public', '**/public/**'],
  message: 'The admin shares code with the visitor pages through ui/, api/ or the contract package.',
};
const SITE_CODE = {
  group: ['**/frontend/**', '**/e2e/**', '**/scripts/**'],
  message: 'The contract package depends on nothing of the site.',
};
/** A file takes the first entry it matches: the more specific folders come first. */
const BOUNDARIES = [
  ['frontend/src/public/**', [ADMIN_CODE, CMS_CODE, GATEWAY_CODE]],
  ['frontend/src/admin/**', [PUBLIC_CODE, CMS_CODE, GATEWAY_CODE]],
  ['frontend/**', [CMS_CODE, GATEWAY_CODE]],
  ['gateway/**', [CMS_CODE]],
  ['cms/**', [GATEWAY_CODE]],
  ['contract/**', [SITE_CODE, CMS_CODE, GATEWAY_CODE]],
];
const boundaries = BOUNDARIES.map(([files, patterns], index) => ({
  files: [files],
  ignores: BOUNDARIES.slice(0, index).map(([earlier]) => earlier),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'frontend/dist-server/**',
      'cms/.strapi/**',
      'cms/build/**',
      'cms/types/**',
      'cms/public/**',
      'frontend/public/**',
      'backups/**',
      // Build caches, snapshots and the schema-mode test's copies of the cms.
      '.cache/**',
      'test-results/**',
      'playwright-report/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    // The rules of hooks; the React Compiler's stricter rules are for code the compiler builds, which this is not.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Only DOM elements: the admin's login and code fields (its own components) take the focus on a page that holds nothing else.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  ...boundaries,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // React's event props take handlers that return promises; what they return is ignored by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's loaders throw its redirect Responses by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }], allowThrowingUnknown: true }],
      // node:test's test() and describe() return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite'] }] },
      ],
    },
  },
  {
    // Tests read untyped JSON answers on purpose, and Strapi's server API is typed `any` in many places:
    // the `no-unsafe-*` family would flag every use rather than a mistake.
    files: ['gateway/test/**', 'e2e/**', '**/*.test.{ts,tsx}', 'cms/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['gateway/assets/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
);
