#!/usr/bin/env node
// Compares two exports' HTML pages and Markdown twins, file by file, after removing what changes with
// every build: the build id (the search index tag), hashed chunk and asset names, the bundler's module
// numbers, the CSP hashes of inline scripts and the scripts themselves (the RSC payload). `node bench/compare-export.mjs A B`
// prints each page that differs, with the first difference, and the counts.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [a, b] = process.argv.slice(2)
if (!a || !b) {
  console.error('usage: node bench/compare-export.mjs <export A> <export B>')
  process.exit(2)
}
// The pages' markup and the Markdown twins; not the RSC payloads (.txt and the pages' inline scripts),
// whose rows the bundler numbers anew whenever its module graph changes.
const files = (dir) => readdirSync(dir, { recursive: true }).map(String).filter((file) => /\.(html|md)$/.test(file) && !file.startsWith('_next')).sort()
const buildId = (dir) => readdirSync(path.join(dir, '_next', 'static')).find((name) => !['chunks', 'css', 'media'].includes(name))
const normalise = (text, id) =>
  text
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script>')
    .replaceAll(id, 'BUILD')
    .replace(/(\/_next\/)?static\/(chunks|css|media)\/[^"'\s)\\]+/g, 'static/X')
    .replace(/pagefind[^"'\s\\]*_[a-z0-9]+\.pf_meta/g, 'pagefind-meta')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-X'")
    .replace(/\d+:I\[\d+,\[[^\]]*\]/g, 'I[M]')
    .replace(/"\d+:[A-Za-z]/g, '"R')

const [idA, idB] = [buildId(a), buildId(b)]
const [listA, listB] = [files(a), files(b)]
const onlyA = listA.filter((file) => !listB.includes(file))
const onlyB = listB.filter((file) => !listA.includes(file))
let same = 0
const differ = []
for (const file of listA.filter((name) => listB.includes(name))) {
  const [x, y] = [normalise(readFileSync(path.join(a, file), 'utf8'), idA), normalise(readFileSync(path.join(b, file), 'utf8'), idB)]
  if (x === y) {
    same++
    continue
  }
  let at = 0
  while (x[at] === y[at]) at++
  differ.push(`${file} at ${at}:\n  A …${x.slice(Math.max(0, at - 60), at + 100)}\n  B …${y.slice(Math.max(0, at - 60), at + 100)}`)
}
for (const line of differ) console.log(line)
if (onlyA.length) console.log(`only in ${a}: ${onlyA.join(', ')}`)
if (onlyB.length) console.log(`only in ${b}: ${onlyB.join(', ')}`)
console.log(`${same} files the same, ${differ.length} different, ${onlyA.length} only in A, ${onlyB.length} only in B`)
process.exitCode = differ.length || onlyA.length || onlyB.length ? 1 : 0
