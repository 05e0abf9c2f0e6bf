import { escapeHtml } from '../shared/dev-page';
import type { OutboxMessage } from '../shared/records';

const COLUMNS = ['Sent at', 'Channel', 'To', 'Code or notice'];

/** A plain, accessible page of sent codes for people trying the demo by hand. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td><time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt)}</time></td>` +
        `<td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td><td>${m.code === undefined ? escapeHtml(m.notice ?? '') : `<code>${escapeHtml(m.code)}</code>`}</td></tr>`,
    )
    .join('\n');
  const content =
    messages.length === 0
      ? '<p>No codes sent yet.</p>'
      : `<table>
<caption>Codes and notices sent, newest first</caption>
<thead><tr>${COLUMNS.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico emulator outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #111; background: #fff; }
table { border-collapse: collapse; }
th, td { padding: 0.4rem 0.8rem; border-bottom: 1px solid #ccc; text-align: left; }
caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
</style>
</head>
<body>
<main>
<h1>Outbox</h1>
${content}
</main>
</body>
</html>`;
}
