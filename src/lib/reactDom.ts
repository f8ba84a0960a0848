/**
 * React DOM's client, imported on its own by the entry (`main.tsx`) so that its evaluation, the
 * largest part of the code a page starts with, is a task of its own (see vite.config.ts, `react`).
 */
export { createRoot, hydrateRoot } from 'react-dom/client'
