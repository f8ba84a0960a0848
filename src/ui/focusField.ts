/** Focuses a field with its label and hint in view under the sticky header (a plain focus may scroll them under it). */
export function focusField(field: HTMLElement) {
  ;(field.closest('.form-field, .form-check') ?? field).scrollIntoView({ block: 'start' })
  field.focus({ preventScroll: true })
}
