import { locales, type Locale } from '@/lib/i18n/locales'
import { fullPageMap, navTreeUrl, setTree } from '@/lib/site/page-nav'
import { DOCS_SETS } from '@/lib/versions/snapshots.mjs'
import { publishedVersions, versionSegment } from '@/lib/versions/routing'

// The whole sidebar tree of one docs set in one version and locale (/nav/en/docs-current.json): what
// a page's sidebar fetches when the reader opens a folder the page does not carry (lib/site/page-nav.ts).
export const dynamic = 'force-static'
export const dynamicParams = false

const trees = () =>
  locales.flatMap((locale) =>
    publishedVersions().flatMap((row) => DOCS_SETS.map((set) => ({ locale, set, version: versionSegment(row), url: navTreeUrl(locale, set, versionSegment(row)) }))),
  )

export function generateStaticParams() {
  return trees().map(({ url }) => {
    const [, , locale, tree] = url.split('/')
    return { locale, tree }
  })
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: Locale; tree: string }> }) {
  const { locale, tree } = await params
  const entry = trees().find(({ url }) => url === `/nav/${locale}/${tree}`)
  if (!entry) throw new Error(`No docs set tree ${locale}/${tree}`)
  const body = JSON.stringify(setTree(await fullPageMap(locale, entry.version), locale, entry.set, entry.version))
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}
