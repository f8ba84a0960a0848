export type TaxLine = { rate: number; amount: number }

/** Each rate charged; untaxed delivery's 0 % line only when nothing else is (a US state without sales tax). */
export function shownTaxLines(lines: ReadonlyArray<TaxLine>, included: boolean): ReadonlyArray<TaxLine> {
  const charged = lines.filter((line) => line.rate > 0)
  return charged.length > 0 || included ? charged : [{ rate: 0, amount: 0 }]
}

export const formatRate = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100)
