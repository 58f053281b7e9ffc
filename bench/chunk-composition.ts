/**
 * What a built chunk is made of: its bytes counted per source file (or package) through the
 * chunk's source map, each part also gzipped alone (an estimate: parts compress a little better
 * together).
 *
 *   npx tsx bench/chunk-composition.ts dist/assets/index-XXXX.js [--files]
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping'
import { sourcePart } from './first-row-page'

const [file, flag] = process.argv.slice(2)
const code = readFileSync(file!, 'utf8')
const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'))
const lines = code.split('\n')
const parts = new Map<string, string[]>()
const bucketOf = (source: string | null | undefined) => {
  const part = sourcePart(source)
  // Without --files, our own code is counted per folder (src/db, demo/src, …).
  return flag === '--files' || !/^(src|demo)\//.test(part)
    ? part
    : part.split('/').slice(0, 3).join('/')
}
decodedMappings(map).forEach((segments, line) => {
  const text = lines[line] ?? ''
  segments.forEach((segment, k) => {
    const from = segment[0]
    const to = segments[k + 1]?.[0] ?? text.length
    const source = segment.length > 1 ? map.sources[segment[1]!] : undefined
    const bucket = bucketOf(source)
    const list = parts.get(bucket) ?? []
    list.push(text.slice(from, to))
    parts.set(bucket, list)
  })
})
const rows = [...parts].map(([bucket, texts]) => {
  const joined = texts.join('')
  return { bucket, bytes: Buffer.byteLength(joined), gzip: gzipSync(joined).length }
})
rows.sort((a, b) => b.bytes - a.bytes)
const total = Buffer.byteLength(code)
console.log(`${file}: ${total} B, ${gzipSync(code).length} B gzip`)
console.log('| part | bytes | gzip alone |')
console.log('| --- | ---: | ---: |')
for (const row of rows) console.log(`| ${row.bucket} | ${row.bytes} | ${row.gzip} |`)
