/**
 * The package's `.` entry: the kernel's public API. `kernel/index.ts`, the one door into the kernel for ui/, kit/ and
 * plugins, re-exports it with the mechanism those layers use.
 */
export { createPortico, type CreatePorticoOptions, type Portico, type PorticoKernel } from './client';
export { definePlugin, type AnyPlugin, type PluginContext, type PluginDefinition, type PluginState, type LoginMethodEntry, type Mark, type MarkLoader, type ScreenEntry, type UrlParamHandler } from './plugin';
export { PorticoError, isPorticoError, toPorticoError, type ErrorCode, type ErrorCodeRegistry } from './errors';
export { defineErrors, describeError, type ErrorCatalogue, type ErrorScreenEntry, type ErrorScreenModel } from './error-catalogue';
export type { PorticoEvents, FlowIntent, LogoutReason } from './events';
export type { KernelState, AuthStatus } from './state';
export type { ModalState, Navigation } from './navigation';
export type { HostOptions, PorticoConfig } from './config';
export { memoryStorage, type KeyValueStorage } from './storage';
export { latestAccountOf, type PorticoUser, type UserViews } from './user';
export { PROVIDER_PREFIX, SDK_VERSION } from './constants';
export type * from '../schemas/index';
export type { PostLoginContext, PostLoginStep, StepOutcome } from './post-login';
export type { Prompts, PromptOptions } from './prompts';
export type { PorticoServices, ServiceName, ServiceRegistry } from './services';
export { parseChainId, type ChainConfig, type ChainInput, type Chains } from './chains';
export { isLinked, type ConnectedWallet, type ConnectionHistoryEntry, type Eip1193Provider, type WalletBranding, type WalletConnection, type Wallets } from './wallets';
export { userRejected } from './errors';
export type { PromptIntent, PromptIntentRegistry } from './events';
