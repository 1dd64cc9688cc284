import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What a server module file may not import; a routes file not even the database or its repositories. */
function serverPatterns({ routes }) {
  const patterns = [
    {
      regex: '^(drizzle-orm(/.*)?|#src/db/schema/.*)$',
      message: 'Queries belong in the module repository (<area>.repo.ts).',
    },
  ];
  if (routes) {
    patterns.push({
      regex: '^#src/db/|\\.repo$',
      message: 'A routes file calls its service; the service calls the repository.',
    });
  }
  return patterns;
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The domain package is bundled into the browser: pure rules and zod only.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'react',
            'react-*',
            'fastify',
            'fastify-*',
            'drizzle-orm',
            'drizzle-orm/*',
            '@bulk/*',
          ],
        },
      ],
    },
  },
  {
    // A server module's queries live in its repositories (`*.repo.ts`): services hold the rules and open
    // the transactions, and call a repository for every read and write.
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/plugins/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns({ routes: false }) }] },
  },
  {
    // A routes file is HTTP only: schemas, access, and one call into its module's service.
    files: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/modules/**/*.plugin.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverPatterns({ routes: true }) }] },
  },
  {
    // Shared code of the web app never reaches into a feature or into the app that composes them.
    files: ['apps/web/src/{components,lib,hooks,i18n,config}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#src/(features|app)/',
              message: 'Shared code must not depend on a feature or on app/: move the piece or pass it in.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    // A feature stands alone: what two features share moves to components/ or lib/, and app/ composes them.
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^#src/features/(?!${feature}/)`,
              message: `A feature must not import another feature (this is ${feature}): share through components/ or lib/, or compose in app/.`,
            },
            {
              regex: '^#src/app/',
              message: 'Features do not import app/: app/ composes them.',
            },
            { regex: '^\\.\\./\\.\\./', message: 'Reach outside the feature through #src/.' },
          ],
        },
      ],
    },
  })),
  {
    // Command-line scripts report progress on the console.
    files: ['scripts/**', 'apps/server/build.mjs', 'apps/server/src/server.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
