import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { invalidData } from './http-error';

export const MAX_BODY_BYTES = 64 * 1024;

/** The body's text, within the size limit. */
async function readText(c: Context): Promise<string> {
  const declared = Number(c.req.header('content-length'));
  if (declared > MAX_BODY_BYTES) throw invalidData('Request body too large');
  // The declared length may be absent (chunked), so the bytes are counted too.
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) throw invalidData('Request body too large');
  return new TextDecoder().decode(bytes);
}

/** The fields of a form the emulator's stand-in pages post. */
export const readForm = async (c: Context): Promise<URLSearchParams> => new URLSearchParams(await readText(c));

/** The one way a route reads its body: size limit, JSON, then the request schema. An empty body counts as `{}`. */
export async function readBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await readText(c);
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw invalidData('Request body is not valid JSON');
    }
  }

  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidData(describeIssue(parsed.error.issues[0]));
  return parsed.data;
}

/** A GET route's query parameters (one value each), checked like a body. */
export function readQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalidData(describeIssue(parsed.error.issues[0]));
  return parsed.data;
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request body';
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  const problem =
    issue.code === 'invalid_type'
      ? `expected ${issue.expected}`
      : issue.code === 'too_small' || issue.code === 'too_big'
        ? issue.code.replace('_', ' ')
        : 'invalid value';
  return `Invalid ${field}: ${problem}`;
}

/** The token of `Authorization: Bearer {token}`, if any. */
export const bearerToken = (c: Context) => c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
