import * as z from 'zod/mini';

/**
 * The stand-in Google Drive's files API (routes/cloud-drive.ts), shared with the wallet frame that calls it:
 * PUT and GET /cloud-drive/google-drive/files/{name} carry `{ content }`. A recovery file holds a 32-byte key in
 * base64url (43 characters), so a few KB is plenty.
 */
export const DriveFile = z.object({ content: z.string().check(z.maxLength(4096)) });
export type DriveFile = z.output<typeof DriveFile>;

export const DRIVE_FILE_NAME = /^[\w.-]{1,128}$/;
