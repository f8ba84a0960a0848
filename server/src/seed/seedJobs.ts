import { CollectionJobBuffer, JobQueueService, SearchIndexJobBuffer, type JobBuffer } from '@vendure/core'
import type { INestApplicationContext } from '@nestjs/common'

// Vendure's buffers under ids of their own: its DefaultSearchPlugin registers them under theirs when it buffers updates.
const seedBuffer = (buffer: JobBuffer, id: string): JobBuffer => ({
  id,
  collect: (job) => buffer.collect(job),
  reduce: (collected) => buffer.reduce(collected),
})

/**
 * Vendure's job buffers, kept in the database, gather the seed's few hundred collection and
 * search-index jobs; `release` queues them once, merged (docs/server.md).
 */
export function seedJobs(app: INestApplicationContext): { gather: () => void; release: () => Promise<void> } {
  const jobs = app.get(JobQueueService)
  const buffers = [
    seedBuffer(new CollectionJobBuffer(), 'shop-seed-apply-collection-filters'),
    seedBuffer(new SearchIndexJobBuffer(), 'shop-seed-update-search-index'),
  ]
  const buffered = async () => Object.values(await jobs.bufferSize(...buffers)).reduce((sum, size) => sum + size, 0)
  return {
    gather: () => buffers.forEach((buffer) => jobs.addBuffer(buffer)),
    release: async () => {
      // A change's jobs are added a moment after its commit: wait until the last ones are in.
      for (let before = -1, now = await buffered(); now !== before; before = now, now = await buffered()) {
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      await jobs.flush(...buffers)
      buffers.forEach((buffer) => jobs.removeBuffer(buffer))
    },
  }
}
