import type { CollectionPageResource, CollectionsResource, ProductResource, Variant } from '#domain/storefront/schemas'
import type { Locale } from '#domain/locale/locales'
import { MARKET_SETUP, type Market } from '#domain/markets/markets'
import type { Localized } from '@/lib/locale/useLocale'

export type JsonLd = Record<string, unknown>

export type PageFacts = {
  routeId: string
  locale: Locale
  market: Market
  url: (path: string) => string
  shopName: string
  homeName: string
  collection?: CollectionPageResource
  product?: ProductResource
  collections?: CollectionsResource
  collectionHandle?: string
  faq: ReadonlyArray<{ items: ReadonlyArray<{ q: Localized; a: Localized }> }>
  videos: ReadonlyArray<{
    title: Localized
    summary: Localized
    seconds: number
    uploaded: string
    sources: Record<Locale, { provider: string; id: string }>
  }>
}

const CONTEXT = 'https://schema.org'

function organization(facts: PageFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: facts.shopName,
    url: facts.url('/'),
    logo: facts.url('/favicon.svg'),
    email: MARKET_SETUP[facts.market].email,
    telephone: MARKET_SETUP[facts.market].phone,
  }
}

function breadcrumbs(facts: PageFacts, trail: Array<{ name: string; path: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: facts.homeName, path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: facts.url(crumb.path),
    })),
  }
}

function availability(variant: Variant): string {
  if (variant.stock > 0) return `${CONTEXT}/InStock`
  return variant.available ? `${CONTEXT}/BackOrder` : `${CONTEXT}/OutOfStock`
}

function collectionTitle(facts: PageFacts, handle: string): string {
  return facts.collections?.collections.find((collection) => collection.handle === handle)?.title ?? handle
}

function productData(facts: PageFacts, { product, currency }: ProductResource): Array<JsonLd> {
  const path = `/collections/${product.collection}/products/${product.handle}`
  return [
    {
      '@context': CONTEXT,
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.variants[0]?.sku ?? product.handle,
      category: product.category,
      material: product.materials,
      brand: { '@type': 'Brand', name: facts.shopName },
      url: facts.url(path),
      offers: product.variants.map((variant) => ({
        '@type': 'Offer',
        sku: variant.sku,
        price: variant.price.toFixed(2),
        priceCurrency: currency,
        availability: availability(variant),
        itemCondition: `${CONTEXT}/NewCondition`,
        url: facts.url(`${path}?colour=${variant.colour}${variant.orientation ? `&orientation=${variant.orientation}` : ''}`),
      })),
    },
    breadcrumbs(facts, [
      {
        name: collectionTitle(facts, facts.collectionHandle ?? product.collection),
        path: `/collections/${facts.collectionHandle ?? product.collection}`,
      },
      { name: product.name, path },
    ]),
  ]
}

function collectionData(facts: PageFacts, { collection, products }: CollectionPageResource): Array<JsonLd> {
  return [
    {
      '@context': CONTEXT,
      '@type': 'ItemList',
      name: collection.title,
      description: collection.description,
      numberOfItems: products.length,
      itemListElement: products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: product.name,
        url: facts.url(`/collections/${product.collection}/products/${product.handle}`),
      })),
    },
    breadcrumbs(facts, [{ name: collection.title, path: `/collections/${collection.handle}` }]),
  ]
}

function faqData(facts: PageFacts): Array<JsonLd> {
  return [
    {
      '@context': CONTEXT,
      '@type': 'FAQPage',
      mainEntity: facts.faq
        .flatMap((group) => group.items)
        .map((item) => ({
          '@type': 'Question',
          name: item.q[facts.locale],
          acceptedAnswer: { '@type': 'Answer', text: item.a[facts.locale] },
        })),
    },
  ]
}

function duration(seconds: number): string {
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`
}

function videoData(facts: PageFacts): Array<JsonLd> {
  return facts.videos.map((video) => {
    const source = video.sources[facts.locale]
    return {
      '@context': CONTEXT,
      '@type': 'VideoObject',
      name: video.title[facts.locale],
      description: video.summary[facts.locale],
      duration: duration(video.seconds),
      uploadDate: video.uploaded,
      // Our posters are drawn in the page; the host's own still is the thumbnail a search shows.
      ...(source.provider === 'youtube' ? { thumbnailUrl: `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` } : {}),
      embedUrl:
        source.provider === 'youtube'
          ? `https://www.youtube-nocookie.com/embed/${source.id}`
          : `https://player.bilibili.com/player.html?bvid=${source.id}`,
      url: facts.url('/videos'),
    }
  })
}

// Prerendered HTML only: search engines read it there, and the browser never has to build it.
export function pageStructuredData(facts: PageFacts): Array<JsonLd> {
  switch (facts.routeId) {
    case '/':
      return [organization(facts)]
    case '/collections/$collection/':
      return facts.collection ? collectionData(facts, facts.collection) : []
    case '/collections/$collection/products/$product':
      return facts.product ? productData(facts, facts.product) : []
    case '/faq':
      return faqData(facts)
    case '/videos':
      return videoData(facts)
    default:
      return []
  }
}
