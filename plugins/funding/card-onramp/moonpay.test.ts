import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMoonpayTransaction } from './moonpay';

afterEach(() => vi.unstubAllGlobals());

const transaction = (status: string, id = 'tx-1') => ({ id, externalTransactionId: 'ext-1', status, currency: { code: 'ETH_ETHEREUM' } });

/** The status host answering `body` with `status`; the URL it was asked is kept. */
function statusHost(status: number, body: unknown) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const read = () => readMoonpayTransaction('https://status.test/v1/', 'pk_test', 'ext-1', new AbortController().signal);

describe("the first provider's status host", () => {
  it('is asked for the external id with the publishable key', async () => {
    const asked = statusHost(200, [transaction('pending')]);
    await read();
    expect(asked).toEqual(['https://status.test/v1/transactions/ext/ext-1?apiKey=pk_test']);
  });

  it('reads a purchase in progress (200, an array) as pending, and the latest transaction of several', async () => {
    statusHost(200, [transaction('pending')]);
    await expect(read()).resolves.toMatchObject({ externalTransactionId: 'ext-1', status: 'pending' });
    statusHost(200, [transaction('pending'), transaction('completed', 'tx-2')]);
    await expect(read()).resolves.toMatchObject({ status: 'completed' });
  });

  it('reads no transaction yet, answered as a 404 or an empty array, as nothing to report', async () => {
    statusHost(404, { message: 'Transaction not found', type: 'NotFoundError' });
    await expect(read()).resolves.toBeNull();
    statusHost(200, []);
    await expect(read()).resolves.toBeNull();
  });

  it('fails on any other error, which the poll counts towards the service failure', async () => {
    statusHost(503, { message: 'down' });
    await expect(read()).rejects.toThrow('The status host answered 503');
  });
});
