/**
 * The languages of a code group (components/docs/code-group.tsx), in the order of its tabs: the first
 * is the one shown without JavaScript. A block's language (its fence) names its tab; the reader's
 * choice is kept by `id` (lib/site/code-language.ts), so it holds across every group and page.
 */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl', lang: 'bash', fences: ['bash', 'sh', 'shell', 'shellscript'] },
  { id: 'python', label: 'Python', lang: 'python', fences: ['python', 'py'] },
  { id: 'javascript', label: 'JavaScript', lang: 'js', fences: ['js', 'javascript', 'mjs'] },
]

/** The group language of a code block's fence (`py` → python), or null when a group cannot hold it. */
export const languageOf = (fence) => SAMPLE_LANGUAGES.find((language) => language.fences.includes(fence)) ?? null
