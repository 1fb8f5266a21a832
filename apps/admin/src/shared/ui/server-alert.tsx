/** The server's refusal, word for word, in a box a screen reader announces as soon as it appears. */
export function ServerAlert({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-xl border-2 border-danger bg-coral-50 px-4 py-3 text-sm font-bold text-danger ${className}`}
    >
      {message}
    </p>
  );
}
