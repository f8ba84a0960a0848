import * as v from 'valibot'
import { PASSWORD_MIN_LENGTH } from './account.ts'
import { EmailField, PhoneField, text } from './schemas.ts'

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
