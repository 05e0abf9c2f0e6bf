import type { ServiceContext } from '../shared/context';
import type { KeyService } from './kms/key-service';
import type { TokenService } from './tokens';

export type { EmulatorEnv } from '../shared/context';

/** What every provider route needs: the shared context, and the services only the provider holds. */
export interface EmulatorContext extends ServiceContext {
  tokens: TokenService;
  /** The key service (a KMS stand-in): it alone opens the recovery keys the repository keeps wrapped. */
  keyService: KeyService;
}
