/**
 * The relay's store-and-forward: every published message is kept until its ttl runs out, so a client that
 * subscribes (or fetches) later still receives it, and each client receives a message at most once.
 */

export interface StoredMessage {
  topic: string;
  /** The encrypted envelope, opaque to the relay. */
  message: string;
  tag: number;
  /** Milliseconds since the epoch, as the real relay reports it. */
  publishedAt: number;
  expiresAt: number;
  /** The publisher's Verify attestation (a JWT), passed on untouched. */
  attestation?: string;
  /** The client that published it, which never gets it back. */
  from: number;
  deliveredTo: Set<number>;
}

export interface Publication {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string;
}

/** A cap per topic so a client publishing in a loop cannot grow the store without bound; the oldest go first. */
const MAX_MESSAGES_PER_TOPIC = 200;

export function createMailbox(now: () => number) {
  const byTopic = new Map<string, StoredMessage[]>();

  const dropExpired = () => {
    const time = now();
    for (const [topic, messages] of byTopic) {
      const live = messages.filter((stored) => stored.expiresAt > time);
      if (live.length === 0) byTopic.delete(topic);
      else if (live.length !== messages.length) byTopic.set(topic, live);
    }
  };

  return {
    store(from: number, { topic, message, ttlSeconds, tag, attestation }: Publication): StoredMessage {
      dropExpired();
      const publishedAt = now();
      const stored: StoredMessage = {
        topic,
        message,
        tag,
        publishedAt,
        expiresAt: publishedAt + ttlSeconds * 1000,
        ...(attestation ? { attestation } : {}),
        from,
        deliveredTo: new Set(),
      };
      const messages = [...(byTopic.get(topic) ?? []), stored];
      byTopic.set(topic, messages.slice(-MAX_MESSAGES_PER_TOPIC));
      return stored;
    },

    /** The live messages of a topic that `client` neither published nor received yet, oldest first. */
    undelivered(topic: string, client: number): StoredMessage[] {
      dropExpired();
      return (byTopic.get(topic) ?? []).filter((stored) => stored.from !== client && !stored.deliveredTo.has(client));
    },
  };
}

