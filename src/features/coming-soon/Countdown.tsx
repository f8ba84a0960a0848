import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LAUNCH } from './launch'

const DAY = 24 * 60 * 60 * 1000

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

  // Until the browser has counted, the same boxes with a dash, so nothing below them moves.
  const days = left === null ? '–' : Math.floor(left / DAY)
  const hours = left === null ? '–' : Math.floor((left % DAY) / (60 * 60 * 1000))
  return (
    <ul
      className="countdown"
      {...(left === null ? { 'aria-hidden': true } : { 'aria-label': t({ id: 'soon.countdown', message: 'Time until launch' }) })}
    >
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
