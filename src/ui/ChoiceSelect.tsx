import type { SelectHTMLAttributes } from 'react'

/**
 * A select of fixed choices, each with its label, and an optional empty first option
 * ("Please choose") so that nothing is chosen for the shopper.
 */
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
