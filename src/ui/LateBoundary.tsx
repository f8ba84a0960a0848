import { Component, Suspense, type ReactNode } from 'react'

/**
 * Around a part of the page that loads its code late (the cart drawer, the hourly build check):
 * while it loads, nothing; if it cannot load (offline, or a redeploy removed the chunk), it
 * reports through `onError` and shows nothing, instead of the error taking the whole page.
 * The parent decides when to try again (a new `key`).
 */
export class LateBoundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    this.props.onError(error)
  }

  render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>
  }
}
