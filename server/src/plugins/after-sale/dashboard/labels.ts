import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export const REASON_LABELS: Record<string, MessageDescriptor> = {
  'changed-mind': msg({ id: 'returns.reason.changedMind', message: 'Changed their mind' }),
  damaged: msg({ id: 'returns.reason.damaged', message: 'Arrived damaged' }),
  'not-as-described': msg({ id: 'returns.reason.notAsDescribed', message: 'Not as described' }),
  'wrong-piece': msg({ id: 'returns.reason.wrongPiece', message: 'Wrong piece delivered' }),
  other: msg({ id: 'returns.reason.other', message: 'Another reason' }),
}

export const STATE_LABELS: Record<string, MessageDescriptor> = {
  requested: msg({ id: 'returns.state.requested', message: 'Awaiting your answer' }),
  accepted: msg({ id: 'returns.state.accepted', message: 'Accepted' }),
  refused: msg({ id: 'returns.state.refused', message: 'Refused' }),
}
