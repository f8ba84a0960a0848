import { createFileRoute } from '@tanstack/react-router'
import { ProductPage } from '@/features/catalogue/ProductPage'
import { invalidRouteNotFound } from '@/lib/routing'

export const Route = createFileRoute('/collections/$collection/products/$product')({
  loader: async ({ params }) => {
    const { findCollection, findProduct } = await import('@/features/catalogue/seedCatalogue')
    const collection = findCollection(params.collection)
    const product = findProduct(params.collection, params.product)
    if (!collection || !product) throw invalidRouteNotFound()
    return { collection, product }
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { collection, product } = Route.useLoaderData()
  return <ProductPage collection={collection} product={product} />
}
