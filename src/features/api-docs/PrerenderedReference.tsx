import { use } from 'react'
import { ApiReferenceView } from './ApiReferenceView'
import { useFirstReference } from './useFirstReference'

/**
 * The reference of a page the browser opened prerendered. While the document is on its way, this
 * suspends, and React keeps the server's markup as it is (readable, and a fold a reader opens
 * stays open); when the document arrives, React hydrates that markup. It must not be handed new
 * props meanwhile: a boundary updated before it hydrates is rendered afresh instead. If the
 * document cannot come, this never renders: the page shows the error in its place.
 */
export function PrerenderedReference() {
  return <ApiReferenceView reference={use(useFirstReference().arrived())} />
}
