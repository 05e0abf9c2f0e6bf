'use client';
export { PorticoProvider, type PorticoProviderProps } from './provider';
export { InlineLogin } from './InlineLogin';
export { usePortico, type UsePorticoResult } from './hooks/use-portico';
export { useLogin, type UseLoginOptions } from './hooks/use-login';
export { useLogout, type UseLogoutOptions } from './hooks/use-logout';
export { useLinkAccount, type UseLinkAccountOptions } from './hooks/use-link-account';
export { useKernelState } from './hooks/use-kernel-state';
export { uiMessages, type UiMessages } from './messages';
