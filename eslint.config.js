import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layerMessage = 'Camadas: shared não importa server/web; web e server não se importam.';

/**
 * Module faces: another server module is reached only through its `index.ts`, never its repo,
 * presenter or other internal files. Tests and fixtures may look inside (they are white-box).
 */
const viaFace = {
  regex: String.raw`(^|/)modules/[^/]+/(?!index\.js$).+`,
  message: 'Um módulo do servidor só pela sua face (modules/<módulo>/index.js).',
};
const siblingViaFace = {
  regex: String.raw`^\.\./(?!\.)[^/]+/(?!index\.js$).+`,
  message: 'Outro módulo só pela sua face (../<módulo>/index.js).',
};

/**
 * Routes call only their own module's service: a route file imports no other module at all, not even
 * its face (types excepted, e.g. the `MailService` a route receives). Another module's work is
 * reached from the module's services. A separate rule, so it adds to the face rules above instead of
 * replacing them (two `no-restricted-imports` entries for the same files override each other).
 */
const routesOwnModuleOnly = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: String.raw`^\.\./(?!\.)|(^|/)modules/`,
          allowTypeImports: true,
          message: 'Rotas chamam só o serviço do próprio módulo: outro módulo, só nos serviços.',
        },
      ],
    },
  ],
};

/** Lower server layers (http, db) never reach up into the feature modules or the composition root. */
const noUpward = [
  { regex: String.raw`(^|/)modules/`, message: 'http e db não importam módulos de funcionalidade.' },
  { regex: String.raw`(^|/)(app|app-context|main)\.js$`, message: 'Só a raiz de composição importa app/app-context.' },
];

/**
 * Layers: shared imports nothing of server or web; web and server never import each other.
 * @param {string[]} forbidden
 * @param {Array<{regex: string, message: string}>} [extra]
 */
const layerRule = (forbidden, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...forbidden.map((group) => ({ group: [group], message: layerMessage })), ...extra] },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'stryker.config.mjs', 'scripts/*.mjs'],
          // The config files and every script in scripts/ (ten today) are outside the tsconfig projects.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  { files: ['src/shared/**'], rules: layerRule(['**/server/**', '**/web/**', 'node:*', 'react', 'react-dom']) },
  { files: ['src/server/**', 'bench/**'], rules: layerRule(['**/web/**'], [viaFace]) },
  { files: ['src/server/modules/**'], rules: layerRule(['**/web/**'], [viaFace, siblingViaFace]) },
  { files: ['src/server/modules/**/*.routes.ts'], rules: routesOwnModuleOnly },
  {
    files: ['src/server/http/**', 'src/server/db/**'],
    ignores: ['src/server/db/demo-data/**'],
    rules: layerRule(['**/web/**'], noUpward),
  },
  {
    files: ['src/server/**/*.test.ts', 'src/server/**/*.fixture.ts', 'src/server/test/**'],
    rules: layerRule(['**/web/**']),
  },
  { files: ['src/web/**'], rules: layerRule(['**/server/**', 'node:*']) },
  { files: ['src/web/**/*.tsx'], plugins: { 'react-hooks': reactHooks }, rules: reactHooks.configs.recommended.rules },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.test.ts', '**/*.fixture.ts', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
