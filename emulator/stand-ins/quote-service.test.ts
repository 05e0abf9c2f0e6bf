// @vitest-environment node
import { createPublicClient, createWalletClient, http, parseEther, parseUnits, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteAnswer, QuoteErrorAnswer, QuoteStatusAnswer } from '../../schemas/funding-transfer';
import { credit } from './funding/credit';
import { startTestChains, type TestChains } from './funding/test-chains';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID } from './local-chain';
import { NATIVE } from './quote-service/currencies';
import { solverAddress } from './quote-service/payout';
import { startEmulator } from '../test-support';
import { testWalletAccount } from './test-wallet/accounts';

/** The person bridging: anvil's account 3, funded on both chains. */
const depositor = testWalletAccount(3);

let chains: TestChains;
beforeAll(async () => {
  chains = await startTestChains();
  await credit(chains, { chainId: SECOND_CHAIN_ID, address: depositor.address, asset: 'USDC', amount: '1000' });
}, 30_000);
afterAll(() => chains?.close());

const api = () => startEmulator({ chainRpcUrls: chains.chainRpcUrls, usdc: chains.usdc });
type Api = ReturnType<typeof api>;
const stranger = (): Address => privateKeyToAccount(generatePrivateKey()).address;

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  user: depositor.address,
  recipient: stranger(),
  originChainId: SECOND_CHAIN_ID,
  destinationChainId: LOCAL_CHAIN_ID,
  originCurrency: NATIVE,
  destinationCurrency: NATIVE,
  amount: parseEther('0.5').toString(),
  tradeType: 'EXACT_OUTPUT',
  ...overrides,
});

const quote = (emulator: Api, body: Record<string, unknown>) => emulator.ok(QuoteAnswer, '/relay/execute/swap', { body, appId: null });
const status = (emulator: Api, requestId: string) => emulator.ok(QuoteStatusAnswer, `/relay/intents/status?requestId=${requestId}`, { appId: null });

/** Sends the quote's step as the user's wallet would, and waits until it is mined. */
async function deposit(step: QuoteAnswer['steps'][number], account = depositor) {
  const transport = http(chains.chainRpcUrls[step.chainId]);
  const hash = await createWalletClient({ account, transport }).sendTransaction({ to: step.to as Address, value: BigInt(step.value), data: step.data as Hex, chain: null });
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return hash;
}

describe('the quote service stand-in: bridging native currency', () => {
  it('quotes, waits for the deposit, then pays the recipient on the other chain exactly once', async () => {
    const emulator = api();
    const body = quoteBody();
    const answer = await quote(emulator, body);
    const [step] = answer.steps;
    expect(answer.steps).toHaveLength(1);
    expect(step).toMatchObject({ from: depositor.address, to: solverAddress(), chainId: SECOND_CHAIN_ID, data: answer.requestId });
    // EXACT_OUTPUT: the recipient gets 0.5 ETH; the user pays that plus the 0.1% fee.
    expect(answer.details.currencyOut).toMatchObject({ amount: parseEther('0.5').toString(), amountFormatted: '0.5', amountUsd: '1500' });
    expect(answer.details.currencyIn.amount).toBe(parseEther('0.5005').toString());
    expect(answer.fees.relayer).toMatchObject({ amount: parseEther('0.0005').toString(), amountUsd: '1.5' });
    expect(BigInt(answer.fees.gas.amount)).toBeGreaterThan(0n);
    expect(await status(emulator, answer.requestId)).toEqual({ status: 'waiting', txHashes: [] });

    const recipient = body.recipient;
    const solverBefore = await chains.balance(SECOND_CHAIN_ID, solverAddress(), 'native');
    const hash = await deposit(step!);
    expect(await chains.balance(SECOND_CHAIN_ID, solverAddress(), 'native')).toBe(solverBefore + parseEther('0.5005'));
    expect(await chains.balance(LOCAL_CHAIN_ID, recipient, 'native')).toBe(0n);

    // Checks at once and after: one payout between them.
    const answers = await Promise.all([status(emulator, answer.requestId), status(emulator, answer.requestId)]);
    const settled = await status(emulator, answer.requestId);
    expect(settled.status).toBe('success');
    expect(settled.txHashes[0]).toBe(hash);
    // The check that found the deposit pays; one arriving during the payout says pending (or success, if later).
    expect(answers.map((one) => one.status)).toContain('success');
    expect(answers.every((one) => one.status === 'success' || one.status === 'pending')).toBe(true);
    expect(await chains.balance(LOCAL_CHAIN_ID, recipient, 'native')).toBe(parseEther('0.5'));
    expect(await status(emulator, answer.requestId)).toEqual(settled);
    expect(await chains.balance(LOCAL_CHAIN_ID, recipient, 'native')).toBe(parseEther('0.5'));
  });

  it('fails a deposit sent by someone else, and pays nothing', async () => {
    const emulator = api();
    const body = quoteBody();
    const answer = await quote(emulator, body);
    await deposit(answer.steps[0]!, testWalletAccount(4));
    const checked = await status(emulator, answer.requestId);
    expect(checked.status).toBe('failure');
    expect(checked.details).toMatch(/^The deposit came from 0x/);
    expect(await chains.balance(LOCAL_CHAIN_ID, body.recipient, 'native')).toBe(0n);
  });

  it('fails a deposit of the wrong amount', async () => {
    const emulator = api();
    const body = quoteBody();
    const answer = await quote(emulator, body);
    const step = answer.steps[0]!;
    await deposit({ ...step, value: (BigInt(step.value) - 1n).toString() });
    expect(await status(emulator, answer.requestId)).toMatchObject({ status: 'failure', details: 'The deposit does not match the quote (recipient, amount or data)' });
    expect(await chains.balance(LOCAL_CHAIN_ID, body.recipient, 'native')).toBe(0n);
  });
});

describe('the quote service stand-in: bridging USDC', () => {
  it('pays the solver by a USDC transfer carrying the request id, and the recipient in USDC on the other chain', async () => {
    const emulator = api();
    const body = quoteBody({ originCurrency: chains.usdc[SECOND_CHAIN_ID], destinationCurrency: chains.usdc[LOCAL_CHAIN_ID], amount: parseUnits('25', 6).toString() });
    const answer = await quote(emulator, body);
    const step = answer.steps[0]!;
    expect(step).toMatchObject({ to: chains.usdc[SECOND_CHAIN_ID], value: '0' });
    expect(step.data.startsWith('0xa9059cbb')).toBe(true);
    expect(step.data.endsWith(answer.requestId.slice(2))).toBe(true);
    expect(answer.details.currencyIn).toMatchObject({ amount: parseUnits('25.025', 6).toString(), amountFormatted: '25.025' });

    const before = await chains.balance(SECOND_CHAIN_ID, depositor.address, 'USDC');
    await deposit(step);
    expect(await chains.balance(SECOND_CHAIN_ID, depositor.address, 'USDC')).toBe(before - parseUnits('25.025', 6));
    expect((await status(emulator, answer.requestId)).status).toBe('success');
    expect(await chains.balance(LOCAL_CHAIN_ID, body.recipient, 'USDC')).toBe(parseUnits('25', 6));
  });

  it('swaps across currencies at the fixed prices: USDC on chain B for ETH on chain A', async () => {
    const answer = await quote(api(), quoteBody({ originCurrency: chains.usdc[SECOND_CHAIN_ID], amount: parseEther('0.01').toString() }));
    // 0.01 ETH at 3000 USD is 30 USDC, plus 0.1%.
    expect(answer.details.currencyIn).toMatchObject({ amount: parseUnits('30.03', 6).toString(), currency: { symbol: 'USDC', decimals: 6 } });
  });
});

describe('the quote service stand-in: refusals', () => {
  it.each([
    { case: 'a bad user address', body: { user: '0x1234' }, errorCode: 'INVALID_INPUT', message: 'Invalid address 0x1234' },
    { case: 'a bad recipient', body: { recipient: 'vitalik.eth' }, errorCode: 'INVALID_INPUT', message: 'Invalid address vitalik.eth' },
    { case: 'an unknown origin chain', body: { originChainId: 1 }, errorCode: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain 1' },
    { case: 'an unknown destination chain', body: { destinationChainId: 8453 }, errorCode: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain 8453' },
    { case: 'an unknown token', body: { originCurrency: '0x0000000000000000000000000000000000000001' }, errorCode: 'UNSUPPORTED_CURRENCY', message: `Unsupported currency 0x0000000000000000000000000000000000000001 on chain ${SECOND_CHAIN_ID}` },
    { case: 'the same chain and currency', body: { destinationChainId: SECOND_CHAIN_ID }, errorCode: 'INVALID_INPUT', message: 'Origin and destination are the same currency on the same chain' },
    { case: 'a zero amount', body: { amount: '0' }, errorCode: 'INVALID_INPUT', message: 'Invalid amount 0: expected base units above 0' },
    { case: 'a decimal amount', body: { amount: '0.5' }, errorCode: 'INVALID_INPUT', message: 'Invalid amount 0.5: expected base units above 0' },
    { case: 'an exact input trade', body: { tradeType: 'EXACT_INPUT' }, errorCode: 'INVALID_INPUT', message: 'Unsupported trade type EXACT_INPUT: only EXACT_OUTPUT' },
    { case: 'a missing field', body: { amount: undefined }, errorCode: 'invalid_data', message: 'Invalid amount: expected string' },
  ])('answers 400 for $case, in the service’s own shape', async ({ body, errorCode, message }) => {
    const answer = await api().call('/relay/execute/swap', { body: quoteBody(body), appId: null });
    expect(answer.status).toBe(400);
    expect(QuoteErrorAnswer.parse(JSON.parse(answer.text))).toEqual({ message, errorCode });
  });

  it('answers 404 for an unknown request id and 400 for a malformed one', async () => {
    const unknown = `0x${'ab'.repeat(32)}`;
    const missing = await api().call(`/relay/intents/status?requestId=${unknown}`, { appId: null });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({ message: `Unknown request id ${unknown}`, errorCode: 'REQUEST_NOT_FOUND' });
    const malformed = await api().call('/relay/intents/status?requestId=12', { appId: null });
    expect(malformed.status).toBe(400);
  });

  it('answers 502 when the origin chain does not answer', async () => {
    const emulator = startEmulator({ chainRpcUrls: { ...chains.chainRpcUrls, [SECOND_CHAIN_ID]: 'http://127.0.0.1:9' }, usdc: chains.usdc });
    const answer = await emulator.call('/relay/execute/swap', { body: quoteBody(), appId: null });
    expect(answer.status).toBe(502);
    expect(JSON.parse(answer.text)).toMatchObject({ errorCode: 'CHAIN_UNREACHABLE' });
  }, 20_000);
});
