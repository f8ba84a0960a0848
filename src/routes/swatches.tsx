import { createFileRoute } from '@tanstack/react-router'
import { SwatchesPage } from '@/features/cart/SwatchesPage'

export const Route = createFileRoute('/swatches')({
  component: SwatchesPage,
})
