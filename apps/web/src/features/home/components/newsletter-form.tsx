import type { newsletterRequestSchema } from '@souq/shared/schemas/newsletter';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { NETWORK_FAILURE } from '@/shared/api/api-client';
import { answerText } from '@/shared/i18n/answers';
import { buttonStyles } from '@/shared/ui/button-styles';
import { MailIcon } from '@/shared/ui/icons';
import { TextField } from '@/shared/ui/text-field';
import { loadNewsletterSchemas, useSubscribeNewsletter } from '../api/subscribe-newsletter';

type RequestSchema = typeof newsletterRequestSchema;

/** The shared schema's message for the address as typed, or undefined when it is a valid one. */
function emailError(schema: RequestSchema, email: string): string | undefined {
  const parsed = schema.safeParse({ email });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * Home page: the newsletter form. The address is stored unconfirmed and sent a confirmation link, and the
 * shopper is told to open it (double opt-in, docs/product/accounts.md, "Newsletter").
 * One field needs no form library (it would be the home page's largest script after React): the shared schema
 * checks it, first on submit, then as the shopper fixes it.
 */
export function NewsletterForm() {
  const { formatMessage: t } = useIntl();
  const headingId = useId();
  const subscribe = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  // Set by the first submit, which loads the schema; the field shows its error only from then on.
  const [checked, setChecked] = useState<{ schema: RequestSchema } | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const error = checked ? emailError(checked.schema, email) : undefined;

  const thanks = subscribe.isSuccess ? subscribe.data.message : '';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let schema: RequestSchema;
    try {
      schema = (await loadNewsletterSchemas()).newsletterRequestSchema;
    } catch {
      setUnreachable(true);
      return;
    }
    setUnreachable(false);
    setChecked({ schema });
    const parsed = schema.safeParse({ email });
    if (parsed.success) subscribe.mutate(parsed.data);
  };

  return (
    <section aria-labelledby={headingId} className="px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto max-w-xl rounded-3xl border border-coral-100 bg-coral-50 px-5 py-8 text-center shadow-sm sm:px-10">
        <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-white text-coral-600">
          <MailIcon />
        </span>
        <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-navy-800 sm:text-2xl">
          {t({ id: 'home.newsletterHeading' })}
        </h2>
        <p className="mt-2 text-balance text-navy-600">{t({ id: 'home.newsletterText' })}</p>
        {/* Always in the page (empty until then), so screen readers announce the thanks when it appears. */}
        <p role="status" className={`font-bold text-mint-700 ${thanks ? 'mt-6' : ''}`}>
          {thanks}
        </p>
        {subscribe.isSuccess ? null : (
          // noValidate: our message shows under the field instead of the browser's bubble.
          <form onSubmit={submit} noValidate className="mt-6 text-start">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <TextField
                label={t({ id: 'home.emailAddress' })}
                type="email"
                required
                autoComplete="email"
                className="min-w-0 flex-1"
                name="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={error}
              />
              {/* sm:mt-6 lines the button up with the input, below the label. */}
              <button
                type="submit"
                className={`${buttonStyles.primary} sm:mt-6`}
                disabled={subscribe.isPending}
              >
                {subscribe.isPending ? t({ id: 'home.subscribing' }) : t({ id: 'home.subscribe' })}
              </button>
            </div>
            {subscribe.isError || unreachable ? (
              <p role="alert" className="mt-3 text-sm font-semibold text-danger">
                {unreachable ? answerText(NETWORK_FAILURE) : subscribe.error?.message}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
