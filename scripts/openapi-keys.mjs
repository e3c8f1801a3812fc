#!/usr/bin/env node
// `npm run openapi:keys`: the texts of openapi/openapi.yaml that openapi/ru.yaml does not translate
// yet, as YAML (key: English text) to translate and add there; `--all` prints every text.
import { stringify } from 'yaml'
import { rawDocument } from '../lib/openapi/document.mjs'
import { documentTexts, readTranslations } from '../lib/openapi/i18n.mjs'

const all = process.argv.includes('--all')
const ru = readTranslations('ru')
const texts = documentTexts(rawDocument()).filter(({ key }) => all || typeof ru[key] !== 'string')
process.stdout.write(texts.length ? stringify(Object.fromEntries(texts.map(({ key, text }) => [key, text])), { lineWidth: 0 }) : '')
console.error(`openapi:keys: ${texts.length} text(s)${all ? '' : ' without a Russian translation'}`)
