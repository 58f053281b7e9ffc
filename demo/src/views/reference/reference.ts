/**
 * The API reference, rendered from openapi.yaml (as the package ships it):
 * the introduction, then every operation by tag, with a table of contents on the side.
 */
import { contractOperations } from 'petstore-mock'
import { spec } from './document'
import { h, replace } from '../../ui/dom'
import type { View } from '../context'
import '../../styles/reference.css'
import { markdown } from './markdown'
import { markers, operationAnchor, operationCard } from './operation'

/**
 * Where the demo's API lives; the try-it panels send there.
 *
 * @example
 * fetch(`${API_BASE}/pets`, { headers: { Authorization: 'Bearer petstore-demo-key' } })
 */
export const API_BASE = '/api/v1'

/**
 * The reference page; `?op=<operationId>` scrolls to one operation.
 *
 * @example
 * await referenceView({ api, root, params, signal })
 */
export const referenceView: View = ({ root, params }) => {
  const tags = spec.tags ?? []
  const byTag = tags.map((tag) => ({
    tag,
    operations: contractOperations.filter((op) => op.tag === tag.name),
  }))
  const toc = h(
    'nav',
    { class: 'ref-toc', 'aria-label': 'Operations' },
    h('a', { class: 'toc-title', href: '#/reference' }, spec.info.title),
    byTag.map(({ tag, operations }) =>
      h(
        'div',
        { class: 'toc-group' },
        h('h4', null, tag.name),
        operations.map((op) =>
          h(
            'a',
            {
              href: `#/reference?op=${op.operationId}`,
              class: op.deprecated ? 'toc-link is-deprecated' : 'toc-link',
            },
            h(
              'span',
              { class: 'method method-sm', 'data-method': op.method.toUpperCase() },
              op.method.toUpperCase(),
            ),
            h(
              'span',
              { class: 'toc-label' },
              h('span', { class: 'toc-summary' }, op.operation.summary ?? op.operationId),
              markers(op).filter((m) => m.dataset.marker !== 'sunset'),
            ),
          ),
        ),
      ),
    ),
  )
  const security = spec.components?.securitySchemes?.bearerAuth
  replace(
    root,
    h(
      'div',
      { class: 'ref-layout' },
      toc,
      h(
        'div',
        { class: 'ref-main' },
        h(
          'header',
          { class: 'ref-intro' },
          h('p', { class: 'eyebrow' }, `OpenAPI ${spec.openapi} · version ${spec.info.version}`),
          h('h1', null, spec.info.title),
          h(
            'p',
            { class: 'ref-base' },
            'Base URL ',
            h('code', null, API_BASE),
            ' — answered by the mock in this page’s service worker, so "Try it" changes the same store the back office shows.',
          ),
          h('div', { class: 'md' }, markdown(spec.info.description)),
          security &&
            !('$ref' in security) &&
            h(
              'div',
              { class: 'md callout' },
              h('h2', { class: 'md-heading' }, 'API keys'),
              markdown(security.description),
            ),
        ),
        byTag.map(({ tag, operations }) =>
          h(
            'section',
            { class: 'ref-tag' },
            h('h2', null, tag.name),
            tag.description && h('p', { class: 'muted' }, tag.description),
            operations.map((op) => operationCard(op, API_BASE)),
          ),
        ),
      ),
    ),
  )
  const target = params.get('op')
  const anchor = target && contractOperations.find((op) => op.operationId === target)
  if (anchor) document.getElementById(operationAnchor(anchor))?.scrollIntoView({ block: 'start' })
  else window.scrollTo({ top: 0 })
}
