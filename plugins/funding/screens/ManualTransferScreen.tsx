'use client';
import { CopyButton } from '../../../ui/primitives/CopyButton';
import { Button } from '../../../ui/primitives/Button';
import { QrCode } from '../../../ui/primitives/QrCode';
import { format } from '../../../ui/messages';
import { formatBalance, toBaseUnits } from '../amount';
import { nativeSymbol } from '../assets';
import { fundsReceived } from '../received';
import { requestAsset } from '../request';
import { useBalance } from '../use-balance';
import { useFunding, useFundingRequest } from '../use-funding';
import { useFundingBack } from '../use-funding-back';
import { ShortHex } from '../../../ui/primitives/ShortHex';

/**
 * FUNDING_MANUAL_TRANSFER_SCREEN (sections 2 and 4): the wallet's address as text and QR code, with Copy, and its
 * balance read every 2 s; once what arrived since it opened reaches the amount the status turns green and Close ends
 * the flow.
 */
export default function ManualTransferScreen() {
  const { messages: m, chain: chainOf, finish } = useFunding();
  const request = useFundingRequest();
  const chain = chainOf(request.chainId);
  const asset = requestAsset(request, { symbol: nativeSymbol(chain), decimals: chain.nativeCurrency.decimals });
  const { balance, atOpen } = useBalance(chain.rpcUrl, request.address, request.erc20Address);
  const asked = request.amount ? toBaseUnits(request.amount, asset.decimals) : null;
  const reached = fundsReceived(atOpen, balance, asked);
  useFundingBack(!reached);

  return (
    <div className="ptc-screen ptc-funding">
      <h2 className="ptc-screen__title">{m.receiveTitle}</h2>
      <p className="ptc-screen__text">{format(m.receiveText, { amount: request.amount, symbol: asset.symbol, chain: chain.name })}</p>
      <div className="ptc-funding__qr">
        <QrCode value={request.address} label={m.qrLabel} />
      </div>
      <dl className="ptc-transaction__details">
        <div className="ptc-transaction__row">
          <dt>{m.walletAddress}</dt>
          <dd>
            <ShortHex value={request.address} />
          </dd>
        </div>
        <div className="ptc-transaction__row">
          <dt>{m.balance}</dt>
          <dd>{balance === null ? m.balanceUnknown : format(m.balanceValue, { balance: formatBalance(balance, asset.decimals), symbol: asset.symbol })}</dd>
        </div>
      </dl>
      <CopyButton value={request.address} label={m.copyAddress} copiedLabel={m.copied} />
      {reached ? (
        <>
          <p className="ptc-funding__status ptc-funding__status--done" role="status">
            {m.fundsReceived}
          </p>
          <Button variant="primary" fullWidth onClick={finish}>
            {m.close}
          </Button>
        </>
      ) : (
        <p className="ptc-funding__status" role="status">
          <span className="ptc-spinner" aria-hidden="true">
            <span className="ptc-spinner__ring" />
          </span>
          {m.awaitingFunds}
        </p>
      )}
    </div>
  );
}
