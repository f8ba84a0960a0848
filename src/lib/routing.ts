import { SearchParamError, isNotFound, notFound, rootRouteId } from '@tanstack/react-router'

export type NotFoundData = { invalid: true }

export function isInvalidRouteData(data: unknown): data is NotFoundData {
  return typeof data === 'object' && data !== null && (data as Partial<NotFoundData>).invalid === true
}

export const invalidRouteData: NotFoundData = { invalid: true }

export function invalidRouteNotFound() {
  return notFound({ routeId: rootRouteId, data: invalidRouteData })
}

export function notFoundOnInvalidSearch(error: unknown): void {
  if (error instanceof SearchParamError) throw invalidRouteNotFound()
}

type ShownMatch = { routeId: string; status: string; error?: unknown }

/** Whether the router shows the not-found page: no route matched (only the root did), or a loader threw `notFound()`. */
export function showsNotFound(matches: ReadonlyArray<ShownMatch>): boolean {
  if (matches.length === 0 || matches.at(-1)?.routeId === rootRouteId) return true
  return matches.some((match) => match.status === 'notFound' || isNotFound(match.error))
}
