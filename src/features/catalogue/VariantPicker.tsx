import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Swatch } from '@/ui/Swatch'
import type { Orientation, Product } from '#domain/storefront/schemas'

// Links that put the choice in the URL, so it can be shared and Back returns to the previous one.
export function VariantPicker({
  product,
  colour,
  orientation,
}: {
  product: Product
  colour: string
  orientation: Orientation | undefined
}) {
  const { t } = useLingui()
  const selectedColour = product.colours.find((c) => c.id === colour)
  const orientationLabel: Record<Orientation, string> = {
    left: t({
      id: 'product.orientation.left',
      message: 'Left',
      comment: 'The side the chaise or corner of an L-shaped piece is on, as you face it',
    }),
    right: t({
      id: 'product.orientation.right',
      message: 'Right',
      comment: 'The side the chaise or corner of an L-shaped piece is on, as you face it',
    }),
  }
  const colourName = selectedColour?.name
  return (
    <div className="variant-picker">
      <div className="variant-picker__group" role="group" aria-labelledby="colour-label">
        <p id="colour-label" className="variant-picker__label">
          <Trans id="product.colourChosen">
            Colour: <strong>{colourName}</strong>
          </Trans>
        </p>
        <ul className="variant-picker__options">
          {product.colours.map((option) => (
            <li key={option.id}>
              <Link
                from="/collections/$collection/products/$product"
                to="."
                search={(prev) => ({ ...prev, colour: option.id })}
                resetScroll={false}
                className="swatch-link"
                aria-current={option.id === colour ? 'true' : undefined}
              >
                <Swatch colour={option.swatch} size={32} />
                <span className="visually-hidden">{option.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {product.orientations && orientation && (
        <div className="variant-picker__group" role="group" aria-labelledby="orientation-label">
          <p id="orientation-label" className="variant-picker__label">
            {t({ id: 'product.orientation', message: 'Orientation (as you face it)' })}
          </p>
          <ul className="variant-picker__options">
            {product.orientations.map((option) => (
              <li key={option}>
                <Link
                  from="/collections/$collection/products/$product"
                  to="."
                  search={(prev) => ({ ...prev, orientation: option })}
                  resetScroll={false}
                  className="option-link"
                  aria-current={option === orientation ? 'true' : undefined}
                >
                  {orientationLabel[option]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
