/** A field's error under it; the field names it in aria-describedby, so it is read with the field. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-danger">
      {error}
    </p>
  );
}
