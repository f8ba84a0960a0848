import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** One folder for every data folder this run's shops write; removed when the run ends. */
export default function setup() {
  const folder = mkdtempSync(join(tmpdir(), 'woodnest-server-tests-'))
  process.env.SHOP_TEST_TMP = folder
  return () => rmSync(folder, { recursive: true, force: true })
}
