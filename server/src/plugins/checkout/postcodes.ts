/** Transit days from the warehouse (Columbus, Ohio; Kunshan, near Shanghai); Chinese postcodes by province (first two digits). */
export type Region = { country: 'US' | 'CN'; region: string; transitDays: readonly [number, number] }

export type PostcodeProblem = 'malformed' | 'unknown'

const US_ZIP = /^(\d{5})(?:-\d{4})?$/
const CN_POSTCODE = /^\d{6}$/

// ZIP prefixes no van reaches: military post (APO/FPO) and the Pacific territories.
const US_UNSERVED = [
  [90, 99],
  [340, 340],
  [962, 969],
] as const
// Alaska and Hawaii go by sea and road; they are served, slowly.
const US_FAR = [
  [967, 968],
  [995, 999],
] as const

const US_BY_FIRST_DIGIT: Record<string, Pick<Region, 'region' | 'transitDays'>> = {
  '0': { region: 'US-NE', transitDays: [3, 5] },
  '1': { region: 'US-NE', transitDays: [2, 4] },
  '2': { region: 'US-SE', transitDays: [3, 5] },
  '3': { region: 'US-SE', transitDays: [4, 6] },
  '4': { region: 'US-MW', transitDays: [1, 3] },
  '5': { region: 'US-MW', transitDays: [3, 5] },
  '6': { region: 'US-MW', transitDays: [3, 5] },
  '7': { region: 'US-S', transitDays: [4, 6] },
  '8': { region: 'US-W', transitDays: [5, 8] },
  '9': { region: 'US-W', transitDays: [6, 9] },
}

const CN_REGIONS: ReadonlyArray<{ region: string; transitDays: readonly [number, number]; prefixes: ReadonlyArray<string> }> = [
  // Shanghai, Jiangsu, Zhejiang, Anhui
  { region: 'CN-E', transitDays: [1, 3], prefixes: ['20', '21', '22', '23', '24', '31', '32'] },
  // Beijing, Tianjin, Hebei, Shandong, Fujian, Jiangxi, Henan, Hubei, Hunan, Guangdong
  {
    region: 'CN-C',
    transitDays: [2, 4],
    prefixes: [
      '10',
      '30',
      '05',
      '06',
      '07',
      '25',
      '26',
      '27',
      '33',
      '34',
      '35',
      '36',
      '41',
      '42',
      '43',
      '44',
      '45',
      '46',
      '47',
      '51',
      '52',
    ],
  },
  // Shanxi, Inner Mongolia, Liaoning, Jilin, Heilongjiang, Guangxi, Hainan, Chongqing, Sichuan, Guizhou, Yunnan, Shaanxi
  {
    region: 'CN-W',
    transitDays: [3, 6],
    prefixes: [
      '03',
      '04',
      '01',
      '02',
      '11',
      '12',
      '13',
      '15',
      '16',
      '53',
      '54',
      '57',
      '40',
      '61',
      '62',
      '63',
      '64',
      '55',
      '56',
      '65',
      '66',
      '67',
      '71',
      '72',
    ],
  },
  // Gansu, Ningxia, Qinghai, Xinjiang, Tibet
  { region: 'CN-FW', transitDays: [5, 9], prefixes: ['73', '74', '75', '81', '83', '84', '85', '86'] },
]

const within = (value: number, ranges: ReadonlyArray<readonly [number, number]>) =>
  ranges.some(([from, to]) => value >= from && value <= to)

export function regionOf(postcode: string): Region | PostcodeProblem {
  const code = postcode.trim()
  const zip = US_ZIP.exec(code)
  if (zip) {
    const [, digits = ''] = zip
    const prefix = Number(digits.slice(0, 3))
    if (within(prefix, US_FAR)) return { country: 'US', region: 'US-FAR', transitDays: [10, 14] }
    if (prefix === 0 || within(prefix, US_UNSERVED)) return 'unknown'
    const area = US_BY_FIRST_DIGIT[digits.charAt(0)]
    return area ? { country: 'US', ...area } : 'unknown'
  }
  if (CN_POSTCODE.test(code)) {
    const found = CN_REGIONS.find((group) => group.prefixes.includes(code.slice(0, 2)))
    return found ? { country: 'CN', region: found.region, transitDays: found.transitDays } : 'unknown'
  }
  return 'malformed'
}
