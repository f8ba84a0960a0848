import { i18n, type Messages } from '@lingui/core'
import { localeCookie } from './detection'
import type { Locale } from './locales'

/** `<html lang>` for each locale. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' }

type LoadMessages = (locale: Locale) => Promise<{ messages: Messages }>

/**
 * A feature's catalog (lingui.config.ts): `feature` names its folder, so its words are in
 * `src/features/<feature>/locales/<locale>/messages.po`, one chunk per language. The shell's
 * catalog (layout, cart button, errors, forms) loads with the app; a feature's is loaded by the
 * routes that show it, so the first load carries only the words of the page it shows.
 */
export type Catalog = { feature: string; load: LoadMessages }

const shellCatalog: LoadMessages = (locale) => import(`../../locales/${locale}/messages.po`)

/** Feature catalogs loaded so far: a change of language loads each of them again, in the new one. */
const featureCatalogs = new Set<Catalog>()

async function loadMessages(locale: Locale, catalogs: ReadonlyArray<LoadMessages>): Promise<Messages> {
  const loaded = await Promise.all(catalogs.map((load) => load(locale)))
  return Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages
}

/**
 * Makes a locale the active language: loads its catalogs, then updates `<html lang>` and the
 * `i18n_redirected` cookie. A catalog that fails to load is logged and the current language stays.
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  if (i18n.locale !== locale) {
    try {
      let wanted: Array<LoadMessages>
      let messages: Messages
      // A page may add its catalog while these load: then load again, with it.
      do {
        wanted = [shellCatalog, ...[...featureCatalogs].map((catalog) => catalog.load)]
        messages = await loadMessages(locale, wanted)
      } while (wanted.length !== featureCatalogs.size + 1)
      i18n.loadAndActivate({ locale, messages })
    } catch (error) {
      console.error(`Failed locale loading: ${error instanceof Error ? error.message : String(error)}`)
      return false
    }
  }
  // Prerendering at build time has no document: the page's HTML carries `lang` itself.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = HTML_LANG[locale]
    try {
      document.cookie = localeCookie(locale, location.protocol === 'https:')
    } catch {
      // Cookies blocked: the language still applies; it is just not remembered.
    }
  }
  return true
}

/** Feature catalogs on their way, each in the language it was asked for. */
const inFlight = new Map<Catalog, { locale: Locale; promise: Promise<void> }>()

function loadCatalog(catalog: Catalog): Promise<void> {
  if (featureCatalogs.has(catalog)) return Promise.resolve()
  const locale = activeLocale()
  const pending = inFlight.get(catalog)
  if (pending?.locale === locale) return pending.promise
  const promise: Promise<void> = catalog
    .load(locale)
    .then(({ messages }): Promise<void> | undefined => {
      // The language changed meanwhile: these words are for the old one; load them in the new one.
      if (activeLocale() !== locale) return loadCatalog(catalog)
      featureCatalogs.add(catalog)
      i18n.load(locale, messages)
      return undefined
    })
    .finally(() => {
      if (inFlight.get(catalog)?.promise === promise) inFlight.delete(catalog)
    })
  inFlight.set(catalog, { locale, promise })
  return promise
}

/** The prerender step's note of the features pages ask for (`logCatalogRequests`). */
let catalogLog: Set<string> | undefined

/**
 * Adds features' words to the active language; route loaders await it, so a page renders (and
 * prerenders) with its words. A catalog that fails to load throws like any chunk that fails.
 */
export async function loadCatalogs(...catalogs: ReadonlyArray<Catalog>): Promise<void> {
  catalogs.forEach((catalog) => catalogLog?.add(catalog.feature))
  await Promise.all(catalogs.map(loadCatalog))
}

/**
 * For the prerender step: notes the features whose catalogs pages ask for from now on, until the
 * returned function is called; it returns them, so the page's HTML can preload their chunks.
 */
export function logCatalogRequests(): () => Array<string> {
  const log = new Set<string>()
  catalogLog = log
  return () => {
    if (catalogLog === log) catalogLog = undefined
    return [...log]
  }
}

/**
 * Starts loading features' words without waiting: routes call it from `beforeLoad`, which is in
 * the shell, so the catalog downloads alongside the route's code instead of after its loader
 * chunk. The loader's `loadCatalogs` then waits for the same request (and reports its failure).
 */
export function prefetchCatalogs(...catalogs: ReadonlyArray<Catalog>): void {
  loadCatalogs(...catalogs).catch(() => {})
}

export { i18n }

/** The active locale, for code outside React (route loaders). */
export function activeLocale(): Locale {
  return i18n.locale === 'zh' ? 'zh' : 'en'
}
