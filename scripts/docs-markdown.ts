/** Reading the docs' Markdown, for the tests that hold the docs to what they promise. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../', import.meta.url))

/**
 * The Markdown files under `dir` (relative to the repository), skipping dot folders and public/.
 *
 * @example
 * walk('docs/guide') // ['docs/guide/browser.md', …]
 */
export function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    if (name.startsWith('.') || name === 'public' || name === 'node_modules') return []
    if (statSync(join(root, path)).isDirectory()) return walk(path)
    return path.endsWith('.md') ? [path] : []
  })
}

/**
 * The text with fenced code blocks blanked out (line numbers kept).
 *
 * @example
 * prose('a\n```ts\nx\n```\nb') // 'a\n\n\n\nb'
 */
export function prose(text: string): string {
  return text.replace(/^(\s*)(```|~~~)[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ''))
}

/** A ts or tsx block of a Markdown file. */
export interface Snippet {
  file: string
  /** The line of its opening fence. */
  line: number
  lang: string
  code: string
  /** The `<!-- snippet: … -->` marker just above it: the file it copies, or why it is not checked. */
  marker: string | undefined
}

/** The files whose TypeScript snippets are checked: the README and the guides. */
export const SNIPPET_FILES = ['README.md', ...walk('docs/guide')]

/**
 * The ts and tsx blocks of a file, each with the `<!-- snippet: … -->` marker just above it.
 *
 * @example
 * snippets('docs/guide/testing.md')[0] // { file, line: 26, lang: 'ts', code, marker }
 */
export function snippets(file: string): Snippet[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map((m) => {
    const before = text.slice(0, m.index)
    const marker = /<!-- snippet: (.+?) -->\s*$/.exec(before)?.[1]
    return {
      file,
      line: before.split('\n').length,
      lang: m[1] ?? 'ts',
      code: m[2] ?? '',
      marker,
    }
  })
}
