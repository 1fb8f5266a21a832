import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MESSAGES_MANIFEST_PATH,
  type MessagesManifest,
  messagesManifestSchema,
} from '@souq/shared/i18n/messages-manifest';
import {
  LANDING_PAGES_MANIFEST_PATH,
  type LandingPagesManifest,
  landingPagesManifestSchema,
} from '@souq/shared/routes/landing-pages';

/** What the server takes from the storefront's build (apps/web's `vite build`). */
export interface WebBuild {
  /** index.html, its stylesheets written in. */
  html: string;
  /** Each landing page's own files (apps/web/vite-plugins/landing-pages-manifest.ts). */
  landingPages: LandingPagesManifest;
  /**
   * The message catalogues' files and the words of the pages' previews (apps/web/vite-plugins/icu-messages.ts);
   * null for a build without them, whose pages are then painted by the app alone.
   */
  messages: MessagesManifest | null;
}

const NO_FILES = { js: [], css: [] };
/** A build without the manifest (a hand-made one): every page works, none gets a head start. */
const NO_LANDING_PAGES: LandingPagesManifest = { home: NO_FILES, listing: NO_FILES, product: NO_FILES };

/** The build's own stylesheet link (Vite writes it into index.html's head). */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * `html` with the build's stylesheets written into it, for the first and largest contentful paint. A linked
 * stylesheet holds the first paint until it arrives, on a slow network one more round trip after the HTML,
 * and over HTTP/1.1 it queues with the scripts asked for beside it. Written in, the page paints its loader
 * or preview as soon as the HTML is read. (The CSP in security-headers.ts allows inline styles; the
 * stylesheet goes with each page the browser loads rather than being cached.)
 */
function withStylesInline(html: string, webDistDir: string): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const stylesheet = path.join(webDistDir, file);
    if (!existsSync(stylesheet)) return link;
    const css = readFileSync(stylesheet, 'utf8');
    // A stylesheet cannot end the element it is written into; one that could keeps its link.
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

/** A manifest of the build: null when the build has none; one that is there but malformed stops the server. */
function readManifest<T>(webDistDir: string, file: string, schema: { parse(data: unknown): T }): T | null {
  const manifestFile = path.join(webDistDir, file);
  return existsSync(manifestFile) ? schema.parse(JSON.parse(readFileSync(manifestFile, 'utf8'))) : null;
}

/** Reads the build once, at start-up. */
export function readWebBuild(webDistDir: string): WebBuild {
  const html = withStylesInline(readFileSync(path.join(webDistDir, 'index.html'), 'utf8'), webDistDir);
  return {
    html,
    landingPages:
      readManifest(webDistDir, LANDING_PAGES_MANIFEST_PATH, landingPagesManifestSchema) ?? NO_LANDING_PAGES,
    messages: readManifest(webDistDir, MESSAGES_MANIFEST_PATH, messagesManifestSchema),
  };
}
