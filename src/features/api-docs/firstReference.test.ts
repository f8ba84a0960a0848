import { describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { readyQueryClient } from '@/lib/queryClientSource'
import { firstReferenceOf } from './firstReference'
import type { ApiReference } from './reference'

const reference = { title: 'Woodnest' } as unknown as ApiReference
const settled = (promise: Promise<unknown>) => Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 20, 'pending'))])

describe('the first reference of an app', () => {
  it('fetches once, tells subscribers, and hands the same data to every reader', async () => {
    const first = firstReferenceOf(readyQueryClient(new QueryClient()))
    const fetchReference = vi.fn(async () => reference)
    const listener = vi.fn()
    first.subscribe(listener)
    expect(first.status()).toBe('none')
    const started = first.start(fetchReference)
    expect(first.status()).toBe('pending')
    await Promise.all([started, first.start(fetchReference)])
    expect(fetchReference).toHaveBeenCalledTimes(1)
    expect(first.status()).toBe('success')
    expect(listener).toHaveBeenCalledTimes(1)
    await expect(first.arrived()).resolves.toBe(reference)
    expect(first.data()).toBe(reference)
  })

  it('after a failure, says so and never hands a reference (the page shows the error instead)', async () => {
    const first = firstReferenceOf(readyQueryClient(new QueryClient()))
    await first.start(async () => Promise.reject(new Error('503')))
    expect(first.status()).toBe('error')
    expect(await settled(first.arrived())).toBe('pending')
    expect(first.data()).toBeUndefined()
  })

  it('belongs to one app: another starts with none', () => {
    const one = readyQueryClient(new QueryClient())
    firstReferenceOf(one).set(reference)
    expect(firstReferenceOf(one).status()).toBe('success')
    expect(firstReferenceOf(readyQueryClient(new QueryClient())).status()).toBe('none')
  })
})
