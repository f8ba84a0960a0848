import { join } from 'node:path'
import { ROOT } from '../config/environment.js'
import { signInToAdminApi, type AdminClient } from './adminClient.js'
import { readCatalogueFile } from './catalogueFile.js'
import { setUpChannel } from './channelSetup.js'
import { importCatalogue } from './importCatalogue.js'

const SEED_FILE = join(ROOT, 'server', 'seed', 'catalogue.json')

type Credentials = { superadminUsername: string; superadminPassword: string }

/**
 * The first start fills a database that has never held a product from the seed file; after that
 * the database is the truth (a product the owner deleted still counts, so nothing comes back).
 * It signs in only to seed: the owner may have changed the password since.
 */
export async function seedIfEmpty(
  adminApiUrl: string,
  { superadminUsername, superadminPassword }: Credentials,
  productsEverStored: () => Promise<number>,
): Promise<AdminClient | undefined> {
  if ((await productsEverStored()) > 0) return undefined
  const admin = await signInToAdminApi(adminApiUrl, superadminUsername, superadminPassword)
  const started = performance.now()
  console.log('Seeding the catalogue from server/seed/catalogue.json…')
  const catalogue = readCatalogueFile(SEED_FILE)
  await setUpChannel(admin)
  await importCatalogue(admin, catalogue)
  console.log(`Seeded ${catalogue.products.length} products in ${Math.round(performance.now() - started)} ms`)
  return admin
}
