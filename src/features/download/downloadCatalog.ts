// The download page's words, imported by its components.
import { loadPageCatalogs } from '@/lib/locale/pageCatalogs'

await loadPageCatalogs((locale) => import(`./locales/${locale}/messages.po`))
