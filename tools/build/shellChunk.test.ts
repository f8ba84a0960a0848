import { describe, expect, it } from 'vitest'
import { shellChunk } from './shellChunk'

function context(graph: Record<string, Array<string>>) {
  return { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id]! } : null) }
}

const graph = context({
  '/src/main.tsx': ['/src/lib/chunkErrors.ts', '\0vite/preload-helper.js'],
  '/src/startShop.tsx': ['/src/router.tsx', '/src/lib/chunkErrors.ts'],
  '/src/router.tsx': ['/node_modules/@tanstack/react-router/index.js', '\0vite/preload-helper.js'],
  '/src/routes/faq.tsx': ['/src/ui/PageHeader.tsx'],
})

describe('shellChunk', () => {
  const group = shellChunk('/src/startShop.tsx', { entry: '/src/main.tsx' })
  const chunkOf = (id: string) => group.name(id, graph)

  it('takes the start module and everything it imports statically into the shell', () => {
    expect(chunkOf('/src/startShop.tsx')).toBe('shell')
    expect(chunkOf('/src/router.tsx')).toBe('shell')
    expect(chunkOf('/node_modules/@tanstack/react-router/index.js')).toBe('shell')
  })

  it("puts what the entry imports statically in 'boot', so the entry never imports the shell", () => {
    expect(chunkOf('/src/lib/chunkErrors.ts')).toBe('boot')
    expect(chunkOf('\0vite/preload-helper.js')).toBe('boot')
    expect(chunkOf('/src/main.tsx')).toBeNull()
  })

  it('leaves route code to Rolldown', () => {
    expect(chunkOf('/src/routes/faq.tsx')).toBeNull()
  })
})
