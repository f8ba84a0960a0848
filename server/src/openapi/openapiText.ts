import type { Locale } from '#domain/locale/locales.js'

const TRIMMED = 'Text fields are trimmed before their length is checked.'

const en = {
  info: {
    title: 'Woodnest Storefront API',
    summary: 'The search index of the Woodnest shop, in English and Chinese, and its forms.',
    description:
      'The search index the shop builds from its catalogue, and the endpoints the forms post to (contact, enterprise inquiries, launch subscriptions). No key is needed. Collections, products, prices and stock are read from the GraphQL Shop API at `/shop-api` (Vendure), with the market as `vendure-token` (`us`: US dollars; `cn`: yuan; whether its prices include tax is `shopTerms.pricesIncludeTax`) and `languageCode` (`en` or `zh`) as query parameters.',
    contact: 'Woodnest developers',
  },
  server: 'The shop itself',
  // A tag's name is an identifier (client generators group by it): the reader sees its displayName.
  tags: {
    Catalogue: { displayName: 'Catalogue', description: 'The search over collections, products and the FAQ.' },
    Submissions: {
      displayName: 'Submissions',
      description: 'The forms: contact, enterprise inquiries, launch subscriptions.',
    },
    Service: { displayName: 'Service', description: 'The state of the service.' },
  },
  catalogue: {
    locale: 'Language of the texts.',
    market: 'The market whose prices the index carries: us (USD) or cn (CNY); by default the language’s own (en: us, zh: cn).',
    noLocale: 'No such locale or market.',
  },
  operations: {
    getSearchIndex: {
      summary: 'Get the search index',
      description:
        'Everything the shop search can find (product summaries, collections, FAQ questions) and a prebuilt MiniSearch index over it, which the shop loads in the browser the first time a shopper uses the search. `vocabulary` maps each indexed word stem to the word as written, for "did you mean".',
      ok: 'The search index.',
    },
    createContactRequest: { summary: 'Send a message to customer care' },
    createEnterpriseInquiry: { summary: 'Ask for a quote for a hotel, office or other large project' },
    createLaunchSubscription: { summary: 'Subscribe to the launch announcement' },
    getHealth: {
      summary: 'Check the service',
      description: 'Answers 200 when the service and its database answer.',
      ok: 'Up.',
      unavailable: 'The database does not answer.',
    },
  },
  submission: {
    description: `Validates and stores the submission, then answers a receipt with the reference the shopper can quote. The answer is sent once the submission is stored. ${TRIMMED}`,
    idempotencyKey:
      'Makes a retry safe: a request with a key already used answers the first answer (201 and the same receipt) and stores nothing new. The same key with another submission answers 422. A random UUID per submission is a good key.',
    created: 'Stored: the receipt (for a repeated Idempotency-Key, the receipt of the first request).',
    replayed: 'Present on the answer to a repeated Idempotency-Key.',
    invalid: 'A field is missing or wrong (a code per field), the body is not JSON, or the Idempotency-Key is malformed.',
    fieldProblems: 'Field problems',
    notJson: 'Not JSON',
    tooLarge: 'The body is larger than 16 KB.',
    unsupportedMediaType: 'The body is not `application/json` (UTF-8).',
    keyReused: 'The Idempotency-Key was used before with another submission.',
    rateLimited: 'Too many submissions from this address; try again later.',
    retryAfter: 'Seconds to wait.',
  },
  components: {
    request: (summary: string) => `${summary}. ${TRIMMED}`,
    website: 'Must be left empty.',
    receipt: 'An accepted submission: the reference to quote, and when it was received.',
    validationProblem: (codes: ReadonlyArray<string>) => `A rejected submission: a code per field (${codes.join(', ')}).`,
    apiError: 'Any other error: a stable code.',
  },
}

/** Every prose text of the OpenAPI document; a text missing in one language does not compile. */
export type OpenApiText = typeof en

const ZH_TRIMMED = '文本字段会先去掉首尾空白，再检查长度。'

const zh: OpenApiText = {
  info: {
    title: '木巢家居（Woodnest）店面 API',
    summary: '木巢家居的搜索索引（中英双语），以及网站各表单的提交接口。',
    description:
      '商店根据商品目录生成的搜索索引，以及网站表单提交所用的接口（联系客服、企业询价、上市通知订阅）。调用无需任何密钥。系列、商品、价格与库存请通过 `/shop-api` 的 GraphQL 商店接口（Vendure）读取，并以查询参数 `vendure-token` 指定市场（`us`：美元；`cn`：人民币；价格是否含税见 `shopTerms.pricesIncludeTax`），以 `languageCode`（`en` 或 `zh`）指定语言。',
    contact: '木巢家居开发者支持',
  },
  server: '商店网站本身（与页面同源）',
  tags: {
    Catalogue: { displayName: '商品目录', description: '对系列、商品和常见问题的搜索。' },
    Submissions: { displayName: '表单提交', description: '网站表单：联系客服、企业询价、上市通知订阅。' },
    Service: { displayName: '服务状态', description: '服务的运行状态。' },
  },
  catalogue: {
    locale: '返回文本所用的语言。',
    market: '索引中价格所属的市场：us（美元）或 cn（人民币）；默认为该语言对应的市场（en：us，zh：cn）。',
    noLocale: '不支持该语言或市场。',
  },
  operations: {
    getSearchIndex: {
      summary: '获取搜索索引',
      description:
        '商店搜索能找到的全部内容（商品摘要、系列、常见问题），以及基于这些内容预先构建的 MiniSearch 索引；顾客第一次使用搜索时，商店会在浏览器中加载它。`vocabulary` 把每个已索引的词干映射回原本的写法，用于“您是不是要找”的提示。',
      ok: '搜索索引。',
    },
    createContactRequest: { summary: '给客服留言' },
    createEnterpriseInquiry: { summary: '为酒店、办公室等大型项目询价' },
    createLaunchSubscription: { summary: '订阅上市通知' },
    getHealth: {
      summary: '检查服务状态',
      description: '服务及其数据库都正常响应时返回 200。',
      ok: '服务正常。',
      unavailable: '数据库没有响应。',
    },
  },
  submission: {
    description: `校验并保存提交的内容，然后返回一张回执，附有顾客日后可以引用的编号。内容保存成功后才会返回响应。${ZH_TRIMMED}`,
    idempotencyKey:
      '让重试变得安全：如果请求带的键已经用过，服务会返回第一次请求的响应（201 和同一张回执），不会再保存新内容。同一个键用于另一份不同的提交时返回 422。每次提交使用一个随机 UUID 作为键即可。',
    created: '已保存：返回回执（Idempotency-Key 重复时，返回第一次请求的回执）。',
    replayed: '仅当 Idempotency-Key 重复、返回的是第一次请求的响应时出现。',
    invalid: '字段缺失或有误（每个字段给出一个错误代码），或请求体不是 JSON，或 Idempotency-Key 格式不正确。',
    fieldProblems: '字段错误',
    notJson: '请求体不是 JSON',
    tooLarge: '请求体超过 16 KB。',
    unsupportedMediaType: '请求体不是 `application/json`（UTF-8）。',
    keyReused: '该 Idempotency-Key 之前已用于另一份不同的提交。',
    rateLimited: '来自该 IP 地址的提交过多，请稍后再试。',
    retryAfter: '需要等待的秒数。',
  },
  components: {
    request: (summary) => `${summary}。${ZH_TRIMMED}`,
    website: '必须留空。',
    receipt: '已受理的提交：可供引用的编号，以及收到提交的时间。',
    validationProblem: (codes) => `被拒绝的提交：每个字段给出一个错误代码（${codes.join('、')}）。`,
    apiError: '其他错误：返回一个固定的错误代码。',
  },
}

export const OPENAPI_TEXT: Record<Locale, OpenApiText> = { en, zh }
