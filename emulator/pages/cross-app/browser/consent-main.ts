import * as z from 'zod/mini';
import { AuthResponseWire } from '../../../../schemas';
import { byId, embeddedWalletFrame, embeddedWallets, ProviderUser, providerApi, say } from './page-api';

// The consent page's script (bundled by ../page-bundle.ts): the person logs into the provider app with an email code,
// then approves (a wallet is created in the provider's frame if they have none) or denies sharing.

const { appId = '', consent = '{}', denyUrl = '' } = document.documentElement.dataset;
const post = providerApi(appId);
const Login = z.extend(AuthResponseWire, { token: z.string(), user: ProviderUser });
let login: { token: string; address: string | null } | null = null;

function busy(form: HTMLElement, on: boolean): void {
  for (const button of form.querySelectorAll('button')) button.disabled = on;
}

async function step(form: HTMLElement, work: () => Promise<void>): Promise<void> {
  say('error', '');
  busy(form, true);
  try {
    await work();
  } catch (error) {
    say('error', error instanceof Error ? error.message : String(error));
  } finally {
    busy(form, false);
  }
}

const email = () => byId<HTMLInputElement>('email').value.trim();

byId('email-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void step(byId('email-form'), async () => {
    await post('/passwordless/init', { email: email() }, z.object({ success: z.boolean() }));
    byId('email-form').hidden = true;
    byId('code-form').hidden = false;
    say('status', `We sent a code to ${email()}.`);
    byId<HTMLInputElement>('code').focus();
  });
});

byId('code-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void step(byId('code-form'), async () => {
    const code = byId<HTMLInputElement>('code').value.trim();
    const answer = await post('/passwordless/authenticate', { email: email(), code }, Login);
    const wallet = embeddedWallets(answer.user).find((entry) => entry.wallet_index === 0 && !entry.imported);
    login = { token: answer.token, address: wallet?.address ?? null };
    byId('code-form').hidden = true;
    byId('approve').hidden = false;
    say('status', '');
    say('wallet', wallet ? `Wallet: ${wallet.address}` : 'A wallet will be created for you when you approve.');
    byId('approve').focus();
  });
});

byId('decision').addEventListener('submit', (event) => {
  event.preventDefault();
  const submitter = (event as SubmitEvent).submitter;
  if (submitter?.id === 'deny') return location.assign(denyUrl);
  void step(byId('decision'), async () => {
    if (!login) throw new Error('Log in first.');
    if (!login.address) {
      say('status', 'Creating your wallet...');
      const created = z.object({ address: z.string() }).parse(await embeddedWalletFrame(appId).request('wallet:create', { accessToken: login.token, recoveryMethod: 'privy' }));
      login.address = created.address;
      say('wallet', `Wallet: ${created.address}`);
    }
    const { redirect_url } = await post('/cross-app/consent', JSON.parse(consent), z.object({ redirect_url: z.string() }), login.token);
    location.assign(redirect_url);
  });
});

// The page renders its buttons disabled until these handlers are attached.
for (const form of ['email-form', 'code-form', 'decision']) busy(byId(form), false);
