import type { ServiceContext } from '../../shared/context';
import { invalidData } from '../../shared/http-error';
import type { DriveOwner } from './access-tokens';
import { DRIVE_FILE_NAME, type DriveFile } from '../../shared/cloud-drive/requests';

/** The files of each user's stand-in Google Drive, one drive per user of each app. */

function fileId(owner: DriveOwner, name: string): string {
  if (!DRIVE_FILE_NAME.test(name)) throw invalidData('Invalid file name: letters, digits, ".", "-" and "_", up to 128');
  return `${owner.app_id}:${owner.user_id}:${name}`;
}

export const readDriveFile = (ctx: ServiceContext, owner: DriveOwner, name: string): DriveFile | undefined =>
  ctx.repo.get('cloud_drive_files', fileId(owner, name));

export const writeDriveFile = (ctx: ServiceContext, owner: DriveOwner, name: string, file: DriveFile): void =>
  ctx.repo.put('cloud_drive_files', fileId(owner, name), file);
