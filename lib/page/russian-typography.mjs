// Russian typography at build time: a rehype plugin (wired in lib/page/mdx-options.mjs) that puts
// non-breaking spaces (U+00A0) where a Russian line must not break. Only the prose text of Russian
// pages changes: code, inline code, math, attributes (link hrefs, image alt and title), MDX
// expressions and front matter are never touched, nor is any English page.
//
// Why not typograf (npm `typograf`, checked at 7.8.0): its short-word rule glues any one- or
// two-letter word (units, Latin letters, abbreviations) to the next one, its dash rule also turns
// spaced hyphens into em dashes, its digit grouping splits every number of five digits or more
// (ports: 50051 → 50 051), it has no rule for units such as % or ₽, and it works on strings, so the
// walk over the page tree below would be needed anyway. These four rules are the whole job.
import { pageLocale } from '../i18n/localize.mjs'

/** The space that never breaks; grouped numbers use it too, as `Intl.NumberFormat('ru')` does. */
export const NBSP = '\u00A0'

/** One- and two-letter prepositions, conjunctions and particles glued to the word after them. */
export const SHORT_WORDS = ['а', 'в', 'и', 'к', 'о', 'с', 'у', 'во', 'да', 'до', 'за', 'из', 'ко', 'на', 'не', 'ни', 'но', 'об', 'от', 'по', 'со']

/** Particles glued to the word before them. */
export const PARTICLES = ['же', 'ли', 'бы']

/** Units glued to the number before them (exact case; a unit is followed by no letter or digit). */
export const UNITS = [
  // data
  'Б', 'байт', 'байта', 'байтов', 'бит', 'кбит', 'КБ', 'МБ', 'ГБ', 'ТБ', 'ПБ', 'Кб', 'Мб', 'Гб', 'Тб', 'КиБ', 'МиБ', 'ГиБ', 'ТиБ', 'Кбит', 'Мбит', 'Гбит',
  'KB', 'MB', 'GB', 'TB', 'KiB', 'MiB', 'GiB', 'TiB',
  // time
  'нс', 'мкс', 'мс', 'с', 'сек', 'мин', 'ч', 'секунда', 'секунды', 'секунду', 'секунд', 'минута', 'минуты', 'минуту', 'минут', 'час', 'часа', 'часов', 'день', 'дня', 'дней',
  // frequency, money, shares, magnitudes
  'Гц', 'кГц', 'МГц', 'ГГц', '%', '‰', '₽', 'руб', 'тыс', 'млн', 'млрд', 'трлн', 'шт',
  // hardware and screens
  'GPU', 'vCPU', 'CPU', 'px',
]

/** Elements whose text is not prose: code, math (a `code` element until KaTeX runs), scripts. */
const SKIPPED_ELEMENTS = new Set(['code', 'pre', 'kbd', 'samp', 'var', 'math', 'svg', 'script', 'style', 'textarea'])

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const alternatives = (words) => [...words].sort((a, b) => b.length - a.length).map(escape).join('|')

// A breakable gap: spaces or tabs, or one line break with the indentation around it.
const GAP = String.raw`(?:[ \t]*\n[ \t]*|[ \t]+)`
const NOT_WORD = String.raw`(?![\p{L}\p{N}_])`

const rules = [
  // 32 768 → 32 768: the spaces between groups of three digits.
  [/(?<![\d.,])\d{1,3}(?: \d{3})+(?!\d)/gu, (number) => number.replaceAll(' ', NBSP)],
  // 10 МБ → 10 МБ
  [new RegExp(String.raw`(?<=\d)${GAP}(?=(?:${alternatives(UNITS)})${NOT_WORD})`, 'gu'), NBSP],
  // в облаке → в облаке; «и в» chains too (a glued word is followed by a space again).
  [new RegExp(String.raw`(?<=^|[\s(«„“"'\[])(${alternatives(SHORT_WORDS)})${GAP}`, 'giu'), `$1${NBSP}`],
  // всё же → всё же
  [new RegExp(String.raw`(?<=[\p{L}\p{N}])${GAP}(?=(?:${alternatives(PARTICLES)})${NOT_WORD})`, 'giu'), NBSP],
  // слово — слово → слово — слово (a spaced en dash counts as a dash); the dash never starts a line.
  [new RegExp(String.raw`(?<!\s)${GAP}(?=[—–](?:\s|$))`, 'gu'), NBSP],
]

/** Applies the rules to one piece of Russian prose. Idempotent: the rules only replace spaces. */
export function typographRu(text) {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text)
}

function typesetChildren(node) {
  for (const child of node.children ?? []) {
    if (child.type === 'text') child.value = typographRu(child.value)
    else if (child.type === 'element' && SKIPPED_ELEMENTS.has(child.tagName)) continue
    // A writer's own JSX: <code> and friends stay as written, components' children are prose.
    else if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && SKIPPED_ELEMENTS.has(child.name)) continue
    else if (child.type === 'element' || child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') typesetChildren(child)
  }
}

/**
 * The rehype plugin: typesets the text of Russian pages. `page`: the page's locale (and version), as
 * the content manifest gives them (lib/page/mdx-options.mjs).
 * @param {{ locale: 'ru' | 'en', version?: string | null }} page
 */
export default function rehypeRussianTypography(page) {
  const { locale } = pageLocale(page, 'rehypeRussianTypography')
  return (tree) => {
    if (locale === 'ru') typesetChildren(tree)
  }
}
