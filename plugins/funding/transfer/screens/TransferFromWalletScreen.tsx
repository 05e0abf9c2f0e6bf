'use client';
import { useState } from 'react';
import type { ChainConfig, ConnectedWallet } from '../../../../kernel/index';
import { useWallets } from '../../../../ui/hooks/use-wallets';
import { format } from '../../../../ui/messages';
import { Button } from '../../../../ui/primitives/Button';
import { TextField } from '../../../../ui/primitives/TextField';
import { isAmountInput, isValidAmount, normalizeAmount } from '../../amount';
import type { FundingRequest } from '../../request';
import { useFunding, useFundingRequest } from '../../use-funding';
import { useFundingBack } from '../../use-funding-back';
import { assetOn } from '../assets';
import { formatDollars } from '../format';
import { planTransfer, TransferProblem, type TransferPlan } from '../plan';
import { sendTransfer } from '../run';
import { FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN } from '../screen-names';
import { externalEthereumWallets } from '../external-wallets';
import { SelectField } from '../SelectField';
import { TransferConfirmView } from '../TransferConfirmView';
import { useUsdValue } from '../use-usd-value';
import { shortHex } from '../../../../ui/primitives/ShortHex';

type Phase = { kind: 'form' } | { kind: 'preparing' } | { kind: 'confirming'; plan: TransferPlan };

const chainIdOf = (wallet: ConnectedWallet): number | null => Number(/^eip155:(\d+)$/.exec(wallet.chainId)?.[1]) || null;
const chainOptions = (chains: readonly ChainConfig[]) => chains.map((chain) => ({ value: String(chain.id), label: chain.name }));

/**
 * FUNDING_TRANSFER_FROM_WALLET_SCREEN ('Transfer from another network', section 2): the connected wallet to pay from,
 * From and To chains, the amount and its dollar value; 'Confirm with {wallet}' checks the funds, gets a quote when the
 * chains differ, and shows the confirm view while the wallet asks the person. Once sent, the awaiting screen follows.
 */
export default function TransferFromWalletScreen() {
  const { messages: m, walletTransfer, showStep } = useFunding();
  const request = useFundingRequest();
  const wallets = externalEthereumWallets(useWallets().wallets);
  const [walletAddress, setWalletAddress] = useState(wallets[0]?.address ?? '');
  const wallet = wallets.find((candidate) => candidate.address === walletAddress) ?? wallets[0];
  const usable = walletTransfer.chains().filter((chain) => assetOn(request, chain, walletTransfer.usdc) !== null);
  const [toId, setToId] = useState(request.chainId);
  const walletChain = wallet && chainIdOf(wallet);
  const [fromId, setFromId] = useState(usable.some((chain) => chain.id === walletChain) ? (walletChain as number) : request.chainId);
  const [amount, setAmount] = useState(request.amount);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [problem, setProblem] = useState<string | null>(null);
  // While the wallet asks the person to confirm, the transfer may go out: no leaving mid-way.
  useFundingBack(phase.kind !== 'confirming');

  const from = usable.find((chain) => chain.id === fromId) ?? usable[0];
  const to = usable.find((chain) => chain.id === toId) ?? usable[0];
  const origin = from && assetOn(request, from, walletTransfer.usdc);
  const destination = to && assetOn(request, to, walletTransfer.usdc);
  const usd = useUsdValue(walletTransfer.env, to?.id ?? request.chainId, destination?.symbol ?? '', amount);

  if (!wallet) {
    return (
      <div className="ptc-screen ptc-funding">
        <h2 className="ptc-screen__title">{m.transferNoWalletTitle}</h2>
        <p className="ptc-screen__text">{m.transferNoWalletText}</p>
      </div>
    );
  }
  if (!from || !to || !origin || !destination) return null;

  const sameWallet = from.id === to.id && wallet.address.toLowerCase() === request.address.toLowerCase();
  const valid = isValidAmount(amount);

  /** A change to the form: what was said about the last attempt no longer holds. */
  const edit = <T,>(apply: (value: T) => void) => (value: T) => {
    setProblem(null);
    apply(value);
  };

  const confirm = async () => {
    setProblem(null);
    setPhase({ kind: 'preparing' });
    try {
      const choice = { wallet, from, to, origin, destination, amount: normalizeAmount(amount), recipient: request.address };
      const plan = await planTransfer(walletTransfer.env, choice);
      setPhase({ kind: 'confirming', plan });
      const sent = await sendTransfer(plan, m);
      const next: FundingRequest & { transfer: typeof sent } = { ...request, amount: choice.amount, transfer: sent };
      showStep(FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN, next);
    } catch (error) {
      setProblem(error instanceof TransferProblem ? error.message : format(m.transferFailed, { reason: error instanceof Error ? error.message : String(error) }));
      setPhase({ kind: 'form' });
    }
  };

  if (phase.kind === 'confirming') {
    return (
      <div className="ptc-screen ptc-funding">
        <TransferConfirmView plan={phase.plan} m={m} />
      </div>
    );
  }

  return (
    <form
      className="ptc-screen ptc-funding"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !sameWallet) void confirm();
      }}
    >
      <h2 className="ptc-screen__title">{m.transferTitle}</h2>
      <p className="ptc-screen__text">{format(m.transferText, { symbol: destination.symbol, chain: to.name })}</p>
      {wallets.length > 1 ? (
        <SelectField
          label={m.transferFromWallet}
          value={wallet.address}
          options={wallets.map((option) => ({ value: option.address, label: `${option.branding.name} (${shortHex(option.address)})` }))}
          onChange={edit(setWalletAddress)}
        />
      ) : null}
      <SelectField label={m.transferFromChain} value={String(from.id)} options={chainOptions(usable)} onChange={edit((id: string) => setFromId(Number(id)))} />
      <SelectField label={m.transferToChain} value={String(to.id)} options={chainOptions(usable)} onChange={edit((id: string) => setToId(Number(id)))} />
      <TextField
        label={format(m.amountLabel, { symbol: destination.symbol })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={amount !== '' && !valid ? m.amountInvalid : null}
        onChange={(event) => isAmountInput(event.target.value) && edit(setAmount)(event.target.value)}
      />
      {usd !== null && <p className="ptc-screen__text">{format(m.transferUsdValue, { usd: formatDollars(usd, m) })}</p>}
      {(problem ?? (sameWallet ? m.transferSameWallet : null)) && (
        <p className="ptc-field__error" role="alert">
          {problem ?? m.transferSameWallet}
        </p>
      )}
      <Button type="submit" variant="primary" fullWidth disabled={!valid || sameWallet} loading={phase.kind === 'preparing'} loadingLabel={m.transferPreparing}>
        {format(m.transferConfirmWith, { wallet: wallet.branding.name })}
      </Button>
    </form>
  );
}
