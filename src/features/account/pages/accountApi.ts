import type { Shopfront } from '#domain/markets/markets'
import { shopQuery } from '#domain/storefront/shopApi'
import {
  ChangePasswordDocument,
  ConfirmEmailChangeDocument,
  CancelMyOrderDocument,
  DeleteMyAccountDocument,
  MyDataDocument,
  ForgetAddressDocument,
  RequestReturnDocument,
  MyOrdersDocument,
  RequestEmailChangeDocument,
  UpdateDetailsDocument,
  RegisterDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SignInDocument,
  SignOutDocument,
  VerifyAccountDocument,
} from '#domain/storefront/graphql/graphql'
import { passwordFieldError } from '#domain/forms/account'
import type { ReturnReason } from '#domain/forms/returns'
import type { FieldErrorCode } from '#domain/forms/schemas'

/** What an account form shows after the server answered: done, a field to fix, or a reason for the whole form. */
export type AccountOutcome = { done: true } | { fields: Record<string, FieldErrorCode> } | { refused: AccountRefusal }
export type AccountRefusal = 'wrong-pair' | 'not-verified' | 'locked' | 'link-expired' | 'link-used' | 'password-set'

const done: AccountOutcome = { done: true }

const LINK_REFUSALS: Record<string, AccountRefusal> = {
  VERIFICATION_TOKEN_EXPIRED_ERROR: 'link-expired',
  PASSWORD_RESET_TOKEN_EXPIRED_ERROR: 'link-expired',
  VERIFICATION_TOKEN_INVALID_ERROR: 'link-used',
  PASSWORD_RESET_TOKEN_INVALID_ERROR: 'link-used',
  IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR: 'link-expired',
  IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR: 'link-used',
  PASSWORD_ALREADY_SET_ERROR: 'password-set',
}

type Refusal = { __typename: string; errorCode?: string; validationErrorMessage?: string; authenticationError?: string }

function outcomeOf(answer: Refusal | null): AccountOutcome {
  if (!answer) return { refused: 'wrong-pair' }
  if (answer.__typename === 'Success' || answer.__typename === 'CurrentUser') return done
  if (answer.errorCode === 'PASSWORD_VALIDATION_ERROR') return { fields: { password: passwordFieldError(answer.validationErrorMessage) } }
  if (answer.errorCode === 'NOT_VERIFIED_ERROR') return { refused: 'not-verified' }
  if (answer.authenticationError === 'TOO_MANY_ATTEMPTS' || answer.authenticationError === 'ACCOUNT_LOCKED') return { refused: 'locked' }
  return { refused: LINK_REFUSALS[answer.errorCode ?? ''] ?? 'wrong-pair' }
}

export type NewAccount = { name: string; email: string }

/** One name, as the checkout takes it (Chinese names are not "first" and "last"); the password comes with the emailed link. */
export async function register(shopfront: Shopfront, { name, email }: NewAccount): Promise<AccountOutcome> {
  const input = { firstName: name, lastName: '', emailAddress: email }
  return outcomeOf((await shopQuery(RegisterDocument, { input }, shopfront)).registerCustomerAccount)
}

export async function verifyAccount(shopfront: Shopfront, token: string, { password }: { password: string }): Promise<AccountOutcome> {
  return outcomeOf((await shopQuery(VerifyAccountDocument, { token, password }, shopfront)).verifyCustomerAccount)
}

export async function signIn(shopfront: Shopfront, { email, password }: { email: string; password: string }): Promise<AccountOutcome> {
  return outcomeOf((await shopQuery(SignInDocument, { email, password }, shopfront)).login)
}

export async function signOut(shopfront: Shopfront): Promise<void> {
  await shopQuery(SignOutDocument, {}, shopfront)
}

export async function requestPasswordReset(shopfront: Shopfront, { email }: { email: string }): Promise<AccountOutcome> {
  return outcomeOf((await shopQuery(RequestPasswordResetDocument, { email }, shopfront)).requestPasswordReset)
}

export async function resetPassword(shopfront: Shopfront, token: string, { password }: { password: string }): Promise<AccountOutcome> {
  return outcomeOf((await shopQuery(ResetPasswordDocument, { token, password }, shopfront)).resetPassword)
}

export async function updateDetails(shopfront: Shopfront, { name, phone }: { name: string; phone: string }): Promise<AccountOutcome> {
  await shopQuery(UpdateDetailsDocument, { input: { firstName: name, lastName: '', phoneNumber: phone } }, shopfront)
  return done
}

/** The password proves it is the account's owner asking; the new address confirms from its own mailbox. */
export async function requestEmailChange(
  shopfront: Shopfront,
  { email, current }: { email: string; current: string },
): Promise<AccountOutcome> {
  const answer: Refusal = (await shopQuery(RequestEmailChangeDocument, { password: current, email }, shopfront))
    .requestUpdateCustomerEmailAddress
  if (answer.errorCode === 'INVALID_CREDENTIALS_ERROR') return { fields: { current: 'wrongPassword' } }
  // As at sign-up, an address another account uses is not told apart: no link is sent to it.
  if (answer.errorCode === 'EMAIL_ADDRESS_CONFLICT_ERROR') return done
  return outcomeOf(answer)
}

/** The token proves the new mailbox is the shopper's: Vendure takes it from any browser. */
export async function confirmEmailChange(shopfront: Shopfront, token: string): Promise<AccountOutcome> {
  return outcomeOf((await shopQuery(ConfirmEmailChangeDocument, { token }, shopfront)).updateCustomerEmailAddress)
}

export async function changePassword(
  shopfront: Shopfront,
  { current, password }: { current: string; password: string },
): Promise<AccountOutcome> {
  const answer: Refusal = (await shopQuery(ChangePasswordDocument, { current, password }, shopfront)).updateCustomerPassword
  if (answer.errorCode === 'INVALID_CREDENTIALS_ERROR') return { fields: { current: 'wrongPassword' } }
  return outcomeOf(answer)
}

/** Every order of the signed-in shopper, in either market, newest first. */
export async function myOrders(shopfront: Shopfront) {
  return (await shopQuery(MyOrdersDocument, {}, shopfront)).myOrders
}
export type AccountOrder = Awaited<ReturnType<typeof myOrders>>[number]

export async function forgetAddress(shopfront: Shopfront, id: string): Promise<void> {
  await shopQuery(ForgetAddressDocument, { id }, shopfront)
}

export async function cancelOrder(shopfront: Shopfront, code: string): Promise<void> {
  await shopQuery(CancelMyOrderDocument, { code }, shopfront)
}

export type ReturnAsk = { lines: Array<{ sku: string; quantity: number }>; reason: ReturnReason; note: string }

export async function requestReturn(shopfront: Shopfront, code: string, ask: ReturnAsk): Promise<void> {
  await shopQuery(RequestReturnDocument, { code, ...ask }, shopfront)
}

/** Everything the shop keeps about the signed-in shopper, as the JSON file they download. */
export async function myData(shopfront: Shopfront): Promise<string> {
  return (await shopQuery(MyDataDocument, {}, shopfront)).myData
}

export async function deleteAccount(shopfront: Shopfront, password: string): Promise<void> {
  await shopQuery(DeleteMyAccountDocument, { password }, shopfront)
}
