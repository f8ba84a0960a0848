/** Placeholders shaped like the page that is loading, so nothing jumps when it arrives. */
export function CollectionSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <div className="skeleton skeleton--title" />
      <div className="skeleton skeleton--text" />
      <ul className="product-grid">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="skeleton skeleton--card" />
        ))}
      </ul>
    </div>
  )
}

export function ProductSkeleton() {
  return (
    <div className="container page" aria-busy="true">
      <div className="skeleton skeleton--text" />
      <div className="product">
        <div className="skeleton skeleton--media" />
        <div>
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--text" />
          <div className="skeleton skeleton--text" />
        </div>
      </div>
    </div>
  )
}
