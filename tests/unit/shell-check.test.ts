import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { scriptErrors } from '@/lib/checks/code-check.mjs'
import { pageErrors } from '@/lib/checks/page-check.mjs'
import { PYTHON_NOT_ERRORS } from '@/lib/checks/ruff.mjs'
import { blockTraps } from '@/lib/checks/shell-traps.mjs'
import { SHELLCHECK_EXCLUSIONS } from '@/lib/checks/shellcheck.mjs'
import { loadDocument } from '@/lib/openapi/document.mjs'
import { codeBlocks } from '@/lib/page/parse.mjs'
import { PYTHON_SAMPLES } from '../fixtures/python-samples.mjs'

// Shell and Python samples checked for what they do: shellcheck over every shell block in one
// process, Ruff's pyflakes rules (WebAssembly) over every python block (lib/checks/code-check.mjs),
// and the traps shellcheck misses (lib/checks/shell-traps.mjs), each finding with the page's file and line.
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``
const page = (...blocks: string[]) => `---\ntitle: P\n---\n\n${blocks.join('\n\nText.\n\n')}\n`
const checked = (text: string) => scriptErrors([{ file: 'p.mdx', blocks: codeBlocks(text), text }])
const check = (text: string) => checked(text).errors
const python = (name: keyof typeof PYTHON_SAMPLES) => page(...PYTHON_SAMPLES[name].map((code: string) => fence('python', code)))
const traps = (code: string) => blockTraps(code).map((finding: { line: number, message: string }) => `${finding.line} ${finding.message}`)

describe('shellcheck over the shell blocks', () => {
  it('fails a block that shellcheck fails, with the page line of the finding and the code', () => {
    // Page lines: front matter 1-3, blank 4, fence 5, code from 6.
    const findings = check(page(fence('bash', 'mlp services list\nfor attempt in 1 2 3; do\n  mlp predict acme/x --text hi\ndone')))
    expect(findings).toEqual([expect.stringMatching(/^p\.mdx:7 bash block: attempt appears unused.* \(SC2034, https:\/\/www\.shellcheck\.net\/wiki\/SC2034\)$/)])
    expect(check(page(fence('sh', 'curl -H "Authorization: Bearer $MLP_API_KEY" $URL')))).toEqual([expect.stringMatching(/^p\.mdx:6 sh block: Double quote to prevent globbing .*SC2086/)])
  })

  it('reads the syntax as bash -n did', () => {
    expect(check(page(fence('shell', 'if true; then'))).join('\n')).toMatch(/p\.mdx:6 shell block: Couldn't parse this then clause/)
  })

  it('counts the lines past highlight markers, which the reader does not see', () => {
    expect(check(page(fence('bash', 'mlp whoami\n# highlight-next-line\necho $1')))[0]).toMatch(/^p\.mdx:8 /)
  })

  it('passes the excluded codes, each with its reason', () => {
    expect(SHELLCHECK_EXCLUSIONS.map((entry: { code: string }) => entry.code)).toEqual(['SC1091', 'SC2016', 'SC2164'])
    for (const { reason } of SHELLCHECK_EXCLUSIONS) expect(reason.length).toBeGreaterThan(30)
    const cron = `( crontab -l; echo '0 8 * * * MLP_API_KEY="$(cat "$HOME/.config/mlp/key")" mlp whoami' ) | crontab -`
    expect(check(page(fence('bash', 'python -m venv .venv\nsource .venv/bin/activate'), fence('bash', cron), fence('bash', 'cd my-service\nmlp services create --config service.json')))).toEqual([])
  })

  it('leaves other languages alone', () => {
    expect(check(page(fence('zsh', 'echo $1'), fence('text', '$ echo $1')))).toEqual([])
  })
})

describe("Ruff's pyflakes rules over the python blocks", () => {
  it('fails an undefined name, on the page line where it is used', () => {
    expect(check(python('undefinedName'))).toEqual([
      "p.mdx:8 python block: Undefined name `client` (F821) (a page's python blocks run in order as one script: import or define it in this block or one above)",
    ])
  })

  it('runs a page\'s blocks in order as one script: a block may use what a block above made, not one below', () => {
    expect(check(python('madeAbove'))).toEqual([])
    expect(check(python('madeBelow'))).toEqual([expect.stringMatching(/^p\.mdx:6 python block: Undefined name `client`/)])
  })

  it('does not fail what a fragment does on purpose: an unused import, a repeated import, an unused result', () => {
    expect(PYTHON_NOT_ERRORS.map((entry: { code: string }) => entry.code)).toEqual(['F401', 'F811', 'F841'])
    expect(check(python('fragments'))).toEqual([])
  })

  it('fails a block that does not parse alone, once, on its line', () => {
    expect(check(python('doesNotParse'))).toEqual([expect.stringMatching(/^p\.mdx:7 python block does not parse: /)])
  })

  it('fails the other mistakes pyflakes3 failed: an f-string without placeholders, a repeated key, return outside a function, format arguments, a name used before it is assigned', () => {
    expect(check(python('fStringWithoutPlaceholders'))).toEqual([expect.stringMatching(/^p\.mdx:6 python block: f-string without any placeholders \(F541\)/)])
    expect(check(python('repeatedKey'))).toEqual([expect.stringMatching(/^p\.mdx:6 python block: Dictionary key literal `"text"` repeated \(F601\)/)])
    expect(check(python('returnOutsideFunction'))).toEqual([expect.stringMatching(/^p\.mdx:9 python block: `return` statement outside of a function\/method \(F706\)/)])
    expect(check(python('formatArguments'))).toEqual([expect.stringMatching(/^p\.mdx:6 python block: .*(F507)/)])
    expect(check(python('usedBeforeAssignment'))).toEqual([expect.stringMatching(/^p\.mdx:9 python block: .*`count`.*(F823)/)])
  })
})

describe('a linter that is not installed', () => {
  const PATH = process.env.PATH

  it('skips the shell blocks and says how to install shellcheck; the python blocks are checked without any system tool', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-tools-'))
    try {
      process.env.PATH = empty
      const { errors, ran, skipped } = checked(page(fence('bash', 'echo $1'), ...PYTHON_SAMPLES.undefinedName.map((code: string) => fence('python', code))))
      expect(skipped).toEqual([expect.stringMatching(/^shell blocks \(1\): shellcheck is not installed; to check them, apt-get install shellcheck .* \(npm test requires it\)$/)])
      expect(ran).toEqual([expect.stringMatching(/^python blocks: 1 \(Ruff \d+\.\d+\.\d+, pyflakes rules\)$/)])
      expect(errors).toEqual([expect.stringMatching(/Undefined name `client`/)])
    } finally {
      process.env.PATH = PATH
      rmSync(empty, { recursive: true, force: true })
    }
    expect(checked(page(fence('bash', 'echo $1'))).ran).toContain('shell blocks: 1 (shellcheck)')
  })
})

describe('a block that writes over a file it read', () => {
  it('fails the configuration page\'s block: validate service.json, then write the export over it', () => {
    expect(traps('mlp services create --config service.json --dry-run\nmlp services get acme/x -o json > service.json')).toEqual([
      expect.stringMatching(/^2 `> service\.json` writes over service\.json, which line 1 reads: .*write to another file, or split the block/),
    ])
    expect(traps('curl -X POST "$API/services" -d @service.json\ncurl -s "$API/services/x" -o service.json')).toEqual([expect.stringMatching(/^2 `-o service\.json` writes over service\.json/)])
  })

  it('fails a command whose redirection empties the file it reads', () => {
    expect(traps("jq '.maxInstances = 6' service.json > service.json")).toEqual([expect.stringMatching(/^1 `> service\.json` empties service\.json before `jq` reads it/)])
    expect(traps('sort < names.txt > names.txt')).toHaveLength(1)
    expect(traps('cat service.json | jq . > ./service.json')).toHaveLength(1)
  })

  it('passes the fixed forms and files the block wrote itself', () => {
    expect(traps('mlp services create --config service.json --dry-run')).toEqual([])
    expect(traps("jq '.maxInstances = 6' service.json > service.json.tmp && mv service.json.tmp service.json")).toEqual([])
    expect(traps('mlp services get acme/x -o json > service.json\njq .image service.json\nmlp services get acme/x -o json > service.json')).toEqual([])
    expect(traps('for _ in 1 2; do\n  code=$(curl -s -o response.json -D headers.txt -w "%{http_code}" "$URL")\n  sleep "$(grep -i retry-after headers.txt | tr -dc 0-9)"\ndone')).toEqual([])
    expect(traps('mlp services list -o json\ncat notes.txt >> notes.txt.bak')).toEqual([])
  })
})

describe('a secret with its trailing newline', () => {
  const rotation = (extract: string) => `${extract} new-key.json | kubectl create secret generic bot-key \\\n  --from-file=MLP_API_KEY=/dev/stdin --dry-run=client -o yaml | kubectl apply -f -`

  it('fails the key rotation: jq -r into --from-file=…=/dev/stdin', () => {
    expect(traps(`curl -s -X POST "$API/keys" -d '{"name": "k"}' > new-key.json\n\n${rotation("jq -r '.secret'")}`)).toEqual([
      expect.stringMatching(/^3 `jq -r '\.secret'` ends the secret with a newline, and `--from-file=MLP_API_KEY=\/dev\/stdin` stores it .*Bearer mlp_…\\n.*: use `jq -j`/),
    ])
    expect(traps('curl -s "$API/keys" | jq --raw-output .data.apiKey > key.txt')).toHaveLength(1)
  })

  it('passes the fixed forms: jq -j, tr -d, a command substitution', () => {
    expect(traps(rotation("jq -j '.secret'"))).toEqual([])
    expect(traps(rotation("jq -r '.secret' new-key.json | tr -d '\\n' | cat"))).toEqual([])
    expect(traps('kubectl create secret generic bot-key --from-literal=MLP_API_KEY="$(jq -r .secret new-key.json)"')).toEqual([])
  })

  it('fails echo and printf with a newline into a file, a here-string into /dev/stdin, echo into base64', () => {
    expect(traps('echo "$MLP_API_KEY" > ~/.config/mlp/key')).toEqual([expect.stringMatching(/^1 `echo "\$MLP_API_KEY"` ends the secret with a newline, and `> ~\/\.config\/mlp\/key` stores it in the file: write it with `printf '%s' "\$MLP_API_KEY"`/)])
    expect(traps("( umask 077; read -rsp 'Key: ' key; echo; printf '%s\\n' \"$key\" > ~/.config/mlp/key )")).toEqual([expect.stringMatching(/^1 `printf '%s\\n'` ends the secret .*drop the `\\n`/)])
    expect(traps('kubectl create secret generic bot-key --from-file=MLP_API_KEY=/dev/stdin <<< "$MLP_API_KEY"')).toEqual([expect.stringMatching(/^1 `<<< "\$MLP_API_KEY"` ends the secret/)])
    expect(traps('echo "$TOKEN" | base64')).toEqual([expect.stringMatching(/`base64` encodes it into the value/)])
    expect(traps('echo $API_TOKEN | tee token.txt')).toHaveLength(1)
  })

  it('passes printf %s, echo -n, and what reads the secret as a line', () => {
    expect(traps("( umask 077; read -rsp 'Key: ' key; echo; printf '%s' \"$key\" > ~/.config/mlp/key )")).toEqual([])
    expect(traps('echo -n "$TOKEN" | base64')).toEqual([])
    expect(traps('echo "$MLP_API_KEY" | docker login registry.example --username acme --password-stdin')).toEqual([])
    expect(traps('export MLP_API_KEY="$(cat ~/.config/mlp/key)"\ncurl -H "Authorization: Bearer $MLP_API_KEY" "$API/models"')).toEqual([])
    expect(traps("echo \"Done\" > log.txt\njq -r '.data.audio' response.json | base64 -d > reply.mp3")).toEqual([])
    // A secret inside a line ends with a newline rightly: an env file, a header file.
    expect(traps('echo "MLP_API_KEY=$MLP_API_KEY" >> .env\nprintf \'Authorization: Bearer %s\\n\' "$MLP_API_KEY" > headers.txt')).toEqual([])
    expect(traps("jq -r '\"MLP_API_KEY=\\(.secret)\"' new-key.json > .env")).toEqual([])
  })
})

describe('the traps on a page', () => {
  it('are errors of the page, with the page line, past highlight markers', () => {
    const text = page(fence('bash', `# highlight-next-line\njq -r '.secret' k.json | kubectl create secret generic k --from-file=k=/dev/stdin`), fence('bash', '$ mlp --version'))
    expect(pageErrors({ text, blocks: codeBlocks(text) }, { document: loadDocument() })).toEqual([
      { line: 7, message: expect.stringMatching(/^`jq -r '\.secret'` ends the secret with a newline/) },
      { line: 13, message: expect.stringMatching(/^a shell prompt `\$ ` in a shell block: .*```text block/) },
    ])
  })
})
