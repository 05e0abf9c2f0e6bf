// Enforces the layer rules of DESIGN.md section 1: a wrong import fails CI.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEAVY = ['viem', '@solana/web3.js', '@solana/kit', '@walletconnect/', 'libphonenumber-js', 'qrcode'];
const LAYERS = ['schemas', 'kernel', 'plugins', 'ui', 'emulator', 'examples'];
// A host's own dependencies a real app would have (viem for its WalletClient) are allowed beside the package.
const HOST_ALLOWED = /^(portico(\/.*)?|react|react-dom|react\/.*|react-dom\/.*|viem)$/;

/** Static imports, re-exports and dynamic import() specifiers of a source file. */
export function importsOf(source) {
  const found = [];
  const patterns = [/(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g, /import\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /^\s*import\s*['"]([^'"]+)['"]/gm];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]);
  return found;
}

function layerOf(path) {
  const [top, second] = path.split('/');
  if (!LAYERS.includes(top)) return null;
  return top === 'plugins' ? { layer: 'plugins', plugin: second } : { layer: top };
}

/** Specifiers a source loads only through `import()`. */
const dynamicImportsOf = (source) => new Set([...source.matchAll(/import\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]));

/**
 * Every rule broken by one import of `from` (repo-relative path) of `specifier`. `dynamic`: the source loads it only
 * through `import()`, the one way ui/ may reach a heavy dependency (DESIGN.md: loaded by the screen that needs it).
 */
function violations(from, specifier, dynamic) {
  const source = layerOf(from);
  if (!source) return [];
  const isTest = /\.test\.tsx?$/.test(from);
  const out = [];
  const say = (why) => out.push(`${from}: imports '${specifier}': ${why}`);
  if (!specifier.startsWith('.')) {
    const isReact = specifier === 'react' || specifier.startsWith('react-dom') || specifier.startsWith('react/');
    if (isTest) return out;
    if (source.layer === 'examples' && !HOST_ALLOWED.test(specifier)) say('a host app imports only the package\'s public entry points and React');
    if (source.layer === 'kernel' && isReact) say('the kernel never imports React');
    if (source.layer === 'schemas' && !specifier.startsWith('zod')) say('schemas import only zod');
    const heavyAllowed = source.layer === 'ui' && dynamic;
    if (['kernel', 'schemas', 'ui'].includes(source.layer) && !heavyAllowed && HEAVY.some((h) => specifier.startsWith(h))) {
      say('heavy dependencies belong to the plugin that needs them');
    }
    return out;
  }
  const target = layerOf(relative('.', resolve(dirname(from), specifier)).replaceAll('\\', '/'));
  if (!target) {
    if (!isTest) say('imports outside the package layers');
    return out;
  }
  if (source.layer === 'plugins' && target.layer === 'plugins' && target.plugin !== source.plugin) {
    say('no plugin imports another plugin');
  }
  if (isTest) return out;
  const allowed = {
    schemas: ['schemas'],
    kernel: ['kernel', 'schemas'],
    plugins: ['plugins', 'kernel', 'schemas', 'ui'],
    ui: ['ui', 'kernel', 'schemas'],
    emulator: ['emulator', 'schemas'],
    examples: ['examples'],
  }[source.layer];
  if (!allowed.includes(target.layer)) say(`${source.layer}/ may import only ${allowed.join(', ')}`);
  return out;
}

/** All violations in a set of files given as { path, source }. */
export function findViolations(files) {
  return files.flatMap(({ path, source }) => {
    const dynamic = dynamicImportsOf(source);
    const isStatic = (spec) => importsOf(source.replaceAll(/import\s*\(\s*['"][^'"]+['"]\s*\)/g, '')).includes(spec);
    return importsOf(source).flatMap((spec) => violations(path, spec, dynamic.has(spec) && !isStatic(spec)));
  });
}

function listSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  process.chdir(root);
  const files = LAYERS.filter((layer) => {
    try {
      return statSync(layer).isDirectory();
    } catch {
      return false;
    }
  })
    .flatMap(listSources)
    .map((path) => ({ path: path.replaceAll('\\', '/'), source: readFileSync(path, 'utf8') }));
  const found = findViolations(files);
  if (found.length) {
    console.error(`Dependency rules broken (${found.length}):\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(`Dependency rules hold across ${files.length} files.`);
}
