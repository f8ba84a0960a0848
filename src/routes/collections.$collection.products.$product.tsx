import { lazy } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { useSuspenseQuery } from '@tanstack/react-query'
import { collectionsQueryOptions, productQueryOptions, shopTermsQueryOptions } from '@/lib/storefront/queries'
import { ProductPage } from '@/features/catalogue/ProductPage'
import { ProductSkeleton } from '@/features/catalogue/Skeletons'
import { OrientationSchema } from '#domain/storefront/schemas'
import { resolveVariantSearch } from '@/features/catalogue/variantSearch'
import { AddToCartButton } from '@/features/cart/AddToCartButton'
import { useShopfront } from '@/lib/market/useMarket'
import { invalidRouteData, invalidRouteNotFound, notFoundOnInvalidSearch } from '@/lib/routing'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { InBrowser } from '@/ui/InBrowser'
import { LateBoundary } from '@/ui/LateBoundary'
import { SecondPass } from '@/ui/SecondPass'

// The dates for a postcode and the fabric's swatch load after the page has hydrated (none of it is in its first load); after a tap, one render after the top of the page.
const PurchaseExtras = lazy(() => import('@/features/catalogue/PurchaseExtras'))

const productSearchSchema = v.object({
  colour: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  orientation: v.optional(OrientationSchema),
})

export const Route = createFileRoute('/collections/$collection/products/$product')({
  validateSearch: productSearchSchema,
  onError: notFoundOnInvalidSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, context: { queryClient, shopfront } }) => {
    // The collections name the breadcrumb; loading them here puts them in the prerendered page too.
    const [resource] = await Promise.all([
      queryClient.ensureQueryData(productQueryOptions(shopfront, params.product)),
      queryClient.ensureQueryData(collectionsQueryOptions(shopfront)),
      queryClient.ensureQueryData(shopTermsQueryOptions(shopfront)),
    ])
    if (!resource || !resolveVariantSearch(resource.product, params.collection, deps)) throw invalidRouteNotFound()
  },
  pendingComponent: ProductSkeleton,
  component: ProductRoute,
})

function ProductRoute() {
  const params = Route.useParams()
  const search = Route.useSearch()
  const shopfront = useShopfront()
  const { data } = useSuspenseQuery(productQueryOptions(shopfront, params.product))
  const { data: collections } = useSuspenseQuery(collectionsQueryOptions(shopfront))
  const collectionTitle = collections.collections.find((c) => c.handle === params.collection)?.title ?? ''
  const selection = data && resolveVariantSearch(data.product, params.collection, search)
  // The loader has already answered 404 for these; rendered in place (not thrown), a stale
  // render of them keeps the layout and logs nothing.
  if (!data || !selection) return <NotFoundPage data={invalidRouteData} />
  return (
    <ProductPage
      product={data.product}
      currency={data.currency}
      collectionHandle={params.collection}
      collectionTitle={collectionTitle}
      colour={selection.colour}
      orientation={selection.orientation}
      purchase={(purchase) => (
        <>
          <AddToCartButton {...purchase} />
          <InBrowser>
            <SecondPass>
              <LateBoundary onError={() => undefined}>
                <PurchaseExtras sku={purchase.sku} soldOut={purchase.unavailableReason && purchase.name} />
              </LateBoundary>
            </SecondPass>
          </InBrowser>
        </>
      )}
    />
  )
}
