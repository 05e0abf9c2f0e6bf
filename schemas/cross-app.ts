import * as z from 'zod/mini';

/** One provider app the requester app may use (GET /api/v1/apps/{appId}/cross-app/connections). */
export const CrossAppConnectionWire = z.object({
  provider_app_id: z.string(),
  provider_app_name: z.string(),
  provider_app_icon_url: z.nullish(z.string()),
  provider_app_custom_api_url: z.nullish(z.string()),
  read_only: z._default(z.boolean(), false),
});
export type CrossAppConnectionWire = z.input<typeof CrossAppConnectionWire>;

export interface CrossAppConnection {
  providerAppId: string;
  providerAppName: string;
  providerAppIconUrl: string | null;
  /** The provider app's API origin (its consent and transact pages); null means the requester's API URL. */
  providerAppCustomApiUrl: string | null;
  readOnly: boolean;
}

export const CrossAppConnectionsWire = z.object({ connections: z.array(CrossAppConnectionWire) });
export type CrossAppConnectionsWire = z.input<typeof CrossAppConnectionsWire>;

export const CrossAppConnectionsSchema = z.pipe(
  CrossAppConnectionsWire,
  z.transform(({ connections }): CrossAppConnection[] =>
    connections.map((wire) => ({
      providerAppId: wire.provider_app_id,
      providerAppName: wire.provider_app_name,
      providerAppIconUrl: wire.provider_app_icon_url ?? null,
      providerAppCustomApiUrl: wire.provider_app_custom_api_url ?? null,
      readOnly: wire.read_only,
    })),
  ),
);

/** POST /api/v1/cross-app/init: the provider app's consent page. */
export const CrossAppInitRequest = z.object({
  provider: z.string(),
  redirect_to: z.string(),
  code_challenge: z.string(),
  state_code: z.string(),
});
export type CrossAppInitRequest = z.output<typeof CrossAppInitRequest>;
export const CrossAppInitAnswer = z.object({ url: z.string() });

/** POST /api/v1/cross-app/authenticate and /link. */
export const CrossAppCodeRequest = z.object({
  authorization_code: z.string(),
  state_code: z.string(),
  code_verifier: z.string(),
  provider: z.string(),
});
export type CrossAppCodeRequest = z.output<typeof CrossAppCodeRequest>;

/** The query `request` of {provider api url}/oauth/transact. */
export const CrossAppTransactRequest = z.object({
  content: z.object({
    request: z.object({ request: z.object({ method: z.string(), params: z.optional(z.array(z.unknown())) }) }),
  }),
  timestamp: z.number(),
  callbackUrl: z.string(),
});
export type CrossAppTransactRequest = z.output<typeof CrossAppTransactRequest>;

/** What the transact page posts to its opener (section 7). */
export const CROSS_APP_MESSAGES = {
  response: 'PRIVY_CROSS_APP_ACTION_RESPONSE',
  error: 'PRIVY_CROSS_APP_ACTION_ERROR',
  setToken: 'PRIVY_CROSS_APP_SET_TOKEN',
  clearToken: 'PRIVY_CROSS_APP_CLEAR_TOKEN',
} as const;

export const CrossAppPopupMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal(CROSS_APP_MESSAGES.response), result: z.unknown() }),
  z.object({ type: z.literal(CROSS_APP_MESSAGES.error), error: z.unknown() }),
  z.object({ type: z.literal(CROSS_APP_MESSAGES.setToken), value: z.string() }),
  z.object({ type: z.literal(CROSS_APP_MESSAGES.clearToken) }),
]);
export type CrossAppPopupMessage = z.output<typeof CrossAppPopupMessage>;
