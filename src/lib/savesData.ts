export function savesData(): boolean {
  const connection = (globalThis.navigator as (Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }) | undefined)
    ?.connection
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g'
}
