import { Button, Link, Section, Text } from '@react-email/components';
import type { LocalMail } from './mail-context';
import { button, MailLayout, paragraph } from './mail-layout';

function LinkButton({ mail, href, label }: { mail: LocalMail; href: string | null; label: string }) {
  if (!href) return <Text style={paragraph}>{mail.text.linkRemoved}</Text>;
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={href} style={button}>
        {label}
      </Button>
      <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }}>
        {mail.text.openAddress}{' '}
        <Link href={href} dir="ltr">
          {href}
        </Link>
      </Text>
    </Section>
  );
}

export function WelcomeMail({ mail, name }: { mail: LocalMail; name: string }) {
  const { welcome } = mail.text;
  return (
    <MailLayout mail={mail} preview={welcome.subject(mail.store.name)} heading={welcome.heading(name)}>
      <Text style={paragraph}>{welcome.body(mail.store.name)}</Text>
      <LinkButton mail={mail} href={mail.page('/products')} label={welcome.button} />
    </MailLayout>
  );
}

export function PasswordResetMail({
  mail,
  name,
  link,
}: {
  mail: LocalMail;
  name: string;
  link: string | null;
}) {
  const { passwordReset } = mail.text;
  return (
    <MailLayout mail={mail} preview={passwordReset.preview} heading={passwordReset.heading}>
      <Text style={paragraph}>{passwordReset.body(name, mail.store.name)}</Text>
      <LinkButton mail={mail} href={link} label={passwordReset.button} />
      <Text style={paragraph}>{passwordReset.keepsPassword}</Text>
    </MailLayout>
  );
}

export function EmailChangeMail({
  mail,
  name,
  link,
}: {
  mail: LocalMail;
  name: string;
  link: string | null;
}) {
  const { emailChange } = mail.text;
  return (
    <MailLayout mail={mail} preview={emailChange.subject} heading={emailChange.heading}>
      <Text style={paragraph}>{emailChange.body(name, mail.store.name)}</Text>
      <LinkButton mail={mail} href={link} label={emailChange.button} />
      <Text style={paragraph}>{mail.text.ignore}</Text>
    </MailLayout>
  );
}

export function NewsletterConfirmMail({ mail, link }: { mail: LocalMail; link: string | null }) {
  const { newsletterConfirm } = mail.text;
  return (
    <MailLayout mail={mail} preview={newsletterConfirm.preview} heading={newsletterConfirm.heading}>
      <Text style={paragraph}>{newsletterConfirm.body(mail.store.name)}</Text>
      <LinkButton mail={mail} href={link} label={newsletterConfirm.button} />
      <Text style={paragraph}>{mail.text.ignore}</Text>
    </MailLayout>
  );
}

export function NewsletterWelcomeMail({
  mail,
  unsubscribeLink,
}: {
  mail: LocalMail;
  unsubscribeLink: string;
}) {
  const { newsletterWelcome } = mail.text;
  return (
    <MailLayout
      mail={mail}
      preview={newsletterWelcome.heading}
      heading={newsletterWelcome.heading}
      unsubscribeLink={unsubscribeLink}
    >
      <Text style={paragraph}>{newsletterWelcome.body(mail.store.name)}</Text>
    </MailLayout>
  );
}
