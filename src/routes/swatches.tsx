import { createFileRoute } from '@tanstack/react-router'
import { SwatchesPage } from '@/features/swatches/SwatchesPage'
import { swatchesQueryOptions } from '@/lib/storefront/queries'

export const Route = createFileRoute('/swatches')({
  // In the loader, so that the prerendered page holds the swatches and nothing moves as it hydrates.
  loader: ({ context: { queryClient, shopfront } }) => queryClient.ensureQueryData(swatchesQueryOptions(shopfront)),
  component: SwatchesPage,
})
