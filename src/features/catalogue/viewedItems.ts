import * as v from 'valibot'
import { HANDLE } from '@/lib/shortlists/lists'
import { createStoredList } from '@/lib/shortlists/storedList'

const MAX_RECENT = 8

export const recentlyViewed = createStoredList({
  key: 'shop-recent',
  version: 1,
  item: v.pipe(v.string(), v.regex(HANDLE)),
  max: MAX_RECENT,
})

export function noteViewed(handle: string): void {
  recentlyViewed.write([handle, ...recentlyViewed.read().filter((item) => item !== handle)])
}
