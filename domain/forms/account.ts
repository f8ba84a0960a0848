// Constants and the links' search schema: route files and the server read them, so the forms' schemas live apart (accountSchemas.ts).
import * as v from 'valibot'

export const PASSWORD_MIN_LENGTH = 8

// Vendure's `verificationTokenDuration`, and what the emails and pages say.
export const ACCOUNT_LINK_HOURS = 24

export type PasswordRefusal = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_COMMON'

export const ACCOUNT_PATHS = {
  overview: '/account',
  signIn: '/account/sign-in',
  register: '/account/register',
  verify: '/account/verify',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  confirmEmail: '/account/confirm-email',
} as const

export const passwordFieldError = (refusal: string | undefined): 'passwordShort' | 'passwordCommon' | 'invalid' =>
  refusal === 'PASSWORD_TOO_SHORT' ? 'passwordShort' : refusal === 'PASSWORD_TOO_COMMON' ? 'passwordCommon' : 'invalid'

/** A link's token, as the account email carries it; none: the page says where the link is. Anything else is the 404 page. */
export const TokenSearchSchema = v.object({ token: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/=_-]{8,200}$/))) })
