import type { Localized } from '../locale/locales.ts'

/** A state of the US or a province-level division of mainland China, by its ISO 3166-2 code; the address names it by `postal`. */
type Region = { code: string; postal: string; name: Localized }

const region = (code: string, postal: string, en: string, zh: string): Region => ({ code, postal, name: { en, zh } })

// US addresses write the state's two letters; Chinese ones the province's Chinese name.
const US_STATES: ReadonlyArray<[string, string, string]> = [
  ['AL', 'Alabama', '阿拉巴马州'],
  ['AK', 'Alaska', '阿拉斯加州'],
  ['AZ', 'Arizona', '亚利桑那州'],
  ['AR', 'Arkansas', '阿肯色州'],
  ['CA', 'California', '加利福尼亚州'],
  ['CO', 'Colorado', '科罗拉多州'],
  ['CT', 'Connecticut', '康涅狄格州'],
  ['DE', 'Delaware', '特拉华州'],
  ['DC', 'District of Columbia', '哥伦比亚特区'],
  ['FL', 'Florida', '佛罗里达州'],
  ['GA', 'Georgia', '佐治亚州'],
  ['HI', 'Hawaii', '夏威夷州'],
  ['ID', 'Idaho', '爱达荷州'],
  ['IL', 'Illinois', '伊利诺伊州'],
  ['IN', 'Indiana', '印第安纳州'],
  ['IA', 'Iowa', '艾奥瓦州'],
  ['KS', 'Kansas', '堪萨斯州'],
  ['KY', 'Kentucky', '肯塔基州'],
  ['LA', 'Louisiana', '路易斯安那州'],
  ['ME', 'Maine', '缅因州'],
  ['MD', 'Maryland', '马里兰州'],
  ['MA', 'Massachusetts', '马萨诸塞州'],
  ['MI', 'Michigan', '密歇根州'],
  ['MN', 'Minnesota', '明尼苏达州'],
  ['MS', 'Mississippi', '密西西比州'],
  ['MO', 'Missouri', '密苏里州'],
  ['MT', 'Montana', '蒙大拿州'],
  ['NE', 'Nebraska', '内布拉斯加州'],
  ['NV', 'Nevada', '内华达州'],
  ['NH', 'New Hampshire', '新罕布什尔州'],
  ['NJ', 'New Jersey', '新泽西州'],
  ['NM', 'New Mexico', '新墨西哥州'],
  ['NY', 'New York', '纽约州'],
  ['NC', 'North Carolina', '北卡罗来纳州'],
  ['ND', 'North Dakota', '北达科他州'],
  ['OH', 'Ohio', '俄亥俄州'],
  ['OK', 'Oklahoma', '俄克拉何马州'],
  ['OR', 'Oregon', '俄勒冈州'],
  ['PA', 'Pennsylvania', '宾夕法尼亚州'],
  ['RI', 'Rhode Island', '罗得岛州'],
  ['SC', 'South Carolina', '南卡罗来纳州'],
  ['SD', 'South Dakota', '南达科他州'],
  ['TN', 'Tennessee', '田纳西州'],
  ['TX', 'Texas', '得克萨斯州'],
  ['UT', 'Utah', '犹他州'],
  ['VT', 'Vermont', '佛蒙特州'],
  ['VA', 'Virginia', '弗吉尼亚州'],
  ['WA', 'Washington', '华盛顿州'],
  ['WV', 'West Virginia', '西弗吉尼亚州'],
  ['WI', 'Wisconsin', '威斯康星州'],
  ['WY', 'Wyoming', '怀俄明州'],
]

const CN_PROVINCES: ReadonlyArray<[string, string, string]> = [
  ['BJ', 'Beijing', '北京市'],
  ['TJ', 'Tianjin', '天津市'],
  ['HE', 'Hebei', '河北省'],
  ['SX', 'Shanxi', '山西省'],
  ['NM', 'Inner Mongolia', '内蒙古自治区'],
  ['LN', 'Liaoning', '辽宁省'],
  ['JL', 'Jilin', '吉林省'],
  ['HL', 'Heilongjiang', '黑龙江省'],
  ['SH', 'Shanghai', '上海市'],
  ['JS', 'Jiangsu', '江苏省'],
  ['ZJ', 'Zhejiang', '浙江省'],
  ['AH', 'Anhui', '安徽省'],
  ['FJ', 'Fujian', '福建省'],
  ['JX', 'Jiangxi', '江西省'],
  ['SD', 'Shandong', '山东省'],
  ['HA', 'Henan', '河南省'],
  ['HB', 'Hubei', '湖北省'],
  ['HN', 'Hunan', '湖南省'],
  ['GD', 'Guangdong', '广东省'],
  ['GX', 'Guangxi', '广西壮族自治区'],
  ['HI', 'Hainan', '海南省'],
  ['CQ', 'Chongqing', '重庆市'],
  ['SC', 'Sichuan', '四川省'],
  ['GZ', 'Guizhou', '贵州省'],
  ['YN', 'Yunnan', '云南省'],
  ['XZ', 'Xizang (Tibet)', '西藏自治区'],
  ['SN', 'Shaanxi', '陕西省'],
  ['GS', 'Gansu', '甘肃省'],
  ['QH', 'Qinghai', '青海省'],
  ['NX', 'Ningxia', '宁夏回族自治区'],
  ['XJ', 'Xinjiang', '新疆维吾尔自治区'],
]

export const REGIONS: Record<'US' | 'CN', ReadonlyArray<Region>> = {
  US: US_STATES.map(([postal, en, zh]) => region(`US-${postal}`, postal, en, zh)),
  CN: CN_PROVINCES.map(([code, en, zh]) => region(`CN-${code}`, zh, en, zh)),
}

export const regionOf = (country: string, code: string): Region | undefined =>
  (REGIONS as Record<string, ReadonlyArray<Region>>)[country]?.find((candidate) => candidate.code === code)

/** The region an address's `province`, as the shop writes it, names in its country. */
export const regionByPostal = (country: string, province: string): Region | undefined =>
  (REGIONS as Record<string, ReadonlyArray<Region>>)[country]?.find((candidate) => candidate.postal === province)

export const isRegionOf = (country: string, province: string): boolean => regionByPostal(country, province) !== undefined

type AddressParts = {
  city?: string | null
  province?: string | null
  postalCode?: string | null
  countryCode?: string | null
  customFields?: { district?: string | null } | null
}

/** The address's city line as its country writes it: "San Francisco, CA 94103"; "上海市 上海 静安区 200040". */
export function cityLine({ city, province, postalCode, countryCode, customFields }: AddressParts): string {
  const district = customFields?.district ?? ''
  const line =
    countryCode === 'US'
      ? `${city ?? ''}, ${province ?? ''} ${postalCode ?? ''}`
      : `${province ?? ''} ${city ?? ''} ${district} ${postalCode ?? ''}`
  return line.replace(/^[\s,]+|[\s,]+$/g, '').replace(/\s+/g, ' ')
}
