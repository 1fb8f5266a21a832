/**
 * A group's terms as chips, in the order the owner gave them. Each reads in its own direction (`dir="auto"`):
 * an Arabic term right to left inside an English page.
 */
export function TermChips({ terms, label }: { terms: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {terms.map((term) => (
        <li
          key={term}
          dir="auto"
          className="max-w-full break-words rounded-full bg-navy-50 px-3 py-1 text-sm font-bold text-navy-800"
        >
          {term}
        </li>
      ))}
    </ul>
  );
}
