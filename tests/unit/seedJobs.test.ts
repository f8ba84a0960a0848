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
  const reruns: Array<string> = []
  const rerunAll = async () => void reruns.push('every collection and the search index')
  return { storage, service, queued, jobs, reruns, rerunAll }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A job gathered just after the first flush has read the buffer, and stored either after the flush
 * ended, or before its delete, which Vendure's SQL storage runs after reading: that row goes unread.
 */
function lateJobDuringFirstFlush({ storage, service }: ReturnType<typeof vendureBuffers>, stored: 'after the flush' | 'before the delete') {
  const flush = storage.flush.bind(storage)
  const add = storage.add.bind(storage)
  let late: Promise<boolean> | undefined
  storage.flush = async (ids) => {
    if (late) return flush(ids)
    const read = await flush(ids)
    if (stored === 'after the flush') storage.add = async (id, job) => (await pause(120), add(id, job))
    late = service.add(collectionJob('late'))
    if (stored === 'before the delete') await pause(10).then(() => flush(ids))
    return read
  }
  return () => late
}

const collectionIds = (queued: Array<Job>) => queued.flatMap((job) => (job.data as { collectionIds: Array<string> }).collectionIds).sort()

describe('the seed’s jobs', () => {
  it('are queued once, merged, and the buffers are left empty', async () => {
    const { service, queued, jobs, rerunAll } = vendureBuffers()
    const seed = seedJobs(jobs, rerunAll)
    await seed.gather()
    for (const id of ['1', '2', '3']) await service.add(collectionJob(id))
    await seed.release()
    expect(queued).toHaveLength(1)
    expect(collectionIds(queued)).toEqual(['1', '2', '3'])
    expect(await service.bufferSize(['shop-seed-apply-collection-filters'])).toEqual({ 'shop-seed-apply-collection-filters': 0 })
    // Once released, a change's job goes to the queue as Vendure queues it.
    expect(await service.add(collectionJob('4'))).toBe(false)
  })

  it('include one gathered while the buffers are flushed and stored after: it is queued too, never left in the buffer', async () => {
    const buffers = vendureBuffers()
    const seed = seedJobs(buffers.jobs, buffers.rerunAll)
    await seed.gather()
    await buffers.service.add(collectionJob('1'))
    const late = lateJobDuringFirstFlush(buffers, 'after the flush')
    await seed.release()
    expect(await late()).toBe(true)
    expect(collectionIds(buffers.queued)).toEqual(['1', 'late'])
    expect(await buffers.service.bufferSize(['shop-seed-apply-collection-filters'])).toEqual({ 'shop-seed-apply-collection-filters': 0 })
    expect(buffers.reruns).toEqual([])
  })

  it('run every collection and the search index again when a flush deleted a job it never read', async () => {
    const buffers = vendureBuffers()
    const seed = seedJobs(buffers.jobs, buffers.rerunAll)
    await seed.gather()
    await buffers.service.add(collectionJob('1'))
    const late = lateJobDuringFirstFlush(buffers, 'before the delete')
    await seed.release()
    expect(await late()).toBe(true)
    expect(collectionIds(buffers.queued)).toEqual(['1'])
    expect(buffers.reruns).toEqual(['every collection and the search index'])
  })

  it('include what a start cut short left in the buffers, which outlive the process, and a late job after them', async () => {
    const cutShort = vendureBuffers()
    await seedJobs(cutShort.jobs, cutShort.rerunAll).gather()
    await cutShort.service.add(collectionJob('1'))
    const resumed = vendureBuffers(cutShort.storage)
    const seed = seedJobs(resumed.jobs, resumed.rerunAll)
    await seed.gather()
    await resumed.service.add(collectionJob('2'))
    const late = lateJobDuringFirstFlush(resumed, 'after the flush')
    await seed.release()
    expect(await late()).toBe(true)
    expect(collectionIds(resumed.queued)).toEqual(['1', '2', 'late'])
    expect(resumed.reruns).toEqual([])
  })
})
