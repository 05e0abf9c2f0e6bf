/** The shell screens shown only after a server answer, in one chunk: ui/modal/ScreenRouter loads it on first show. */
export { default as AccountNotFoundScreen } from './AccountNotFoundScreen';
export { default as AffirmativeConsentScreen } from './AffirmativeConsentScreen';
export { default as AllowlistRejectionScreen } from './AllowlistRejectionScreen';
export { default as UserLimitReachedScreen } from './UserLimitReachedScreen';
