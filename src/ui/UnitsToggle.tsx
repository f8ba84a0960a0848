import { useLingui } from '@lingui/react/macro'
import { setUnits, useUnits } from '@/lib/units'

/** Centimetres or inches, remembered on this device. */
export function UnitsToggle() {
  const { t } = useLingui()
  const units = useUnits()
  return (
    <div className="segmented" role="group" aria-label={t({ id: 'units.label', message: 'Units' })}>
      {(['cm', 'in'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={units === option} onClick={() => setUnits(option)}>
          {option === 'cm'
            ? t({ id: 'units.cm', message: 'cm' })
            : t({ id: 'units.in', message: 'in', comment: 'Short for inches, the unit of length' })}
        </button>
      ))}
    </div>
  )
}
