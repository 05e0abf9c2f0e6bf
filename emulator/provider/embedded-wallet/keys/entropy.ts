import { entropyToMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';

/** 128 bits: a 12-word phrase, the usual strength for a wallet's recovery phrase. */
export const ENTROPY_BYTES = 16;

/** A new wallet's secret. Everything else (phrase, keys, addresses) is derived from it. */
export const generateEntropy = () => crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES));

/** The BIP-39 English phrase that encodes `entropy` (what phrase export shows the user). */
export const mnemonicFromEntropy = (entropy: Uint8Array) => entropyToMnemonic(entropy, wordlist);
