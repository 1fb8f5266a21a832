// `npm run build`: the storefront and the back office (Vite) and the api (one bundled ES module), whatever
// their state.
import { buildAll } from './build/builds.mjs';

const names = process.argv.slice(2);
await buildAll(names.length > 0 ? names : ['web', 'admin', 'api']);
