// `npm run build` runs this beside `next build` (scripts/build.mjs): every page compiled by the one
// compiler (lib/page/compile.mjs) into its disk cache while webpack, which keeps one core busy for most
// of its compile, bundles the routes; static generation then finds the pages compiled. A page that
// fails here fails the same way in the route, which reports it; so this pass only counts.
import { contentManifest } from '../content/manifest.mjs'
import { compilePage } from './compile.mjs'

const started = performance.now()
const pages = contentManifest().filter((page) => page.route !== null)
let failed = 0
for (const page of pages) await compilePage(page).catch(() => failed++)
console.log(`precompile: ${pages.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s${failed ? `, ${failed} failed (the build names them)` : ''}`)
