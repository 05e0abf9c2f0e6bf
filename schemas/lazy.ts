/**
 * Answer schemas only some calls need, as loaders (kernel/api.ts's SchemaSource): each loads with the first call that
 * reads such an answer, alongside its request, rather than with the page. The user and its linked accounts are most of
 * schemas/' bytes, and a signed-out page reads none until a login answers. The app configuration's schema loads
 * beside the boot's first request, so the page's first script does not carry it. Imported by path, never re-exported by
 * schemas/index: a script bundled without code splitting (the emulator's pages) that reached these modules both
 * statically and through import() would get esbuild's lazily initialised copies, read before their turn.
 */
export const appConfigAnswer = () => import('./app-config').then((module) => module.AppConfigSchema);
export const authAnswer = () => import('./session').then((module) => module.AuthResponseSchema);
export const sessionAnswer = () => import('./session').then((module) => module.SessionResponseSchema);
export const forkAnswer = () => import('./session').then((module) => module.ForkResponseSchema);
export const userAnswer = () => import('./user').then((module) => module.UserSchema);
export const crossAppAuthAnswer = () => import('./cross-app-auth').then((module) => module.CrossAppAuthResponseSchema);
