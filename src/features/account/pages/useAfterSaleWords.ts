import { useLingui } from '@lingui/react/macro'
import type { ReturnReason, ReturnState } from '#domain/forms/returns'
import { afterSaleRefusal } from './afterSaleRefusal'
import { useRefusalWords } from './useRefusalWords'

/** How the account page words returns and the server's after-sale refusals. */
export function useAfterSaleWords() {
  const { t } = useLingui()
  const refusals = useRefusalWords()
  const reasons: Record<ReturnReason, string> = {
    'changed-mind': t({ id: 'account.return.reason.changedMind', message: 'I changed my mind' }),
    damaged: t({ id: 'account.return.reason.damaged', message: 'It arrived damaged' }),
    'not-as-described': t({ id: 'account.return.reason.notAsDescribed', message: 'It is not as described' }),
    'wrong-piece': t({ id: 'account.return.reason.wrongPiece', message: 'A wrong piece was delivered' }),
    other: t({ id: 'account.return.reason.other', message: 'Another reason' }),
  }
  const states: Record<ReturnState, string> = {
    requested: t({ id: 'account.return.state.requested', message: 'Return requested: we will write to you with our answer' }),
    accepted: t({ id: 'account.return.state.accepted', message: 'Return accepted' }),
    refused: t({ id: 'account.return.state.refused', message: 'Return not accepted: reply to our email and we will explain why' }),
  }
  const failure = (error: unknown): string => {
    switch (afterSaleRefusal(error)) {
      case 'ORDER_NOT_CANCELLABLE':
        return t({
          id: 'account.cancel.tooLate',
          message: 'This order can no longer be cancelled online: we have already confirmed it. Please contact us.',
        })
      case 'RETURN_CLOSED':
        return t({
          id: 'account.return.closed',
          message: 'Returns for this order are closed: the return window has ended. Please contact us.',
        })
      case 'RETURN_PIECES':
      case 'RETURN_INVALID':
        return t({ id: 'account.return.pieces', message: 'These pieces cannot be returned as chosen. Reload the page and choose again.' })
      default:
        return refusals.unreachable
    }
  }
  return { reasons, states, failure }
}
