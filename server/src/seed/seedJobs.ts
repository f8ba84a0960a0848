import { CollectionJobBuffer, SearchIndexJobBuffer, type JobBuffer, type JobQueueService } from '@vendure/core'

export type JobBuffers = Pick<JobQueueService, 'addBuffer' | 'removeBuffer' | 'bufferSize' | 'flush'>

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Vendure's job buffers, kept in the database, gather the seed's few hundred collection and
 * search-index jobs; `release` queues them once, merged (docs/server.md).
 */
export function seedJobs(jobs: JobBuffers, rerunAll: () => Promise<void>): { gather: () => Promise<void>; release: () => Promise<void> } {
  // What a start cut short left in the buffers counts as gathered: this start queues it.
  let collected = 0
  let queued = 0
  // Vendure's buffers under ids of their own: its DefaultSearchPlugin registers them under theirs when it buffers updates.
  const seedBuffer = (buffer: JobBuffer, id: string): JobBuffer => ({
    id,
    // Counted as it is called, before Vendure stores it: `release` never removes a buffer with a job on its way in.
    collect: (job) => {
      const gathered = buffer.collect(job) as boolean
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
      // A job gathered while a flush runs may be stored after the flush read the buffer: flush again
      // until every gathered job is queued. Vendure's SQL storage deletes a buffer's rows after reading
      // them, so one stored in between is lost: then every collection and the search index run again.
      await jobs.flush(...buffers)
      for (let tries = 0; queued < collected && tries < 40; tries += 1) {
        await pause(50)
        await jobs.flush(...buffers)
      }
      buffers.forEach((buffer) => jobs.removeBuffer(buffer))
      if (queued >= collected) return
      console.warn(
        `The seed's buffers queued ${queued} of the ${collected} jobs they gathered: every collection and the search index run again`,
      )
      await rerunAll()
    },
  }
}
