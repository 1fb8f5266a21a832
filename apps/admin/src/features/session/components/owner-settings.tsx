import { Card } from '@/shared/ui/card';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useSettings, useUpdateSettings } from '../api/admin-settings';

/** The store's rule for owners: whether each must sign in with two factors. */
export function OwnerSettings() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const on = settings.data?.ownersRequireTwoFactor ?? false;
  return (
    <Card as="section" aria-labelledby="owner-settings" className="p-5">
      <h2 id="owner-settings" className="text-lg font-extrabold">
        For every owner
      </h2>
      <ServerAlert className="mt-2" message={(update.error ?? settings.error)?.message ?? null} />
      <label className="mt-3 flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-coral-600"
          checked={on}
          disabled={!settings.data || update.isPending}
          onChange={(event) => update.mutate({ ownersRequireTwoFactor: event.target.checked })}
        />
        <span className="font-bold">Require two-factor sign-in of every owner</span>
      </label>
      <p className="mt-1 text-sm text-navy-600">
        An owner without it can only turn it on until they do. Staff choose for themselves.
      </p>
    </Card>
  );
}
