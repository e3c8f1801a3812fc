// The `_meta` files of the content and of the snapshots, bundled (they are TypeScript and import the
// site's modules), so that `next dev` shows an edit of one at once. Keyed by where Nextra would find
// them (lib/page/page-map.mjs, `contentPath`).
const content = require.context('../../content', true, /^\.\/(en\/)?((docs|api)\/(.+\/)?)?_meta\.ts$/)
const snapshots = require.context('../../versions', true, /^\.\/[^/]+\/(en\/)?(docs|api)\/(.+\/)?_meta\.ts$/)

type MetaModule = { default: Record<string, unknown> }

/** Each `_meta` file's default export by its content path: `content/docs/_meta.ts`, `content/en/versions/1.4/api/_meta.ts`. */
export function metaFiles(): Record<string, Record<string, unknown>> {
  const files: Record<string, Record<string, unknown>> = {}
  for (const key of content.keys()) files[`content/${key.slice(2)}`] = (content(key) as MetaModule).default
  for (const key of snapshots.keys()) {
    const [version, ...rest] = key.slice(2).split('/')
    const locale = rest[0] === 'en' ? [rest.shift()] : []
    files[['content', ...locale, 'versions', version, ...rest].join('/')] = (snapshots(key) as MetaModule).default
  }
  return files
}
