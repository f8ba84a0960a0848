export function BrandMark() {
  return (
    <svg className="brand__mark" aria-hidden="true" viewBox="0 0 32 32" width="32" height="32">
      <rect width="32" height="32" rx="7" fill="var(--color-brand)" />
      <path d="M7 19h18v5H7zM9 13h14v6H9z" fill="var(--color-on-brand)" />
      <path d="M8 24v2M24 24v2" stroke="var(--color-on-brand)" strokeWidth="2" />
    </svg>
  )
}
