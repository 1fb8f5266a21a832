import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor';
import { CodeForm } from './code-form';
import { QrCode } from './qr-code';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Turning two-factor sign-in on: a new secret to scan (or type), then a code from the app to confirm it. */
export function TwoFactorSetup() {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();

  if (!start.data) {
    return (
      <>
        <ServerAlert className="mb-3" message={start.error?.message ?? null} />
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => start.mutate()}
          disabled={start.isPending}
        >
          Set up two-factor sign-in
        </button>
      </>
    );
  }
  const { secret, otpauthUrl } = start.data;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
        <li>Scan this code with an authenticator app, or type the key into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <QrCode text={otpauthUrl} label="QR code for your authenticator app" />
        <p className="text-sm">
          <span className="block font-bold">Key</span>
          <code className="block break-all font-mono text-base">{grouped(secret)}</code>
        </p>
      </div>
      <CodeForm
        submitLabel="Turn on"
        busy={confirm.isPending}
        serverError={confirm.error?.message ?? null}
        onCode={(code) => confirm.mutate(code, { onSuccess: () => start.reset() })}
      />
    </div>
  );
}
