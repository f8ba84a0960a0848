import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  Button,
  DataTableBulkActionItem,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  MoneyInput,
  api,
  graphql,
  useChannel,
  type BulkActionComponent,
} from '@vendure/dashboard'
import { CircleDollarSign } from 'lucide-react'
import { useState } from 'react'
import { MARKETS } from '#domain/markets/markets'

// The markets' channels (domain/markets): the default channel is the owner's overview of both.
const MARKET_CHANNELS: ReadonlyArray<string> = MARKETS

const setPricesDocument = graphql(`
  mutation SetVariantPrices($input: [UpdateProductVariantInput!]!) {
    updateProductVariants(input: $input) {
      id
    }
  }
`)

/** One price for the chosen variants of a piece, in the channel's currency: a market's price in one edit, not one per variant. */
export const SetPriceBulkAction: BulkActionComponent<{ id: string }> = ({ selection, table }) => {
  const { t } = useLingui()
  const { activeChannel } = useChannel()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [price, setPrice] = useState<number>()
  const currency = activeChannel?.defaultCurrencyCode ?? 'USD'
  const count = selection.length
  const save = useMutation({
    mutationFn: () => api.mutate(setPricesDocument, { input: selection.map(({ id }) => ({ id, price: price ?? 0 })) }),
    onSuccess: () => {
      setOpen(false)
      table.resetRowSelection()
      void queryClient.invalidateQueries()
    },
  })
  return (
    <>
      <DataTableBulkActionItem
        requiresPermission={['UpdateCatalog', 'UpdateProduct']}
        onClick={() => setOpen(true)}
        label={<Trans id="backOffice.setPrice">Set one price</Trans>}
        icon={CircleDollarSign}
        closeOnClick={false}
      />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {t({ id: 'backOffice.setPrice.title', message: `One price in ${currency} for the chosen variants (${count})` })}
            </DialogTitle>
          </DialogHeader>
          <div className="grid gap-2 text-sm">
            <Trans id="backOffice.setPrice.label">Price</Trans>
            <MoneyInput value={price ?? 0} onChange={(value: number) => setPrice(value)} currency={currency} />
            <span className="text-muted-foreground">
              {!MARKET_CHANNELS.includes(activeChannel?.code ?? '')
                ? t({
                    id: 'backOffice.setPrice.overview',
                    message: 'The price reaches the market of its currency: US prices are before sales tax, Chinese prices include VAT.',
                  })
                : activeChannel?.pricesIncludeTax
                  ? t({ id: 'backOffice.setPrice.withTax', message: 'Tax included, as this market shows its prices.' })
                  : t({ id: 'backOffice.setPrice.beforeTax', message: 'Before sales tax, as this market shows its prices.' })}
            </span>
          </div>
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              <Trans id="backOffice.setPrice.failed">The price could not be saved. Please try again.</Trans>
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans id="backOffice.setPrice.cancel">Cancel</Trans>
            </Button>
            <Button disabled={save.isPending || !price || price <= 0} onClick={() => save.mutate()}>
              <Trans id="backOffice.setPrice.save">Set the price</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
