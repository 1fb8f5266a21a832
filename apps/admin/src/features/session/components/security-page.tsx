import { Card } from '@/shared/ui/card';
import { PageHeading } from '@/shared/ui/page-heading';
import { SuccessNote } from '@/shared/ui/success-note';
import { useSession } from '../api/get-session';
import { useDisableTwoFactor } from '../api/two-factor';
import { CodeForm } from './code-form';
import { OwnerSettings } from './owner-settings';
import { TwoFactorSetup } from './two-factor-setup';

/** /admin/security: the member's own two-factor sign-in and, for owners, whether every owner must use it. */
export function SecurityPage() {
  const session = useSession().data;
  const disable = useDisableTwoFactor();
  if (!session) return null;
  const { staff, mustSetUpTwoFactor } = session;

  return (
    <>
      <PageHeading title="Two-factor sign-in" />
      <div className="flex max-w-2xl flex-col gap-4">
        {mustSetUpTwoFactor ? (
          <p role="alert" className="rounded-xl border-2 border-coral-500 bg-coral-50 px-4 py-3 font-bold">
            The store requires owners to sign in with two factors. Turn it on to use the back office.
          </p>
        ) : null}
        <Card as="section" aria-label="Your two-factor sign-in" className="p-5">
          <p className="font-bold">
            Two-factor sign-in is{' '}
            <span className={staff.twoFactor ? 'text-mint-700' : 'text-coral-700'}>
              {staff.twoFactor ? 'on' : 'off'}
            </span>{' '}
            for {staff.email}.
          </p>
          <p className="mt-1 text-sm text-navy-600">
            With it on, signing in asks for your password and a code from an authenticator app on your phone.
          </p>
          <div className="mt-4">
            {staff.twoFactor ? (
              <>
                <p className="mb-2 text-sm text-navy-600">To turn it off, enter a current code.</p>
                <CodeForm
                  danger
                  submitLabel="Turn off"
                  busy={disable.isPending}
                  serverError={disable.error?.message ?? null}
                  onCode={(code) => disable.mutate(code)}
                />
              </>
            ) : (
              <TwoFactorSetup />
            )}
            <SuccessNote className="mt-3" message={disable.data?.message ?? null} />
          </div>
        </Card>
        {staff.role === 'owner' && !mustSetUpTwoFactor ? <OwnerSettings /> : null}
      </div>
    </>
  );
}
