import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** Runs one build step with this Node; its output is shown only when it fails. */
function step(root: string, args: Array<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    // What is measured is the production build, whatever NODE_ENV the shell has.
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    const output: Array<Buffer> = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      process.stderr.write(Buffer.concat(output))
      reject(new Error(`${args.join(' ')} failed (${signal ?? `exit code ${code}`})`))
    })
  })
}

/** `npm run build` (the server, Vite, then the prerendered pages); resolves to the wall time in ms. */
export async function buildShop(root: string): Promise<number> {
  const started = performance.now()
  await step(root, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'])
  await step(root, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'])
  await step(root, [join(root, 'tools', 'build', 'prerender.ts')])
  return Math.round(performance.now() - started)
}
