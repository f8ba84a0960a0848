import { useEffect, useState } from 'react'

export type Platform = 'ios' | 'android' | 'huawei' | 'other'

// iPadOS 13+ says "Macintosh" but, unlike a Mac, has a touch screen; Huawei and Honor phones lack Google Play.
export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios'
  if (/HarmonyOS|OpenHarmony|HUAWEI|HONOR/i.test(userAgent)) return 'huawei'
  if (/Android/.test(userAgent)) return 'android'
  return 'other'
}

// Known after the first render, which must not depend on the browser.
export function usePlatform(): Platform {
  const [platform, setPlatform] = useState<Platform>('other')
  useEffect(() => {
    setPlatform(detectPlatform(navigator.userAgent, navigator.maxTouchPoints))
  }, [])
  return platform
}
