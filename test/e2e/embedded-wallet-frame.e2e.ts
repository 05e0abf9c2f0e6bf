import { base58, base64urlnopad } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import type { Frame, Page } from 'playwright-core';
import { verifyMessage, verifyTypedData, type Hex } from 'viem';
import { expect, test } from 'vitest';
import { DEMO_APP_ID } from '../../emulator/provider/apps';
import { fetchWithProof, testDevice } from '../../emulator/pages/embedded-wallet/device-test-support';
import { combineShares, decryptWithKey, deriveWallet, mnemonicFromEntropy } from '../../emulator/provider/embedded-wallet/keys';
import { expectNoPageErrors, gotoDemo, logInByEmail, newAddress, setUpE2E } from './support';

const e2e = setUpE2E();

interface FrameReply {
  id?: string;
  event: string;
  data?: Record<string, unknown>;
  error?: { code: string | number; message: string; recoveryMethod?: string };
}

/** What the host page keeps: every message it received (from anyone) and a way to send requests to the frame. */
interface HostProbe {
  received: unknown[];
  ready: Promise<void>;
  send(event: string, data: unknown): Promise<FrameReply>;
}

declare global {
  interface Window {
    hostProbe?: HostProbe;
  }
}

/** Adds a provider page (the hidden wallet frame, or the export page) to the host page, hidden, and waits for iframe:ready. */
async function addWalletFrame(page: Page, frameUrl: string): Promise<void> {
  await page.evaluate((src) => {
    const frameOrigin = new URL(src).origin;
    const iframe = document.createElement('iframe');
    iframe.src = src;
    iframe.title = 'Embedded wallet';
    iframe.style.display = 'none';
    const pending = new Map<string, (reply: FrameReply) => void>();
    let count = 0;
    let markReady = () => {};
    const probe: HostProbe = {
      received: [],
      ready: new Promise((resolve) => (markReady = resolve)),
      send(event, data) {
        const id = `host-${(count += 1)}`;
        return new Promise((resolve) => {
          pending.set(id, resolve);
          iframe.contentWindow!.postMessage({ id, event, data }, frameOrigin);
        });
      },
    };
    window.addEventListener('message', (event) => {
      probe.received.push(event.data);
      if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
      const reply = event.data as FrameReply;
      if (reply.event === 'iframe:ready') markReady();
      if (reply.id && pending.has(reply.id)) pending.get(reply.id)!(reply);
    });
    window.hostProbe = probe;
    document.body.append(iframe);
  }, frameUrl);
  await page.evaluate(() => window.hostProbe!.ready);
}

const send = (page: Page, event: string, data: unknown) =>
  page.evaluate(([event, data]) => window.hostProbe!.send(event, data), [event, data] as const);

async function sendOk(page: Page, event: string, data: unknown): Promise<Record<string, unknown>> {
  const reply = await send(page, event, data);
  expect(reply.error, `${event} failed`).toBeUndefined();
  return reply.data!;
}

/**
 * The test process's own look at the secrets, to search the host page for them: it may read every origin, and it
 * recovers the wallet as a device of its own (within the fresh-login window), since the token alone opens nothing.
 */
async function walletSecrets(frame: Frame, accessToken: string, address: string) {
  const deviceShare = await frame.evaluate(() => Object.values({ ...localStorage })[0] as string);
  const fetchAsDevice = fetchWithProof(await testDevice(), accessToken);
  const call = async (path: string) => {
    const response = await fetchAsDevice(`${e2e.stack.emulatorUrl}/api/v1/embedded_wallets${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID, authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ address }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, string>;
  };
  const recovery = await call('/shares/recovery');
  const auth_share = recovery.auth_share;
  const recoveryShare = await decryptWithKey(recovery.encrypted_recovery_share!, base64urlnopad.decode(recovery.recovery_key!));
  const entropy = await combineShares([base64urlnopad.decode(deviceShare), base64urlnopad.decode(auth_share!)]);
  const mnemonic = mnemonicFromEntropy(entropy);
  const { privateKey, address: derived } = deriveWallet(mnemonic, 0);
  expect(derived).toBe(address);
  return { mnemonic, privateKey, deviceShare, authShare: auth_share!, recoveryShare: Buffer.from(recoveryShare).toString('base64url'), recoveryKey: recovery.recovery_key! };
}

/** Searches the host page (DOM, storage, cookies, every message it received) for the wallet's phrase, key and shares. */
async function expectHostHoldsNoSecret(page: Page, frame: Frame, accessToken: string, address: Hex): Promise<void> {
  const secrets = await walletSecrets(frame, accessToken, address);
  const host = await page.evaluate(() => ({
    dom: document.documentElement.outerHTML,
    storage: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    messages: JSON.stringify(window.hostProbe!.received),
  }));
  expect(host.messages).toContain(address);
  const seen = JSON.stringify(host).toLowerCase();
  const words = secrets.mnemonic.split(' ');
  const forbidden = {
    mnemonic: secrets.mnemonic,
    'first six words': words.slice(0, 6).join(' '),
    'last six words': words.slice(6).join(' '),
    'private key': secrets.privateKey.slice(2),
    'device share': secrets.deviceShare,
    'auth share': secrets.authShare,
    'recovery share': secrets.recoveryShare,
    'recovery key': secrets.recoveryKey,
  };
  for (const [name, secret] of Object.entries(forbidden)) {
    expect(seen.includes(secret.toLowerCase()), `the host page holds the ${name}`).toBe(false);
  }
  // The check can see a secret: the frame's own storage does hold the device share.
  expect(await frame.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(secrets.deviceShare);
  // The device key pair in the frame's IndexedDB: its private half cannot be read out, even by the frame's own script.
  const deviceKey = await frame.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('portico-device-keys', 1);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const read = database.transaction('keys').objectStore('keys').getAll();
    const [pair] = await new Promise<CryptoKeyPair[]>((resolve) => (read.onsuccess = () => resolve(read.result as CryptoKeyPair[])));
    const exported = await crypto.subtle.exportKey('jwk', pair!.privateKey).then(() => 'exported', (error: Error) => error.name);
    return { extractable: pair!.privateKey.extractable, exported };
  });
  expect(deviceKey).toEqual({ extractable: false, exported: 'InvalidAccessError' });
  expect(host.messages).not.toMatch(/"d":"/);
}

/** The access token the widget keeps for the logged-in person (the host page holds it; the frames get it by message). */
async function storedAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), `privy:${DEMO_APP_ID}:accessToken`);
  expect(stored).toBeTruthy();
  return stored!.startsWith('"') ? (JSON.parse(stored!) as string) : stored!;
}

test('the wallet frame creates, connects, signs and recovers, and the host page never holds a phrase, key or share', async () => {
  // The widget creates no wallet at login here: this test drives the frame itself, as the widget would.
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'off' } });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('embedded'));
  const accessToken = await storedAccessToken(page);

  const frameUrl = `${e2e.stack.emulatorUrl}/apps/${DEMO_APP_ID}/embedded-wallets?caid=e2e&client_id=demo`;
  await addWalletFrame(page, frameUrl);

  const created = await sendOk(page, 'wallet:create', { accessToken, recoveryMethod: 'privy' });
  const address = created.address as Hex;
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(await sendOk(page, 'wallet:connect', { accessToken, address })).toEqual({ address });

  const signed = await sendOk(page, 'wallet:rpc', { accessToken, address, hdWalletIndex: 0, request: { method: 'personal_sign', params: ['hello from the host', address] } });
  const signature = (signed.response as { data: Hex }).data;
  expect(await verifyMessage({ address, message: 'hello from the host', signature })).toBe(true);

  const typed = {
    types: { Person: [{ name: 'name', type: 'string' }] },
    primaryType: 'Person',
    domain: { name: 'Portico', version: '1', chainId: 1 },
    message: { name: 'Ada' },
  } as const;
  const typedAnswer = await sendOk(page, 'wallet:rpc', { accessToken, address, hdWalletIndex: 0, request: { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typed)] } });
  const typedSignature = (typedAnswer.response as { data: Hex }).data;
  expect(await verifyTypedData({ address, ...typed, domain: { ...typed.domain, chainId: 1n }, signature: typedSignature })).toBe(true);

  // The host page holds the access token, but the provider gives shares only with a registered device's proof.
  const fromHost = await page.evaluate(
    async ([url, token, appId, address]) => {
      const response = await fetch(`${url}/api/v1/embedded_wallets/shares/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'privy-app-id': appId, authorization: `Bearer ${token}` },
        body: JSON.stringify({ address }),
      });
      return { status: response.status, body: await response.text() };
    },
    [e2e.stack.emulatorUrl, accessToken, DEMO_APP_ID, address] as const,
  );
  expect(fromHost.status).toBe(401);
  expect(fromHost.body).toContain('device_proof_required');

  // Isolation: nothing secret in the host page's DOM, storage or any message it received.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${e2e.stack.emulatorUrl}/apps/`));
  expect(frame, 'the wallet frame').toBeDefined();
  await expectHostHoldsNoSecret(page, frame!, accessToken, address);

  // Recovery on this device (its share forgotten) restores the same device share; the shares are checked for again.
  await sendOk(page, 'wallet:clear', { address });
  expect(await send(page, 'wallet:connect', { accessToken, address })).toMatchObject({ error: { code: 'recovery_needed', recoveryMethod: 'privy' } });
  expect(await sendOk(page, 'wallet:recover', { accessToken, address })).toEqual({ address });
  await expectHostHoldsNoSecret(page, frame!, accessToken, address);

  expectNoPageErrors(errors, [401]);
});

test('the frame refuses a message from another window of the host’s origin', async () => {
  const { page } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await addWalletFrame(page, `${e2e.stack.emulatorUrl}/apps/${DEMO_APP_ID}/embedded-wallets`);
  // A second frame of the host's origin (same origin as the parent, but not the parent window) asks the wallet frame.
  const answered = await page.evaluate(async () => {
    const wallet = document.querySelector<HTMLIFrameElement>('iframe[title="Embedded wallet"]')!;
    const sibling = document.createElement('iframe');
    document.body.append(sibling);
    const target = new URL(wallet.src).origin;
    const before = window.hostProbe!.received.length;
    // Run by the sibling, so the wallet frame sees the sibling's window as the source.
    const siblingWindow = sibling.contentWindow as Window & { Function: FunctionConstructor };
    const postFromSibling = new siblingWindow.Function('message', 'target', 'parent.frames[0].postMessage(message, target)');
    postFromSibling({ id: 'x', event: 'wallet:clear', data: { address: `0x${'1'.repeat(40)}` } }, target);
    // The parent's own request is answered, which shows the frame was listening meanwhile.
    const own = await window.hostProbe!.send('wallet:clear', { address: `0x${'2'.repeat(40)}` });
    return { own, repliesToSibling: window.hostProbe!.received.slice(before).filter((m) => (m as { id?: string }).id === 'x').length };
  });
  expect(answered.own).toMatchObject({ event: 'wallet:clear', data: {} });
  expect(answered.repliesToSibling).toBe(0);
});

test('the export page shows an embedded Solana wallet’s key as Solana wallets import it, and the host page never holds it', async () => {
  await e2e.stack.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'users-without-wallets' } });
  const { page, errors } = await e2e.newPage();
  await gotoDemo(page, e2e.stack);
  await logInByEmail(page, e2e.stack, newAddress('solana-export'));
  const solanaPanel = page.getByRole('region', { name: 'Solana wallet' });
  await solanaPanel.getByRole('button', { name: 'Create a Solana wallet' }).click();
  const address = (await solanaPanel.getByLabel('Solana wallet address').textContent()) as string;

  // The export page as EMBEDDED_WALLET_KEY_EXPORT_SCREEN embeds it, sent what the screen sends.
  await addWalletFrame(page, `${e2e.stack.emulatorUrl}/apps/${DEMO_APP_ID}/embedded-wallets/export?address=${address}&phrase_export=false`);
  expect(await sendOk(page, 'export:init', { accessToken: await storedAccessToken(page), address })).toEqual({ shown: 'private-key' });
  const exportPage = page.frames().find((frame) => frame.url().includes('/embedded-wallets/export'));
  const key = (await exportPage!.locator('.key').textContent()) as string;

  const secretKey = base58.decode(key);
  expect(secretKey).toHaveLength(64);
  expect(secretKey.slice(32)).toEqual(base58.decode(address));
  const message = new TextEncoder().encode('exported from the browser');
  expect(ed25519.verify(ed25519.sign(message, secretKey.slice(0, 32)), message, base58.decode(address))).toBe(true);

  const host = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify(window.hostProbe!.received));
  expect(host).toContain('export:init');
  expect(host).not.toContain(key);
  expectNoPageErrors(errors);
});
