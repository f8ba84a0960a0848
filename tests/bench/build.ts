import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** `npm run build` through the project's own Vite (as `npm start` does); resolves to the wall time in ms. */
export function buildShop(root: string): Promise<number> {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    // Vite's output is shown only when the build fails.
    const output: Array<Buffer> = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Math.round(performance.now() - started))
      process.stderr.write(Buffer.concat(output))
      reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`))
    })
  })
}
