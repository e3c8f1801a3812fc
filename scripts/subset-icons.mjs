#!/usr/bin/env node
// Runs before `next build` and `next dev`: the icon font with only the icons of styles/icons.css
// (lib/site/icon-font.mjs), written to styles/fonts/ (generated, not committed).
import { writeIconFont } from '../lib/site/icon-font.mjs'

const { target, icons, bytes } = await writeIconFont()
console.log(`subset-icons: ${icons} icons → ${target} (${(bytes / 1024).toFixed(1)} KiB)`)
