// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OutputBundle } from 'rolldown'
import { COMPILE_ALL_HINT, compileHints } from './compileHints'

const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-abc.js`, code })

function generate(names: Array<string>, bundle: Record<string, ReturnType<typeof chunk>>) {
  const hook = compileHints(names).generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void }
  hook.handler({}, bundle as unknown as OutputBundle)
  return bundle
}

describe('compileHints', () => {
  it('puts V8’s hint on the first line of the named chunks only, above what Vite put there', () => {
    const bundle = generate(['react', 'shell'], {
      react: chunk('react', 'import{t}from"./runtime.js";'),
      shell: chunk('shell', 'const __vite__mapDeps=(i)=>i;'),
      faq: chunk('faq', 'export const faq=1;'),
    })
    expect(bundle.react!.code).toBe(`${COMPILE_ALL_HINT}\nimport{t}from"./runtime.js";`)
    expect(bundle.shell!.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(bundle.faq!.code).toBe('export const faq=1;')
  })

  it('fails the build when a named chunk is missing, rather than quietly hinting nothing', () => {
    expect(() => generate(['shell'], { react: chunk('react', '') })).toThrow('compileHints: the build has no chunk named "shell"')
  })
})
