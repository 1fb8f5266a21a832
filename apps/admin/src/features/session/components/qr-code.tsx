import { encode } from 'uqr';

/** One square per dark module, as one SVG path. */
function modulesPath(data: readonly (readonly boolean[])[]): string {
  return data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
}

/** A QR code drawn as SVG (no image to fetch, nothing inline to run), for a phone's camera. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="192"
      height="192"
      shapeRendering="crispEdges"
      className="shrink-0 rounded-lg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={modulesPath(data)} fill="#141c33" />
    </svg>
  );
}
