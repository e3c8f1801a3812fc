/**
 * The REST reference's request samples, one per language, written from one request model of an
 * operation (`requestOf`): its URL with example parameters, the key, the example body, whether the
 * answer is streamed. curl, Python and JavaScript are three spellings of that one request; the content
 * check (lib/samples/sample-check.mjs) reads each spelling back into the request it sends and replays
 * it against the document as it replays the pages' curl calls (lib/samples/curl-replay.mjs).
 *
 * Python uses `requests`, not `httpx`: it is the HTTP library readers most often already have, and
 * `files=` (a multipart upload), `stream=True` with `iter_lines()` (Server-Sent Events) and `json=`
 * cover every operation synchronously; httpx's gains (async, HTTP/2) are the platform's client's job
 * (/api/python/python-client). JavaScript uses `fetch`: built into Node 20+ and browsers, no package.
 */
import { deref, operations, parametersOf } from '../openapi/document.mjs'
import { examplesOf } from '../openapi/examples.mjs'
import { dictionaries } from '../i18n/dictionaries/index.mjs'

import { SAMPLE_LANGUAGES } from './languages.mjs'

export { SAMPLE_LANGUAGES }

/** The environment variable that holds the key in every sample (docs: /api/access/key). */
export const KEY_VARIABLE = 'MLP_API_KEY'
const STREAM = 'text/event-stream'
/** The samples' comments, in English unless a page's dictionary gives its own (lib/i18n/dictionaries/<locale>/api.mjs). */
const NOTES = dictionaries.en.api.sampleNotes

/**
 * What the platform's Python client (content/api/python/python-client.mdx) does for an operation:
 * its method and the section that shows it. Only methods that page documents; no others.
 */
export const PYTHON_CLIENT = {
  createPrediction: { method: 'client.predict', section: { ru: 'вызов-модели', en: 'calling-a-model' } },
  getPredictionJob: { method: 'client.jobs.submit(…).wait()', section: { ru: 'задания-в-очереди', en: 'queued-jobs' } },
  createChatCompletion: { method: 'client.chat.stream', section: { ru: 'потоковый-чат', en: 'streaming-chat' } },
}

const sample = (parameter) => parameter.example ?? parameter.schema?.example ?? parameter.schema?.default ?? `<${parameter.name}>`
const propertiesOf = (document, schema) => {
  const s = deref(document, schema) ?? {}
  return Object.assign({}, s.properties ?? {}, ...(s.allOf ?? []).map((part) => deref(document, part)?.properties ?? {}))
}

/** A file name for an uploaded example's content: JSON Lines, CSV or plain data, named after the example. */
function fileName(base, content) {
  const lines = String(content).split('\n').filter((line) => line.trim())
  const jsonl = lines.length && lines.every((line) => {
    try {
      JSON.parse(line)
      return true
    } catch {
      return false
    }
  })
  return `${base}${jsonl ? '.jsonl' : lines[0]?.includes(',') ? '.csv' : '.bin'}`
}

/**
 * The request of an operation's samples: `{ method, url, auth, accept, body, stream, success }`.
 * `body`: null, `{ json }` or `{ form: [{ name, value, file? }] }` (a file field's value is its file
 * name); `stream`: the answer is read as Server-Sent Events (a 2xx answer offers text/event-stream,
 * the operation is not a pass-through to a service, and a body with a `stream` switch turns it on);
 * `success`: the media type of the first success answer, null when it has no body.
 */
export function requestOf(document, entry) {
  const parameters = parametersOf(document, entry)
  const path = entry.path.replace(/\{([^}]+)\}/g, (match, name) => String(sample(parameters.find((p) => p.name === name && p.in === 'path') ?? { name })))
  const query = parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(sample(p))}`)
  const url = `${document.servers[0].url}${path}${query.length ? `?${query.join('&')}` : ''}`

  const [, successRef] = Object.entries(entry.operation.responses ?? {}).find(([status]) => /^2/.test(status)) ?? []
  const answers = Object.keys(deref(document, successRef)?.content ?? {})
  const passThrough = parameters.some((p) => p['x-greedy'])
  const stream = answers.includes(STREAM) && !passThrough

  const requestBody = deref(document, entry.operation.requestBody)
  const [type, media] = Object.entries(requestBody?.content ?? {})[0] ?? []
  const [, example] = media ? (examplesOf(document, media)[0] ?? []) : []
  let body = null
  if (type && /json/.test(type) && example !== undefined) {
    const switchable = stream && 'stream' in propertiesOf(document, media.schema)
    body = { json: switchable ? { ...example, stream: true } : example }
  } else if (type === 'multipart/form-data' && example && typeof example === 'object') {
    const properties = propertiesOf(document, media.schema)
    body = {
      form: Object.entries(example).map(([name, value]) => {
        const schema = deref(document, properties[name])
        const file = Boolean(schema?.contentMediaType || schema?.format === 'binary' || media.encoding?.[name]?.contentType)
        return file ? { name, value: fileName(example.name ?? name, value), file: true } : { name, value: String(value) }
      }),
    }
  }
  return {
    method: entry.method.toUpperCase(),
    url,
    auth: entry.operation.security?.length !== 0,
    accept: stream ? STREAM : null,
    body,
    stream,
    success: stream ? STREAM : (answers[0] ?? null),
  }
}

const shellQuoted = (text) => `'${text.replace(/'/g, "'\\''")}'`

/** The request as a curl command: `-N` so that a stream is printed as it comes. */
export function curlSample(request) {
  const { method, url, auth, accept, body, stream } = request
  const lines = [`curl${stream ? ' -N' : ''}${method === 'GET' ? '' : ` -X ${method}`} "${url}"`]
  if (auth) lines.push(`-H "Authorization: Bearer $${KEY_VARIABLE}"`)
  if (accept) lines.push(`-H "Accept: ${accept}"`)
  if (body?.json !== undefined) {
    lines.push('-H "Content-Type: application/json"')
    lines.push(`-d ${shellQuoted(JSON.stringify(body.json, null, 2)).replace(/\n/g, '\n  ')}`)
  } else if (body?.form) {
    for (const field of body.form) lines.push(`-F "${field.name}=${field.file ? '@' : ''}${field.value}"`)
  }
  return lines.join(' \\\n  ')
}

/** A JSON value as a Python literal (JSON's strings are Python's; true, false, null are not). */
export function pythonLiteral(value, indent = '') {
  return JSON.stringify(value, null, 4)
    .replace(/"(?:[^"\\]|\\.)*"|\b(true|false|null)\b/g, (match, word) => (word ? { true: 'True', false: 'False', null: 'None' }[word] : match))
    .replace(/\n/g, `\n${indent}`)
}

/** The request with `requests`: the key from the environment, errors read from the API's error body. */
export function pythonSample(request, notes = NOTES) {
  const { method, url, auth, accept, body, stream, success } = request
  const upload = body?.form?.find((field) => field.file)
  const pad = upload ? '    ' : ''
  const args = [JSON.stringify(url)]
  const headers = [...(auth ? [`"Authorization": f"Bearer {os.environ['${KEY_VARIABLE}']}"`] : []), ...(accept ? [`"Accept": ${JSON.stringify(accept)}`] : [])]
  if (headers.length) args.push(`headers={\n${pad}        ${headers.join(`,\n${pad}        `)},\n${pad}    }`)
  if (body?.json !== undefined) args.push(`json=${pythonLiteral(body.json, `${pad}    `)}`)
  if (body?.form) {
    const fields = body.form.filter((field) => !field.file)
    if (fields.length) args.push(`data=${pythonLiteral(Object.fromEntries(fields.map((field) => [field.name, field.value])), `${pad}    `)}`)
    args.push(`files={${JSON.stringify(upload.name)}: file}`)
  }
  if (stream) args.push('stream=True')
  args.push('timeout=60')
  const call = `${pad}response = requests.${method.toLowerCase()}(\n${args.map((arg) => `${pad}    ${arg},`).join('\n')}\n${pad})`
  const lines = ['import os', '', 'import requests', '']
  if (upload) lines.push(`with open(${JSON.stringify(upload.value)}, "rb") as file:`)
  lines.push(call, '')
  lines.push(
    `# ${notes.errors}`,
    'if not response.ok:',
    '    error = response.json()["error"]',
    '    raise SystemExit(f"{response.status_code} {error[\'code\']}: {error[\'message\']} (request {error[\'requestId\']})")',
  )
  if (stream) lines.push('for line in response.iter_lines(decode_unicode=True):', '    if line.startswith("data: "):', '        print(line[len("data: "):])')
  else if (!success) lines.push('print(response.status_code)')
  else if (/json/.test(success)) lines.push('print(response.json())')
  else lines.push('print(response.text)')
  return lines.join('\n')
}

/** The request with `fetch` (an ES module: top-level await): Node 20+ or a browser where CORS allows. */
export function javascriptSample(request, notes = NOTES) {
  const { method, url, auth, accept, body, stream, success } = request
  const lines = []
  const upload = body?.form?.find((field) => field.file)
  if (upload) {
    lines.push("import { openAsBlob } from 'node:fs'", '', `// ${notes.browserFile}`, 'const form = new FormData()')
    for (const field of body.form) lines.push(field.file ? `form.append(${JSON.stringify(field.name)}, await openAsBlob(${JSON.stringify(field.value)}), ${JSON.stringify(field.value)})` : `form.append(${JSON.stringify(field.name)}, ${JSON.stringify(field.value)})`)
    lines.push('')
  }
  const headers = [
    ...(auth ? [`Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\``] : []),
    ...(accept ? [`Accept: ${JSON.stringify(accept)}`] : []),
    ...(body?.json !== undefined ? ['"Content-Type": "application/json"'] : []),
  ]
  const init = [...(method === 'GET' ? [] : [`method: ${JSON.stringify(method)}`])]
  if (headers.length) init.push(`headers: {\n    ${headers.join(',\n    ')},\n  }`)
  if (body?.json !== undefined) init.push(`body: JSON.stringify(${JSON.stringify(body.json, null, 2).replace(/\n/g, '\n  ')})`)
  if (body?.form) init.push('body: form')
  lines.push(init.length ? `const response = await fetch(${JSON.stringify(url)}, {\n${init.map((entry) => `  ${entry},`).join('\n')}\n})` : `const response = await fetch(${JSON.stringify(url)})`)
  lines.push(
    `// ${notes.errors}`,
    'if (!response.ok) {',
    '  const { error } = await response.json()',
    '  throw new Error(`${response.status} ${error.code}: ${error.message} (request ${error.requestId})`)',
    '}',
  )
  if (stream) lines.push('const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()', 'for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {', '  console.log(chunk.value)', '}')
  else if (!success) lines.push('console.log(response.status)')
  else if (/json/.test(success)) lines.push('console.log(await response.json())')
  else lines.push('console.log(await response.text())')
  return lines.join('\n')
}

/** An operation's samples, `{ curl, python, javascript }`, from its one request; their comments in the page's language (`notes`). */
export function operationSamples(document, entry, notes = NOTES) {
  const request = requestOf(document, entry)
  return { curl: curlSample(request), python: pythonSample(request, notes), javascript: javascriptSample(request, notes) }
}

/**
 * The document with each operation's samples as `x-codeSamples` (`{ lang, label, source }`, the
 * extension Redoc, Scalar and other API tools show), for /api/openapi.json and the MCP server's
 * get_api_operation (mcp/openapi.mjs passes an operation's `x-` fields on). A copy: `document` is kept.
 */
export function withCodeSamples(document) {
  const copy = structuredClone(document)
  for (const entry of operations(copy)) {
    const samples = operationSamples(document, entry)
    entry.operation['x-codeSamples'] = SAMPLE_LANGUAGES.map(({ id, label }) => ({ lang: id === 'curl' ? 'Shell' : label, label, source: samples[id] }))
  }
  return copy
}
