// The Markdown twins in a thread of their own (scripts/postbuild.mjs), beside the search index.
import { parentPort, workerData } from 'node:worker_threads'
import { writeMarkdownExports } from './export.mjs'

parentPort.postMessage(await writeMarkdownExports(workerData.out))
