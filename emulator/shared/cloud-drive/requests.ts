import * as z from 'zod/mini';

/**
 * The stand-in Google Drive's files API (routes/cloud-drive.ts), shared with the wallet frame that calls it:
 * PUT and GET /cloud-drive/google-drive/files/{name} carry `{ content }`. A recovery file holds a 32-byte key in
 * base64url (43 characters), so a few KB is plenty. GET /files?name={name} searches, as Drive's files.list does:
 * `{ files: [{ name, content }] }`, empty when there is none (a lookup, so no 404 in the frame's console).
 */
export const DriveFile = z.object({ content: z.string().check(z.maxLength(4096)) });
export type DriveFile = z.output<typeof DriveFile>;

export const DriveFileList = z.object({ files: z.array(z.object({ name: z.string(), content: z.string() })) });
export type DriveFileList = z.output<typeof DriveFileList>;

export const DRIVE_FILE_NAME = /^[\w.-]{1,128}$/;
