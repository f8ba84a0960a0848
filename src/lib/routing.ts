import { SearchParamError, notFound, rootRouteId } from '@tanstack/react-router'

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

/** `_notFound` (router-internal) marks where the router placed the not-found page. */
export function isNotFoundMatch(match: object): boolean {
  const { status, globalNotFound, _notFound } = match as { status?: string; globalNotFound?: boolean; _notFound?: boolean }
  return status === 'notFound' || globalNotFound === true || _notFound === true
}
