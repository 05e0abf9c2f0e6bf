export * from './public';

// The one door into the kernel for ui/, kit/ and plugins: the public API (public.ts, the package's `.` entry), then the
// mechanism those layers use and hosts never see.
export { appStorageKey } from './storage';
export { createStore } from './store';
export { chainsPart, createChains } from './chains';
export { walletsPart } from './wallets';
export { withDetail } from './error-detail';
export { codeLoadFailed } from './errors';
export { format } from './message-format';
export { decodeClaims } from './jwt';
export { SESSION_TOKEN_PARAM } from './constants';
export type { KernelPart, PluginSetup } from './plugin';
export type { CrossTab, TabMessage } from './cross-tab';
