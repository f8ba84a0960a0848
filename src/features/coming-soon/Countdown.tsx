import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LAUNCH } from './launch'

const DAY = 24 * 60 * 60 * 1000

/** Days and hours to the launch, counted in the browser once the page is on screen. */
export function Countdown() {
  const { t } = useLingui()
  const [left, setLeft] = useState<number | null>(null)

  useEffect(() => {
    const launch = Date.parse(`${LAUNCH.date}T00:00:00Z`)
    const tick = () => setLeft(Math.max(0, launch - Date.now()))
    tick()
    const timer = setInterval(tick, 60_000)
    return () => clearInterval(timer)
  }, [])

  if (left === null) return <ul className="countdown" aria-hidden="true" />
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / (60 * 60 * 1000))
  return (
    <ul className="countdown" aria-label={t({ id: 'soon.countdown', message: 'Time until launch' })}>
      <li>
        <strong>{days}</strong>
        {t({ id: 'soon.countdown.days', message: 'days' })}
      </li>
      <li>
        <strong>{hours}</strong>
        {t({ id: 'soon.countdown.hours', message: 'hours' })}
      </li>
    </ul>
  )
}
