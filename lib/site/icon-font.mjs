// The icon font, cut down to the icons the site shows. styles/icons.css lists them (one rule per
// icon, copied from the remixicon package); the full font is 3,000 glyphs and ~190 KB, and Chromium
// fetches a font at the highest priority as soon as an icon is on screen, competing with the page.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

export const FULL_FONT = 'node_modules/remixicon/fonts/remixicon.woff2'
export const ICONS_CSS = 'styles/icons.css'
export const SUBSET_FONT = 'styles/fonts/remixicon-subset.woff2'

/** Icon class → the glyph's character, from rules like `.<icon class>:before { content: "\eadb"; }`. */
export function iconRules(css) {
  return new Map(
    [...css.matchAll(/\.(ri-[a-z0-9-]+):before \{ content: "\\([0-9a-f]+)"; \}/g)].map((m) => [m[1], String.fromCodePoint(parseInt(m[2], 16))]),
  )
}

/** The font (woff2 unless told) holding only the glyphs that `css` uses. */
export async function subsetIcons(css, font = readFileSync(FULL_FONT), targetFormat = 'woff2') {
  const glyphs = [...new Set(iconRules(css).values())].join('')
  if (!glyphs) throw new Error(`${ICONS_CSS}: no icon rules found`)
  return subsetFont(font, glyphs, { targetFormat })
}

/** Writes SUBSET_FONT under `root`, only when it changes (so `next dev` does not rebuild for nothing). */
export async function writeIconFont(root = '.') {
  const target = path.join(root, SUBSET_FONT)
  const css = readFileSync(path.join(root, ICONS_CSS), 'utf8')
  const subset = await subsetIcons(css, readFileSync(path.join(root, FULL_FONT)))
  if (!existsSync(target) || !readFileSync(target).equals(subset)) {
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, subset)
  }
  return { target, icons: iconRules(css).size, bytes: subset.length }
}
