import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

type Tree = Record<string, string>;

const fakePackage = (name: string): Tree => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, main: 'index.js' }),
  [`node_modules/${name}/index.js`]: 'export {};',
});

/** A small project laid out like the real one that keeps every rule, including the exceptions they allow. */
const cleanTree: Tree = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', paths: { portico: ['./kernel/public.ts'], 'portico/react': ['./ui/index.ts'] } } }),
  ...fakePackage('zod'),
  ...fakePackage('react'),
  ...fakePackage('viem'),
  ...fakePackage('qrcode'),
  'schemas/index.ts': "import { z } from 'zod';\nexport const User = z;",
  'kernel/store.ts': 'export const createStore = () => ({});',
  // A cycle of type-only imports: erased at run time.
  'kernel/navigation.ts': "import type { State } from './state';\nexport type Navigation = { state?: State };",
  'kernel/state.ts': "import type { Navigation } from './navigation';\nexport type State = { navigation?: Navigation };",
  'kernel/index.ts': "export { createStore } from './store';\nexport type { Navigation } from './navigation';\nexport type { User } from '../schemas/index';",
  'kernel/public.ts': "export { createStore } from './index';",
  'kit/poll.ts': "import { createStore } from '../kernel/index';\nexport const poll = createStore;",
  'ui/index.ts': "import { useState } from 'react';\nimport { createStore } from '../kernel/index';\nexport const useStore = () => useState(createStore);",
  // A heavy package through import(), named in a type: neither loads it with the module.
  'ui/qr-code.ts': "export const draw = (): Promise<typeof import('qrcode')> => import('qrcode');",
  // The plugin's index and its lazy screen import each other, through an import().
  'plugins/email/index.ts':
    "import type { Hex } from 'viem';\nimport { createStore } from '../../kernel/index';\nimport { poll } from '../../kit/poll';\nexport const screens = { code: { load: () => import('./screens/CodeScreen') } };\nexport const email = (hex: Hex) => [createStore, poll, hex];",
  'plugins/email/actions.ts': "export const sign = () => import('viem');",
  'plugins/email/use-email.ts': "import { useState } from 'react';\nexport const useEmail = () => useState(0);",
  'plugins/email/screens/CodeScreen.tsx':
    "import qrcode from 'qrcode';\nimport { useStore } from '../../../ui/index';\nimport { email } from '../index';\nexport const CodeScreen = () => [qrcode, useStore, email];",
  'plugins/email/email.test.ts':
    "import { app } from '../../emulator/app';\nimport { setup } from '../../test/support/emulator';\nimport { useStore } from '../../ui/index';\nimport { email } from './index';\nexport const all = [app, setup, useStore, email];",
  'plugins/sms/index.ts': "import { poll } from '../../kit/poll';\nexport const sms = poll;",
  'emulator/app.ts':
    "import { User } from '../schemas/index';\nimport { login } from './provider/login';\nimport { consent } from './pages/consent';\nimport { wallet } from './stand-ins/wallet';\nexport const app = [User, login, consent, wallet];",
  // The emulator's rooms: shared/ for all; pages may use the provider; stand-ins and the provider only shared/.
  'emulator/shared/http-error.ts': "import { User } from '../../schemas/index';\nexport const fail = User;",
  'emulator/provider/login.ts': "import { fail } from '../shared/http-error';\nexport const login = fail;",
  'emulator/pages/consent.ts': "import { login } from '../provider/login';\nexport const consent = login;",
  'emulator/stand-ins/wallet.ts': "import { fail } from '../shared/http-error';\nexport const wallet = fail;",
  // A test may set a scene across rooms, as test support may.
  'emulator/stand-ins/wallet.test.ts': "import { login } from '../provider/login';\nimport { wallet } from './wallet';\nexport const all = [login, wallet];",
  'emulator/provider/login-test-support.ts': "import { app } from '../app';\nimport { wallet } from '../stand-ins/wallet';\nexport const scene = [app, wallet];",
  'examples/app.tsx':
    "import 'portico/styles.css';\nimport { createStore } from 'portico';\nimport { useStore } from 'portico/react';\nimport { useState } from 'react';\nexport const all = [createStore, useStore, useState, () => import('viem')];",
  'test/support/emulator.ts': "import { app } from '../../emulator/app';\nimport { createStore } from '../../kernel/index';\nexport const setup = () => [app, createStore];",
  'bench/requests.ts': "import { setup } from '../test/support/emulator';\nsetup();",
};

/** For each rule, files that break it (and nothing else) when added to the clean tree. */
const breakingFiles: Record<string, Tree> = {
  'schemas-import-only-zod': { 'schemas/react-user.ts': "import { useState } from 'react';\nexport const User = useState;" },
  'kernel-imports-only-schemas': { 'kernel/react-store.ts': "import { useState } from 'react';\nexport const store = useState;" },
  'kit-never-imports-plugins': { 'kit/email-hook.ts': "export { useEmail } from '../plugins/email/use-email';" },
  'ui-imports-kernel-and-schemas': { 'ui/email-hook.ts': "export { useEmail } from '../plugins/email/use-email';" },
  'plugins-stay-in-the-package': { 'plugins/email/emulated.ts': "export { app } from '../../emulator/app';" },
  'emulator-imports-only-schemas': { 'emulator/client.ts': "export { createStore } from '../kernel/index';" },
  'emulator-shared-imports-no-room': { 'emulator/shared/session-error.ts': "export { login } from '../provider/login';" },
  'emulator-provider-imports-no-stand-in': { 'emulator/provider/wallet-login.ts': "export { wallet } from '../stand-ins/wallet';\nexport { consent } from '../pages/consent';" },
  'emulator-stand-ins-import-no-provider': { 'emulator/stand-ins/login-wallet.ts': "export { login } from '../provider/login';\nexport { consent } from '../pages/consent';" },
  'emulator-pages-import-no-stand-in': { 'emulator/pages/wallet-page.ts': "export { wallet } from '../stand-ins/wallet';" },
  'examples-use-public-entries': { 'examples/deep.tsx': "export { createStore } from '../kernel/index';" },
  'no-plugin-to-plugin': { 'plugins/sms/email-hook.ts': "export { useEmail } from '../email/use-email';" },
  'kit-only-for-plugins': { 'ui/poll.ts': "export { poll } from '../kit/poll';" },
  'kernel-only-through-index': { 'plugins/sms/store.ts': "export { createStore } from '../../kernel/store';" },
  'logic-without-ui-or-react': { 'plugins/sms/ui-store.ts': "export { useStore } from '../../ui/index';" },
  'heavy-only-through-import': { 'plugins/email/sign.ts': "export * from 'viem';" },
  'screens-only-through-import': { 'plugins/email/code-screen.ts': "export { CodeScreen } from './screens/CodeScreen';" },
  'no-cycles': {
    'kernel/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;",
    'kernel/pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;",
  },
  'package-never-imports-tests': { 'plugins/email/scene.ts': "export { setup } from '../../test/support/emulator';\nexport { all } from './email.test';" },
};

const rulesFile = join(dirname(fileURLToPath(import.meta.url)), 'rules.mjs');

/** Cruises `tree`, written to a temporary folder, with the project's rule set, as `npm run check:deps` does. */
async function cruiseTree(tree: Tree): Promise<ICruiseResult> {
  const root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  try {
    for (const [path, source] of Object.entries(tree)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    const tsConfig = join(root, 'tsconfig.json');
    const options = { ...(await extractDepcruiseOptions(rulesFile)), baseDir: root, tsConfig: { fileName: tsConfig } };
    const { output } = await cruise(['.'], options, {}, { tsConfig: extractTSConfig(tsConfig) });
    if (typeof output === 'string') throw new Error('expected the cruise result, got a report');
    return output;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const rulesBrokenFrom = (result: ICruiseResult, paths: string[]) => [
  ...new Set(result.summary.violations.filter((violation) => paths.includes(violation.from)).map((violation) => violation.rule.name)),
];

describe('dependency rules', () => {
  it('pass on a tree that keeps them, having read every source (TypeScript and TSX included)', async () => {
    const result = await cruiseTree(cleanTree);
    expect(result.summary.violations).toEqual([]);
    // dependency-cruiser passes what it cannot parse (every .ts file, with no TypeScript of its own): see it read them.
    const sources = Object.keys(cleanTree).filter((path) => /\.(ts|tsx)$/.test(path));
    expect(result.modules.map((module) => module.source)).toEqual(expect.arrayContaining(sources));
    expect(result.summary.totalDependenciesCruised).toBeGreaterThan(sources.length);
  });

  describe('on the clean tree with every breaking file added (one cruise)', () => {
    let result: ICruiseResult;
    beforeAll(async () => {
      result = await cruiseTree(Object.assign({}, cleanTree, ...Object.values(breakingFiles)));
    });

    it.each(Object.entries(breakingFiles))('%s fails on its files', (rule, files) => {
      expect(rulesBrokenFrom(result, Object.keys(files))).toEqual([rule]);
    });

    it('nothing else fails', () => {
      const breaking = Object.values(breakingFiles).flatMap((files) => Object.keys(files));
      expect(result.summary.violations.map((violation) => violation.from).filter((from) => !breaking.includes(from))).toEqual([]);
    });
  });

  it('has breaking files for every rule', async () => {
    const { ruleSet } = await extractDepcruiseOptions(rulesFile);
    expect(ruleSet?.forbidden?.map((rule) => rule.name).sort()).toEqual(Object.keys(breakingFiles).sort());
  });
});
