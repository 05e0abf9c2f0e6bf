import { type DriveFile, DriveFileList } from '../../../shared/cloud-drive/requests';
import { FrameError } from './frame-error';

/** The frame's calls to the user's (stand-in) Google Drive, on the frame's own origin (see ../../routes/cloud-drive.ts). */

export interface CloudDriveApiOptions {
  /** The drive's origin: the provider's, the frame's own. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
}

const RECOVERY_OAUTH_FAILED = 'Recovery OAuth failed';

export function createCloudDriveApi({ baseUrl, fetch }: CloudDriveApiOptions) {
  async function call(accessToken: string, path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${baseUrl}/cloud-drive/google-drive/files${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${accessToken}` },
    });
    // The drive token expired or was never granted: the widget must run recovery OAuth again.
    if (response.status === 401) throw new FrameError('recovery_oauth_failed', RECOVERY_OAUTH_FAILED);
    return response;
  }

  return {
    /** The file's content, or null when the drive has no such file (searched for, as a missing file is no error). */
    async read(accessToken: string, name: string): Promise<string | null> {
      const response = await call(accessToken, `?${new URLSearchParams({ name })}`);
      if (!response.ok) throw new Error(`Google Drive answered ${response.status}`);
      return DriveFileList.parse(await response.json()).files[0]?.content ?? null;
    },
    async write(accessToken: string, name: string, content: string): Promise<void> {
      const body = JSON.stringify({ content } satisfies DriveFile);
      const response = await call(accessToken, `/${encodeURIComponent(name)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
      if (!response.ok) throw new Error(`Google Drive answered ${response.status}`);
    },
  };
}

export type CloudDriveApi = ReturnType<typeof createCloudDriveApi>;
