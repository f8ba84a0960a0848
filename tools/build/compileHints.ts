import type { Plugin } from 'vite'

/** V8's magic comment (Chrome 136+): compile all of the file's functions as it loads. Only as the first line. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad'

/** Only for chunks whose functions nearly all run at start (docs/performance.md); added after hashing, the same line on every build. */
export function compileHints(chunkNames: ReadonlyArray<string>): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has added its own first line (`__vite__mapDeps`) to the chunks that need one.
      order: 'post',
      handler(_options, bundle) {
        for (const name of chunkNames) {
          const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === name)
          if (chunk?.type !== 'chunk') throw new Error(`compileHints: the build has no chunk named "${name}"`)
          chunk.code = `${COMPILE_ALL_HINT}\n${chunk.code}`
        }
      },
    },
  }
}
