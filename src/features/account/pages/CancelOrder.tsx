import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useShopfront } from '@/lib/market/useMarket'
import { ORDERS_KEY } from '@/lib/account/useShopper'
import { useAfterSaleWords } from './useAfterSaleWords'

/** Until the shop confirms the order on the phone: asked twice, as it cannot be undone. */
export function CancelOrder({ code, onCancelled }: { code: string; onCancelled: () => void }) {
  const { t } = useLingui()
  const shopfront = useShopfront()
  const queryClient = useQueryClient()
  const words = useAfterSaleWords()
  const [asking, setAsking] = useState(false)
  const cancel = useMutation({
    mutationFn: () => import('./accountApi').then(({ cancelOrder }) => cancelOrder(shopfront, code)),
    onSuccess: () => onCancelled(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  })
  if (!asking)
    return (
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {t({ id: 'account.cancel.start', message: 'Cancel this order' })}
      </button>
    )
  const questionId = `cancel-${code}`
  return (
    <div role="group" aria-labelledby={questionId} className="after-sale__confirm">
      <p id={questionId}>
        {t({ id: 'account.cancel.question', message: `Cancel order ${code}? Its pieces go back on sale, and nothing is charged.` })}
      </p>
      <div className="after-sale__actions">
        <button type="button" className="button" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {t({ id: 'account.cancel.confirm', message: 'Yes, cancel the order' })}
        </button>
        <button type="button" className="link-button" disabled={cancel.isPending} onClick={() => setAsking(false)}>
          {t({ id: 'account.cancel.keep', message: 'Keep the order' })}
        </button>
      </div>
      {cancel.isError && (
        <p className="form-failure" role="alert">
          {words.failure(cancel.error)}
        </p>
      )}
    </div>
  )
}
