// A worker thread of the pass over the export (lib/export/page-pass.mjs): it asks for work once it
// is ready, is sent batches of page files, and answers each with their results, or with the error
// of the first page it could not rewrite, naming it.
import { parentPort, workerData } from 'node:worker_threads'
import { criticalCss } from './critical-css.mjs'
import { passPage } from './page-pass.mjs'

const beasties = criticalCss(workerData.out)
parentPort.on('message', async (files) => {
  const results = []
  for (const file of files) {
    try {
      results.push(await passPage(beasties, workerData.out, file))
    } catch (error) {
      return parentPort.postMessage({ error: `postbuild: ${file}: ${error instanceof Error ? error.stack ?? error.message : String(error)}` })
    }
  }
  parentPort.postMessage({ results })
})
parentPort.postMessage({ ready: true })
