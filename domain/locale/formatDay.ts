import type { Locale } from './locales.ts'

const formats = new Map<Locale, Intl.DateTimeFormat>()

/** A calendar day (`2027-01-12`) as a shopper reads it: "Tuesday 12 January", "1月12日星期二". */
export function formatDay(day: string, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    const options = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const
    format = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', options)
    formats.set(locale, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}

const dates = new Map<Locale, Intl.DateTimeFormat>()

/** A moment (an ISO time) as the day it fell on where the shopper is: "7 December 2026", "2026年12月7日". */
export function formatDate(moment: string, locale: Locale): string {
  let format = dates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'long' })
    dates.set(locale, format)
  }
  return format.format(new Date(moment))
}
