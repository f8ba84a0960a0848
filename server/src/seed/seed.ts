import { join } from 'node:path'
import { ROOT } from '../config/environment.js'
import { signInToAdminApi, type AdminClient } from './adminClient.js'
import { readCatalogueFile } from './catalogueFile.js'
import { setUpChannel } from './channelSetup.js'
import { importCatalogue } from './importCatalogue.js'

const SEED_FILE = join(ROOT, 'server', 'seed', 'catalogue.json')

type Credentials = { superadminUsername: string; superadminPassword: string }

export const SEED_PROGRESS_KEY = 'shop.catalogueSeed'

/** Where the seed's progress is kept (Vendure's settings store), and how many products were ever stored. */
export type SeedRecord = {
  progress: () => Promise<string | undefined>
  markProgress: (state: 'started' | 'done') => Promise<void>
  productsEverStored: () => Promise<number>
}

/**
 * The first start fills the database from the seed file; after that the database is the truth.
 * A seed cut short (a kill, a crash) resumes on the next start: the import is idempotent. A
 * database that held products before it kept a record (or whose owner deleted them) is never
 * seeded. It signs in only to seed: the owner may have changed the password since.
 */
export async function seedIfEmpty(
  adminApiUrl: string,
  { superadminUsername, superadminPassword }: Credentials,
  record: SeedRecord,
): Promise<AdminClient | undefined> {
  const progress = await record.progress()
  if (progress === 'done') return undefined
  if (progress === undefined && (await record.productsEverStored()) > 0) return undefined
  await record.markProgress('started')
  const admin = await signInToAdminApi(adminApiUrl, superadminUsername, superadminPassword)
  const started = performance.now()
  console.log('Seeding the catalogue from server/seed/catalogue.json…')
  const catalogue = readCatalogueFile(SEED_FILE)
  await setUpChannel(admin)
  await importCatalogue(admin, catalogue)
  await record.markProgress('done')
  console.log(`Seeded ${catalogue.products.length} products in ${Math.round(performance.now() - started)} ms`)
  return admin
}
