import { type ReactNode, useId } from 'react';
import { Card } from './card';

interface CardSectionProps {
  title: string;
  /** Padding and placement, e.g. a summary that stays in view beside a long list. */
  className: string;
  children: ReactNode;
}

/** A card that is a section of its page, named by its heading. */
export function CardSection({ title, className, children }: CardSectionProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-extrabold text-navy-800">
        {title}
      </h2>
      {children}
    </Card>
  );
}
