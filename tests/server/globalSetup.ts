import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startShop } from './shopProcess.ts'

/**
 * One folder for every data folder this run's shops write, removed when the run ends; and one
 * shop seeded from the data file, stopped, whose folder and database the others start from.
 */
export default async function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'woodnest-server-tests-'))
  process.env.SHOP_TEST_TMP = folder
  const seeded = await startShop({ firstStart: true })
  await seeded.stop()
  process.env.SHOP_TEST_SEEDED = seeded.dataDir
  return () => rmSync(folder, { recursive: true, force: true })
}
