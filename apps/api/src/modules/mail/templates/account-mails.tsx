import { Button, Link, Section, Text } from '@react-email/components';
import type { MailContext } from './mail-context';
import { button, MailLayout, paragraph } from './mail-layout';

function LinkButton({ href, label }: { href: string | null; label: string }) {
  if (!href) {
    return <Text style={paragraph}>(The link was removed from the store's copy once this was sent.)</Text>;
  }
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button href={href} style={button}>
        {label}
      </Button>
      <Text style={{ ...paragraph, fontSize: '13px', wordBreak: 'break-all' }}>
        Or open this address: <Link href={href}>{href}</Link>
      </Text>
    </Section>
  );
}

export function WelcomeMail({ context, name }: { context: MailContext; name: string }) {
  return (
    <MailLayout context={context} preview={`Welcome to ${context.store.name}`} heading={`Welcome, ${name}!`}>
      <Text style={paragraph}>
        Your {context.store.name} account is ready. Save favourites to your wishlist, check out faster with
        saved addresses, and follow every order from My Orders.
      </Text>
      <LinkButton href={`${context.publicUrl}/products`} label="Start shopping" />
    </MailLayout>
  );
}

export function PasswordResetMail({
  context,
  name,
  link,
}: {
  context: MailContext;
  name: string;
  link: string | null;
}) {
  return (
    <MailLayout context={context} preview="Set a new password" heading="Reset your password">
      <Text style={paragraph}>
        Hi {name}, someone (we hope you) asked to reset the password of your {context.store.name} account. The
        link below works once, for 30 minutes.
      </Text>
      <LinkButton href={link} label="Set a new password" />
      <Text style={paragraph}>
        If you did not ask for this, you can ignore this e-mail: your password stays as it is.
      </Text>
    </MailLayout>
  );
}

export function EmailChangeMail({
  context,
  name,
  link,
}: {
  context: MailContext;
  name: string;
  link: string | null;
}) {
  return (
    <MailLayout context={context} preview="Confirm your new e-mail address" heading="Confirm your new e-mail">
      <Text style={paragraph}>
        Hi {name}, please confirm that this is the new e-mail address of your {context.store.name} account.
        The link works once, for 24 hours; until you open it, your account keeps its old address.
      </Text>
      <LinkButton href={link} label="Confirm this address" />
      <Text style={paragraph}>If you did not ask for this, you can ignore this e-mail.</Text>
    </MailLayout>
  );
}

export function NewsletterConfirmMail({ context, link }: { context: MailContext; link: string | null }) {
  return (
    <MailLayout context={context} preview="One click to confirm" heading="Confirm your subscription">
      <Text style={paragraph}>
        Please confirm that you would like {context.store.name}'s newsletter: new arrivals, offers and sizing
        tips, at most once a week. Until you confirm, we send you nothing else.
      </Text>
      <LinkButton href={link} label="Yes, subscribe me" />
      <Text style={paragraph}>If you did not ask for this, ignore this e-mail.</Text>
    </MailLayout>
  );
}

export function NewsletterWelcomeMail({
  context,
  unsubscribeLink,
}: {
  context: MailContext;
  unsubscribeLink: string;
}) {
  return (
    <MailLayout
      context={context}
      preview="You are subscribed"
      heading="You are subscribed"
      unsubscribeLink={unsubscribeLink}
    >
      <Text style={paragraph}>
        Thank you for subscribing to {context.store.name}'s newsletter. You will hear about new arrivals and
        offers first. You can unsubscribe at any time with the link below.
      </Text>
    </MailLayout>
  );
}
