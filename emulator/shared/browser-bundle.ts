import { build, type BuildOptions } from 'esbuild';

/**
 * A script for the browser, bundled by esbuild from `entryPoint` on the first call (a second or two) and kept in
 * memory, so starting the emulator costs nothing until a page that needs it is opened.
 */
export function browserBundle(entryPoint: string, options: Pick<BuildOptions, 'define'> = {}): () => Promise<string> {
  let bundled: Promise<string> | undefined;
  return () => {
    bundled ??= build({
      entryPoints: [entryPoint],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
      ...options,
    }).then((result) => result.outputFiles[0]!.text);
    // A failed build is not kept: the next request tries again (and shows esbuild's error meanwhile).
    bundled.catch(() => (bundled = undefined));
    return bundled;
  };
}
