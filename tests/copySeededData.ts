import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { copySeededData } from '../tools/build/seededData.ts'

// The browser suite's shop starts on a copy of the run's seeded data folder (playwright.config.ts); a folder that holds a shop already is kept.
const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: node tests/copySeededData.ts DATA_DIR')
if (!existsSync(join(dataDir, 'vendure.sqlite'))) await copySeededData(new URL('..', import.meta.url).pathname, dataDir)
