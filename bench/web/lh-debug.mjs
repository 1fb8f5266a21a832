import { writeFile } from 'node:fs/promises';
import { runBench } from '../lib/cleanup.mjs';
import { startStore } from '../lib/store.mjs';
import { scratchDatabase } from '../lib/scratch-db.mjs';
import { audit } from './lighthouse-runs.mjs';
async function main() {
  const store = await startStore({ databaseUrl: await scratchDatabase('lhdebug'), env: { WEB_DIST_DIR: '/work/main/apps/web/dist' } });
  const p = (await (await fetch(`${store.url}/api/products?limit=1`)).json()).products[0]._id;
  for (const path of ['/', '/products', `/products/${p}`]) {
    const { lhr } = await audit(`${store.url}${path}`);
    const a = (id) => lhr.audits[id];
    console.log('==', path, 'perf', lhr.categories.performance.score, 'FCP', a('first-contentful-paint').numericValue.toFixed(0), 'LCP', a('largest-contentful-paint').numericValue.toFixed(0), 'TBT', a('total-blocking-time').numericValue.toFixed(0), 'SI', a('speed-index').numericValue.toFixed(0));
    const lcpEl = a('largest-contentful-paint-element')?.details?.items;
    console.log('LCP element', JSON.stringify(lcpEl?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(lcpEl?.[1]?.items ?? null));
    console.log('bootup', JSON.stringify(a('bootup-time').details.items.slice(0, 5).map((i) => [i.url.replace(store.url, ''), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
    console.log('mainthread', JSON.stringify(a('mainthread-work-breakdown').details.items.map((i) => [i.group, Math.round(i.duration)])));
    console.log('long tasks', JSON.stringify(a('long-tasks')?.details?.items?.slice(0, 6).map((i) => [i.url.replace(store.url, ''), Math.round(i.startTime), Math.round(i.duration)])));
    console.log('requests', JSON.stringify(a('network-requests').details.items.map((i) => [i.url.replace(store.url, '').slice(0, 60), Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize])));
    await writeFile(`/tmp/lhr-${path.length > 10 ? 'product' : path === '/' ? 'home' : 'products'}.json`, JSON.stringify(lhr));
  }
}
await runBench(main);
