import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-extrabold tracking-tight text-navy-800 sm:text-3xl">{children}</h1>;
}
