import { join } from 'node:path'
import { ROOT } from '../config/environment.js'
import { signInToAdminApi, type AdminClient } from './adminClient.js'
import { readCatalogueFile } from './catalogueFile.js'
import { catalogueIsEmpty, importCatalogue } from './importCatalogue.js'

const SEED_FILE = join(ROOT, 'server', 'seed', 'catalogue.json')

type Credentials = { superadminUsername: string; superadminPassword: string }

/** The first start fills an empty database from the seed file; after that the database is the truth. */
export async function seedIfEmpty(
  adminApiUrl: string,
  { superadminUsername, superadminPassword }: Credentials,
): Promise<AdminClient | undefined> {
  const admin = await signInToAdminApi(adminApiUrl, superadminUsername, superadminPassword)
  if (!(await catalogueIsEmpty(admin))) return undefined
  const started = performance.now()
  console.log('Seeding the catalogue from server/seed/catalogue.json…')
  const catalogue = readCatalogueFile(SEED_FILE)
  await importCatalogue(admin, catalogue)
  console.log(`Seeded ${catalogue.products.length} products in ${Math.round(performance.now() - started)} ms`)
  return admin
}
