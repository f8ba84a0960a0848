import { SearchParamError, notFound, rootRouteId } from '@tanstack/react-router'

/** What a not-found carries when the path exists but its params or search params are invalid. */
export type NotFoundData = { invalid: true }

export function isInvalidRouteData(data: unknown): data is NotFoundData {
  return typeof data === 'object' && data !== null && (data as Partial<NotFoundData>).invalid === true
}

export const invalidRouteData: NotFoundData = { invalid: true }

/** The 404 page worded for a route whose params fail validation ("Page Not Found: {path}"). */
export function invalidRouteNotFound() {
  return notFound({ routeId: rootRouteId, data: invalidRouteData })
}

/** A route's `onError`: search params that fail validation show the 404 page, not the error page. */
export function notFoundOnInvalidSearch(error: unknown): void {
  if (error instanceof SearchParamError) throw invalidRouteNotFound()
}

/** A router match that shows the not-found page (`_notFound` marks where the router placed it). */
export function isNotFoundMatch(match: object): boolean {
  const { status, globalNotFound, _notFound } = match as { status?: string; globalNotFound?: boolean; _notFound?: boolean }
  return status === 'notFound' || globalNotFound === true || _notFound === true
}
