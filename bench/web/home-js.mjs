import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The scripts a page requested (from Lighthouse's network records), each measured as its built file
 * gzipped at level 9, so the figure does not depend on how the server compresses (it sends brotli).
 */
export async function scriptSizes(lhr, origin, webDistDir) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const urls = [
    ...new Set(
      requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin)).map((r) => r.url),
    ),
  ];
  const files = [];
  for (const url of urls) {
    const pathname = new URL(url).pathname;
    const bytes = await readFile(path.join(webDistDir, pathname));
    files.push({ pathname, gzipBytes: gzipSync(bytes, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
