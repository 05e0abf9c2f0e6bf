import { renderDevPage } from '../../shared/dev-page';

/** WalletConnect's blue, darkened enough for white text on it (WCAG AA). */
const ACCENT = '#1f5fc4';

export const TEST_MOBILE_WALLET_SCRIPT_PATH = '/test-mobile-wallet/wallet.js';

const STYLE = `main { max-width: 34rem; }
section { margin-top: 1.5rem; }
h2 { font-size: 1.15rem; margin-bottom: 0.4rem; }
h3 { font-size: 1rem; margin: 0 0 0.3rem; }
form .row { display: flex; gap: 0.6rem; }
form .row button { flex: none; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; margin: 0.4rem 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
ul { list-style: none; padding: 0; margin: 0; }
li { border: 1px solid #767676; border-radius: 6px; padding: 0.8rem; margin-top: 0.6rem; }
li section { margin-top: 0; }
.content { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 0.5rem; border-radius: 4px; font-family: ui-monospace, monospace; margin: 0.4rem 0; }
code { overflow-wrap: anywhere; }
:focus-visible { outline: 3px solid ${ACCENT}; outline-offset: 2px; }`;

/**
 * GET /test-mobile-wallet: the shell of a phone wallet that speaks WalletConnect v2 through this emulator's relay.
 * The script (wallet-app.ts, bundled on first request) shows the proposals and requests; `?uri=` pairs at once.
 */
export function renderTestMobileWalletPage({ index, address }: { index: number; address: string }): string {
  return renderDevPage(
    'Test mobile wallet',
    `<h1>Test mobile wallet</h1>
<p>Plays a phone wallet over WalletConnect v2, through this emulator's relay. Account ${index} of anvil's test mnemonic: <code id="account" data-index="${index}">${address}</code></p>
<p id="status" role="status"></p>
<p id="error" class="error" role="alert"></p>
<section aria-labelledby="pair-heading">
<h2 id="pair-heading">Pair with an app</h2>
<form id="pair-form">
<label for="uri">WalletConnect URI</label>
<div class="row">
<input id="uri" name="uri" type="text" autocomplete="off" spellcheck="false" required>
<button class="approve" type="submit" disabled>Pair</button>
</div>
</form>
</section>
<section id="proposal" aria-labelledby="proposal-heading" hidden>
<h2 id="proposal-heading" tabindex="-1">Connection request</h2>
<dl>
<dt>App</dt><dd id="proposal-name"></dd>
<dt>URL</dt><dd id="proposal-url"></dd>
<dt>Chains</dt><dd id="proposal-chains"></dd>
</dl>
<div class="actions">
<button class="approve" type="button" id="proposal-approve">Approve</button>
<button class="secondary" type="button" id="proposal-reject">Reject</button>
</div>
</section>
<section aria-labelledby="requests-heading">
<h2 id="requests-heading">Requests</h2>
<p id="no-requests">No requests yet.</p>
<ul id="requests"></ul>
</section>
<script type="module" src="${TEST_MOBILE_WALLET_SCRIPT_PATH}"></script>`,
    { accent: ACCENT, style: STYLE },
  );
}
