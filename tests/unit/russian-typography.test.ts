import { describe, expect, it } from 'vitest'
import { compileMdx } from 'nextra/compile'
import rehypeRussianTypography, { NBSP, PARTICLES, SHORT_WORDS, UNITS, typographRu } from '@/lib/page/russian-typography.mjs'

// The rules on strings, then the plugin in Nextra's own MDX pipeline (the one next.config.mjs
// configures), so parsing, heading ids, smart punctuation and math are the real ones.

/** Non-breaking spaces made visible in failure messages. */
const show = (text: string) => text.replaceAll(NBSP, '⍽')
const typeset = (text: string) => show(typographRu(text))

describe('Russian typography rules', () => {
  it('glues every listed preposition, conjunction and particle to the next word, in any case', () => {
    for (const word of SHORT_WORDS) {
      expect(typeset(`слово ${word} дело`)).toBe(`слово ${word}⍽дело`)
      const capital = word[0].toUpperCase() + word.slice(1)
      expect(typeset(`${capital} дело`)).toBe(`${capital}⍽дело`)
    }
    expect(typeset('и в облаке, и на сервере')).toBe('и⍽в⍽облаке, и⍽на⍽сервере')
    expect(typeset('(в скобках) «и кавычках» "и так"')).toBe('(в⍽скобках) «и⍽кавычках» "и⍽так"')
    // A soft line break of the source is a space in HTML: it is glued too.
    expect(typeset('сервис и\nмодель')).toBe('сервис и⍽модель')
    // The end of a text node: the next node (a link, inline code) follows.
    expect(typeset('Перейдите в ')).toBe('Перейдите в⍽')
  })

  it('leaves longer words and words that only end in a short word alone', () => {
    expect(typeset('сервис работает')).toBe('сервис работает')
    expect(typeset('модели были')).toBe('модели были')
    expect(typeset('Latin a and I stay')).toBe('Latin a and I stay')
  })

  it('glues particles to the word before them', () => {
    for (const word of PARTICLES) expect(typeset(`так ${word} это`)).toBe(`так⍽${word} это`)
    expect(typeset('так ли?')).toBe('так⍽ли?')
    expect(typeset('ваше желание')).toBe('ваше желание')
  })

  it('glues a number to its unit', () => {
    for (const unit of UNITS) expect(typeset(`до 10 ${unit}.`), unit).toBe(`до⍽10⍽${unit}.`)
    expect(typeset('размер 32 МБ\nи 1,5 ГБ')).toBe('размер 32⍽МБ\nи⍽1,5⍽ГБ')
    expect(typeset('60 секунд, 1–600 секунд')).toBe('60⍽секунд, 1–600⍽секунд')
    // Not a unit: a word that starts like one, or no number before it.
    expect(typeset('5 сервисов, 2 часовых пояса, мин 3')).toBe('5 сервисов, 2 часовых пояса, мин 3')
  })

  it('joins the groups of a grouped number and leaves other numbers as they are', () => {
    expect(typeset('контекст 32 768 токенов')).toBe('контекст 32⍽768 токенов')
    expect(typeset('1 000 000 запросов')).toBe('1⍽000⍽000 запросов')
    expect(typeset('порт 50051 и 3000 запросов')).toBe('порт 50051 и⍽3000 запросов')
    expect(typeset('версия 1.5 100 раз, 12 34')).toBe('версия 1.5 100 раз, 12 34')
  })

  it('keeps a dash off the start of a line', () => {
    expect(typeset('Сервис — это приложение')).toBe('Сервис⍽— это приложение')
    expect(typeset('сервис – приложение')).toBe('сервис⍽– приложение')
    expect(typeset('сервис\n— приложение')).toBe('сервис⍽— приложение')
    // After an element (**сервис** — …) the text node starts with the space.
    expect(typeset(' — приложение')).toBe('⍽— приложение')
    expect(typeset('1–600, 2 — 3-й, a - b')).toBe('1–600, 2⍽— 3-й, a - b')
  })

  it('is idempotent', () => {
    const text = 'В облаке и на сервере — 32 768 токенов, 10 МБ, всё же\nв срок и к сроку.'
    const once = typographRu(text)
    expect(once).not.toBe(text)
    expect(typographRu(once)).toBe(once)
  })
})

describe("the page's language", () => {
  it('comes from the content manifest with the page, never from its path', () => {
    expect(() => (rehypeRussianTypography as unknown as () => unknown)()).toThrow(/rehypeRussianTypography needs the page's \{ locale, version \} from the content manifest/)
  })
})

type Node = { type: string; tagName?: string; name?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] }

/** Compiles MDX as the site does and returns the page tree right after the plugin ran. */
type Page = { locale: 'ru' | 'en'; version: string | null }
const russian: Page = { locale: 'ru', version: null }
async function typesetTree(source: string, page: Page, plugins: unknown[] = [[rehypeRussianTypography, page]]) {
  let tree: Node | undefined
  const capture = () => (node: Node) => {
    tree = structuredClone(node)
  }
  await compileMdx(source, { filePath: `${process.cwd()}/content/docs/limits.mdx`, latex: true, mdxOptions: { rehypePlugins: [...plugins, capture] as never } })
  return tree!
}

const all = (node: Node, test: (n: Node) => boolean): Node[] => [...(test(node) ? [node] : []), ...(node.children ?? []).flatMap((child) => all(child, test))]
/** The text of a node as the page shows it; the MDX expression `{" "}` is a space. */
const text = (node: Node): string =>
  node.type === 'text' ? node.value! : node.type === 'mdxTextExpression' ? JSON.parse(node.value!) : (node.children ?? []).map(text).join('')
const element = (tree: Node, tagName: string) => all(tree, (n) => n.tagName === tagName || n.name === tagName)

const page = [
  '---',
  'title: Лимиты в облаке',
  'description: Что делать, если ответ больше 10 МБ',
  '---',
  '',
  "import { Callout } from 'nextra/components'",
  '',
  '# Лимиты в облаке',
  '',
  '## Очередь и тайм-ауты',
  '',
  'Тело запроса — не больше 10 МБ, контекст 32 768 токенов. Код `curl -d в и 10 МБ` и ссылка [в документации](/docs/a) на https://example.com/в/и.',
  '',
  '![Схема в облаке](/img/a.svg "схема в облаке")',
  '',
  '```bash',
  'echo "в облаке — 10 МБ"',
  '```',
  '',
  'Формула $a и b$ и блок:',
  '',
  '$$',
  'x \\text{ в } y',
  '$$',
  '',
  '<Callout>Запрос в очередь</Callout>',
  '',
  '<code>в очереди</code> и в{" "}облаке, 10{" "}МБ.',
  '',
  '| Лимит | Значение |',
  '|---|---|',
  '| Тело | до 10 МБ |',
].join('\n')

describe('the plugin on a Russian page', async () => {
  const tree = await typesetTree(page, russian)
  const paragraphs = element(tree, 'p').map((p) => show(text(p)))

  it('typesets prose, headings, tables and the children of components', () => {
    expect(paragraphs[0]).toContain('Тело запроса⍽— не⍽больше 10⍽МБ, контекст 32⍽768 токенов.')
    expect(paragraphs[0]).toContain('ссылка в⍽документации на⍽https://example.com/в/и.')
    expect(show(text(element(tree, 'h1')[0]))).toBe('Лимиты в⍽облаке')
    expect(show(text(element(tree, 'td')[1]))).toBe('до⍽10⍽МБ')
    expect(show(text(element(tree, 'Callout')[0]))).toBe('Запрос в⍽очередь')
  })

  it('keeps heading ids as they were before the plugin', () => {
    const heading = element(tree, 'h2')[0]
    expect(show(text(heading))).toBe('Очередь и⍽тайм-ауты')
    expect(heading.properties?.id).toBe('очередь-и-тайм-ауты')
  })

  it('leaves code, inline code, math, attributes and the writer’s JSX code alone', () => {
    const codes = element(tree, 'code').map(text)
    expect(codes).toContain('curl -d в и 10 МБ')
    expect(codes.join('\n')).toContain('echo "в облаке — 10 МБ"')
    expect(codes).toContain('a и b')
    expect(codes.join('\n')).toContain('x \\text{ в } y')
    expect(codes).toContain('в очереди')
    for (const code of codes) expect(show(code)).not.toContain('⍽')
    const link = element(tree, 'a').find((a) => text(a) === 'https://example.com/в/и')
    expect(link?.properties?.href).toBe(encodeURI('https://example.com/в/и'))
    expect(element(tree, 'a').map((a) => a.properties?.href)).toContain('/docs/a')
    const image = element(tree, 'img')[0]
    expect(image.properties).toMatchObject({ alt: 'Схема в облаке', title: 'схема в облаке' })
  })

  it('writes a literal space where the writer asks for one with {" "}', () => {
    expect(paragraphs.at(-1)).toBe('в очереди и⍽в облаке, 10 МБ.')
  })

  it('leaves front matter values (data) alone', async () => {
    const js = await compileMdx(page, { filePath: `${process.cwd()}/content/docs/limits.mdx`, latex: true, mdxOptions: { rehypePlugins: [[rehypeRussianTypography, russian]] as never } })
    expect(js).toContain('"description": "Что делать, если ответ больше 10 МБ"')
    expect(js).toContain('"title": "Лимиты в облаке"')
  })

  it('is idempotent on the page tree', async () => {
    const twice = await typesetTree(page, russian, [[rehypeRussianTypography, russian], [rehypeRussianTypography, russian]])
    expect(twice).toEqual(tree)
  })
})

describe('the plugin on English pages and other files', () => {
  for (const english of [{ locale: 'en', version: null }, { locale: 'en', version: '1.4' }] as Page[]) {
    it(`changes nothing on an English page (version ${english.version})`, async () => {
      const [withPlugin, without] = await Promise.all([typesetTree(page, english), typesetTree(page, english, [])])
      expect(withPlugin).toEqual(without)
      expect(JSON.stringify(withPlugin)).not.toContain(NBSP)
    })
  }

  it('typesets a Russian snapshot page', async () => {
    const tree = await typesetTree(page, { locale: 'ru', version: '1.4' })
    expect(show(text(element(tree, 'h1')[0]))).toBe('Лимиты в⍽облаке')
  })
})
