import type { AdminClient } from './adminClient.js'
import type { CatalogueFile } from './catalogueFile.js'
import { importCollections, importFacets } from './facetsAndCollections.js'
import { openInMarkets } from './marketsImport.js'
import { importProducts, type ImportCounts, type WrittenPrices } from './products.js'
import { importSwatches } from './swatches.js'

/**
 * Idempotent and deletes nothing; stock, `enabled` and facet values the owner added are the shop's:
 * an update leaves them. What the shop already holds is not written again (holds.ts).
 */
export async function importCatalogue(admin: AdminClient, catalogue: CatalogueFile): Promise<ImportCounts> {
  const facetValueIds = await importFacets(admin, catalogue)
  await importCollections(admin, catalogue, facetValueIds)
  const priced: Array<WrittenPrices> = []
  const counts = await importProducts(admin, catalogue, facetValueIds, priced)
  await importSwatches(admin, catalogue)
  await openInMarkets(admin, priced, {
    variantIds: priced.map(({ id }) => id),
    collectionSlugs: catalogue.collections.map(({ handle }) => handle),
    facetValueIds: [...facetValueIds.values()],
  })
  return counts
}

/** Collection members and the search index follow through Vendure's job queue: the import is done when those jobs are. */
export async function jobsDone(admin: AdminClient, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { jobs } = await admin<{ jobs: { totalItems: number } }>(
      `{ jobs(options: { take: 0, filter: { state: { in: ["PENDING", "RUNNING", "RETRYING"] } } }) { totalItems } }`,
    )
    if (jobs.totalItems === 0) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('Vendure’s jobs (collections, search index) did not finish within two minutes')
}
