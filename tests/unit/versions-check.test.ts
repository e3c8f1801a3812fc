import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '@/lib/checks/content-check.mjs'

const page = (title: string, body = '') => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n`

/** A project with content/ and versions/ (1.5 current, a 1.4 snapshot) for the content check. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'versions-check-'))
  const all: Record<string, string> = {
    'content/docs/index.mdx': page('Введение', 'См. [клиент](/docs/client) и [версию 1.4](/versions/1.4/docs).'),
    'content/docs/client.mdx': page('Клиент'),
    'content/en/docs/index.mdx': page('Introduction', 'See [client](/en/docs/client).'),
    'content/en/docs/client.mdx': page('Client'),
    'versions/versions.json': JSON.stringify([
      { version: '1.5', latestPatch: '1.5.4', status: 'current', releaseDate: '2025-05-26', endOfLife: null },
      { version: '1.4', latestPatch: '1.4.2', status: 'lts', releaseDate: '2025-03-13', endOfLife: '2027-03-31' },
    ]),
    ...files,
  }
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  mkdirSync(path.join(root, 'public'))
  return checkContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), versionsDir: path.join(root, 'versions'), root })
}

describe('the content check over versioned documentation', () => {
  it('checks the snapshot files in versions/ with their own routes', () => {
    const result = project({
      'versions/1.4/docs/index.mdx': page('Введение', 'См. [клиент](/versions/1.4/docs/client) и [текущую версию](/docs/client).'),
      'versions/1.4/docs/client.mdx': page('Клиент'),
      'versions/1.4/en/docs/index.mdx': page('Introduction', 'See [client](/en/versions/1.4/docs/client).'),
      'versions/1.4/en/docs/client.mdx': page('Client'),
    })
    expect(result).toMatchObject({ errors: [], warnings: [], skipped: [] })
  })

  it('reports broken versioned links, missing translations and unknown variables with the snapshot file', () => {
    const { errors, warnings } = project({
      'versions/1.4/docs/index.mdx': page('Введение', 'Нет [такой страницы](/versions/1.4/docs/multi-chat), нет [версии](/versions/1.2/docs).\nПишите на %mail.nobody%.'),
      'versions/1.4/en/docs/index.mdx': page('Introduction'),
      'versions/1.4/en/docs/client.mdx': page('Client'),
    })
    expect(errors).toEqual(['versions/1.4/docs/index.mdx:8:11 unknown variable %mail.nobody% (see variables in site.config.mjs)'])
    expect(warnings).toEqual([
      'versions/1.4/docs/index.mdx:7 broken link /versions/1.4/docs/multi-chat',
      'versions/1.4/docs/index.mdx:7 broken link /versions/1.2/docs',
      'versions/1.4/en/docs/client.mdx:1 missing translation: no ru page for /versions/1.4/docs/client',
    ])
  })
})
