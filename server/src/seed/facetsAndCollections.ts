import type { AdminClient } from './adminClient.js'
import type { CatalogueFile, Text } from './catalogueFile.js'
import { holds } from './holds.js'

type FacetValue = { id: string; code: string }
type Facet = { id: string; code: string; values: FacetValue[] }
/** Keyed by `facet:value` code, e.g. `category:sofa`. */
export type FacetValueIds = Map<string, string>

export const names = (text: Text, extra: (language: 'en' | 'zh') => Record<string, unknown> = () => ({})) =>
  (['en', 'zh'] as const).map((languageCode) => ({ languageCode, name: text[languageCode], ...extra(languageCode) }))

/** Places a product in its collection; private, so shoppers filter by the others. */
export const COLLECTION_FACET = 'collection'

export async function importFacets(admin: AdminClient, catalogue: CatalogueFile): Promise<FacetValueIds> {
  const collectionFacet = {
    code: COLLECTION_FACET,
    name: { en: 'Collection', zh: '系列' },
    values: catalogue.collections.filter((c) => c.members === 'products').map((c) => ({ code: c.handle, name: c.title })),
    isPrivate: true,
  }
  const { facets } = await admin<{ facets: { items: Facet[] } }>(
    `{ facets(options: { take: 1000 }) { items {
      id code isPrivate translations { languageCode name } values { id code translations { languageCode name } }
    } } }`,
  )
  const ids: FacetValueIds = new Map()
  for (const facet of [...catalogue.facets.map((f) => ({ ...f, isPrivate: false })), collectionFacet]) {
    let known = facets.items.find((item) => item.code === facet.code)
    const input = { code: facet.code, isPrivate: facet.isPrivate, translations: names(facet.name) }
    if (known) {
      if (!holds(known, input))
        await admin(`mutation ($input: UpdateFacetInput!) { updateFacet(input: $input) { id } }`, { input: { id: known.id, ...input } })
    } else {
      known = (
        await admin<{ createFacet: Facet }>(
          `mutation ($input: CreateFacetInput!) { createFacet(input: $input) { id code values { id code } } }`,
          { input },
        )
      ).createFacet
    }
    const existing = known.values
    const updates = facet.values.flatMap((value) => {
      const current = existing.find((item) => item.code === value.code)
      const update = { code: value.code, translations: names(value.name) }
      return current && !holds(current, update) ? [{ id: current.id, ...update }] : []
    })
    const creations = facet.values
      .filter((value) => !existing.some((item) => item.code === value.code))
      .map((value) => ({ facetId: known.id, code: value.code, translations: names(value.name) }))
    if (updates.length)
      await admin(`mutation ($input: [UpdateFacetValueInput!]!) { updateFacetValues(input: $input) { id } }`, { input: updates })
    const created = creations.length
      ? (
          await admin<{ createFacetValues: FacetValue[] }>(
            `mutation ($input: [CreateFacetValueInput!]!) { createFacetValues(input: $input) { id code } }`,
            { input: creations },
          )
        ).createFacetValues
      : []
    for (const value of [...existing, ...created]) ids.set(`${facet.code}:${value.code}`, value.id)
  }
  return ids
}

export async function importCollections(admin: AdminClient, catalogue: CatalogueFile, facetValueIds: FacetValueIds): Promise<void> {
  const { collections } = await admin<{ collections: { items: Array<{ id: string; slug: string }> } }>(
    `{ collections(options: { take: 1000 }) { items {
      id slug isPrivate inheritFilters filters { code arguments: args { name value } }
      translations { languageCode name slug description } customFields { drawing colour }
    } } }`,
  )
  for (const collection of catalogue.collections) {
    const filter =
      collection.members === 'on-sale'
        ? { code: 'on-sale', arguments: [] }
        : {
            code: 'facet-value-filter',
            arguments: [
              { name: 'facetValueIds', value: JSON.stringify([facetValueIds.get(`${COLLECTION_FACET}:${collection.handle}`)]) },
              { name: 'containsAny', value: 'false' },
            ],
          }
    const input = {
      isPrivate: false,
      inheritFilters: false,
      filters: [filter],
      translations: names(collection.title, (language) => ({ slug: collection.handle, description: collection.description[language] })),
      customFields: { drawing: collection.drawing, colour: collection.colour },
    }
    const known = collections.items.find((item) => item.slug === collection.handle)
    if (known) {
      // Filters given anew are applied anew: every product is checked against them again.
      if (!holds(known, input))
        await admin(`mutation ($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }`, {
          input: { id: known.id, ...input },
        })
    } else await admin(`mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { id } }`, { input })
  }
}
