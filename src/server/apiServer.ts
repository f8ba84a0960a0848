// For tests: `node src/server/apiServer.ts --db x.sqlite [--port 0] [--rate-limit 30|0]` prints `{"port":…}` once listening.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { createApiHandler } from './api/handler.ts'

const { values } = parseArgs({
  options: { db: { type: 'string' }, port: { type: 'string', default: '0' }, 'rate-limit': { type: 'string', default: '30' } },
})
if (!values.db) {
  console.error('Usage: node src/server/apiServer.ts --db <file> [--port <n>] [--rate-limit <per minute>]')
  process.exit(2)
}
const perMinute = Number(values['rate-limit'])
const api = createApiHandler({ dbPath: values.db, rateLimit: perMinute > 0 ? { max: perMinute, windowMs: 60_000 } : false })
const server = createServer((req, res) => {
  if (api(req, res)) return
  res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"error":"not-found"}')
})
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(JSON.stringify({ port: (server.address() as AddressInfo).port }))
})
process.on('SIGTERM', () => server.close(() => api.close()))
