import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from './mail-context';

const page = { backgroundColor: '#f6f7f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' };
const card = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' };
const brand = { fontSize: '20px', fontWeight: 700, color: '#0f766e', margin: '0 0 16px' };
const small = { fontSize: '12px', color: '#52606d', lineHeight: '18px' };

/** Every e-mail's frame: the store's name, the message, and how to reach the store. */
export function MailLayout({
  context,
  preview,
  heading,
  children,
  unsubscribeLink,
}: {
  context: MailContext;
  preview: string;
  heading: string;
  children: ReactNode;
  /** Marketing e-mails carry one; the others are about the shopper's own account or orders. */
  unsubscribeLink?: string;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{context.store.name}</Text>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e4e7eb', margin: '24px 0 12px' }} />
          <Section>
            <Text style={small}>
              {context.store.name} · {context.store.phone} ·{' '}
              <Link href={`mailto:${context.store.email}`}>{context.store.email}</Link> ·{' '}
              <Link href={context.publicUrl}>{context.publicUrl.replace(/^https?:\/\//, '')}</Link>
            </Text>
            {unsubscribeLink ? (
              <Text style={small}>
                You receive this because you subscribed to our newsletter.{' '}
                <Link href={unsubscribeLink}>Unsubscribe</Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
export const button = {
  backgroundColor: '#0f766e',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 700,
  textDecoration: 'none',
  display: 'inline-block',
};
