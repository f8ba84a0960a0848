import { Outlet, createFileRoute } from '@tanstack/react-router'
import { loadAccountCatalog } from '@/lib/locale/accountCatalog'

export const Route = createFileRoute('/account')({
  staticData: { indexable: false },
  // On every navigation, a language switch among them: the words of the account pages in the page's language.
  beforeLoad: ({ context, preload }) => loadAccountCatalog(context.i18n, context.locale, preload),
  component: Outlet,
})
