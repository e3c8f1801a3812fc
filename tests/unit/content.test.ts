import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentManifest, pagesOf } from '@/lib/content/manifest.mjs'
import { manifest } from '@/tests/fixtures/spec-routes.mjs'
import { snapshotVersions } from '@/lib/versions/snapshots.mjs'
import { locales } from '@/lib/i18n/locales'

// The documentation and API content of both locales: the spec's docs and API routes, every other
// docs/API page the writers added (reference pages, unlisted pages) and every page of the
// documentation snapshots in versions/ (/versions/1.4/docs/…), all held to the same standard.
const pages = { ru: contentManifest().filter((page) => page.locale === 'ru'), en: contentManifest().filter((page) => page.locale === 'en') }
const isDocs = (route: string) => /^\/(docs|api)(\/|$)/.test(route)
const versioned = [...new Set(pages.ru.flatMap((page) => (page.version && page.route ? [page.route] : [])))]
const routes = [...new Set([...manifest.docs, ...manifest.api, ...pagesOf('ru').flatMap(({ route }) => (isDocs(route) ? [route] : [])), ...versioned])]
const fileOf = (locale: 'ru' | 'en', route: string) => pages[locale].find((entry) => entry.route === route)?.file
const overviews = ['/docs', '/api', '/docs/catalog', '/api/rest', '/api/java', '/api/python', '/api/task-types']
const overviewPages = new Set([...overviews, ...snapshotVersions().flatMap((version) => overviews.map((route) => `/versions/${version}${route}`))])

/** The page split into prose lines and code blocks (with their info strings). */
function parse(file: string) {
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
  const prose: string[] = []
  const fences: string[] = []
  let inCode = false
  for (const line of source.split('\n')) {
    const fence = /^\s*(```|~~~)(.*)$/.exec(line)
    if (fence) {
      if (!inCode) fences.push(fence[2].trim())
      inCode = !inCode
      continue
    }
    if (!inCode) prose.push(line)
  }
  return { source, prose, fences }
}

const headings = (prose: string[]) => prose.filter((line) => /^#{2,3} /.test(line)).map((line) => line.match(/^#+/)![0].length)
const proseText = (prose: string[]) =>
  prose
    .filter((line) => !/^\s*(import |export |<\/?[A-Z]|\|)/.test(line))
    .join('\n')
    .replace(/\$\$[\s\S]*?\$\$|\$[^$\n]+\$/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
const wordCount = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length

describe.each(routes)('%s', (route) => {
  const ru = fileOf('ru', route)
  const en = fileOf('en', route)

  it('exists in both locales with the same headings', () => {
    expect(ru && existsSync(ru), `ru source of ${route}`).toBeTruthy()
    expect(en && existsSync(en), `en source of ${route}`).toBeTruthy()
    expect(headings(parse(en!).prose)).toEqual(headings(parse(ru!).prose))
  })

  it.each([['ru'], ['en']] as const)('has enough prose and sections in %s', (locale) => {
    const { prose } = parse(locale === 'ru' ? ru! : en!)
    const h2 = prose.filter((line) => /^## /.test(line)).length
    expect(h2).toBeGreaterThanOrEqual(overviewPages.has(route) ? 1 : 2)
    expect(wordCount(proseText(prose))).toBeGreaterThanOrEqual(overviewPages.has(route) ? 150 : 300)
  })

  it.each([['ru'], ['en']] as const)('is clean %s text: code languages, alt text, no placeholders, one language', (locale) => {
    const file = locale === 'ru' ? ru! : en!
    const rel = path.relative(process.cwd(), file)
    const { prose, fences } = parse(file)
    expect(fences.filter((info) => !/^[a-z0-9+#-]+/.test(info)), `${rel}: code blocks without a language`).toEqual([])
    const text = prose.join('\n')
    expect(text, rel).not.toMatch(/lorem|\bTODO\b|\bTBD\b|coming soon/i)
    expect(text.match(/!\[\]\(/g) ?? [], `${rel}: images without alt text`).toEqual([])
    expect(text.match(/<img(?![^>]*\balt=")[^>]*>/g) ?? [], `${rel}: <img> without alt`).toEqual([])
    const paragraphs = proseText(prose).split(/\n\s*\n/).map((p) => p.replace(/<[^>]+>|%[\w.]+%|https?:\/\/\S+/g, ' ').trim()).filter(Boolean)
    if (locale === 'en') {
      expect(paragraphs.filter((p) => /\p{Script=Cyrillic}/u.test(p)), `${rel}: Cyrillic on an English page`).toEqual([])
    } else {
      // A Russian paragraph may quote names in Latin, but a paragraph of English prose is untranslated.
      const latinOnly = paragraphs.filter((p) => !/\p{Script=Cyrillic}/u.test(p) && wordCount(p.replace(/[#*|>-]/g, ' ')) >= 6 && !/^#{1,6} /.test(p))
      expect(latinOnly, `${rel}: Latin-only prose on a Russian page`).toEqual([])
    }
  })
})

describe('overview pages', () => {
  it.each([...overviewPages])('%s links to every child page', (route) => {
    for (const locale of locales) {
      const source = readFileSync(fileOf(locale, route)!, 'utf8')
      const children = routes.filter((child) => child.startsWith(`${route}/`) && !child.slice(route.length + 1).includes('/'))
      const prefix = locale === 'en' ? '/en' : ''
      for (const child of children) expect(source, `${locale} ${route} → ${child}`).toContain(`](${prefix}${child}`)
    }
  })
})

describe('variables, not literals', () => {
  it('no page writes the brand, a domain or an e-mail address literally', async () => {
    const { variables } = await import('@/site.config.mjs')
    const literals = [variables.brand, variables.domain.root, ...Object.values(variables.mail)]
    const offenders = locales
      .flatMap((locale) => pages[locale])
      .flatMap(({ file }) => literals.filter((literal) => readFileSync(file, 'utf8').includes(literal)).map((literal) => `${path.relative(process.cwd(), file)}: ${literal}`))
    expect(offenders).toEqual([])
  })
})
