import { readFileSync } from 'node:fs'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

describe.each([['ru', 'out/blog'], ['en', 'out/en/blog']])('%s blog feeds', (_locale, dir) => {
  it('RSS is valid XML with 23 items', () => {
    const xml = readFileSync(`${dir}/rss.xml`, 'utf8')
    expect(XMLValidator.validate(xml)).toBe(true)
    const items = new XMLParser().parse(xml).rss.channel.item
    expect(items).toHaveLength(23)
    expect(items[0].link).toMatch(/\/blog\/2025\/10\/15\/release$/)
  })

  it('Atom is valid XML with 23 entries', () => {
    const xml = readFileSync(`${dir}/atom.xml`, 'utf8')
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(new XMLParser().parse(xml).feed.entry).toHaveLength(23)
  })

  it('is linked from the head of the blog pages', () => {
    const html = readFileSync(`${dir}.html`, 'utf8')
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/blog\/rss\.xml"/)
    expect(html).toMatch(/<link rel="alternate" type="application\/atom\+xml" href="[^"]*\/blog\/atom\.xml"/)
  })
})
