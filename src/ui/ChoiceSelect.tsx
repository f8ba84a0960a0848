import type { SelectHTMLAttributes } from 'react'

// The optional empty first option ("Please choose") means nothing is chosen for the shopper.
export function ChoiceSelect<T extends string>({
  options,
  labels,
  placeholder,
  ...select
}: { options: ReadonlyArray<T>; labels: Record<T, string>; placeholder?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select {...select}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </select>
  )
}
