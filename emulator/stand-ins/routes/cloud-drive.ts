import { Hono, type Context } from 'hono';
import { bearerToken, readBody, readForm } from '../../shared/body';
import { driveOwnerOf } from '../cloud-drive/access-tokens';
import { answerDriveAuthorization, CLOUD_DRIVE_PROVIDER, findDriveAuthorization } from '../cloud-drive/authorization';
import { renderConsentExpiredPage, renderConsentPage } from '../cloud-drive/consent-page';
import { readDriveFile, writeDriveFile } from '../cloud-drive/files';
import { DriveFile, type DriveFileList } from '../../shared/cloud-drive/requests';
import type { ServiceContext, EmulatorEnv } from '../../shared/context';
import { ApiError, invalidData } from '../../shared/http-error';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * /cloud-drive/google-drive/*: the stand-in Google Drive, on the emulator's origin. Its consent page answers recovery
 * OAuth's init (routes/recovery-oauth.ts); its files API takes the drive access token authenticate granted.
 */
export function cloudDriveRoutes(ctx: ServiceContext) {
  const appName = (appId: string) => ctx.repo.get('apps', appId)?.config.name ?? 'An app';
  const expired = (c: Context) => c.html(renderConsentExpiredPage(), 404, NO_STORE);
  const owner = (c: Context<EmulatorEnv>) => driveOwnerOf(ctx, bearerToken(c));

  return new Hono<EmulatorEnv>()
    .basePath(`/${CLOUD_DRIVE_PROVIDER}`)
    .get('/authorize', (c) => {
      const requestId = c.req.query('request') ?? '';
      const record = findDriveAuthorization(ctx, requestId);
      return record ? c.html(renderConsentPage(requestId, appName(record.app_id)), 200, NO_STORE) : expired(c);
    })
    .post('/authorize', async (c) => {
      const form = await readForm(c);
      const requestId = form.get('request') ?? '';
      const record = findDriveAuthorization(ctx, requestId);
      if (!record) return expired(c);
      const decision = form.get('decision');
      if (decision !== 'approve' && decision !== 'deny') throw invalidData('Invalid decision: expected approve or deny');
      // 303: the browser follows with a GET, as after any form post.
      return c.redirect(answerDriveAuthorization(ctx, requestId, record, decision === 'approve'), 303);
    })
    .put('/files/:name', async (c) => {
      const drive = owner(c);
      writeDriveFile(ctx, drive, c.req.param('name'), await readBody(c, DriveFile));
      return c.json({});
    })
    .get('/files', (c) => {
      const name = c.req.query('name') ?? '';
      const file = readDriveFile(ctx, owner(c), name);
      return c.json({ files: file ? [{ name, content: file.content }] : [] } satisfies DriveFileList);
    })
    .get('/files/:name', (c) => {
      const file = readDriveFile(ctx, owner(c), c.req.param('name'));
      if (!file) throw new ApiError(404, 'not_found', 'No such file');
      return c.json(file satisfies DriveFile);
    });
}
