import { describe, expect, it, vi } from 'vitest'
import { groupHitsBySection, hitLines, sectionNames } from '@/lib/search/hit-groups'
import { makeHit } from '@/lib/search/hits'
import { createResponseGate } from '@/lib/search/latest-response'
import { highlightParts } from '@/lib/search/sanitize'
import { addToList, readList, saveFavorite, saveRecent, storedSearchKeys, writeList } from '@/lib/search/stored-searches'
import { rememberSections, suggestionQuery, trySuggestions } from '@/lib/search/suggestions'

// The logic under the search modal (components/search/search-modal/): what it shows and keeps.

const page = (url: string, lvl0: string, lvl1: string, excerpt: string | null = null) => makeHit({ type: 'lvl1', url, lvl0, lvl1, excerpt })
const heading = (url: string, lvl0: string, lvl1: string, lvl2: string, excerpt: string | null = null) => makeHit({ type: 'lvl2', url, lvl0, lvl1, lvl2, excerpt })

/** An in-memory Storage; `broken` makes every call throw, as a blocked localStorage does. */
function memoryStorage(initial: Record<string, string> = {}, broken = false) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => {
      if (broken) throw new Error('SecurityError')
      return data.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (broken) throw new Error('QuotaExceededError')
      data.set(key, value)
    },
  }
}

describe('hits grouped by section', () => {
  const hits = [
    page('/docs/a', 'Docs', 'Page A', 'intro <mark>quota</mark>'),
    heading('/docs/a#x', 'Docs', 'Page A', 'Limits', 'the <mark>quota</mark> is'),
    heading('/docs/a#y', 'Docs', 'Page A', 'Errors'),
    page('/api/q', 'API', 'Quota API'),
    heading('/docs/b#z', 'Docs', 'Page B', 'Quota'),
  ]

  it('orders sections by their best hit and keeps a page\'s headings under it as its tree', () => {
    const sections = groupHitsBySection(hits)
    expect(sections.map((s) => s.title)).toEqual(['Docs', 'API'])
    expect(sections[0].rows.map((r) => [r.hit.url, r.child, r.lastChild])).toEqual([
      ['/docs/a', false, false],
      ['/docs/a#x', true, false],
      ['/docs/a#y', true, true],
      ['/docs/b#z', false, false],
    ])
    expect(sectionNames(hits)).toEqual(['Docs', 'API'])
  })

  it('caps the headings of each section, never a page', () => {
    expect(groupHitsBySection(hits, 2)[0].rows.map((r) => r.hit.url)).toEqual(['/docs/a', '/docs/a#x'])
    const pages = [...hits.slice(0, 3), page('/docs/c', 'Docs', 'Page C'), heading('/docs/c#w', 'Docs', 'Page C', 'Quota')]
    expect(groupHitsBySection(pages, 2)[0].rows.map((r) => r.hit.url)).toEqual(['/docs/a', '/docs/a#x', '/docs/c'])
  })

  it('names sections by text: an escaped name is not markup', () => {
    expect(groupHitsBySection([page('/p', '<b>Pages</b> & more', 'P')])[0].title).toBe('<b>Pages</b> & more')
  })

  it('shows a page with its excerpt and a heading with the matched text (stored: the page title)', () => {
    expect(hitLines(hits[0])).toEqual({ title: 'Page A', path: 'intro <mark>quota</mark>' })
    expect(hitLines(hits[1])).toEqual({ title: 'Limits', path: 'the <mark>quota</mark> is' })
    const { _snippetResult, _highlightResult, ...stored } = hits[1]
    expect(hitLines(stored)).toEqual({ title: 'Limits', path: 'Page A' })
  })
})

describe('highlight parts (the modal inserts no HTML)', () => {
  it('splits safe HTML into text and marked text, decoding the escapes', () => {
    expect(highlightParts('a &lt;img onerror=x&gt; <mark>quota</mark> &amp; b')).toEqual([
      { text: 'a <img onerror=x> ', mark: false },
      { text: 'quota', mark: true },
      { text: ' & b', mark: false },
    ])
    expect(highlightParts('')).toEqual([])
  })
})

describe('"Try" suggestions', () => {
  const initial = ['Documentation', 'API', 'Blog']

  it('are the sections before any query found results', () => {
    expect(trySuggestions([], initial)).toEqual(initial)
  })

  it('then the sections of earlier results, the latest first, each once', () => {
    let seen = rememberSections([], ['Documentation', 'API'])
    seen = rememberSections(seen, ['Blog', 'Documentation'])
    expect(seen).toEqual(['Blog', 'Documentation', 'API'])
    expect(trySuggestions(rememberSections(seen, ['Pages']), initial)).toEqual(['Pages', 'Blog', 'Documentation'])
  })

  it('run as lower-case queries', () => {
    expect(suggestionQuery('Документация')).toBe('документация ')
  })
})

describe('stale responses', () => {
  it('never let an earlier keystroke\'s late answer replace a newer one', () => {
    const gate = createResponseGate()
    const a = gate.next()
    const ab = gate.next()
    expect(gate.accept(ab)).toBe(true)
    expect(gate.accept(a)).toBe(false)
  })

  it('show answers that arrive in order', () => {
    const gate = createResponseGate()
    const a = gate.next()
    const ab = gate.next()
    expect(gate.accept(a)).toBe(true)
    expect(gate.accept(ab)).toBe(true)
  })

  it('show a request\'s outline and then its whole answer, but no earlier request\'s after them', () => {
    const gate = createResponseGate()
    const a = gate.next()
    const ab = gate.next()
    expect(gate.accept(ab)).toBe(true)
    expect(gate.accept(ab)).toBe(true)
    expect(gate.accept(a)).toBe(false)
  })

  it('drop everything pending once the field is cleared', () => {
    const gate = createResponseGate()
    const a = gate.next()
    expect(gate.accept(a)).toBe(true)
    gate.invalidate()
    expect(gate.accept(a)).toBe(false)
    expect(gate.accept(gate.next())).toBe(true)
  })
})

describe('recent and favorite searches', () => {
  const keys = storedSearchKeys('ru')
  const hitA = heading('/docs/a#x', 'Документация', 'Страница А', 'Лимиты', '<mark>квота</mark>')
  const hitB = page('/docs/b', 'Документация', 'Страница Б')

  it('keep one pair of lists per locale', () => {
    expect(storedSearchKeys('ru')).not.toEqual(storedSearchKeys('en'))
    expect(keys.recent).toContain('-ru')
  })

  it('store a hit without its highlights, latest first, once', () => {
    const storage = memoryStorage()
    let lists = saveRecent({ recent: [], favorites: [] }, hitA)
    lists = saveRecent(lists, hitB)
    lists = saveRecent(lists, hitA)
    writeList(storage, keys.recent, lists.recent)
    const read = readList(storage, keys.recent)
    expect(read.map((h) => h.url)).toEqual(['/docs/a#x', '/docs/b'])
    expect(read[0]).not.toHaveProperty('_snippetResult')
    expect(read[0].hierarchy.lvl2).toBe('Лимиты')
  })

  it('move a starred search to the favorites and keep favorites out of the recent list', () => {
    let lists = saveRecent(saveRecent({ recent: [], favorites: [] }, hitA), hitB)
    lists = saveFavorite(lists, hitA)
    expect(lists.favorites.map((h) => h.url)).toEqual(['/docs/a#x'])
    expect(lists.recent.map((h) => h.url)).toEqual(['/docs/b'])
    expect(saveRecent(lists, hitA)).toBe(lists)
  })

  it('keep at most 7 recent searches, 4 once there are favorites', () => {
    let list = addToList([], hitA, 7)
    for (let i = 0; i < 10; i++) list = saveRecent({ recent: list, favorites: [] }, page(`/p${i}`, 'S', `P${i}`)).recent
    expect(list).toHaveLength(7)
    expect(saveRecent({ recent: list, favorites: [hitB] }, hitA).recent).toHaveLength(4)
  })

  it('read corrupt, foreign or dangerous entries as nothing', () => {
    const valid = JSON.stringify([{ ...hitB, _snippetResult: undefined }])
    const cases: Array<[string, number]> = [
      ['{not json', 0],
      ['{"an":"object"}', 0],
      ['null', 0],
      ['[1, "x", null, {"objectID": 1}]', 0],
      [JSON.stringify([{ ...hitB, url: 'javascript:alert(1)' }]), 0],
      [JSON.stringify([{ ...hitB, url: '//evil.example/x' }]), 0],
      [JSON.stringify([{ ...hitB, type: 'script' }]), 0],
      [JSON.stringify([{ ...hitB, hierarchy: { lvl0: 'x' } }]), 0],
      [valid, 1],
    ]
    for (const [raw, count] of cases) expect(readList(memoryStorage({ [keys.recent]: raw }), keys.recent), raw).toHaveLength(count)
  })

  it('work without storage (blocked, full or missing)', () => {
    const broken = memoryStorage({}, true)
    expect(readList(broken, keys.recent)).toEqual([])
    expect(() => writeList(broken, keys.recent, [hitB])).not.toThrow()
    expect(readList(null, keys.recent)).toEqual([])
    const spy = vi.fn()
    writeList({ getItem: () => null, setItem: spy }, keys.favorites, [hitB])
    expect(JSON.parse(spy.mock.calls[0][1])[0].url).toBe('/docs/b')
  })
})
