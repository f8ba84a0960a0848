// @vitest-environment node
import { afterAll, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'

let server: ViteDevServer | undefined
afterAll(async () => {
  await server?.close()
  delete process.env['PSEUDO_LOCALE']
})

it('npm run dev:pseudo serves the English words as pseudo-English', async () => {
  process.env['PSEUDO_LOCALE'] = '1'
  server = await createServer({
    root: `${import.meta.dirname}/../..`,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })
  const code = (await server.transformRequest('/src/locales/en/messages.po'))?.code ?? ''
  const { messages } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { messages: Record<string, unknown> }
  const words = Object.values(messages)
    .flat()
    .filter((part): part is string => typeof part === 'string')
  expect(words.length).toBeGreaterThan(10)
  expect(words.every((part) => !/^[A-Za-z ,.]{6,}$/.test(part))).toBe(true)
  expect(words.filter((part) => part.startsWith('⟦')).length).toBeGreaterThan(10)
})
