export type RateLimit = { max: number; windowSeconds: number }

export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimit | false {
  const perMinute = env.FORMS_RATE_LIMIT === undefined || env.FORMS_RATE_LIMIT === '' ? 30 : Number(env.FORMS_RATE_LIMIT)
  if (!Number.isInteger(perMinute) || perMinute < 0)
    throw new Error(`FORMS_RATE_LIMIT must be a whole number, not "${env.FORMS_RATE_LIMIT}"`)
  return perMinute === 0 ? false : { max: perMinute, windowSeconds: 60 }
}
