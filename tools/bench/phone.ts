/**
 * The phone every tap, keystroke and checkout of the bench is measured on (issue 34's profile): a
 * mid-tier Android phone, 412 × 823 CSS px at a device scale factor of 1.75, touch, CPU 4x slower;
 * taps and the checkout add its network, 150 ms round trips, 1.6 Mbps down and 750 kbps up.
 */
export const PHONE = {
  locale: 'en-US',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const

export const PHONE_CPU_SLOWDOWN = 4

export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }
