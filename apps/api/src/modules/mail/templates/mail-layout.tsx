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
import type { LocalMail } from './mail-context';

const page = { backgroundColor: '#f6f7f9', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' };
const card = { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' };
const brand = { fontSize: '20px', fontWeight: 700, color: '#0f766e', margin: '0 0 16px' };
const small = { fontSize: '12px', color: '#52606d', lineHeight: '18px' };

/** Every e-mail's frame, in its language and direction: the store's name, the message, how to reach the store. */
export function MailLayout({
  mail,
  preview,
  heading,
  children,
  unsubscribeLink,
}: {
  mail: LocalMail;
  preview: string;
  heading: string;
  children: ReactNode;
  /** Marketing e-mails carry one; the others are about the shopper's own account or orders. */
  unsubscribeLink?: string;
}) {
  const { store, publicUrl, text } = mail;
  return (
    <Html lang={mail.locale} dir={text.dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{store.name}</Text>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Hr style={{ borderColor: '#e4e7eb', margin: '24px 0 12px' }} />
          <Section>
            <Text style={small}>
              {store.name} · <span dir="ltr">{store.phone}</span> ·{' '}
              <Link href={`mailto:${store.email}`}>{store.email}</Link> ·{' '}
              <Link href={mail.home}>{publicUrl.replace(/^https?:\/\//, '')}</Link>
            </Text>
            {unsubscribeLink ? (
              <Text style={small}>
                {text.subscribedBecause} <Link href={unsubscribeLink}>{text.unsubscribe}</Link>
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

/** A table cell's alignment at the line's end: right in English, left in Arabic. */
export const lineEnd = (mail: LocalMail) => (mail.text.dir === 'rtl' ? 'left' : 'right');
