/**
 * Platform facts: limits, defaults, formats, retry policy, GPU sizing and version statuses, each
 * written once. Pages use them as `%facts.<group>.<key>%` variables (lib/content/page-variables.mjs),
 * so a fact changes in one place in both languages. Where the product had to decide something, the
 * decision is stated once, on the page named beside the group.
 *
 * Values are plain numbers or locale-neutral text; a value that reads differently per language
 * (dates, grouped numbers) has `ru` and `en` keys. Server-only: it reads versions/versions.json.
 */
import { rawDocument } from '../openapi/document.mjs'
import { versionRows } from '../versions/snapshots.mjs'

/** The versions table stays the one source for versions: statuses are read from it, never copied. */
const rows = versionRows()

const ofStatus = (status) => rows.filter((row) => row.status === status)
const current = ofStatus('current')[0]
const lts = ofStatus('lts')
const unmaintained = ofStatus('unmaintained')
const dateIn = (locale, iso) => new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)).replace(/\s*г\.$/, '')
const list = (rows) => rows.map((row) => row.version).join(', ') || '—'
/** A per-locale date of the first row, or a dash when there is no such version. */
const datesOf = (row, key) => ({ ru: row?.[key] ? dateIn('ru', row[key]) : '—', en: row?.[key] ? dateIn('en', row[key]) : '—' })

/**
 * Limits and defaults of the REST API are read from its description (openapi/openapi.yaml), where
 * the schemas state them: one place for a number that the reference, the examples and the prose share.
 */
const api = rawDocument()
function fromApi(...steps) {
  const value = steps.reduce((at, step) => at?.[step], api)
  if (typeof value !== 'number') throw new Error(`facts: openapi/openapi.yaml has no number at ${steps.join('.')}`)
  return value
}
const serviceSetting = (name, keyword) => fromApi('components', 'schemas', 'ServiceCreate', 'properties', name, keyword)
const chatSetting = (name, keyword) => fromApi('components', 'schemas', 'ChatCompletionRequest', 'properties', name, keyword)

export const facts = {
  /** Request body size, per service (`maxPayloadMb`); the same for every API (docs/reference/service-settings). */
  payload: { default_mb: serviceSetting('maxPayloadMb', 'default'), max_mb: serviceSetting('maxPayloadMb', 'maximum'), batch_items: fromApi('components', 'schemas', 'PredictGptRequest', 'properties', 'data', 'oneOf', 1, 'maxItems'), guest_mb: 1 },
  /** Images in `image_url` content parts (api/task-types/gpt). Base64 images count towards the body size. */
  images: { per_request: 5, url_max_mb: 20, formats: 'JPEG, PNG, WebP', tokens: 256 },
  /** Timeouts and streaming (docs/administer/request-flow). */
  timeouts: { default_s: serviceSetting('timeoutMs', 'default') / 1000, max_s: serviceSetting('timeoutMs', 'maximum') / 1000, stream_gap_s: 60, stream_total_min: 30, cold_start_s: 30 },
  /**
   * Retry policy (docs/administer/request-flow): the client libraries retry 429 rate_limited and
   * 503 service_unavailable after Retry-After; 500 and 504 only when the caller opts in, with
   * exponential pauses.
   */
  retry: { max_retries: 3, backoff_s: '1, 2, 4', max_wait_s: 120 },
  /**
   * Rate limits, per access key and route group in a fixed window, from the document's
   * `x-rate-limits` (rendered by `<ApiRateLimits />`); the sandbox guest key's, per IP address,
   * is a fact of the sandbox (api/access/key).
   */
  rate: {
    window_s: fromApi('x-rate-limits', 'windowSeconds'),
    predict_per_min: fromApi('x-rate-limits', 'groups', 'calls', 'perKey'),
    manage_per_min: fromApi('x-rate-limits', 'groups', 'management', 'perKey'),
    account_per_min: fromApi('x-rate-limits', 'groups', 'calls', 'perAccount'),
    guest_per_min: 10,
  },
  /** Request identifiers (docs/administer/request-flow): one format for every API and client. */
  request_id: { prefix: 'req_', example: 'req_7f3c2a9e41d84b6a', client_max_len: fromApi('components', 'parameters', 'RequestId', 'schema', 'maxLength') },
  /** LLM generation defaults, the same in the gpt task type and the OpenAI-compatible API (api/task-types/gpt). */
  llm: {
    max_tokens: chatSetting('max_tokens', 'default'),
    max_tokens_max: chatSetting('max_tokens', 'maximum'),
    temperature: chatSetting('temperature', 'default'),
    n_max: chatSetting('n', 'maximum'),
    top_p: chatSetting('top_p', 'default'),
  },
  /** GPU sizing (docs/resources/resource-groups): bf16 weights take about this much memory per billion parameters. */
  gpu: {
    gb_per_billion: 2,
    a100_shared: { memory_gb: 40, models: '7–13' },
    a100_dedicated: { memory_gb: 80, max_billion: 30 },
  },
  /** Version statuses, from versions/versions.json. */
  versions: {
    current: current?.version ?? '—',
    current_patch: current?.latestPatch ?? '—',
    lts: list(lts),
    lts_eol: datesOf(lts[0], 'endOfLife'),
    unmaintained: list(unmaintained),
    unmaintained_eol: datesOf(unmaintained[0], 'endOfLife'),
  },
}

/**
 * Facts the content check looks for when a page writes them literally (lib/checks/content-check.mjs): the
 * variable to use instead, the literal forms in both languages and, for a number that other facts
 * share, a `context` the line must have. Code blocks are skipped, so
 * request and response examples may keep their numbers.
 */
export const guardedFacts = [
  { variable: 'facts.payload.default_mb', literal: new RegExp(`(?<![\\d.,])${facts.payload.default_mb}\\s?(?:MB|МБ)(?![\\p{L}\\d])`, 'u') },
  { variable: 'facts.payload.max_mb', literal: new RegExp(`(?<![\\d.,])${facts.payload.max_mb}\\s?(?:MB|МБ)(?![\\p{L}\\d])`, 'u') },
  { variable: 'facts.timeouts.stream_total_min', context: /stream|поток/i, literal: new RegExp(`(?<![\\d.,])${facts.timeouts.stream_total_min}[\\s-](?:minutes?|минут)(?![\\p{L}])`, 'u') },
  { variable: 'facts.rate.predict_per_min', literal: new RegExp(`(?<![\\d.,])${facts.rate.predict_per_min} (?:requests|calls|запросов|вызовов)`, 'u') },
  { variable: 'facts.retry.backoff_s', literal: /(?<![\d.,])1, 2,? (?:and |и )?4 (?:s|seconds|с|секунд[аы]?)(?![\p{L}])/u },
  { variable: 'facts.timeouts.max_s', context: /timeoutMs|X-Request-Timeout|requestTimeout|deadline|дедлайн/, literal: new RegExp(`(?<![\\d.,])${facts.timeouts.max_s} (?:seconds|секунд)(?![\\p{L}])`, 'u') },
  { variable: 'facts.payload.batch_items', context: /batch|пакет/i, literal: new RegExp(`(?<![\\d.,])${facts.payload.batch_items} (?:texts|items|single|\`data\`|текстов|элементов|одиночных|объектов)`, 'u') },
  { variable: 'facts.llm.max_tokens', literal: new RegExp(`(?<=\\|\\s*\`(?:maxTokens|max_tokens)\`[^\\n]*)(?<![\\d.,])${facts.llm.max_tokens}(?!\\d)`, 'u') },
]
