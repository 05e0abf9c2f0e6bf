import { describe, expect, it } from 'vitest';
import type { DetectedWallet } from './discovery';
import { visibleWallets, walletOptions, type WalletOptionsInput } from './wallet-options';

const provider = { request: async () => null };
const detected = (id: string, known: boolean): DetectedWallet => ({ id, name: id, icon: `data:image/svg+xml,${id}`, rdns: `test.${id}`, known, provider });

const options = (input: Partial<WalletOptionsInput>) =>
  walletOptions({ detected: [], walletList: ['detected_wallets', 'metamask', 'wallet_connect'], walletConnectAvailable: true, recentId: null, ...input });

const solana = (id: string) => ({ id, name: id, icon: `data:image/svg+xml,${id}` });

describe('wallet list order (section 2.6)', () => {
  it('lists Solana wallets with the Ethereum ones: unknown ones with the unknown, a wallet’s Solana entry after its Ethereum one', () => {
    const list = options({
      detected: [detected('phantom', true), detected('portico_test_wallet', false)],
      solana: [solana('portico_test_solana_wallet'), solana('phantom')],
      walletList: ['detected_wallets', 'metamask', 'wallet_connect'],
    });
    expect(list.map((option) => [option.id, option.kind])).toEqual([
      ['portico_test_wallet', 'injected'],
      ['solana:portico_test_solana_wallet', 'solana'],
      ['phantom', 'injected'],
      ['solana:phantom', 'solana'],
      ['metamask', 'install'],
      ['wallet_connect', 'wallet_connect'],
    ]);
  });

  it("narrows the list to one chain's wallets: 'solana-only' keeps the Solana entries alone, 'ethereum-only' drops them", () => {
    const input = {
      detected: [detected('phantom', true), detected('portico_test_wallet', false)],
      solana: [solana('portico_test_solana_wallet'), solana('phantom')],
    };
    expect(options({ ...input, chainType: 'solana-only' }).map((option) => [option.id, option.kind])).toEqual([
      ['solana:portico_test_solana_wallet', 'solana'],
      ['solana:phantom', 'solana'],
    ]);
    expect(options({ ...input, chainType: 'ethereum-only' }).map((option) => option.id)).toEqual(['portico_test_wallet', 'phantom', 'metamask', 'wallet_connect']);
    expect(options(input)).toEqual(options({ ...input, chainType: 'ethereum-and-solana' }));
  });

  it('offers a listed wallet present only on Solana through its Solana entry, not its install page', () => {
    const list = options({ solana: [solana('phantom')], walletList: ['phantom'] });
    expect(list.map((option) => [option.id, option.kind])).toEqual([['solana:phantom', 'solana']]);
    expect(options({ walletList: ['phantom'] }).map((option) => option.kind)).toEqual(['install']);
  });

  it('puts unknown injected wallets first, then known ones, then WalletConnect', () => {
    const list = options({ detected: [detected('metamask', true), detected('portico_test_wallet', false)] });
    expect(list.map((option) => [option.id, option.kind])).toEqual([
      ['portico_test_wallet', 'injected'],
      ['metamask', 'injected'],
      ['wallet_connect', 'wallet_connect'],
    ]);
  });

  it('offers the install page for a listed extension that is absent, and WalletConnect for a wallet without one', () => {
    const list = options({ walletList: ['metamask', 'uniswap', 'wallet_connect'] });
    expect(list.map((option) => [option.id, option.kind])).toEqual([
      ['metamask', 'install'],
      ['uniswap', 'wallet_connect'],
      ['wallet_connect', 'wallet_connect'],
    ]);
  });

  it('leaves WalletConnect out without a project id, and detected wallets out when the host does not list them', () => {
    const list = options({ walletList: ['metamask', 'uniswap', 'wallet_connect'], walletConnectAvailable: false, detected: [detected('zerion_x', false)] });
    expect(list.map((option) => option.id)).toEqual(['metamask']);
  });

  it('marks the wallet of the last connection "Recent" and lists each wallet once', () => {
    const list = options({ detected: [detected('metamask', true)], walletList: ['detected_wallets', 'metamask'], recentId: 'metamask' });
    expect(list.map((option) => [option.id, option.recent])).toEqual([['metamask', true]]);
  });
});

describe('wallet list limit', () => {
  const four = options({ detected: ['a', 'b', 'c', 'd'].map((id) => detected(id, false)), walletList: ['detected_wallets'] });

  it('shows the first 2 and "More wallets" when there are more than 3', () => {
    expect(visibleWallets(four, false)).toMatchObject({ more: true, shown: [{ id: 'a' }, { id: 'b' }] });
    expect(visibleWallets(four, true).shown).toHaveLength(4);
  });

  it('shows all of 3', () => {
    expect(visibleWallets(four.slice(0, 3), false)).toMatchObject({ more: false, shown: { length: 3 } });
  });
});
