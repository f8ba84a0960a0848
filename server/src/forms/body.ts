import type { IncomingMessage } from 'node:http'

export type BodyResult = { kind: 'ok'; body: Buffer } | { kind: 'too-large' } | { kind: 'aborted' }

// Stops reading at the chunk that crosses the limit (chunked, or a lying length), so no client makes the server hold more.
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve({ kind: 'too-large' })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BodyResult) => {
      req.off('data', onData).off('end', onEnd).off('error', onAbort).off('close', onAbort)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) {
        chunks.push(chunk)
        return
      }
      req.pause()
      finish({ kind: 'too-large' })
    }
    const onEnd = () => finish({ kind: 'ok', body: Buffer.concat(chunks, size) })
    const onAbort = () => finish({ kind: 'aborted' })
    req.on('data', onData).on('end', onEnd).on('error', onAbort).on('close', onAbort)
  })
}
