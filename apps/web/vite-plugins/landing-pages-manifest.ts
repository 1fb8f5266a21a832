import type { Plugin, Rollup } from 'vite';
// By path, not '@souq/shared/…': Vite bundles the config's relative imports, but hands package imports to
// Node, which cannot load the shared package's TypeScript sources.
import {
  LANDING_PAGE_KINDS,
  LANDING_PAGES_MANIFEST_PATH,
  type LandingPageFiles,
  type LandingPageKind,
  landingPagesManifestSchema,
} from '../../../packages/shared/src/routes/landing-pages.ts';
import { withStaticImports } from './chunk-graph.ts';

/**
 * An import marked with the landing page it brings, the comment right before the module's name:
 * `import(/* landing-page: listing *\/ '../features/catalog/products-page')`. The mark travels with the
 * import, so a page module renamed or moved is still found.
 */
const MARKED_IMPORT = /\/\*\s*landing-page:\s*([\w-]+)\s*\*\/\s*(['"])([^'"]+)\2/g;

const isLandingPageKind = (name: string): name is LandingPageKind =>
  LANDING_PAGE_KINDS.some((kind) => kind === name);

function filesOf(chunks: readonly Rollup.OutputChunk[]): LandingPageFiles {
  return {
    js: chunks.map((chunk) => chunk.fileName),
    css: [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
  };
}

/**
 * Writes `.vite/landing-pages.json` into the build: for each page shoppers land on from outside (home,
 * listing, product), the script and style files it needs beyond what index.html loads for every page. The
 * server reads it to name a page's code in the page's HTML (apps/api/src/plugins/storefront/storefront-html.ts). The
 * build fails when a landing page has no marked import or its module is not in the bundle, so the server
 * never quietly loses a page's hints.
 */
export function landingPagesManifest(): Plugin {
  const modules = new Map<LandingPageKind, string>();
  return {
    name: 'souq-landing-pages-manifest',
    apply: 'build',
    // The marks are comments: read the source before any other plugin compiles them away.
    enforce: 'pre',
    buildStart() {
      modules.clear();
    },
    async transform(code, importer) {
      if (!code.includes('landing-page:')) return null;
      for (const [, name = '', , specifier = ''] of code.matchAll(MARKED_IMPORT)) {
        if (!isLandingPageKind(name)) {
          this.error(`${importer}: '${name}' is no landing page (${LANDING_PAGE_KINDS.join(', ')})`);
        }
        const resolved = await this.resolve(specifier, importer);
        if (!resolved)
          this.error(`${importer}: the ${name} landing page's module '${specifier}' is not found`);
        const earlier = modules.get(name);
        if (earlier && earlier !== resolved.id) {
          this.error(`the ${name} landing page is marked on two modules: ${earlier} and ${resolved.id}`);
        }
        modules.set(name, resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loadedFirst = filesOf(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => withStaticImports(chunk, byFile)),
      );
      const pageFiles = (kind: LandingPageKind): LandingPageFiles => {
        const id = modules.get(kind);
        if (!id) this.error(`no import is marked as the ${kind} landing page's (landing-page: ${kind})`);
        // A lazily loaded page is its own chunk's entry; one that ships with the app is inside the main chunk.
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === id) ??
          chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) this.error(`the ${kind} landing page's module ${id} is in no chunk of the build`);
        const files = filesOf(withStaticImports(chunk, byFile));
        return {
          js: files.js.filter((file) => !loadedFirst.js.includes(file)),
          css: files.css.filter((file) => !loadedFirst.css.includes(file)),
        };
      };
      const manifest = landingPagesManifestSchema.parse(
        Object.fromEntries(LANDING_PAGE_KINDS.map((kind) => [kind, pageFiles(kind)])),
      );
      this.emitFile({
        type: 'asset',
        fileName: LANDING_PAGES_MANIFEST_PATH,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
