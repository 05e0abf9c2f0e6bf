import type * as z from 'zod/mini';
import { FrameError } from './frame-error';
import { FrameRequest, type FrameErrorBody, type FrameReply } from './protocol';
import { ProviderApiError } from './provider-api';

const UNEXPECTED = 'An error has occurred, please try again.';
/** How the provider's own SDK names every event (`privy:wallet:create`); it reads a failure's code as `type`. */
const SDK_EVENT_PREFIX = 'privy:';
/** The SDK's names for the frame's codes where they differ: it recovers a wallet only on `wallet_not_on_device`. */
const SDK_ERROR_TYPES: Record<string, string> = { recovery_needed: 'wallet_not_on_device' };

/** Each event's `data` schema; the frame pages' protocols (protocol.ts). */
export type EventSchemas = Record<string, z.ZodMiniType>;

/** What a page does for each event, given that event's checked `data`. */
export type EventActions<S extends EventSchemas> = { [E in keyof S]: (data: z.output<S[E]>) => Promise<unknown> };

/**
 * The request/reply envelope both frame pages share: checks the request and its `data`, runs the event's action and
 * turns its outcome into a reply, so a page only writes its actions. Undefined for a message that is not a request.
 * `fromSdk` prepares the data of a request named the provider's own SDK's way before it is checked (sdk-mfa.ts).
 */
export function createDispatcher<S extends EventSchemas>(
  schemas: S,
  actions: EventActions<S>,
  fromSdk: (data: unknown) => Promise<unknown> = async (data) => data,
) {
  async function run(event: string, data: unknown): Promise<unknown> {
    if (!Object.hasOwn(schemas, event)) throw new FrameError('invalid_request_arguments', `Unknown event ${event}`);
    const parsed = schemas[event]!.safeParse(data);
    if (!parsed.success) throw new FrameError('invalid_request_arguments', `Invalid data for ${event}`);
    return (actions[event] as (data: unknown) => Promise<unknown>)(parsed.data);
  }

  return async function handle(message: unknown): Promise<FrameReply | undefined> {
    const request = FrameRequest.safeParse(message);
    if (!request.success) return undefined;
    const { id, event, data } = request.data;
    const sdk = event.startsWith(SDK_EVENT_PREFIX);
    try {
      return { id, event, data: sdk ? await run(event.slice(SDK_EVENT_PREFIX.length), await fromSdk(data)) : await run(event, data) };
    } catch (error) {
      const body = errorBodyOf(error);
      return { id, event, error: sdk ? { ...body, type: SDK_ERROR_TYPES[body.code] ?? body.code } : body };
    }
  };
}

/** A failure as the frame answers it: its own code, the provider's passed through, or `error` for anything else. */
export function errorBodyOf(error: unknown): FrameErrorBody {
  if (error instanceof FrameError) return error.toBody();
  if (error instanceof ProviderApiError) return { code: error.code, message: error.message };
  return { code: 'error', message: UNEXPECTED };
}

export type FrameMessageHandler = ReturnType<typeof createDispatcher>;
