/**
 * Holds a screen's place while its code loads on a first visit: the header and footer show at once (the
 * footer kept below the fold), and nothing shifts when the screen arrives.
 */
export function RoutePlaceholder() {
  return <div className="min-h-dvh" aria-busy="true" />;
}
