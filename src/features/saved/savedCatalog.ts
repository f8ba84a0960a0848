// The saved-items page's words, imported by it.
import { loadPageCatalogs } from '@/lib/locale/pageCatalogs'

await loadPageCatalogs((locale) => import(`./locales/${locale}/messages.po`))
