import { Component, Suspense, type ReactNode } from 'react'

// If its late code cannot load (offline, a redeploy) it reports and shows nothing; the parent decides how to try again.
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
