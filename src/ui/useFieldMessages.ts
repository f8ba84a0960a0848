import { useLingui } from '@lingui/react/macro'
import type { FieldErrorCode } from '#domain/forms/schemas'
import { PASSWORD_MIN_LENGTH } from '#domain/forms/account'
import type { SendFailure } from './useSubmissionForm'

export function useFormMessages() {
  const { t } = useLingui()
  const field: Record<FieldErrorCode, string> = {
    required: t({ id: 'form.error.required', message: 'Please fill this in.' }),
    email: t({ id: 'form.error.email', message: 'Please enter an email address like name@example.com.' }),
    phone: t({ id: 'form.error.phone', message: 'Please enter a full phone number, like +1 415 555 0142.' }),
    tooShort: t({ id: 'form.error.tooShort', message: 'This is too short.' }),
    tooLong: t({ id: 'form.error.tooLong', message: 'This is too long.' }),
    tooFew: t({ id: 'form.error.tooFew', message: 'This is below the minimum.' }),
    tooMany: t({ id: 'form.error.tooMany', message: 'This is above the maximum.' }),
    invalid: t({ id: 'form.error.invalid', message: 'Please check this.' }),
    consent: t({ id: 'form.error.consent', message: 'Please tick this box to continue.' }),
    postcode: t({
      id: 'form.error.postcode',
      message: 'This postcode does not look right: a US ZIP code has 5 digits (94103), a Chinese postcode 6 (200040).',
    }),
    postcodeUnknown: t({
      id: 'form.error.postcodeUnknown',
      message: 'We do not deliver to this postcode yet, or it is not in the country chosen. Please check both.',
    }),
    soldOut: t({
      id: 'form.error.soldOut',
      message: 'A piece sold out while you were ordering. Your cart now holds what is left: check it, then place the order again.',
    }),
    taxNumber: t({
      id: 'form.error.taxNumber',
      message: 'A tax number has 18 letters and digits, as on the company’s business licence (统一社会信用代码). Please check it.',
    }),
    passwordShort: t({ id: 'form.error.passwordShort', message: `A password needs at least ${PASSWORD_MIN_LENGTH} characters.` }),
    passwordCommon: t({
      id: 'form.error.passwordCommon',
      message: 'This password is among the most common ones, which others guess first. Please choose another.',
    }),
    wrongPassword: t({ id: 'form.error.wrongPassword', message: 'This is not your current password.' }),
    emailHasAccount: t({
      id: 'form.error.emailHasAccount',
      message: 'This email has an account with us. Sign in (the person icon at the top) to order with it, or use another email.',
    }),
  }
  const failure: Record<SendFailure, string> = {
    network: t({
      id: 'form.failed.network',
      message: 'We could not reach our server. Nothing you typed is lost: check your connection and try again.',
    }),
    server: t({ id: 'form.failed.server', message: 'Something went wrong on our side. Nothing you typed is lost: please try again.' }),
    'rate-limited': t({
      id: 'form.failed.rateLimited',
      message: 'Too many requests in a short time. Please wait a minute, then try again.',
    }),
  }
  return { field, failure }
}
