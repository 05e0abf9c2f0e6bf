import { base64urlnopad } from '@scure/base';
import { generateRecoveryKey, RECOVERY_KEY_BYTES } from '../../../provider/embedded-wallet/keys/recovery-encryption';
import type { CloudDriveApi } from './cloud-drive-api';

/** The file in the user's drive that holds a wallet's recovery key (base64url). */
export const recoveryFileName = (address: string) => `portico-recovery-${address.toLowerCase()}.txt`;

/**
 * `google-drive` recovery's key, kept in the user's drive: the provider holds only the share sealed with it, so
 * neither the provider nor the drive alone can open the recovery share.
 */
export function driveRecoveryKeys(drive: CloudDriveApi) {
  /** The wallet's key in the drive, or null when there is no file or it holds no key. */
  async function read(driveToken: string, address: string): Promise<Uint8Array | null> {
    const content = await drive.read(driveToken, recoveryFileName(address));
    if (content === null) return null;
    try {
      const key = base64urlnopad.decode(content);
      return key.length === RECOVERY_KEY_BYTES ? key : null;
    } catch {
      return null;
    }
  }

  return {
    read,
    /**
     * The key to seal a new recovery share with: the drive's own when it has one, else a fresh key stored there first.
     * Overwriting the key that the provider's current share is sealed with, before the provider holds the new share,
     * would leave that share unopenable if the provider's call then failed; keeping it makes a re-split one write.
     */
    async forSealing(driveToken: string, address: string): Promise<Uint8Array> {
      const existing = await read(driveToken, address);
      if (existing) return existing;
      const key = generateRecoveryKey();
      await drive.write(driveToken, recoveryFileName(address), base64urlnopad.encode(key));
      return key;
    },
  };
}
