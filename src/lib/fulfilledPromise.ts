/**
 * Marks a settled promise the way React's `use` does once it has seen it settle, so `use` reads
 * the value at once instead of suspending first: a page prerendered with it (which cannot
 * suspend there) or hydrated after its loader awaited it renders in one pass.
 */
export function markFulfilled<T>(promise: Promise<T>, value: T): Promise<T> {
  return Object.assign(promise, { status: 'fulfilled', value })
}

/** A promise of `value` that `use` reads at once. */
export const fulfilledPromise = <T>(value: T): Promise<T> => markFulfilled(Promise.resolve(value), value)
