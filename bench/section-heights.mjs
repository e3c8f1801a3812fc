#!/usr/bin/env node
// How well the estimated heights of skipped page sections match the real ones (lib/page/sections.mjs,
// `.doc-section` in styles/site.css), on every docs, API and blog page of the export, at a phone's
// width and a desktop's. Prints, per width, the error of the current estimate and the coefficients a
// least-squares fit on these pages would give, scaled up (but for the exact code lines) until at most
// 1 % of sections are taller than their estimate by over 40 px; the CSS takes them by hand.
//
//   npm run bench:sections            # after `npm run build`
//   WORST=1 npm run bench:sections    # also the sections the fit underestimates most
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { serve } from './lib/serve.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.resolve(root, process.env.OUT_DIR || 'out')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const WIDTHS = [412, 1280]
const FEATURES = ['--section-chars', '--section-cell-chars', '--section-code-lines', '--section-rows', '--section-blocks']

/** The exported pages of the docs, API and blog sets, both locales. */
function pages() {
  const found = []
  const walk = (dir, route) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${route}/${entry.name}`)
      else if (entry.name.endsWith('.html')) found.push(`${route}/${entry.name.slice(0, -5)}`)
    }
  }
  for (const set of ['docs', 'api', 'blog', 'en/docs', 'en/api', 'en/blog']) walk(path.join(outDir, set), `/${set}`)
  return found
}

/** Least squares: the coefficients of [1, ...features] that best give `y`. */
function fit(rows) {
  const n = rows[0].x.length + 1
  const a = Array.from({ length: n }, () => new Array(n + 1).fill(0))
  for (const { x, y } of rows) {
    const v = [1, ...x]
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) a[i][j] += v[i] * v[j]
      a[i][n] += v[i] * y
    }
  }
  for (let i = 0; i < n; i++) {
    const pivot = a.slice(i).reduce((best, row, k) => (Math.abs(row[i]) > Math.abs(a[best][i]) ? i + k : best), i)
    ;[a[i], a[pivot]] = [a[pivot], a[i]]
    for (let k = 0; k < n; k++) if (k !== i && a[i][i]) {
      const f = a[k][i] / a[i][i]
      for (let j = i; j <= n; j++) a[k][j] -= f * a[i][j]
    }
  }
  return a.map((row, i) => row[n] / row[i])
}

const { base, stop } = await serve(outDir)
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-background-networking'] })
try {
  const routes = pages()
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    const rows = []
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'load' })
      rows.push(...(await page.evaluate((features) => [...document.querySelectorAll('.doc-section')].map((section) => {
        const style = getComputedStyle(section)
        const estimate = parseFloat(style.containIntrinsicBlockSize.replace('auto', '')) || 0
        section.style.contentVisibility = 'visible'
        const height = section.getBoundingClientRect().height
        return { x: features.map((name) => Number(style.getPropertyValue(name))), y: height, estimate, where: location.pathname + '#' + section.querySelector('h2')?.id }
      }), FEATURES)))
    }
    await page.close()
    const error = (predict) => {
      const errors = rows.map((row) => Math.abs(predict(row) - row.y)).sort((a, b) => a - b)
      return `mean ${(errors.reduce((s, e) => s + e, 0) / errors.length).toFixed(0)} px, median ${errors[errors.length >> 1].toFixed(0)} px, 90th ${errors[Math.floor(errors.length * 0.9)].toFixed(0)} px`
    }
    const coefficients = fit(rows)
    // Lines of code are exact (20 px each): only the other terms are scaled.
    const scaled = (k) => (row) => coefficients[0] + row.x.reduce((sum, value, i) => sum + value * coefficients[i + 1] * (FEATURES[i] === '--section-code-lines' ? 1 : k), 0)
    // A section shorter than its content overlaps what follows while skipped: nobody sees it (skipped
    // content is not painted), but tools that read the layout do (axe saw a callout behind the footer).
    const short = (predict) => rows.filter((row) => predict(row) < row.y - 40).length
    const meanHeight = rows.reduce((s, row) => s + row.y, 0) / rows.length
    console.log(`${width} px: ${rows.length} sections on ${routes.length} pages, mean height ${meanHeight.toFixed(0)} px`)
    console.log(`  current estimate: ${error((row) => row.estimate)}; ${short((row) => row.estimate)} sections over 40 px taller than estimated`)
    console.log(`  least-squares fit: ${error(scaled(1))}; ${short(scaled(1))} short — ${coefficients[0].toFixed(0)}px + ${FEATURES.map((name, i) => `${name} * ${coefficients[i + 1].toFixed(3)}px`).join(' + ')}`)
    if (process.env.WORST) for (const row of rows.sort((a, b) => scaled(1)(a) - a.y - (scaled(1)(b) - b.y)).slice(0, 12)) console.log(`    ${row.where}: ${row.y.toFixed(0)} px, fit ${scaled(1)(row).toFixed(0)}, ${row.x}`)
    const scale = [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6].find((k) => short(scaled(k)) <= rows.length / 100)
    if (scale) console.log(`  the fit, all but code lines times ${scale}: ${error(scaled(scale))}; ${short(scaled(scale))} short`)
  }
} finally {
  await browser.close()
  stop()
}
