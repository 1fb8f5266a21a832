import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The api and the workspace code it imports (@souq/shared) bundled into one ES module; every other
 * package stays an import that Node resolves from node_modules as it would for the sources, so PGlite,
 * argon2 and the like find their own wasm, data and native files.
 */
const bundleWorkspaceOnly = {
  name: 'bundle-workspace-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@souq/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module's `import.meta.dirname` stays the folder of its source file, so what the api finds beside its
 * sources (the SQL migrations, the repository root) is found the same from the bundle as under tsx.
 */
function keepSourceDirname(outDir) {
  return {
    name: 'keep-source-dirname',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.dirname')) return undefined;
        const fromBundle = path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/');
        const dirname = `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`;
        return { contents: source.replaceAll('import.meta.dirname', dirname), loader: 'ts' };
      });
    },
  };
}

/** Writes `server.js`, the chunks it loads later, and their source maps into `outDir`. */
export async function bundleApi(root, outDir) {
  // Chunks are named by their content: last build's would otherwise pile up beside this one's.
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'apps/api/src/server.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // The e-mail templates (and React with them) are a chunk of their own, loaded on the first e-mail rendered.
    splitting: true,
    logLevel: 'warning',
    plugins: [bundleWorkspaceOnly, keepSourceDirname(outDir)],
  });
}
