/**
 * The local EVM chains every room agrees on, as a chain id and an RPC URL are public facts: the provider checks
 * signatures there, the stand-ins send and price there. stand-ins/local-chain.ts starts them (anvil).
 */

export const LOCAL_CHAIN_ID = 31337;
export const LOCAL_CHAIN_PORT = 8545;
export const LOCAL_CHAIN_HOST = '127.0.0.1';
/** Where `npm start` runs the chain, and where the emulator looks for it unless told otherwise. */
export const LOCAL_CHAIN_URL = `http://${LOCAL_CHAIN_HOST}:${LOCAL_CHAIN_PORT}`;

/** The second local chain ("Local chain B"), so bridging between two networks is real: funding's quote service. */
export const SECOND_CHAIN_ID = 31338;
export const SECOND_CHAIN_PORT = 8546;
export const SECOND_CHAIN_URL = `http://${LOCAL_CHAIN_HOST}:${SECOND_CHAIN_PORT}`;
