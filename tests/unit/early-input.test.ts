import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_WAIT, earlyInputScript, takeEarlyInput } from '@/lib/site/early-input'

// The inline script's own text runs here against a small fake DOM: each fake element lists the
// selectors it matches, and closest() walks up its parents.
type FakeElement = {
  tagName: string
  isContentEditable?: boolean
  isConnected: boolean
  parent?: FakeElement
  selectors: string[]
  attrs: Record<string, string>
  matches(selector: string): boolean
  closest(selector: string): FakeElement | null
  getAttribute(name: string): string | null
}

function element(tagName: string, selectors: string[] = [], parent?: FakeElement, attrs: Record<string, string> = {}): FakeElement {
  return {
    tagName,
    parent,
    selectors: [tagName.toLowerCase(), ...selectors],
    attrs,
    isConnected: true,
    matches(selector) {
      return this.selectors.includes(selector)
    },
    closest(selector) {
      return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null)
    },
    getAttribute(name) {
      return this.attrs[name] ?? null
    },
  }
}

type Listener = (event: FakeEvent) => void
type FakeEvent = ReturnType<typeof event>

function event(target: FakeElement | null, init: Partial<{ key: string; code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; isComposing: boolean; defaultPrevented: boolean }> = {}) {
  return {
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    defaultPrevented: false,
    ...init,
    composedPath: () => (target ? [target] : []),
    preventDefault: vi.fn(),
    stopPropagation: vi.fn(),
  }
}

/** Runs the script in a fake window; `hasSearchButton` is whether the page has the navbar's button. */
function page({ zoom = '.markdown img', hasSearchButton = true } = {}) {
  const listeners: Record<string, Listener> = {}
  const htmlAttrs = new Map<string, string>()
  const win = {
    addEventListener(type: string, listener: Listener, capture: boolean) {
      expect(capture).toBe(true)
      listeners[type] = listener
    },
  } as unknown as Window
  const doc = {
    documentElement: { setAttribute: (name: string, value: string) => htmlAttrs.set(name, value), removeAttribute: (name: string) => htmlAttrs.delete(name) },
    querySelector: (selector: string) => (hasSearchButton && selector === '[data-early=search]' ? {} : null),
  }
  new Function('window', 'document', earlyInputScript(zoom || undefined))(win, doc)
  vi.stubGlobal('window', win)
  vi.stubGlobal('document', doc)
  const dispatch = (type: 'click' | 'keydown', e: FakeEvent) => {
    listeners[type](e)
    return e.preventDefault.mock.calls.length > 0 && e.stopPropagation.mock.calls.length > 0
  }
  return {
    win,
    waiting: () => htmlAttrs.has(EARLY_WAIT),
    click: (target: FakeElement | null) => dispatch('click', event(target)),
    key: (key: string, init: Parameters<typeof event>[1] = {}, target: FakeElement | null = body) => dispatch('keydown', event(target, { key, ...init })),
  }
}

const body = element('BODY')
const header = element('HEADER', [], body)
const searchButton = element('BUTTON', ['[data-early=search]'], header)
const searchIcon = element('svg', [], searchButton)
const article = element('DIV', [], body)
const zoomable = (src = '/img/a.svg', parent = article) => element('IMG', ['img[data-early=zoom]', '.markdown img'], parent, { src })
const link = element('A', ['a'], article)

const asElement = (fake: FakeElement) => fake as unknown as Element

afterEach(() => vi.unstubAllGlobals())

describe('early input (lib/site/early-input.ts)', () => {
  it('keeps a click on the search button (or its icon) and replays it exactly once', () => {
    const p = page()
    expect(p.click(searchIcon)).toBe(true)
    expect(p.win.__earlyInput?.q).toEqual({ kind: 'search' })
    expect(p.waiting()).toBe(true)
    expect(takeEarlyInput('search')).toBe(true)
    expect(p.waiting()).toBe(false)
    expect(takeEarlyInput('search')).toBe(false)
  })

  it('stands aside for a kind once its component has taken over', () => {
    const p = page()
    expect(takeEarlyInput('search')).toBe(false)
    expect(p.click(searchButton)).toBe(false)
    expect(p.key('k', { ctrlKey: true })).toBe(false)
    expect(p.win.__earlyInput?.q).toBeNull()
    // Zoom is still caught until an image has mounted.
    expect(p.click(zoomable())).toBe(true)
  })

  it('keeps a click on a zoomable image, for that image only', () => {
    const p = page()
    const clicked = zoomable('/img/b.svg')
    expect(p.click(clicked)).toBe(true)
    expect(takeEarlyInput('search')).toBe(false)
    expect(takeEarlyInput('zoom', asElement(zoomable('/img/a.svg')))).toBe(false)
    expect(takeEarlyInput('zoom', null)).toBe(false)
    expect(takeEarlyInput('zoom', asElement(clicked))).toBe(true)
    expect(takeEarlyInput('zoom', asElement(clicked))).toBe(false)
    // The first image that mounted made the script stand aside.
    expect(p.click(zoomable())).toBe(false)
  })

  it('finds the image by its src when hydration replaced the node', () => {
    page().click(Object.assign(zoomable('/img/b.svg'), { isConnected: false }))
    expect(takeEarlyInput('zoom', asElement(zoomable('/img/a.svg')))).toBe(false)
    expect(takeEarlyInput('zoom', asElement(zoomable('/img/b.svg')))).toBe(true)
  })

  it('lets every other click through: links, images that do not zoom, a page without zoom', () => {
    const p = page()
    expect(p.click(link)).toBe(false)
    expect(p.click(element('SPAN', [], link))).toBe(false)
    expect(p.click(zoomable('/img/a.svg', link))).toBe(false)
    expect(p.click(element('IMG', ['.markdown img'], article))).toBe(false) // no-zoom: no data-early
    expect(p.click(element('IMG', ['img[data-early=zoom]'], body))).toBe(false) // outside the selector
    expect(p.click(article)).toBe(false)
    expect(p.click(null)).toBe(false)
    expect(page({ zoom: '' }).click(zoomable())).toBe(false)
    expect(p.win.__earlyInput?.q).toBeNull()
  })

  it('keeps the latest input only', () => {
    const p = page()
    const image = zoomable()
    p.click(searchButton)
    p.click(image)
    expect(takeEarlyInput('search')).toBe(false)
    expect(takeEarlyInput('zoom', asElement(image))).toBe(true)
  })

  it("keeps Ctrl+K, Cmd+K (also on another layout) and '/' as SearchButton reads them", () => {
    const input = element('INPUT', [], body)
    const editable = Object.assign(element('DIV', [], body), { isContentEditable: true })
    for (const [key, init, target, kept] of [
      ['k', { ctrlKey: true }, body, true],
      ['K', { metaKey: true }, body, true],
      ['л', { ctrlKey: true, code: 'KeyK' }, body, true],
      ['/', {}, body, true],
      ['/', {}, input, false],
      ['/', {}, element('TEXTAREA', [], body), false],
      ['/', {}, editable, false],
      ['/', { ctrlKey: true }, body, false],
      ['k', {}, body, false],
      ['k', { ctrlKey: true, shiftKey: true }, body, false],
      ['k', { ctrlKey: true, altKey: true }, body, false],
      ['k', { ctrlKey: true, isComposing: true }, body, false],
      ['k', { ctrlKey: true, defaultPrevented: true }, body, false],
      [undefined, { ctrlKey: true }, body, false], // autofill's keydown has no key
    ] as const) {
      const p = page()
      expect(p.key(key as string, init, target), `${key} ${JSON.stringify(init)} on ${target.tagName}`).toBe(kept)
      expect(takeEarlyInput('search')).toBe(kept)
    }
  })

  it('ignores the shortcuts on a page without the search button', () => {
    const p = page({ hasSearchButton: false })
    expect(p.key('k', { ctrlKey: true })).toBe(false)
    expect(p.key('/')).toBe(false)
  })

  it('does nothing without the script', () => {
    vi.stubGlobal('window', {})
    expect(takeEarlyInput('search')).toBe(false)
  })

  it('is one small line, safe inside <script>, with any selector', () => {
    const script = earlyInputScript('.markdown img')
    expect(script).not.toMatch(/\n|<\/script|<!--/i)
    expect(new TextEncoder().encode(script).length).toBeLessThan(1024)
    const quoted = earlyInputScript('article img:not([title="</script>"])')
    expect(quoted).not.toMatch(/<\/script/i)
    expect(quoted).toContain('(window,document,"article img:not([title=\\"\\u003c/script>\\"])");')
  })
})
