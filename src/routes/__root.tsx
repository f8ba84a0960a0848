import type { ReactNode } from 'react'
import { Outlet, createRootRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { AppShell } from '@/features/layout/AppShell'
import { ErrorPage } from '@/features/errors/ErrorPage'
import { NotFoundPage } from '@/features/errors/NotFoundPage'
import { ThemeToggle } from '@/features/theme/ThemeToggle'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
})

function Layout({ children }: { children: ReactNode }) {
  return <AppShell headerActions={<ThemeToggle />}>{children}</AppShell>
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  )
}

// An error in the root itself replaces the root component: keep the layout around it.
function RootError(props: ErrorComponentProps) {
  return (
    <Layout>
      <ErrorPage {...props} />
    </Layout>
  )
}
