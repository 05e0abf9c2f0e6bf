import type { Address, Hash } from 'viem';
import { sendAsset, tokenBalance } from '../chain-sender';
import { testWalletAccount } from '../test-wallet/accounts';
import type { Currency } from './currencies';

/** anvil's account 8 is the solver: deposits go to it on the origin chain, and it pays out on the destination. */
const SOLVER_ACCOUNT_INDEX = 8;
export const solverAddress = (): Address => testWalletAccount(SOLVER_ACCOUNT_INDEX).address;

/** The test USDC's holder (account 0) tops the solver up with at least this much (10,000 USDC) when it runs short. */
const USDC_FLOAT = 10_000n * 10n ** 6n;

/** Pays `amount` of `currency` to `recipient` from the solver, mined; its USDC float is topped up first when short. */
export async function payOut(currency: Currency, recipient: Address, amount: bigint): Promise<Hash> {
  const solver = testWalletAccount(SOLVER_ACCOUNT_INDEX);
  if (currency.symbol === 'ETH') return sendAsset(currency.rpcUrl, solver, { to: recipient, value: amount });
  const token = currency.address;
  if ((await tokenBalance(currency.rpcUrl, token, solver.address)) < amount) {
    const topUp = amount > USDC_FLOAT ? amount : USDC_FLOAT;
    await sendAsset(currency.rpcUrl, testWalletAccount(0), { to: solver.address, value: topUp, token });
  }
  return sendAsset(currency.rpcUrl, solver, { to: recipient, value: amount, token });
}
