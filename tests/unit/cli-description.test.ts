import { readFileSync } from 'node:fs'
import path from 'node:path'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { cliBlockErrors, cliInlineErrors } from '@/lib/cli/check.mjs'
import { descriptionErrors, leafCommands, loadDescription } from '@/lib/cli/description.mjs'
import { mlpInvocations } from '@/lib/cli/invocations.mjs'
import remarkCli, { commandTable, exitCodeTable, globalFlagTable } from '@/lib/cli/remark-cli.mjs'
import { contentManifest } from '@/lib/content/manifest.mjs'
import { pageErrors } from '@/lib/checks/page-check.mjs'
import { markdownTwin } from '@/lib/markdown/twin.mjs'
import { loadDocument } from '@/lib/openapi/document.mjs'
import { codeBlocks, codeBlocksOf, inlineCodeOf, parsePage } from '@/lib/page/parse.mjs'

// The mlp client described once (openapi/mlp.yaml): the description in its own format, the
// reference docs/client renders from it, and every `mlp …` of the pages checked against it.
const document = loadDocument()
const description = loadDescription()
const context = { description, document }
const page = (body: string) => `---\ntitle: Страница\n---\n\n# Страница\n\n${body}\n`
const bash = (code: string) => `\`\`\`bash\n${code}\n\`\`\``
const errorsOf = (body: string) => {
  const text = page(body)
  const tree = parsePage(text)
  return pageErrors({ text, blocks: codeBlocksOf(tree), inline: inlineCodeOf(tree) }, { document })
}

/** Inline code of a page's prose as `{ value, line }`, from its parse. */
const inlineSpans = (source: string) => inlineCodeOf(parsePage(source))

const current = contentManifest({ contentDir: path.resolve('content'), versionsDir: null }).filter((entry) => entry.version === null)

describe('the description (openapi/mlp.yaml)', () => {
  it('follows its own format (openapi/mlp.schema.json), its error codes and $refs resolve in the OpenAPI document', () => {
    expect(descriptionErrors(description, document)).toEqual([])
    expect(leafCommands(description).length).toBeGreaterThan(25)
  })

  it('fails the format with the place at fault: a text without its Russian, an unknown key, a $ref to nowhere', () => {
    const broken = structuredClone(description)
    delete broken.commands.login.summary.ru
    broken.commands.logout.alias = 'signout'
    expect(descriptionErrors(broken, document)).toEqual([
      expect.stringMatching(/\/commands\/login\/summary must have required property 'ru'/),
      expect.stringMatching(/\/commands\/logout must NOT have additional properties: "alias"/),
    ])
    const dangling = structuredClone(description)
    dangling.commands.services.commands.get.json = { $ref: 'openapi.yaml#/components/schemas/Servise' }
    dangling.exitCodes[3].errorCodes.push('denied')
    expect(descriptionErrors(dangling, document)).toEqual([
      expect.stringMatching(/exit code 3: "denied" is no ErrorCode/),
      expect.stringMatching(/commands\.services\.get\.json: .*Servise/),
    ])
  })
})

describe('an mlp command in a shell block', () => {
  it('with an unknown flag fails with its line, naming the flags it has', () => {
    expect(errorsOf(bash('mlp services get acme/support-llm --instance'))).toEqual([
      { line: 8, message: expect.stringMatching(/^mlp services get: unknown flag --instance \(allowed: --instances, --watch; global: --profile <name>, .*-o\/--output <format>/) },
    ])
  })

  it('with an unknown command or subcommand fails, naming the ones there are', () => {
    expect(errorsOf(bash('mlp services lst'))).toEqual([{ line: 8, message: expect.stringMatching(/^mlp services: unknown command "lst" \(mlp services has: list, get, export, create/) }])
    expect(errorsOf(bash('echo start\nmlp service list'))).toEqual([{ line: 9, message: expect.stringMatching(/^mlp: unknown command "service" \(commands: login, .*services/) }])
  })

  it('with a value the flag does not allow fails, naming the allowed ones', () => {
    expect(errorsOf(bash('mlp services list -o xml'))).toEqual([{ line: 8, message: 'mlp services list: -o "xml": must be one of table, json, yaml' }])
    expect(errorsOf(bash('mlp train start --base-model m --dataset d.jsonl --method qlora'))).toEqual([{ line: 8, message: 'mlp train start: --method "qlora": must be one of lora, full' }])
    expect(errorsOf(bash('mlp services scale acme/x --min 1 --max 500'))).toEqual([{ line: 8, message: 'mlp services scale: --max "500": must be <= 100' }])
  })

  it('without what it needs, or with an argument too many, fails', () => {
    expect(errorsOf(bash('mlp services rollback acme/x'))).toEqual([{ line: 8, message: 'mlp services rollback needs --to-revision <n>' }])
    expect(errorsOf(bash('mlp services'))).toEqual([{ line: 8, message: expect.stringMatching(/^mlp services needs a subcommand: list, get/) }])
    expect(errorsOf(bash('mlp whoami anna'))).toEqual([{ line: 8, message: 'mlp whoami takes no argument, not "anna"' }])
  })

  it('is found where a shell runs it: after a prompt, a pipe, &&, in $(…), after VAR= and in a crontab line', () => {
    const code = [
      '$ mlp services lst',
      'test -n "$KEY" && mlp predict --txt hi acme/x',
      'ID=$(mlp services get acme/x -o json --bad | jq -r .id)',
      'echo \'0 8 * * * MLP_API_KEY="$(cat key)" mlp services scale acme/x --mn 0\' | crontab -',
      'mlp \\',
      '  logs acme/x --lvl error',
    ].join('\n')
    expect(cliBlockErrors([{ lang: 'bash', meta: '', code, line: 1 }], context).map((finding) => `${finding.line} ${finding.message.split(' (')[0]}`)).toEqual([
      '2 mlp services: unknown command "lst"',
      '3 mlp predict: unknown flag --txt',
      '4 mlp services get: unknown flag --bad',
      '5 mlp services scale: unknown flag --mn',
      '6 mlp logs: unknown flag --lvl',
    ])
  })

  it('in a CI file\'s script step is checked too', () => {
    const code = 'deploy:\n  script:\n    - pip install mlp-client\n    - mlp services update acme/x --imag "$IMAGE" --wait\n'
    expect(cliBlockErrors([{ lang: 'yaml', meta: '', code, line: 10 }], context)).toEqual([{ line: 14, message: expect.stringMatching(/^mlp services update: unknown flag --imag/) }])
  })

  it('that is valid passes, whatever its arguments are', () => {
    const code = [
      'mlp --version',
      'mlp services list --account acme -o json | jq -r \'.[] | .id\'',
      'mlp services create --config service.json --project support-bots --dry-run',
      'mlp services update acme/x --image "$IMAGE" --wait',
      'mlp services rollback acme/x --to-revision=3',
      'mlp logs tj_4b1e9c0d --since 2h --level warning --events -o json > log.jsonl',
      'mlp audit export --from 2025-04-01 --to 2025-04-15 --action services.update --format csv',
      'mlp services --help',
      'helm upgrade mlp charts/mlp-platform -n mlp',
    ].join('\n')
    expect(errorsOf(bash(code))).toEqual([])
    expect(mlpInvocations(code)).toHaveLength(8)
  })

  it('is read by the one shell reader of the samples (lib/shell/commands.mjs): a here-document is data, a $(…) in a quoted command line counts once', () => {
    const words = (text: string, options = {}) => mlpInvocations(text, options).map((entry: { line: number; words: { value: string; dynamic: boolean; placeholder: boolean }[] }) => [entry.line, entry.words.map((word) => `${word.value}${word.dynamic ? '*' : ''}${word.placeholder ? '?' : ''}`).join(' ')])
    expect(words('cat <<EOF | mlp services create --config -\nmlp services lst\nEOF\nmlp whoami')).toEqual([[0, 'services create --config -'], [3, 'whoami']])
    expect(words('bash -c "mlp whoami; echo \\"$(mlp services list -o json)\\""')).toEqual([[0, 'services list -o json'], [0, 'whoami']])
    expect(words('X=`mlp services get a`\nmlp logs "$X" --since 2h')).toEqual([[0, 'services get a'], [1, 'logs $X* --since 2h']])
    expect(words('mlp logs <идентификатор задания> --events', { placeholders: true })).toEqual([[0, 'logs <идентификатор задания>? --events']])
  })
})

describe('a sample of -o json output', () => {
  // Finding 5 of issue 55: docs/client's sample before it was fixed.
  const oldSample = JSON.stringify([{ id: 'acme/support-llm', state: 'Running', taskType: 'gpt', resourceGroup: 'gpu-a100-shared', project: 'default', revision: 7, instances: { running: 3, min: 1, max: 6 } }], null, 2)
  const service = document.paths['/accounts/{account}/services'].get.responses['200'].content['application/json'].examples.twoServices.value.items

  it('that breaks its command\'s schema fails with the field at fault', () => {
    const errors = errorsOf(`${bash('mlp services list -o json')}\n\n\`\`\`json cli="services list"\n${oldSample}\n\`\`\``)
    expect(errors.map((error) => error.line)).toEqual(errors.map(() => 11))
    expect(errors.map((error) => error.message)).toEqual(
      expect.arrayContaining([
        "-o json sample of mlp services list: /0 must have required property 'image'",
        "-o json sample of mlp services list: /0/instances must have required property 'desired'",
      ]),
    )
  })

  it('that matches the API\'s shape passes', () => {
    expect(errorsOf(`${bash('mlp services list -o json')}\n\n\`\`\`json cli="services list"\n${JSON.stringify(service, null, 2)}\n\`\`\``)).toEqual([])
    expect(errorsOf(`\`\`\`json cli="services get"\n${JSON.stringify(service[0], null, 2)}\n\`\`\``)).toEqual([])
  })

  it('must be marked when it follows the command, and marked with that command', () => {
    expect(errorsOf(`${bash('mlp services list -o json')}\n\n\`\`\`json\n[]\n\`\`\``)).toEqual([{ line: 11, message: expect.stringMatching(/read as its output: mark it ```json cli="services list"/) }])
    expect(errorsOf(`${bash('mlp services list -o json')}\n\n\`\`\`json cli="services get"\n{}\n\`\`\``)).toEqual([{ line: 11, message: expect.stringMatching(/cli="services get" follows `mlp services list … -o json`/) }])
    expect(errorsOf(`\`\`\`json cli="services"\n{}\n\`\`\``)).toEqual([{ line: 7, message: expect.stringMatching(/names no command/) }])
    // A block that says what it is instead is not read as output.
    expect(errorsOf(`${bash('mlp services get acme/x -o json')}\n\n\`\`\`json filename="notes.json"\n{}\n\`\`\``)).toEqual([])
  })

  it('of JSON lines is checked line by line', () => {
    const line = (level: string) => JSON.stringify({ time: '2025-10-15T08:21:46Z', source: 'container', level, message: 'CUDA out of memory' })
    expect(errorsOf(`\`\`\`jsonl cli="logs"\n${line('error')}\n${line('fatal')}\n\`\`\``)).toEqual([{ line: 9, message: expect.stringMatching(/^-o json sample of mlp logs: \/level must be equal to one of the allowed values/) }])
  })
})

describe('an mlp command in prose (inline code)', () => {
  it('may leave out arguments or name a group; an unknown command or flag fails', () => {
    const spans = [
      { value: 'mlp services get <id>', line: 3 },
      { value: 'mlp services', line: 4 },
      { value: 'mlp <command> --help', line: 5 },
      { value: 'mlp logs <идентификатор задания> --events -o json', line: 6 },
      { value: 'mlp-client==1.5.4', line: 7 },
      { value: 'mlp servics list', line: 8 },
      { value: 'mlp logs --event', line: 9 },
    ]
    expect(cliInlineErrors(spans, context).map((finding) => `${finding.line} ${finding.message.split(' (')[0]}`)).toEqual(['8 mlp: unknown command "servics"', '9 mlp logs: unknown flag --event'])
  })

  it('is valid on every current page, in both languages', () => {
    const counts = { invocations: 0, samples: 0 }
    const findings = current.flatMap((entry) => cliInlineErrors(inlineSpans(entry.text), { ...context, counts }).map(({ line, message }) => `${path.relative(process.cwd(), entry.file)}:${line} ${message}`))
    expect(findings).toEqual([])
    expect(counts.invocations).toBeGreaterThan(150)
  })
})

describe('the command reference of docs/client', () => {
  type Node = { type: string; value?: string; children?: Node[] }
  const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('')
  /** The first cell of each row of a rendered table (the command or flag itself). */
  const firstCells = (table: Node) => table.children!.slice(1).map((row) => textOf(row.children![0]))

  it('has the same rows in both languages, one for each command of the description', () => {
    for (const render of [commandTable, globalFlagTable, exitCodeTable]) {
      const [ru, en] = (['ru', 'en'] as const).map((locale) => render(description, document, locale))
      expect(firstCells(ru)).toEqual(firstCells(en))
      expect(ru.children[0].children.map(textOf)).not.toEqual(en.children[0].children.map(textOf))
    }
    const commands = firstCells(commandTable(description, document, 'ru'))
    expect(commands).toContain('mlp services get <id>')
    expect(commands).toContain('mlp services rollback <id> --to-revision <n>')
    expect(commands).toHaveLength(leafCommands(description).length + 1)
  })

  it('is written into both pages at compile time, links in the page\'s language', () => {
    const tables = ([['ru', 'content/docs/client.mdx'], ['en', 'content/en/docs/client.mdx']] as const).map(([locale, file]) => {
      const source = readFileSync(file, 'utf8')
      expect(source).toContain('<CliCommands />')
      const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkCli, { locale, version: null })
      const tree = processor.runSync(processor.parse({ value: source, path: path.resolve(file) }), { path: path.resolve(file) } as never) as Node
      return tree.children!.filter((node) => node.type === 'table')
    })
    const [ru, en] = tables
    expect(ru.length).toBe(en.length)
    ru.forEach((table, index) => expect(firstCells(table)).toEqual(firstCells(en[index])))
    expect(JSON.stringify(en)).toContain('"url":"/en/api/rest/deployments"')
    expect(JSON.stringify(ru)).toContain('"url":"/api/rest/deployments"')
  })

  it('is in the page\'s Markdown twin as a table', async () => {
    const entry = current.find((candidate) => candidate.locale === 'en' && candidate.route === '/docs/client')!
    const markdown = await markdownTwin({ source: entry.text, file: entry.file, locale: 'en', route: '/docs/client' })
    expect(markdown).toContain("| `mlp services get <id>` | Show a service's configuration and state. `--instances` — a table of instances; `--watch` — follow state changes as they happen | Viewer |")
    expect(markdown).toContain('| `3` | Access denied: `401 unauthorized`, `403 forbidden` |')
  })
})

describe('the pages', () => {
  it('check every mlp command of their code blocks and every -o json sample', () => {
    const counts = { invocations: 0, samples: 0 }
    const findings = current.flatMap((entry) => cliBlockErrors(codeBlocks(entry.text), { ...context, counts }).map(({ line, message }) => `${path.relative(process.cwd(), entry.file)}:${line} ${message}`))
    expect(findings).toEqual([])
    expect(counts.invocations).toBeGreaterThan(100)
    expect(counts.samples).toBeGreaterThanOrEqual(4)
  })
})
