/**
 * Plays the person at the emulator's OAuth provider page, in-process: opens the authorization URL, submits its form
 * as shown (a picked test identity, typed changes, Approve or Deny) and returns where the provider sends the browser.
 */

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface ProviderAnswer {
  decision?: 'approve' | 'deny';
  /** A test identity of the page's list (ada, grace, suspended); the page shows ada by default. */
  identity?: string;
  /** Field values typed over the shown ones (name, email, username, ...). */
  fields?: Record<string, string>;
}

const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The named inputs of the page's form with their values, as a browser would submit them. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const form = html.match(/<form\b[^>]*>[\s\S]*?<\/form>/)?.[0];
  if (!form) throw new Error('The provider page has no form');
  const fields: Record<string, string> = {};
  for (const tag of form.match(/<input\b[^>]*>/g) ?? []) {
    const name = attribute(tag, 'name');
    if (name) fields[name] = unescapeHtml(attribute(tag, 'value') ?? '');
  }
  return { action: unescapeHtml(attribute(form, 'action') ?? ''), fields };
}

export async function answerAtProvider(fetch: Fetch, authorizeUrl: string, answer: ProviderAnswer = {}): Promise<URL> {
  const pageUrl = new URL(authorizeUrl);
  if (answer.identity) pageUrl.searchParams.set('identity', answer.identity);
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`The provider page answered ${page.status}`);
  const { action, fields } = formOf(await page.text());
  const body = new URLSearchParams({ ...fields, ...answer.fields, decision: answer.decision ?? 'approve' });
  const sent = await fetch(new URL(action, pageUrl), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const location = sent.headers.get('location');
  if (sent.status !== 303 || !location) throw new Error(`The provider page answered ${sent.status}: ${await sent.text()}`);
  return new URL(location);
}
