import * as z from 'zod/mini';

/** Every error answer: a human message and the spec's snake_case code. */
export const ErrorBodyWire = z.looseObject({
  error: z.string(),
  code: z.string(),
});
export type ErrorBodyWire = z.infer<typeof ErrorBodyWire>;

/** An acknowledgement (logout, analytics, code sent): its body, even an empty one, carries nothing we use. */
export const AckSchema = z.unknown();
