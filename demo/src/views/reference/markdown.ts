/**
 * Just enough Markdown for openapi.yaml's descriptions: headings, paragraphs, bullet lists,
 * `code` and **bold**. It builds DOM nodes, never HTML strings, so the text stays text.
 */
import { h, type Child } from '../../ui/dom'

/**
 * Renders one line of inline Markdown (`code` and **bold**) as nodes.
 *
 * @example
 * h('td', null, inline('A leading `-` sorts descending.'))
 */
export function inline(text: string): Child[] {
  const out: Child[] = []
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    out.push(text.slice(last, match.index))
    out.push(match[1] !== undefined ? h('code', null, match[1]) : h('strong', null, match[2]))
    last = match.index + match[0].length
  }
  out.push(text.slice(last))
  return out
}

/**
 * Renders a Markdown description as a fragment.
 *
 * @example
 * element.append(markdown('Lists pets.\n\n- `limit`: page size'))
 */
export function markdown(source: string | undefined): DocumentFragment {
  const fragment = document.createDocumentFragment()
  if (!source) return fragment
  let paragraph: string[] = []
  let list: HTMLUListElement | undefined
  let item: string[] | undefined
  const flushItem = () => {
    if (list && item) list.append(h('li', null, inline(item.join(' '))))
    item = undefined
  }
  const flush = () => {
    if (paragraph.length) fragment.append(h('p', null, inline(paragraph.join(' '))))
    paragraph = []
    flushItem()
    if (list) fragment.append(list)
    list = undefined
  }
  for (const raw of source.split('\n')) {
    const line = raw.trimEnd()
    const heading = /^(#{1,4})\s+(.*)$/.exec(line)
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    if (line.trim() === '') flush()
    else if (heading) {
      flush()
      // `## Versioning` is an h2: heading levels follow the source, so the outline has no gaps.
      const level = Math.min(4, Math.max(2, heading[1]?.length ?? 2)) as 2 | 3 | 4
      fragment.append(h(`h${level}`, { class: 'md-heading' }, inline(heading[2] ?? '')))
    } else if (bullet) {
      if (paragraph.length) flush()
      flushItem()
      list ??= h('ul')
      item = [bullet[1] ?? '']
    } else if (item && /^\s+/.test(line)) item.push(line.trim())
    else {
      if (list) flush()
      paragraph.push(line.trim())
    }
  }
  flush()
  return fragment
}
