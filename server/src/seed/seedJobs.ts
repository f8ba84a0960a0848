import { CollectionJobBuffer, SearchIndexJobBuffer, type JobBuffer, type JobQueueService } from '@vendure/core'

export type JobBuffers = Pick<JobQueueService, 'addBuffer' | 'removeBuffer' | 'bufferSize' | 'flush'>

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Vendure's job buffers, kept in the database, gather the seed's few hundred collection and
 * search-index jobs; `release` queues them once, merged (docs/server.md).
 */
export function seedJobs(jobs: JobBuffers): { gather: () => Promise<void>; release: () => Promise<void> } {
  // What a start cut short left in the buffers counts as gathered: this start queues it.
  let collected = 0
  let queued = 0
  // Vendure's buffers under ids of their own: its DefaultSearchPlugin registers them under theirs when it buffers updates.
  const seedBuffer = (buffer: JobBuffer, id: string): JobBuffer => ({
    id,
    collect: async (job) => {
      const gathered = await buffer.collect(job)
      if (gathered) collected += 1
      return gathered
    },
    reduce: (jobsOfBuffer) => {
      queued += jobsOfBuffer.length
      return buffer.reduce(jobsOfBuffer)
    },
  })
  const buffers = [
    seedBuffer(new CollectionJobBuffer(), 'shop-seed-apply-collection-filters'),
    seedBuffer(new SearchIndexJobBuffer(), 'shop-seed-update-search-index'),
  ]
  const buffered = async () => Object.values(await jobs.bufferSize(...buffers)).reduce((sum, size) => sum + size, 0)
  return {
    gather: async () => {
      collected += await buffered()
      buffers.forEach((buffer) => jobs.addBuffer(buffer))
    },
    release: async () => {
      // A change's jobs are added a moment after its commit: wait until the last ones are in.
      for (let before = -1, now = await buffered(); now !== before; before = now, now = await buffered()) await pause(250)
      // A job gathered while a flush runs is stored after the flush read the buffer: flush again until
      // every gathered job is queued.
      await jobs.flush(...buffers)
      for (let tries = 0; queued < collected && tries < 40; tries += 1) {
        await pause(50)
        await jobs.flush(...buffers)
      }
      if (queued < collected) console.warn(`The seed queued ${queued} of the ${collected} jobs it gathered`)
      buffers.forEach((buffer) => jobs.removeBuffer(buffer))
    },
  }
}
