import type { FrameReply } from './protocol';

export interface ParentWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** What the listener reads of a MessageEvent. */
export type IncomingMessage = Pick<MessageEvent, 'origin' | 'source' | 'data'>;

/**
 * The widget's origin: Chromium names the embedding page's origin in ancestorOrigins; elsewhere the referrer (sent to
 * a cross-origin frame as at least its origin) stands in. Null when neither names one.
 */
export function parentOriginOf(ancestorOrigins: ArrayLike<string> | undefined, referrer: string): string | null {
  if (ancestorOrigins && ancestorOrigins.length > 0) return ancestorOrigins[0]!;
  try {
    return new URL(referrer).origin;
  } catch {
    return null;
  }
}

/**
 * The frame's `message` listener: only the parent window at the parent's origin is answered, and only at that
 * origin (never '*'), so no other page or frame can drive the wallet or read a reply.
 */
export function createMessageListener({
  parent,
  parentOrigin,
  handle,
}: {
  parent: ParentWindow;
  parentOrigin: string;
  handle: (message: unknown) => Promise<FrameReply | undefined>;
}) {
  return (event: IncomingMessage): void => {
    if (event.origin !== parentOrigin || event.source !== parent) return;
    void handle(event.data).then((reply) => {
      if (reply) parent.postMessage(reply, parentOrigin);
    });
  };
}
