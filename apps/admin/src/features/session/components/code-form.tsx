import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeRequestSchema } from '@souq/shared/schemas/admin-staff';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextField } from '@/shared/ui/text-field';

interface CodeFormProps {
  submitLabel: string;
  busy: boolean;
  serverError: string | null;
  onCode: (code: string) => void;
  danger?: boolean;
}

/** The six digits from the authenticator app, checked with the api's own code schema. */
export function CodeForm({ submitLabel, busy, serverError, onCode, danger = false }: CodeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<
    z.input<typeof twoFactorCodeRequestSchema>,
    unknown,
    z.output<typeof twoFactorCodeRequestSchema>
  >({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onCode(code))} className="flex flex-col gap-3">
      <ServerAlert message={serverError} />
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-48"
        error={errors.code?.message}
        {...register('code')}
      />
      <button
        type="submit"
        className={`${danger ? buttonStyles.danger : buttonStyles.primary} self-start`}
        disabled={busy}
      >
        {submitLabel}
      </button>
    </form>
  );
}
