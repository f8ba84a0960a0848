/**
 * Descriptions in an OpenAPI document are CommonMark. This page shows the two things the shop's
 * document uses, paragraphs and `code`, as React elements: no markup string is ever injected.
 */
export function DocText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <p key={index} className={className}>
            {withCode(paragraph)}
          </p>
        ))}
    </>
  )
}

/** Text with its `code` spans as `<code>` elements, for a line that is not a paragraph of its own. */
export function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))
}
