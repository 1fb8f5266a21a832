/** A short confirmation that something was done, read out politely by screen readers. */
export function SuccessNote({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <p role="status" className={`text-sm font-bold text-mint-700 empty:hidden ${className}`}>
      {message}
    </p>
  );
}
