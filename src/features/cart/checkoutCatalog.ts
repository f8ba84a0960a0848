// The checkout, order and swatch pages' words (and the product page's extras'), imported by each of them.
import { loadPageCatalogs } from '@/lib/locale/pageCatalogs'

await loadPageCatalogs((locale) => import(`./locales/${locale}/messages.po`))
