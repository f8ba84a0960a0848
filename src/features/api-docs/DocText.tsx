// React elements only, never an injected markup string; the shop's document uses just paragraphs and `code`.
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

export function withCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))
}
