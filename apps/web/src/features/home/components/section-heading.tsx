import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  children,
  aside,
}: {
  id: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-xl font-extrabold tracking-tight text-navy-800 sm:text-2xl">
        {children}
      </h2>
      {aside}
    </div>
  );
}
