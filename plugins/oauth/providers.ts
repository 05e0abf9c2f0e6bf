import { OAUTH_PROVIDERS, type OAuthProvider } from '../../schemas/index';

/** One of the nine providers (a host's argument, a return's parameter, a stored flow are checked alike). */
export const isProvider = (value: unknown): value is OAuthProvider => (OAUTH_PROVIDERS as readonly unknown[]).includes(value);
