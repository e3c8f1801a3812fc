// The site's routes as SPEC §2 lists them (locale-free; each exists at the root in Russian and
// under /en/ in English). Written from the spec by hand: tests compare it with the export.

const posts = [
  '2024/08/01/new-docs', '2024/08/19/llama-3-1', '2024/09/09/release', '2024/10/03/webinar',
  '2024/10/20/release', '2024/11/12/release', '2025/01/21/jupyterlab', '2025/02/11/paraphraser',
  '2025/02/12/deepseek-r1', '2025/02/20/kokoro', '2025/03/10/assistant-api', '2025/03/13/release',
  '2025/03/18/gemma-3', '2025/03/31/release', '2025/04/17/release', '2025/05/26/release',
  '2025/06/03/autoscaling', '2025/06/18/vllm', '2025/06/23/release', '2025/07/10/release',
  '2025/08/19/release', '2025/09/15/gpt-oss', '2025/10/15/release',
].map((post) => `/blog/${post}`)

const api = [
  '/api', '/api/access/key', '/api/audit', '/api/grpc', '/api/java', '/api/java/java-client',
  '/api/python', '/api/python/python-client', '/api/rest', '/api/rest/direct-api', '/api/rest/openai-api',
  '/api/rest/predict-api', '/api/rest/training-api', '/api/task-types',
  ...['asr', 'gpt', 'ner', 'text', 'text-classification', 'text2vec', 'tts'].map((type) => `/api/task-types/${type}`),
]

const docs = [
  '/docs', '/docs/account/users', '/docs/administer/diagnostics', '/docs/administer/request-flow',
  '/docs/administer/resource-limits', '/docs/administer/service-autoscaling', '/docs/catalog',
  '/docs/catalog/voices', '/docs/catalog/llm', '/docs/catalog/multi-chat', '/docs/client', '/docs/create-service',
  '/docs/create/app', '/docs/create/configuration', '/docs/create/launch', '/docs/creation', '/docs/guides/ai-tools',
  ...['dataset-types', 'environment-variables', 'glossary', 'service-settings', 'service-types'].map((page) => `/docs/reference/${page}`),
  ...['autoscaling', 'docker', 'resource-groups'].map((page) => `/docs/resources/${page}`),
  ...['internals', 'overview', 'troubleshooting'].map((page) => `/docs/training/${page}`),
  '/docs/upload-image',
]

export const manifest = {
  pages: ['/', '/versions'],
  blog: ['/blog', '/blog/page/2', '/blog/page/3', '/blog/archive', ...posts],
  api,
  docs,
}

/** Every route of the spec, locale-free. */
export const specRoutes = Object.values(manifest).flat()

/**
 * Routes the export has beyond the spec, each documented in the README: the per-locale 404
 * page, the search page, the management API pages, the dialog-script syntax reference, blog tag pages, versioned
 * documentation, the changes between versions and the translation status.
 */
export const documentedExtras = [
  /^\/404$/,
  /^\/docs\/reference\/(dialog-scripts|channels)$/,
  // Unlisted (reachable by link only): early-access features for beta participants.
  /^\/docs\/guides\/early-access$/,
  // The management API reference (services, their deployments, resource groups) and the Assistant API.
  /^\/api\/rest\/(services|deployments|resource-groups|assistant-api)$/,
  // The REST API's OpenAPI document, for client generators (lib/openapi/export.mjs).
  /^\/api\/openapi\.(json|yaml)$/,
  /^\/search$/,
  /^\/blog\/tags(\/[a-z0-9-]+)?$/,
  /^\/versions\/\d+\.\d+\/(docs|api)(\/[a-z0-9/-]+)?$/,
  // What changed in a version since the previous one (docs/UPKEEP.md).
  /^\/versions\/changes\/\d+\.\d+$/,
  // Unlisted: the writers' table of translation freshness (docs/UPKEEP.md).
  /^\/versions\/translations$/,
]

export const locales = ['ru', 'en']
export const localizeRoute = (locale, route) => (locale === 'ru' ? route : route === '/' ? '/en' : `/en${route}`)
