import { existsSync, readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { entries, stylesheet } from '../entries.mjs';
import type { RunningServer } from '../emulator/http-server';

export interface DemoServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** The emulator (or provider API) the demo talks to. */
  apiUrl: string;
  /** The local chain's JSON-RPC URL (anvil), the demo's wallet chain. */
  chainUrl: string;
  /** The second local chain's JSON-RPC URL (anvil, chain id 31338), where funding bridges from. */
  secondChainUrl: string;
  /** The test USDC per chain id, for the demo's funding plugin. */
  usdc: Readonly<Record<number, string>>;
  /** Rebuild when a source file changes (npm start); tests build once. */
  watch?: boolean;
  log?: (line: string) => void;
}

const HOST = '127.0.0.1';
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_DIR = join(ROOT, 'examples/demo');
// Output paths only: the bundle stays in memory (write: false), nothing is written here.
const OUT_DIR = join(DEMO_DIR, 'out');
const PLAIN_TEXT = 'text/plain; charset=utf-8';
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const contentTypeOf = (path: string) => CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
/** Page path -> its HTML file in examples/demo; each page's script is one entry point of the bundle. */
const PAGES: Record<string, string> = { '/': 'index.html', '/index.html': 'index.html', '/gallery': 'gallery/index.html' };

/** Import name a host uses -> source file: 'portico' + the entry's name without its dot ('./react' -> 'portico/react'). */
const publicEntryPoints = new Map(
  [...entries, stylesheet].map((entry) => [`portico${entry.name.slice(1)}`, join(ROOT, entry.source)]),
);

/**
 * Resolves the package's public names to source, and nothing else, so the demo imports the package the way a
 * host would. A plugin rather than esbuild's `alias`, so a missing source or a deep import gets a clear error.
 */
const resolvePublicEntryPoints: esbuild.Plugin = {
  name: 'portico-public-entry-points',
  setup(build) {
    build.onResolve({ filter: /^portico(\/|$)/ }, ({ path }) => {
      const source = publicEntryPoints.get(path);
      if (!source) {
        const known = [...publicEntryPoints.keys()].join(', ');
        return { errors: [{ text: `'${path}' is not a public entry point (entries.mjs lists: ${known})` }] };
      }
      if (!existsSync(source)) {
        return { errors: [{ text: `'${path}' maps to ${relative(ROOT, source)}, which does not exist` }] };
      }
      return { path: source };
    });
  },
};

type BuildState =
  | { kind: 'building' }
  | { kind: 'built'; files: Map<string, Uint8Array> }
  | { kind: 'failed'; report: string };

/** Serves examples/demo on 127.0.0.1, bundled in memory; a failed build is logged and served as a 500 with the errors. */
export async function startDemoServer({ port, apiUrl, chainUrl, secondChainUrl, usdc, watch = false, log = console.log }: DemoServerOptions): Promise<RunningServer> {
  let state: BuildState = { kind: 'building' };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://demo').pathname;
    if (state.kind === 'building') return send(response, 503, PLAIN_TEXT, 'The demo is building; reload in a moment.\n');
    if (state.kind === 'failed') return send(response, 500, PLAIN_TEXT, `Demo bundle failed to build:\n\n${state.report}\n`);
    const page = PAGES[path];
    if (page) return send(response, 200, contentTypeOf(page), readFileSync(join(DEMO_DIR, page)));
    const file = state.files.get(path);
    if (!file) return send(response, 404, PLAIN_TEXT, `Not found: ${path}\n`);
    send(response, 200, contentTypeOf(path), file);
  });
  // Listen before building, so a taken port fails at once and alone.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });

  let firstBuildDone: () => void = () => {};
  const firstBuild = new Promise<void>((resolve) => (firstBuildDone = resolve));
  const recordBuild: esbuild.Plugin = {
    name: 'record-build',
    setup(build) {
      build.onEnd(async (result) => {
        const previous = state.kind;
        if (result.errors.length > 0) {
          const lines = await esbuild.formatMessages(result.errors, { kind: 'error', color: false });
          state = { kind: 'failed', report: lines.join('\n') };
          log(`Demo bundle failed to build:\n${state.report}`);
        } else {
          const files = new Map((result.outputFiles ?? []).map((file) => [`/${relative(OUT_DIR, file.path)}`, file.contents]));
          state = { kind: 'built', files };
          if (previous === 'failed') log('Demo bundle builds again.');
        }
        firstBuildDone();
      });
    },
  };

  const context = await esbuild.context({
    entryPoints: [join(DEMO_DIR, 'main.tsx'), join(DEMO_DIR, 'gallery/main.tsx')],
    bundle: true,
    format: 'esm',
    splitting: true, // plugins load their screens with import(); keep those as separate chunks, as a host's bundler would
    chunkNames: 'chunks/[name]-[hash]',
    outdir: OUT_DIR,
    write: false,
    sourcemap: true,
    target: 'es2022',
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': JSON.stringify('development'),
      'process.env.PORTICO_API_URL': JSON.stringify(apiUrl),
      'process.env.PORTICO_CHAIN_URL': JSON.stringify(chainUrl),
      'process.env.PORTICO_SECOND_CHAIN_URL': JSON.stringify(secondChainUrl),
      'process.env.PORTICO_USDC': JSON.stringify(JSON.stringify(usdc)),
    },
    logLevel: 'silent', // errors are reported by recordBuild, once, in one format
    plugins: [resolvePublicEntryPoints, recordBuild],
  }).catch((error: unknown) => {
    server.close();
    throw error;
  });
  // rebuild() also rejects on errors; recordBuild has already reported them.
  await (watch ? context.watch() : context.rebuild().catch(() => {}));
  await firstBuild;
  const address = server.address();

  return {
    url: `http://${HOST}:${typeof address === 'object' && address ? address.port : port}`,
    async close() {
      await context.dispose();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function send(response: ServerResponse, status: number, contentType: string, body: string | Uint8Array): void {
  // no-store: a reload after a rebuild must never show a stale bundle.
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  response.end(body);
}
