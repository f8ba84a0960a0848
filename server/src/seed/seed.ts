import { join } from 'node:path'
import { ROOT } from '../config/environment.js'
import { signInToAdminApi, type AdminClient } from './adminClient.js'
import { readCatalogueFile } from './catalogueFile.js'
import { setUpChannel } from './channelSetup.js'
import { importCatalogue } from './importCatalogue.js'

const SEED_FILE = join(ROOT, 'server', 'seed', 'catalogue.json')

type Credentials = { superadminUsername: string; superadminPassword: string }

export const SEED_PROGRESS_KEY = 'shop.catalogueSeed'

export type SeedRecord = {
  progress: () => Promise<string | undefined>
  markProgress: (state: 'started' | 'done') => Promise<void>
  productsEverStored: () => Promise<number>
  /** Gathers the jobs the seed's changes queue, and queues them merged before the seed is marked done. */
  jobs: { gather: () => Promise<void>; release: () => Promise<void> }
}

/** A seed cut short resumes (the import is idempotent); a database that ever held products is never seeded. */
export async function seedIfEmpty(
  adminApiUrl: string,
  { superadminUsername, superadminPassword }: Credentials,
  record: SeedRecord,
): Promise<AdminClient | undefined> {
  const progress = await record.progress()
  if (progress === 'done') return undefined
  if (progress === undefined && (await record.productsEverStored()) > 0) return undefined
  await record.markProgress('started')
  await record.jobs.gather()
  // Signs in only to seed: the owner may have changed the password since.
  const admin = await signInToAdminApi(adminApiUrl, superadminUsername, superadminPassword)
  const started = performance.now()
  console.log('Seeding the catalogue from server/seed/catalogue.json…')
  const catalogue = readCatalogueFile(SEED_FILE)
  await setUpChannel(admin)
  await importCatalogue(admin, catalogue)
  await record.jobs.release()
  await record.markProgress('done')
  console.log(`Seeded ${catalogue.products.length} products in ${Math.round(performance.now() - started)} ms`)
  return admin
}
