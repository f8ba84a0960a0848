import { createFileRoute } from '@tanstack/react-router'
import { StoryPage } from '@/features/story/StoryPage'
import { loadCatalogs, prefetchCatalogs } from '@/features/locale/i18n'
import { storyMessages } from '@/features/story/messages'

export const Route = createFileRoute('/our-story')({
  beforeLoad: () => prefetchCatalogs(storyMessages),
  loader: () => loadCatalogs(storyMessages),
  component: StoryPage,
})
