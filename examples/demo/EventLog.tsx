import { useEffect, useRef, useState } from 'react';
import type { PorticoEvents } from 'portico';
import { usePortico } from 'portico/react';
import { Panel } from './Panel';

type LoggedEvent = 'login' | 'logout' | 'link' | 'unlink' | 'userUpdated' | 'error';

/** One short line per kernel event a host usually listens to. */
const summaries: { [K in LoggedEvent]: (payload: PorticoEvents[K]) => string } = {
  login: ({ user, isNewUser, method }) => `${user.id} by ${method}${isNewUser ? ', new user' : ''}`,
  logout: ({ reason }) => `reason: ${reason}`,
  link: ({ accountType }) => `${accountType} account`,
  unlink: ({ accountType }) => `${accountType} account`,
  userUpdated: ({ user }) => `user ${user.id}`,
  error: ({ error, intent }) => `${error.code}: ${error.shortMessage}${intent ? ` (during ${intent})` : ''}`,
};

interface LogEntry {
  id: number;
  event: LoggedEvent;
  summary: string;
  at: Date;
}

const MAX_ENTRIES = 50;

export function EventLog() {
  const { portico } = usePortico();
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    function listen<K extends LoggedEvent>(event: K) {
      return portico.on(event, (payload) => {
        const entry = { id: nextId.current++, event, summary: summaries[event](payload), at: new Date() };
        setEntries((previous) => [entry, ...previous].slice(0, MAX_ENTRIES));
      });
    }
    const unsubscribes = (Object.keys(summaries) as LoggedEvent[]).map(listen);
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }, [portico]);

  return (
    <Panel id="events" title="Events" purpose="What your app can listen to with portico.on(…), newest first.">
      {entries.length === 0 && <p className="demo-hint">Nothing yet: log in, link an account or log out.</p>}
      {/* Always rendered: a live region must exist before its content changes to be announced. */}
      <ol aria-live="polite" aria-labelledby="events-heading" className="demo-log">
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at.toISOString()}>{entry.at.toLocaleTimeString()}</time> <strong>{entry.event}</strong>{' '}
            {entry.summary}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
