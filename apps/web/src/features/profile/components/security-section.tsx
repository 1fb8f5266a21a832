import { useIntl } from 'react-intl';
import { Card } from '@/shared/ui/card';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

/** Profile: "Security", the password and the sessions (docs/product/accounts.md, "Profile"). */
export function SecuritySection() {
  const { formatMessage: t } = useIntl();
  return (
    <section aria-labelledby="security" className="mt-8">
      <h2 id="security" className="text-xl font-extrabold text-navy-800">
        {t({ id: 'profile.security' })}
      </h2>
      <Card className="mt-4 space-y-6 p-5">
        <ChangePasswordForm />
        <hr className="border-navy-100" />
        <SignOutEverywhere />
      </Card>
    </section>
  );
}
