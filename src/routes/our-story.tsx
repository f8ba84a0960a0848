import { createFileRoute } from '@tanstack/react-router'
import { StoryPage } from '@/features/story/StoryPage'

export const Route = createFileRoute('/our-story')({
  component: StoryPage,
})
