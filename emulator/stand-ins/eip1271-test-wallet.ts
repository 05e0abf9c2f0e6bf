import type { Address, Hex } from 'viem';

/**
 * The smallest contract wallet for tests: EIP-1271's isValidSignature(bytes32 hash, bytes signature) returns the
 * magic value 0x1626ba7e when ecrecover finds `owner` behind a 65-byte (r, s, v) signature of `hash`, and
 * 0xffffffff otherwise; any other call reverts. Written in EVM assembly by hand (no Solidity compiler here); each
 * line is one instruction, with its byte offset for the jumps.
 */
function runtime(owner: Address): Hex {
  const code = [
    '6000', //     00 PUSH1 0
    '35', //       02 CALLDATALOAD               the first word
    '60e0', //     03 PUSH1 224
    '1c', //       05 SHR                        its first 4 bytes: the selector
    '631626ba7e', // 06 PUSH4 isValidSignature(bytes32,bytes)
    '14', //       0b EQ
    '6013', //     0c PUSH1 0x13
    '57', //       0e JUMPI                      to `call` on that selector
    '6000', //     0f PUSH1 0
    '80', //       11 DUP1
    'fd', //       12 REVERT                     anything else
    '5b', //       13 JUMPDEST call
    '6004', //     14 PUSH1 4
    '35', //       16 CALLDATALOAD               hash
    '6000', //     17 PUSH1 0
    '52', //       19 MSTORE                     memory[0x00] = hash
    '6024', //     1a PUSH1 0x24
    '35', //       1c CALLDATALOAD               the signature's offset (from byte 4)
    '6024', //     1d PUSH1 0x24
    '01', //       1f ADD                        its bytes: 4 + offset + 32 (its length word)
    '80', //       20 DUP1
    '35', //       21 CALLDATALOAD               r
    '6040', //     22 PUSH1 0x40
    '52', //       24 MSTORE                     memory[0x40] = r
    '80', //       25 DUP1
    '6020', //     26 PUSH1 0x20
    '01', //       28 ADD
    '35', //       29 CALLDATALOAD               s
    '6060', //     2a PUSH1 0x60
    '52', //       2c MSTORE                     memory[0x60] = s
    '6040', //     2d PUSH1 0x40
    '01', //       2f ADD
    '35', //       30 CALLDATALOAD
    '60f8', //     31 PUSH1 248
    '1c', //       33 SHR                        v, the 65th byte
    '6020', //     34 PUSH1 0x20
    '52', //       36 MSTORE                     memory[0x20] = v
    '6020', //     37 PUSH1 0x20                 out size
    '6080', //     39 PUSH1 0x80                 out offset
    '6080', //     3b PUSH1 0x80                 in size: hash, v, r, s
    '6000', //     3d PUSH1 0                    in offset
    '6001', //     3f PUSH1 1                    ecrecover
    '5a', //       41 GAS
    'fa', //       42 STATICCALL
    '50', //       43 POP                        a failed recovery leaves memory[0x80] zero
    '6080', //     44 PUSH1 0x80
    '51', //       46 MLOAD                      the recovered address
    `73${owner.slice(2).toLowerCase()}`, // 47 PUSH20 owner
    '14', //       5c EQ
    '6068', //     5d PUSH1 0x68
    '57', //       5f JUMPI                      to `valid`
    '63ffffffff', // 60 PUSH4 0xffffffff
    '606e', //     65 PUSH1 0x6e
    '56', //       67 JUMP                       to `answer`
    '5b', //       68 JUMPDEST valid
    '631626ba7e', // 69 PUSH4 0x1626ba7e
    '5b', //       6e JUMPDEST answer
    '60e0', //     6f PUSH1 224
    '1b', //       71 SHL                        bytes4, left-aligned in its word
    '6000', //     72 PUSH1 0
    '52', //       74 MSTORE
    '6020', //     75 PUSH1 0x20
    '6000', //     77 PUSH1 0
    'f3', //       79 RETURN
  ].join('');
  return `0x${code}`;
}

/** Deployment code: copies the runtime (which starts at byte 0x0b, after these 11 bytes) into memory and returns it. */
export function eip1271WalletBytecode(owner: Address): Hex {
  const code = runtime(owner).slice(2);
  const length = (code.length / 2).toString(16).padStart(2, '0');
  return `0x60${length}80600b6000396000f3${code}`;
}
