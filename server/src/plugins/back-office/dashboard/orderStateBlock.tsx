import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  api,
  graphql,
  useDynamicTranslations,
  type PageContextValue,
} from '@vendure/dashboard'
import { EllipsisVertical } from 'lucide-react'
import { useState } from 'react'

const moveOrderDocument = graphql(`
  mutation MoveOrder($id: ID!, $state: String!) {
    transitionOrderToState(id: $id, state: $state) {
      ... on Order {
        id
        state
      }
      ... on OrderStateTransitionError {
        transitionError
      }
    }
  }
`)

type Order = { id: string; code: string; state: string; nextStates: Array<string> }
type Moved = { transitionOrderToState?: { state?: string; transitionError?: string } | null }

/** Vendure's state menu, but each move is confirmed first: a tap on the wrong step would tell the shopper the wrong thing. */
export function OrderStateBlock({ context }: { context: PageContextValue }) {
  const order = context.entity as Order | undefined
  const { t } = useLingui()
  const { getTranslatedOrderState: stateName } = useDynamicTranslations()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<string>()
  // Apart from `chosen`, so that the title keeps its step while the dialog closes.
  const [open, setOpen] = useState(false)
  const move = useMutation({
    mutationFn: async (state: string) => {
      const answer = (await api.mutate(moveOrderDocument, { id: order!.id, state })) as Moved
      const refused = answer.transitionOrderToState?.transitionError
      if (refused) throw new Error(refused)
    },
    onSuccess: () => {
      setOpen(false)
      // The page's order, its history and its payments all change with the state.
      void queryClient.invalidateQueries()
    },
  })
  if (!order) return null
  const nextStates = order.nextStates.filter((state) => state !== 'Modifying')
  const target = chosen ? stateName(chosen) : ''
  const code = order.code
  const reason = move.error?.message
  return (
    <div className="flex min-w-0">
      <div className="inline-flex h-8 items-center rounded-md rounded-r-none border border-input bg-background px-3 text-xs font-medium">
        {stateName(order.state)}
      </div>
      {nextStates.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger render={<Button variant="outline" size="sm" className="rounded-l-none border-l-0 shadow-none" />}>
            <EllipsisVertical className="h-4 w-4" />
            <span className="sr-only">{t({ id: 'orderState.menu', message: 'Move the order to another step' })}</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="min-w-48">
            {nextStates.map((state) => {
              const step = stateName(state)
              return (
                <DropdownMenuItem
                  key={state}
                  onClick={() => {
                    move.reset()
                    setChosen(state)
                    setOpen(true)
                  }}
                >
                  {t({ id: 'orderState.moveTo', message: `Move to ${step}` })}
                </DropdownMenuItem>
              )
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans id="orderState.confirmTitle">
                Move order {code} to {target}?
              </Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              {reason ? (
                <Trans id="orderState.refused">Vendure refused the move: {reason}</Trans>
              ) : (
                <Trans id="orderState.confirmBody">The shopper sees this step on the order status page.</Trans>
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={move.isPending}>
              <Trans id="orderState.keep">Keep it as it is</Trans>
            </AlertDialogCancel>
            <AlertDialogAction
              disabled={move.isPending}
              onClick={(event) => {
                event.preventDefault()
                if (chosen) move.mutate(chosen)
              }}
            >
              <Trans id="orderState.confirm">Move it</Trans>
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
