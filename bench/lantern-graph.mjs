#!/usr/bin/env node
// What Lighthouse's simulated throttling counts on the way to a page's first paint: the requests and
// CPU tasks of its simulated ("Lantern") FCP and LCP, each with the time it starts and ends in the
// simulation, and the page's bytes by kind as one devtools-throttled run loads them. It explains a
// simulated figure that moves when the page did not (bench/RESULTS.md, "First-load JavaScript against
// the framework's own, and the simulated first paint"). One run per page; it prints and saves nothing.
//
//   node bench/lantern-graph.mjs /en/docs/client /docs/client
//   node bench/lantern-graph.mjs --out /work/out-before /en/docs/client     # another export
//
// Lantern keeps a request in the first-paint graph when it has a render-blocking priority (a
// stylesheet the parser met, even at the end of <body>, is "VeryHigh") and ended before the first
// paint of the fast run it models the slow one from; requests to one origin share one simulated TCP
// connection, whose congestion window the earlier ones grew.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { benchOptions, kb, launchChrome, runLighthouse } from './lib/lighthouse-run.mjs'
import { startExportNginx } from './lib/export-csp.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const { option } = benchOptions(args)
const out = path.resolve(option('out', path.join(root, 'out')))
const routes = args.filter((arg, index) => arg.startsWith('/') && args[index - 1] !== '--out')
if (routes.length === 0) {
  console.error('usage: node bench/lantern-graph.mjs [--out DIR] ROUTE…')
  process.exit(2)
}

const server = await startExportNginx(out)
const chrome = await launchChrome()
try {
  for (const route of routes) {
    const simulated = await runLighthouse(`${server.base}${route}`, chrome.port, 'simulate')
    const { audits } = simulated.lhr
    console.log(`\n${route}: simulated FCP ${Math.round(audits['first-contentful-paint'].numericValue)} ms, LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms`)
    // Lantern keeps the node timings of its last simulations, by name (optimistic and pessimistic estimates).
    for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      if (!/^(optimistic|pessimistic)(FirstContentfulPaint|LargestContentfulPaint)$/.test(label)) continue
      console.log(`  ${label}`)
      const nodes = [...timings].sort((a, b) => a[1].startTime - b[1].startTime)
      for (const [node, { startTime, endTime }] of nodes) {
        const what =
          node.type === 'network'
            ? `${node.request.url.replace(server.base, '')} [${node.request.priority}, ${node.request.transferSize} B]`
            : `CPU task, ${(node.duration / 1000).toFixed(1)} ms observed`
        console.log(`    ${String(Math.round(startTime)).padStart(5)} → ${String(Math.round(endTime)).padStart(5)} ms  ${what}`)
      }
    }
    const applied = await runLighthouse(`${server.base}${route}`, chrome.port, 'devtools')
    const kinds = applied.lhr.audits['resource-summary'].details.items.filter((item) => item.requestCount > 0)
    console.log(`  devtools run, transferred: ${kinds.map((item) => `${item.resourceType} ${kb(item.transferSize)} (${item.requestCount})`).join(', ')}`)
  }
} finally {
  server.stop()
  await chrome.kill()
}
