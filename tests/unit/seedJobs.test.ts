// @vitest-environment node
import { InMemoryJobBufferStorageStrategy, Job, type ConfigService } from '@vendure/core'
// Vendure's own buffer registry, which JobQueueService hands these calls to (not exported from the package's index).
import { JobBufferService } from '@vendure/core/dist/job-queue/job-buffer/job-buffer.service.js'
import { describe, expect, it } from 'vitest'
import { seedJobs, type JobBuffers } from '../../server/src/seed/seedJobs.ts'

const collectionJob = (id: string) => new Job({ queueName: 'apply-collection-filters', data: { collectionIds: [id], ctx: {} } })

/** Vendure's buffers on its in-memory storage; what they queue is kept in `queued`. */
function vendureBuffers(storage = new InMemoryJobBufferStorageStrategy()) {
  const queued: Array<Job> = []
  const config = {
    jobQueueOptions: { jobBufferStorageStrategy: storage, jobQueueStrategy: { add: async (job: Job) => (queued.push(job), job) } },
  }
  const service = new JobBufferService(config as unknown as ConfigService)
  const jobs: JobBuffers = {
    addBuffer: (buffer) => service.addBuffer(buffer),
    removeBuffer: (buffer) => service.removeBuffer(buffer),
    bufferSize: (...buffers) => service.bufferSize(buffers),
    flush: (...buffers) => service.flush(buffers),
  }
  return { storage, service, queued, jobs }
}

const collectionIds = (queued: Array<Job>) => queued.flatMap((job) => (job.data as { collectionIds: Array<string> }).collectionIds).sort()

describe('the seed’s jobs', () => {
  it('are queued once, merged, and the buffers are left empty', async () => {
    const { service, queued, jobs } = vendureBuffers()
    const seed = seedJobs(jobs)
    await seed.gather()
    for (const id of ['1', '2', '3']) await service.add(collectionJob(id))
    await seed.release()
    expect(queued).toHaveLength(1)
    expect(collectionIds(queued)).toEqual(['1', '2', '3'])
    expect(await service.bufferSize(['shop-seed-apply-collection-filters'])).toEqual({ 'shop-seed-apply-collection-filters': 0 })
    // Once released, a change's job goes to the queue as Vendure queues it.
    expect(await service.add(collectionJob('4'))).toBe(false)
  })

  it('include one gathered while the buffers are flushed: it is queued too, never left in the buffer', async () => {
    const { storage, service, queued, jobs } = vendureBuffers()
    const seed = seedJobs(jobs)
    await seed.gather()
    await service.add(collectionJob('1'))
    // The late job is gathered just after the first flush has read the buffer, and stored a moment later.
    const flush = storage.flush.bind(storage)
    const add = storage.add.bind(storage)
    let late: Promise<boolean> | undefined
    storage.flush = async (ids) => {
      const read = await flush(ids)
      if (!late) {
        storage.add = async (id, job) => (await new Promise((resolve) => setTimeout(resolve, 120)), add(id, job))
        late = service.add(collectionJob('2'))
      }
      return read
    }
    await seed.release()
    expect(await late).toBe(true)
    expect(collectionIds(queued)).toEqual(['1', '2'])
    expect(await service.bufferSize(['shop-seed-apply-collection-filters'])).toEqual({ 'shop-seed-apply-collection-filters': 0 })
  })

  it('include what a start cut short left in the buffers, which outlive the process', async () => {
    const cutShort = vendureBuffers()
    await seedJobs(cutShort.jobs).gather()
    await cutShort.service.add(collectionJob('1'))
    const resumed = vendureBuffers(cutShort.storage)
    const seed = seedJobs(resumed.jobs)
    await seed.gather()
    await resumed.service.add(collectionJob('2'))
    await seed.release()
    expect(collectionIds(resumed.queued)).toEqual(['1', '2'])
  })
})
