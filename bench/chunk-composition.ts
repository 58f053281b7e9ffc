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

const [file, flag] = process.argv.slice(2)
const code = readFileSync(file!, 'utf8')
const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'))
const lines = code.split('\n')
const parts = new Map<string, string[]>()
const bucketOf = (source: string | null | undefined) => {
  if (!source) return '(unmapped)'
  const at = source.lastIndexOf('node_modules/')
  if (at < 0) {
    const path = source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|demo)\//, '$1/')
    return flag === '--files' ? path : path.split('/').slice(0, 3).join('/')
  }
  const rest = source.slice(at + 'node_modules/'.length).split('/')
  return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
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
