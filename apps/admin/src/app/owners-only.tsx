import type { ReactNode } from 'react';
import { Notice } from '@/shared/ui/notice';
import { useSignedInStaff } from './signed-in-staff';

/**
 * A screen only an owner may open. The api refuses its calls to anyone else (403) anyway; this says so at once,
 * in the screen's own words, to a member who followed a link or typed the address.
 */
export function OwnersOnly({ why, children }: { why: string; children: ReactNode }) {
  const staff = useSignedInStaff();
  if (staff.role === 'owner') return children;
  return <Notice alert title="You cannot open this page" text={`${why} Ask an owner if you need one.`} />;
}
