// @ts-check
/** Words of the Markdown twins and llms.txt (lib/markdown/). Server-only. */
/** @type {import('../types').Dictionary['markdown']} */
export default {
  callout: { default: 'Note', info: 'Note', warning: 'Warning', error: 'Important' },
  pageMenu: {
    summary: 'Markdown',
    label: 'This page for assistants',
    copy: 'Copy page as Markdown',
    copied: 'Copied as Markdown',
    failed: 'Could not copy: open the Markdown instead',
    view: 'View as Markdown',
    chatgpt: 'Open in ChatGPT',
    claude: 'Open in Claude',
    prompt: 'Read {url} and answer my questions about it.',
  },
  llms: {
    summary: 'The documentation of an ML model hosting platform: deploy models as services, call them over REST and gRPC, fine-tune them and scale them with the load.',
    details: 'Every link leads to a page in Markdown; the same page as HTML is at the URL without `.md`. The REST API is described in full by the OpenAPI document {openapi}.',
    docs: 'Documentation',
    api: 'API reference',
    optional: 'Optional',
    blog: 'Blog: {title}',
    version: 'Documentation of version {version}',
    full: 'All current documentation and API pages in one file: {url}',
  },
}
