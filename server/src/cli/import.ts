import { resolve } from 'node:path'
import { loadSecrets } from '../config/environment.js'
import { signInToAdminApi } from '../seed/adminClient.js'
import { readCatalogueFile } from '../seed/catalogueFile.js'
import { importCatalogue, jobsDone } from '../seed/importCatalogue.js'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run import <catalogue.json>   (the shop must be running: npm start)')
  process.exit(2)
}
const origin = process.env.SHOP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`
try {
  // npm runs scripts from the repository's root; the path is as typed where npm was started.
  const catalogue = readCatalogueFile(resolve(process.env.INIT_CWD ?? process.cwd(), file))
  const { secrets } = loadSecrets()
  const admin = await signInToAdminApi(`${origin}/admin-api`, secrets.superadminUsername, secrets.superadminPassword)
  const { added, updated, unchanged } = await importCatalogue(admin, catalogue)
  await jobsDone(admin)
  console.log(`Imported ${file} into ${origin}. Products: ${added} new, ${updated} updated, ${unchanged} unchanged.`)
} catch (error) {
  const reason =
    (error as Error).cause instanceof Error && (error as Error).message === 'fetch failed'
      ? `no shop answers at ${origin} (start it with npm start)`
      : (error as Error).message
  console.error(`Import failed: ${reason}`)
  process.exit(1)
}
