import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { RETURN_NOTE_MAX, RETURN_REASONS, type ReturnReason } from '#domain/forms/returns'
import { formatDay } from '#domain/locale/formatDay'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { useLocale } from '@/lib/locale/useLocale'
import { useShopfront } from '@/lib/market/useMarket'
import { ORDERS_KEY } from '@/lib/account/useShopper'
import type { AccountOrder } from './accountApi'
import { useAfterSaleWords } from './useAfterSaleWords'

/** How many of each piece can still be asked for: delivered, less those in a request not refused. */
function openPieces(order: AccountOrder) {
  return order.lines
    .map((line) => {
      const asked = order.returns
        .filter((request) => request.state !== 'refused')
        .flatMap((request) => request.lines)
        .filter((piece) => piece.sku === line.sku)
        .reduce((sum, piece) => sum + piece.quantity, 0)
      return { sku: line.sku, name: line.name, open: line.quantity - asked }
    })
    .filter((piece) => piece.open > 0)
}

/** Which pieces, and why: sent to the owner's inbox and the order's history; the answer comes by email. */
export function ReturnForm({ order, returnUntil, onSent }: { order: AccountOrder; returnUntil: string; onSent: () => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const shopfront = useShopfront()
  const queryClient = useQueryClient()
  const words = useAfterSaleWords()
  const [open, setOpen] = useState(false)
  const [counts, setCounts] = useState<Record<string, number>>({})
  const [reason, setReason] = useState<ReturnReason | ''>('')
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string>()
  const send = useMutation({
    mutationFn: (ask: Parameters<typeof import('./accountApi').requestReturn>[2]) =>
      import('./accountApi').then(({ requestReturn }) => requestReturn(shopfront, order.code, ask)),
    onSuccess: () => {
      setOpen(false)
      onSent()
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  })
  const pieces = openPieces(order)
  if (pieces.length === 0) return null
  const until = formatDay(returnUntil, locale)
  if (!open)
    return (
      <p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t({ id: 'account.return.start', message: 'Return pieces' })}
        </button>{' '}
        <span className="muted">{t({ id: 'account.return.until', message: `You can ask until ${until}.` })}</span>
      </p>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lines = pieces.map(({ sku }) => ({ sku, quantity: counts[sku] ?? 0 })).filter((line) => line.quantity > 0)
    if (lines.length === 0) return setProblem(t({ id: 'account.return.nonePicked', message: 'Choose at least one piece to return.' }))
    if (!reason) return setProblem(t({ id: 'account.return.noReason', message: 'Tell us why you are returning it.' }))
    setProblem(undefined)
    send.mutate({ lines, reason, note })
  }
  const code = order.code
  const headingId = `return-${code}`
  return (
    <form className="after-sale__form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h4 id={headingId}>{t({ id: 'account.return.heading', message: `Return pieces of order ${code}` })}</h4>
      <fieldset>
        <legend>{t({ id: 'account.return.which', message: 'Which pieces?' })}</legend>
        {pieces.map((piece) => (
          <label key={piece.sku} className="after-sale__piece">
            <span>{piece.name}</span>
            <select value={counts[piece.sku] ?? 0} onChange={(event) => setCounts({ ...counts, [piece.sku]: Number(event.target.value) })}>
              {Array.from({ length: piece.open + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <label>
        {t({ id: 'account.return.why', message: 'Why?' })}
        <ChoiceSelect
          options={RETURN_REASONS}
          labels={words.reasons}
          placeholder={t({ id: 'account.return.choose', message: 'Choose a reason' })}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReturnReason | '')}
        />
      </label>
      <label>
        {t({ id: 'account.return.note', message: 'Anything we should know? (optional)' })}
        <textarea value={note} maxLength={RETURN_NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} />
      </label>
      {(problem || send.isError) && (
        <p className="form-failure" role="alert">
          {problem ?? words.failure(send.error)}
        </p>
      )}
      <div className="after-sale__actions">
        <button type="submit" className="button" disabled={send.isPending}>
          {t({ id: 'account.return.send', message: 'Ask for the return' })}
        </button>
        <button type="button" className="link-button" onClick={() => setOpen(false)}>
          {t({ id: 'account.return.close', message: 'Not now' })}
        </button>
      </div>
    </form>
  )
}
