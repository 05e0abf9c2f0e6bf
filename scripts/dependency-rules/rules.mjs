/**
 * Who may import whom, checked by dependency-cruiser in `npm run check:deps`. The layers: schemas/ (wire), kernel/
 * (mechanism, one door: kernel/index.ts), kit/ (what several plugins share), ui/ (React shell), plugins/; beside the
 * package, emulator/ (the provider, its pages and third parties' stand-ins, in rooms) and examples/ (a host). Paths are from the project root; every rule is an error.
 * A computed `import(name)` is invisible here (dependency-cruiser skips a specifier that is not a literal): a linter's job.
 */

// Tests, test/ and *test-support.ts may reach across layers to set a scene: only the plugin, kernel-door and cycle rules hold for them.
const TESTS = ['^test/', '[.]test[.]tsx?$', 'test-support[.]ts$'];
const PACKAGE = '^(kernel|kit|ui|plugins|schemas)/';
const npm = (...names) => `^node_modules/(${names.join('|')})/`;
const REACT = npm('react', 'react-dom');
// What only a plugin's lazily loaded code may pull in: each would otherwise weigh on every host that loads the entry.
const HEAVY = npm('viem', '@solana/[^/]+', '@walletconnect/[^/]+', 'libphonenumber-js', 'qrcode', '@simplewebauthn/browser', '@wallet-standard/[^/]+', 'mipd', '@noble/[^/]+');
// A plugin's (or kit's) screens load on first use, through `screens: { load: () => import(...) }`.
const SCREENS = '/screens/';
const LOGIC_NOT = [SCREENS, '[.]tsx$', '/use-[^/]+[.]ts$', ...TESTS];
// `import type` and `typeof import('x')` leave nothing behind at run time.
const ERASED = ['type-only', 'type-import'];

/**
 * Modules that themselves load only through import() (dependency-cruiser judges each import on its own, not how its
 * module is reached), so their static imports of heavy packages stay in lazy chunks; each names its loader. And one
 * known exception: siwe's EIP-6963 discovery answers synchronously, so mipd (about 1 KB) is in siwe's entry chunk.
 */
const LOADED_LAZILY = [
  '^plugins/solana/wallet-standard\\.ts$', // plugins/solana/lazy-external-wallets.ts
  '^plugins/embedded-wallet/transactions/checksum\\.ts$', // plugins/embedded-wallet/transactions/engine.ts
  '^plugins/sms/phone-number\\.ts$', // the SMS screens, and PhoneInput.tsx which only they import
  '^plugins/siwe/discovery\\.ts$', // the exception: mipd
];

/**
 * Where a stand-in and the provider still share state in-process rather than over HTTP (issue 27 item 8, the rest):
 * the modules the other room may import for it, and nothing else of that room. Each goes when its exchange is HTTP.
 */
const STAND_INS_THE_PROVIDER_STILL_CALLS = [
  '^emulator/stand-ins/farcaster/(channels|registry)[.]ts$', // the relay's channels and the registry's custody keys
  '^emulator/stand-ins/cloud-drive/(access-tokens|authorization)[.]ts$', // recovery OAuth: the drive's code and token
  '^emulator/stand-ins/card-onramp/(coinbase-sessions|moonpay-transactions)[.]ts$', // the on-ramps' sessions the provider opens
];
const PROVIDER_MODULES_STAND_INS_STILL_CALL = [
  '^emulator/provider/farcaster/(signers|siwf)[.]ts$', // the Farcaster app approves signers and signs SIWF
  '^emulator/provider/oauth[.]ts$', // the drive's authorization server reuses login OAuth's code checks
];

/** A layer's rule: its code (tests aside) never imports what `to` matches. */
const layer = (name, comment, from, to) => ({ name, comment, severity: 'error', from: { path: from, pathNot: TESTS }, to });

export default {
  forbidden: [
    layer('schemas-import-only-zod', 'The wire schemas are shared by the client and the emulator, so they depend on nothing else.', '^schemas/', { pathNot: ['^schemas/', npm('zod')] }),
    layer('kernel-imports-only-schemas', 'The kernel is React-free mechanism; ui/, kit/ and plugins/ build on it, never the reverse.', '^kernel/', { path: ['^(ui|plugins|emulator|examples|scripts|bench)/', REACT] }),
    layer('kit-never-imports-plugins', 'kit/ is what several plugins share; knowing one of them would make it that plugin\'s.', '^kit/', { path: '^(plugins|emulator|examples|scripts|bench)/' }),
    layer('ui-imports-kernel-and-schemas', 'ui/ renders any set of plugins, so it may not know one; plugins bring their screens.', '^ui/', { path: '^(plugins|emulator|examples|scripts|bench)/' }),
    layer('plugins-stay-in-the-package', 'A plugin ships in the package: the emulator, the demo and the tooling are not there.', '^plugins/', { path: '^(emulator|examples|scripts|bench)/' }),
    layer('emulator-imports-only-schemas', 'The emulator stands for the provider: it shares the wire schemas and talks to the client over HTTP only.', '^emulator/', { path: '^(kernel|kit|ui|plugins|examples)/' }),
    // The emulator's rooms (docs/architecture.md): the provider, its pages, and the third parties' stand-ins, which
    // would be other companies' servers and talk to the provider over HTTP; shared/ is the plumbing every room uses.
    // emulator/*.ts (app.ts, server.ts, ...) composes the rooms, so it may import any of them.
    layer('emulator-shared-imports-no-room', 'emulator/shared/ is what every room uses (storage, HTTP errors, the page shell), so it knows none of them.', '^emulator/shared/', { path: '^emulator/', pathNot: '^emulator/shared/' }),
    layer('emulator-provider-imports-no-stand-in', 'The provider reaches a third party over HTTP, as it would in production; it serves its pages but does not import them (the composition in emulator/*.ts mounts both).', '^emulator/provider/', { path: '^emulator/', pathNot: ['^emulator/(provider|shared)/', ...STAND_INS_THE_PROVIDER_STILL_CALLS] }),
    layer('emulator-stand-ins-import-no-provider', 'A stand-in is another company\'s service: it answers the provider over HTTP and never reaches into the provider\'s code.', '^emulator/stand-ins/', { path: '^emulator/', pathNot: ['^emulator/(stand-ins|shared)/', ...PROVIDER_MODULES_STAND_INS_STILL_CALL] }),
    layer('emulator-pages-import-no-stand-in', 'Pages are the provider\'s origin: they may use the provider\'s code, but reach a third party (the drive, a chain) over HTTP as the browser would.', '^emulator/pages/', { path: '^emulator/', pathNot: '^emulator/(pages|provider|shared)/' }),
    {
      name: 'examples-use-public-entries',
      comment: 'The demo is a host app: it imports the package as a host would (portico, portico/*), React and viem.',
      severity: 'error',
      from: { path: '^examples/' },
      // `portico*` resolves through tsconfig.json's paths, but for the stylesheet, which stays as written.
      to: { pathNot: ['^examples/', '^portico/', npm('react', 'react-dom', 'viem')], dependencyTypesNot: ['aliased-tsconfig-paths'] },
    },
    {
      name: 'no-plugin-to-plugin',
      comment: 'Plugins are independent (a host passes any subset); shared code goes to kit/, shared presentation to ui/. Tests too: a plugin is tested alone.',
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'kit-only-for-plugins',
      comment: 'kit/ holds capabilities; the kernel and ui/ are mechanism and must not depend on any capability.',
      severity: 'error',
      from: { path: '^(kernel|ui)/', pathNot: TESTS },
      to: { path: '^kit/' },
    },
    {
      name: 'kernel-only-through-index',
      comment: 'kernel/index.ts is the one door into the kernel, so its public surface can be seen and kept small. Tests included.',
      severity: 'error',
      from: { path: '^(ui|kit|plugins)/' },
      to: { path: '^kernel/', pathNot: '^kernel/index[.]ts$' },
    },
    {
      name: 'logic-without-ui-or-react',
      comment: 'A plugin\'s (or kit\'s) logic runs headless; only screens (kit\'s shared ones too) and use-* hooks render, so only they may import ui/ or React.',
      severity: 'error',
      from: { path: '^(plugins|kit)/', pathNot: LOGIC_NOT },
      to: { path: ['^ui/', REACT] },
    },
    {
      name: 'heavy-only-through-import',
      comment: 'A heavy package loads with import() in the action or screen that needs it, so hosts that never use it never download it. Type-only imports are erased. Screens are behind import() already (next rule).',
      severity: 'error',
      from: { path: PACKAGE, pathNot: [`^(plugins|kit)/.*${SCREENS}`, ...LOADED_LAZILY, ...TESTS] },
      to: { path: HEAVY, dynamic: false, dependencyTypesNot: ERASED },
    },
    {
      name: 'screens-only-through-import',
      comment: 'A plugin\'s screens load on first use; a static import would put them (and what they import) in the plugin\'s entry chunk.',
      severity: 'error',
      from: { path: '^(plugins|kit)/', pathNot: [SCREENS, ...TESTS] },
      to: { path: SCREENS, dynamic: false, dependencyTypesNot: ERASED },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle makes evaluation order matter. One that passes through an import() (a plugin\'s index and its lazy screens) or a type-only import does not.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import', ...ERASED] } },
    },
    {
      name: 'package-never-imports-tests',
      comment: 'Test files and test/ support never ship. (The bench drives the browser tests\' harness, and may.)',
      severity: 'error',
      from: { path: PACKAGE, pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count for the layers (a type is a dependency too) and are marked so the runtime rules skip them.
    tsPreCompilationDeps: true,
    skipAnalysisNotInRules: true,
  },
};
