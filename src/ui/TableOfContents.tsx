import { AnchorLink } from './AnchorLink'

export function TableOfContents({ label, entries }: { label: string; entries: ReadonlyArray<{ id: string; title: string }> }) {
  return (
    <nav className="toc" aria-label={label}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <AnchorLink target={entry.id}>{entry.title}</AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
