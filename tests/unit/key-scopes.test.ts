import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageErrors } from '@/lib/checks/page-check.mjs'
import { documentFilesFor, loadDocument, operations } from '@/lib/openapi/document.mjs'
import { analyzePage } from '@/lib/page/analyze.mjs'
import { codeBlocksOf, inlineCodeOf, parsePage } from '@/lib/page/parse.mjs'
import { replayPage } from '@/lib/samples/curl-replay.mjs'
import { loadDescription } from '@/lib/cli/description.mjs'
import { leafCommands } from '@/lib/cli/description.mjs'

// A page or a block states the scopes of its samples' key (lib/samples/key-scopes.mjs); each curl
// call and `mlp` command in scope must be one the key may make, or the build stops at its line.
const document = loadDocument()
const api = document.servers[0].url
const auth = '-H "Authorization: Bearer $MLP_API_KEY"'
const errorsOf = (front: string, body: string) => {
  const text = `---\ntitle: X\n${front}---\n\n# X\n\n${body}\n`
  const tree = parsePage(text)
  return pageErrors({ text, blocks: codeBlocksOf(tree), inline: inlineCodeOf(tree) }, { document })
}

describe('a key\'s scopes, checked against what its samples call', () => {
  it('fails a curl call whose operation the page\'s key may not call (403), at its line', () => {
    const body = `\`\`\`bash\ncurl "${api}/accounts/acme/resource-groups" ${auth}\n\`\`\``
    expect(errorsOf('keyScopes: [train]\n', body)).toEqual([
      { line: 9, message: `curl GET /api/v1/accounts/acme/resource-groups: listResourceGroups needs a key with manage or deploy, and the page's key (keyScopes) has train (403): state the scope the key needs, or call with a key that has it` },
    ])
    expect(errorsOf('keyScopes: [train, deploy]\n', body)).toEqual([])
    // Nothing stated, nothing checked: a reader signed in acts with their role.
    expect(errorsOf('', body)).toEqual([])
  })

  it('takes a block\'s scopes="…" over the page\'s, and refuses a scope the API does not have', () => {
    const call = `curl -X POST "${api}/accounts/acme/services/bot/stop" ${auth}`
    expect(errorsOf('keyScopes: [deploy]\n', `\`\`\`bash scopes="predict"\n${call}\n\`\`\``)).toEqual([{ line: 9, message: expect.stringMatching(/^curl POST .*stopService needs a key with deploy, and the block's key \(scopes="predict"\) has predict \(403\)/) }])
    expect(errorsOf('keyScopes: [predict]\n', `\`\`\`bash scopes="deploy"\n${call}\n\`\`\``)).toEqual([])
    expect(errorsOf('keyScopes: [admin]\n', '')).toEqual([{ line: 1, message: expect.stringMatching(/^front matter "keyScopes" names admin, which is no scope of the API/) }])
  })

  it('fails an mlp command whose operation (openapi/mlp.yaml) the key may not call', () => {
    const body = '```bash\nmlp train start --base-model llama-3.1-8b-instruct --dataset dialogs.jsonl\nmlp predict acme/support-llm --text "Hi"\n```'
    expect(errorsOf('keyScopes: [train, deploy]\n', body)).toEqual([{ line: 10, message: expect.stringMatching(/^mlp predict: createPrediction needs a key with predict, and the page's key \(keyScopes\) has train, deploy \(403\)/) }])
    expect(errorsOf('keyScopes: [train, predict]\n', body)).toEqual([])
    expect(errorsOf('', '```bash scopes="predict"\nmlp images push acme/bot:1.0\n```')).toEqual([{ line: 8, message: expect.stringMatching(/^mlp images push: it needs a key with deploy/) }])
  })

  it('names an operation of the document for every command that says one', () => {
    const ids = new Set(operations(document).map((entry: { id: string }) => entry.id))
    const named = leafCommands(loadDescription()).filter((entry: { command: { operation?: string } }) => entry.command.operation)
    expect(named.length).toBeGreaterThan(10)
    for (const entry of named) expect(ids.has(entry.command.operation)).toBe(true)
  })
})

describe('a snapshot\'s curl calls, replayed against its own version\'s document', () => {
  const snapshotPage = (body: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-replay-'))
    const file = path.join(dir, 'page.mdx')
    writeFileSync(file, `---\ntitle: X\n---\n\n# X\n\n${body}\n`)
    return analyzePage({ file, locale: 'en', version: '1.4' }).errors
  }
  const v14 = loadDocument(documentFilesFor('1.4').document)

  it('fails a 1.4 page whose call breaks 1.4\'s document, though 1.5\'s would take it', () => {
    // 1.4 generates one answer: `n` is at most 1 there, up to 4 in 1.5.
    const call = `\`\`\`bash\ncurl "${api}/openai/chat/completions" ${auth} -H "Content-Type: application/json" -d '{"model": "acme/bot", "messages": [{"role": "user", "content": "Hi"}], "n": 2}'\n\`\`\``
    expect(snapshotPage(call)).toEqual([{ line: 8, message: expect.stringMatching(/^curl POST \/api\/v1\/openai\/chat\/completions: body \/n must be <= 1/) }])
    expect(replayPage(codeBlocksOf(parsePage(call)), { document }).findings).toEqual([])
  })

  it('checks a 1.4 key against 1.4\'s scopes: services need manage there, deploy in 1.5', () => {
    const body = `\`\`\`bash scopes="manage"\ncurl -X POST "${api}/accounts/acme/services/bot/stop" ${auth}\n\`\`\``
    expect(snapshotPage(body)).toEqual([])
    expect(replayPage(codeBlocksOf(parsePage(body)), { document: v14 }).findings).toEqual([])
    expect(replayPage(codeBlocksOf(parsePage(body)), { document }).findings).toEqual([{ line: 1, message: expect.stringMatching(/stopService needs a key with deploy/) }])
  })
})
