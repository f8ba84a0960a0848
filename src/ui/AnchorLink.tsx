import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { goTo } from '@/lib/scroll'

// The URL gets the hash (so it can be shared), and the page glides there instead of jumping.
export function AnchorLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to="."
      hash={target}
      search={true}
      resetScroll={false}
      hashScrollIntoView={false}
      className={className}
      onClick={() => {
        const element = document.getElementById(target)
        if (element) void goTo(element)
      }}
    >
      {children}
    </Link>
  )
}
