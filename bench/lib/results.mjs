// bench/RESULTS.md: every benchmark run appends a dated section with the machine it ran on.
// Several benchmarks write here (Lighthouse, scale, search), each under its own heading.
import { execFileSync } from 'node:child_process'
import { appendFileSync, existsSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const resultsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'RESULTS.md')

export function chromiumVersion(binary = process.env.CHROMIUM_PATH || '/usr/bin/chromium') {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'Chromium (version unknown)'
  }
}

/** "2 cores (Intel Xeon …), 23 GB RAM, Linux 6.1, Node v20.20.2" */
export function machine() {
  const cpus = os.cpus()
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 1024 ** 3)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`
}

/** Today's date as YYYY-MM-DD (BENCH_DATE overrides it, for reruns of older figures). */
export const today = () => process.env.BENCH_DATE || new Date().toISOString().slice(0, 10)

/** Appends `## {title} — {date}` with the machine line and the given lines. */
export function appendSection(title, lines, extraMachine = '') {
  if (!existsSync(resultsFile)) {
    writeFileSync(
      resultsFile,
      '# Benchmark results\n\nEach run of a benchmark appends a dated section at the end (oldest first). How to run them: docs/MAINTAINING.md, "Benchmarks".\n',
    )
  }
  const header = `\n## ${title} — ${today()}\n\nMachine: ${machine()}${extraMachine ? `, ${extraMachine}` : ''}.\n\n`
  appendFileSync(resultsFile, `${header}${lines.join('\n')}\n`)
}
