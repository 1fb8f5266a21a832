import { STORE_NAME } from '@souq/shared/config/store';
import type { ReactNode } from 'react';
import { Card } from '@/shared/ui/card';

/** The narrow page of the screens shown before anyone is signed in: the store's name over one panel. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-10 sm:py-16">
      <div className="mb-6 flex items-center gap-3">
        <img
          src={`${import.meta.env.BASE_URL}logo.svg`}
          alt=""
          width="48"
          height="48"
          className="h-12 w-12"
        />
        <p className="text-lg font-extrabold text-navy-800">
          {STORE_NAME} <span className="font-bold text-navy-600">back office</span>
        </p>
      </div>
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="mb-5 text-2xl font-extrabold text-navy-800">{title}</h1>
        {children}
      </Card>
    </main>
  );
}
