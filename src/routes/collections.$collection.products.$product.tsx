import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { collectionsQueryOptions, productQueryOptions } from '@/features/catalogue/queries'
import { ProductPage } from '@/features/catalogue/ProductPage'
import { ProductSkeleton } from '@/features/catalogue/Skeletons'
import { OrientationSchema } from '@/features/catalogue/api/schemas'
import { resolveVariantSearch } from '@/features/catalogue/variantSearch'
import { AddToCartButton } from '@/features/cart/AddToCartButton'
import { activeLocale, loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { catalogueMessages } from '@/features/catalogue/messages'
import { useLocale } from '@/features/locale/useLocale'
import { PageQuery, ensurePageData, prefetchPageData } from '@/lib/pageQuery'
import { invalidRouteData, invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'
import { NotFoundPage } from '@/features/errors/NotFoundPage'

const productSearchSchema = v.object({
  colour: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  orientation: v.optional(OrientationSchema),
})

export const Route = createFileRoute('/collections/$collection/products/$product')({
  validateSearch: productSearchSchema,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context }) => {
    prefetchCatalogs(catalogueMessages)
    prefetchPageData(context.queries)
  },
  loader: async ({ params, deps, context }) => {
    // The collections name the breadcrumb; loading them here puts them in the prerendered page too.
    const [resource] = await Promise.all([
      ensurePageData(context.queries, productQueryOptions(activeLocale(), params.product)),
      ensurePageData(context.queries, collectionsQueryOptions(activeLocale())),
      loadCatalogs(catalogueMessages),
    ])
    if (!resource || !resolveVariantSearch(resource.product, params.collection, deps)) throw invalidRouteNotFound()
  },
  pendingComponent: ProductSkeleton,
  component: ProductRoute,
})

function ProductRoute() {
  const params = Route.useParams()
  const search = Route.useSearch()
  const locale = useLocale()
  return (
    <PageQuery query={productQueryOptions(locale, params.product)}>
      {(data) => (
        <PageQuery query={collectionsQueryOptions(locale)}>
          {(collections) => {
            const collectionTitle = collections.collections.find((c) => c.handle === params.collection)?.title ?? ''
            const selection = data && resolveVariantSearch(data.product, params.collection, search)
            // The loader has already answered 404 for these; rendered in place (not thrown), a stale
            // render of them keeps the layout and logs nothing.
            if (!data || !selection) return <NotFoundPage data={invalidRouteData} />
            return (
              <ProductPage
                product={data.product}
                collectionHandle={params.collection}
                collectionTitle={collectionTitle}
                colour={selection.colour}
                orientation={selection.orientation}
                purchase={(purchase) => <AddToCartButton {...purchase} />}
              />
            )
          }}
        </PageQuery>
      )}
    </PageQuery>
  )
}
