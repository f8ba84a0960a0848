import { defineDashboardExtension } from '@vendure/dashboard'
import { messageDetail } from './messageDetail.tsx'
import { messageList } from './messageList.tsx'

// The owner's inbox: the shop's forms, to list, filter, search, mark handled and export.
defineDashboardExtension({ routes: [messageList, messageDetail] })
