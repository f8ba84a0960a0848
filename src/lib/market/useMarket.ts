import { DEFAULT_MARKET, type Market } from '#domain/markets/markets'
import { useLocale } from '@/lib/locale/useLocale'

export function useMarket(): Market {
  return DEFAULT_MARKET[useLocale()]
}
