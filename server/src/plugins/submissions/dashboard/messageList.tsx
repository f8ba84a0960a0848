import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import {
  api,
  Badge,
  Button,
  DataTableBulkActionItem,
  DetailPageButton,
  ListPage,
  PageActionBarRight,
  usePaginatedList,
  type BulkActionComponent,
  type DashboardRouteDefinition,
} from '@vendure/dashboard'
import { CheckIcon, DownloadIcon, RotateCcwIcon } from 'lucide-react'
import { toast } from 'sonner'
import { messageListDocument, setStatusDocument } from './documents.ts'
import { exportMessages } from './exportMessages.ts'
import { INBOX_TITLE_ID, KIND_LABELS, STATUS_LABELS } from './labels.ts'

function useSetStatus(status: 'new' | 'handled', onDone: () => void) {
  return useMutation({
    mutationFn: (ids: Array<string>) => api.mutate(setStatusDocument, { ids, status }),
    onSuccess: onDone,
  })
}

const markAs = (status: 'new' | 'handled'): BulkActionComponent<{ id: string }> =>
  function MarkSelected({ selection, table }) {
    const { refetchPaginatedList } = usePaginatedList()
    const { mutate } = useSetStatus(status, () => {
      table.resetRowSelection()
      refetchPaginatedList()
    })
    return (
      <DataTableBulkActionItem
        requiresPermission={['UpdateSubmission']}
        icon={status === 'handled' ? CheckIcon : RotateCcwIcon}
        label={status === 'handled' ? <Trans id="inbox.markHandled">Mark handled</Trans> : <Trans id="inbox.markNew">Mark as new</Trans>}
        onClick={() => mutate(selection.map((row) => row.id))}
      />
    )
  }

function useExport(filter?: () => Record<string, unknown>) {
  const { i18n } = useLingui()
  return useMutation({
    mutationFn: () => exportMessages(filter?.()),
    onSuccess: (count) =>
      toast.success(
        i18n._({
          id: 'inbox.exported',
          message: '{count, plural, one {Exported # message} other {Exported # messages}}',
          values: { count },
        }),
      ),
    onError: () => toast.error(i18n._({ id: 'inbox.exportFailed', message: 'The export failed. Try again.' })),
  })
}

const ExportSelected: BulkActionComponent<{ id: string }> = ({ selection }) => {
  const run = useExport(() => ({ id: { in: selection.map((row) => row.id) } }))
  return (
    <DataTableBulkActionItem
      icon={DownloadIcon}
      label={<Trans id="inbox.exportSelected">Export selected as CSV</Trans>}
      onClick={() => run.mutate()}
    />
  )
}

function ExportAll() {
  const run = useExport()
  return (
    <Button variant="outline" onClick={() => run.mutate()} disabled={run.isPending}>
      <DownloadIcon />
      <Trans id="inbox.exportAll">Export CSV</Trans>
    </Button>
  )
}

function MessageList({ route }: { route: Parameters<DashboardRouteDefinition['component']>[0] }) {
  const { i18n } = useLingui()
  const options = (labels: typeof KIND_LABELS) => Object.entries(labels).map(([value, label]) => ({ value, label: i18n._(label) }))
  return (
    <ListPage
      pageId="inbox-message-list"
      title={<Trans id="inbox.title">Messages</Trans>}
      listQuery={messageListDocument}
      route={route}
      defaultSort={[{ id: 'createdAt', desc: true }]}
      defaultColumnOrder={['createdAt', 'reference', 'kind', 'sender', 'summary', 'status']}
      defaultVisibility={{ id: false, handledAt: false, handledBy: false }}
      onSearchTermChange={(term) => ({
        _or: [{ reference: { contains: term } }, { sender: { contains: term } }, { summary: { contains: term } }],
      })}
      facetedFilters={{
        status: { title: i18n._({ id: 'inbox.column.status', message: 'Status' }), options: options(STATUS_LABELS) },
        kind: { title: i18n._({ id: 'inbox.column.kind', message: 'Kind' }), options: options(KIND_LABELS) },
      }}
      bulkActions={[{ component: markAs('handled') }, { component: markAs('new') }, { component: ExportSelected }]}
      customizeColumns={{
        createdAt: { header: () => <Trans id="inbox.column.received">Received</Trans> },
        reference: {
          header: () => <Trans id="inbox.column.reference">Reference</Trans>,
          cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.reference} />,
        },
        kind: {
          header: () => <Trans id="inbox.column.kind">Kind</Trans>,
          cell: ({ row }) => (KIND_LABELS[row.original.kind] ? i18n._(KIND_LABELS[row.original.kind]!) : row.original.kind),
        },
        sender: {
          header: () => <Trans id="inbox.column.sender">From</Trans>,
          cell: ({ row }) => <DetailPageButton id={row.original.id} label={row.original.sender} />,
        },
        summary: {
          header: () => <Trans id="inbox.column.summary">Message</Trans>,
          cell: ({ row }) => <span className="line-clamp-2 block min-w-64 max-w-xl whitespace-normal">{row.original.summary}</span>,
        },
        status: {
          header: () => <Trans id="inbox.column.status">Status</Trans>,
          cell: ({ row }) => (
            <Badge variant={row.original.status === 'new' ? 'default' : 'secondary'}>
              {STATUS_LABELS[row.original.status] ? i18n._(STATUS_LABELS[row.original.status]!) : row.original.status}
            </Badge>
          ),
        },
        handledAt: { header: () => <Trans id="inbox.column.handledAt">Handled on</Trans> },
        handledBy: { header: () => <Trans id="inbox.column.handledBy">Handled by</Trans> },
      }}
    >
      <PageActionBarRight>
        <ExportAll />
      </PageActionBarRight>
    </ListPage>
  )
}

export const messageList: DashboardRouteDefinition = {
  path: '/messages',
  navMenuItem: { sectionId: 'customers', id: 'messages', url: '/messages', title: INBOX_TITLE_ID, requiresPermission: ['ReadSubmission'] },
  loader: () => ({ breadcrumb: () => <Trans id="inbox.title">Messages</Trans> }),
  component: (route) => <MessageList route={route} />,
}
