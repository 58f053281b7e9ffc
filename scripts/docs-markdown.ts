/** Reading the docs' Markdown, for the tests that hold the docs to what they promise. */
import { readdirSync, statSync } from 'node:fs'
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
