/** Imported on its own by `main.tsx` so React DOM's evaluation is a task of its own (vite.config.ts, `react`). */
export { createRoot, hydrateRoot } from 'react-dom/client'
