import * as v from 'valibot'
import { EmailField, PhoneField, text } from './schemas.ts'

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

const NewPassword = v.pipe(
  v.string('invalid'),
  v.nonEmpty('required'),
  v.check((password) => [...password].length >= PASSWORD_MIN_LENGTH, 'passwordShort'),
  v.maxLength(128, 'tooLong'),
)
const Password = v.pipe(v.string('invalid'), v.nonEmpty('required'), v.maxLength(128, 'tooLong'))

export const RegisterSchema = v.object({ name: text(120), email: EmailField })
export const SignInSchema = v.object({ email: EmailField, password: Password })
export const ForgotPasswordSchema = v.object({ email: EmailField })
export const NewPasswordSchema = v.object({ password: NewPassword })
const OptionalPhone = v.pipe(
  v.string('invalid'),
  v.transform((value) => value.normalize('NFKC').trim()),
  v.maxLength(30, 'tooLong'),
  v.check((value) => value === '' || v.is(PhoneField, value), 'phone'),
)
export const DetailsSchema = v.object({ name: text(120), phone: OptionalPhone })
export const EmailChangeSchema = v.object({ email: EmailField, current: Password })
export const PasswordChangeSchema = v.object({ current: Password, password: NewPassword })

export const passwordFieldError = (refusal: string | undefined): 'passwordShort' | 'passwordCommon' | 'invalid' =>
  refusal === 'PASSWORD_TOO_SHORT' ? 'passwordShort' : refusal === 'PASSWORD_TOO_COMMON' ? 'passwordCommon' : 'invalid'

/** A link's token, as the account email carries it; none: the page says where the link is. Anything else is the 404 page. */
export const TokenSearchSchema = v.object({ token: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/=_-]{8,200}$/))) })
