/**
 * "Fail an operation": one operation answered with an error status openapi.yaml documents for
 * it, for the next request or every request until stopped. The one-off answer is the
 * controller's own (`nextResponse`), planned by a hook of the panel just before each request to
 * that operation, so it is checked against the contract like any other and marked in the
 * journal and the coverage as forced.
 */
import { contractOperations, type OperationId } from '../../../contract/operations'
import type { PetstoreWorker } from '../types'
import { faultStatuses, type HarnessChoices, type OperationFault } from './choices'
import { h } from './dom'

/** The section and how the panel drives it. */
export interface OperationFaultView {
  element: HTMLElement
  /** Applies (and shows) the fault in `choices.fault`, e.g. after another tab changed it. */
  apply(): void
  stop(): void
}

/**
 * Builds the section over `choices.fault`; `changed` runs after the person (or a once-fault
 * that fired) changed it, to save and share it.
 */
export function createOperationFault(
  petstore: PetstoreWorker<unknown>,
  choices: HarnessChoices,
  changed: () => void,
): OperationFaultView {
  const operation = h(
    'select',
    { name: 'fault-operation', 'aria-label': 'Operation to fail' },
    contractOperations.map((op) =>
      h('option', { value: op.operationId }, `${op.operationId} · ${op.method.toUpperCase()}`),
    ),
  )
  const status = h('select', { name: 'fault-status', 'aria-label': 'Status to answer with' })
  const mode = h(
    'select',
    { name: 'fault-mode', 'aria-label': 'How often' },
    h('option', { value: 'once' }, 'Once'),
    h('option', { value: 'always' }, 'Every time'),
  )
  const toggle = h('button', { class: 'button', type: 'button' }, 'Fail it')
  const state = h('p', { class: 'fault-state', role: 'status' })
  const listStatuses = (keep?: number) => {
    const statuses = faultStatuses(operation.value as OperationId)
    status.replaceChildren(...statuses.map((s) => h('option', { value: String(s) }, String(s))))
    if (keep !== undefined && statuses.includes(keep)) status.value = String(keep)
  }
  operation.addEventListener('change', () => listStatuses())

  let unhook: (() => void) | undefined
  const arm = (fault: OperationFault | null) => {
    unhook?.()
    unhook = undefined
    if (!fault) return
    let used = false
    unhook = petstore.addHook((info) => {
      if (used || info.operation.operationId !== fault.operationId) return undefined
      // Planned for this very request: the one-off answers run after this hook.
      petstore.nextResponse(fault.operationId, { status: fault.status } as never)
      if (fault.mode === 'once') {
        used = true
        choices.fault = null
        // Not now: the pipeline is walking the hooks, and taking this one out of the list would
        // skip the one after it (the one-off answer just planned).
        queueMicrotask(() => {
          arm(null)
          show()
          changed()
        })
      }
      return undefined
    })
  }
  const show = () => {
    const fault = choices.fault
    toggle.textContent = fault ? 'Stop' : 'Fail it'
    for (const control of [operation, status, mode]) control.disabled = fault !== null
    if (fault) {
      operation.value = fault.operationId
      listStatuses(fault.status)
      mode.value = fault.mode
    }
    state.textContent = !fault
      ? ''
      : fault.mode === 'once'
        ? `The next ${fault.operationId} answers ${fault.status}.`
        : `Every ${fault.operationId} answers ${fault.status} until stopped.`
  }
  toggle.addEventListener('click', () => {
    choices.fault = choices.fault
      ? null
      : {
          operationId: operation.value as OperationId,
          status: Number(status.value),
          mode: mode.value as OperationFault['mode'],
        }
    apply()
    changed()
  })
  const apply = () => {
    arm(choices.fault)
    show()
  }
  listStatuses()
  apply()
  const element = h(
    'fieldset',
    { class: 'control wide op-fault' },
    h('legend', null, 'Fail an operation (statuses from openapi.yaml)'),
    h('div', { class: 'fault-row' }, operation, status, mode, toggle),
    state,
  )
  return { element, apply, stop: () => arm(null) }
}
